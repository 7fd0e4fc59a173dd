# Hardware loops, rules 1-7 of docs/k1-isa.md.
	.include "lib.inc"
	.globl _start
_start:
	# Rule 1: a zero count skips the body, loop registers unchanged.
	make $r1 = 0x1000
	;;
	set $lc = $r1
	;;
	set $ls = $r1
	;;
	set $le = $r1
	make $r2 = 0
	make $r3 = 0
	;;
	loopdo $r2, 1f
	;;
	add $r3 = $r3, 1
	;;
1:	CHECK $r3, 0, 1
	get $r4 = $lc
	;;
	CHECK $r4, 0x1000, 2
	get $r4 = $ls
	;;
	CHECK $r4, 0x1000, 3
	make $r4 = 0
	;;
	set $lc = $r4
	;;
	# Rule 2: the body runs N times, $lc is 0 after; the count is
	# unsigned (not tested with 2^32 for time).
	make $r2 = 5
	make $r3 = 0
	;;
	make $r5 = 0
	;;
	loopdo $r2, 2f
	;;
	add $r3 = $r3, 1
	;;
	add $r5 = $r5, 10
	;;
2:	CHECK $r3, 5, 4
	CHECK $r5, 50, 5
	get $r4 = $lc
	;;
	CHECK $r4, 0, 6
	get $r4 = $le
	;;
	CHECK $r4, 2b, 7
	# Rule 3: set $lc in the last bundle wins over the decrement, and
	# the check uses $lc as it was: count 3, the last bundle sets $lc
	# to 1 at the first pass -> the loop goes back once more (old $lc
	# 3 > 1), then sees $lc 1 and falls through.
	make $r2 = 3
	make $r3 = 0
	;;
	make $r6 = 1
	;;
	loopdo $r2, 3f
	;;
	add $r3 = $r3, 1
	set $lc = $r6
	;;
3:	CHECK $r3, 2, 8
	get $r4 = $lc			# the set won over the final decrement too
	;;
	CHECK $r4, 1, 9
	make $r4 = 0
	;;
	set $lc = $r4
	;;
	# Rule 4: a branch out of the body leaves the loop armed; a taken
	# branch in the last bundle is not checked.
	make $r2 = 4
	make $r3 = 0
	;;
	loopdo $r2, 4f
	;;
	add $r3 = $r3, 1
	;;
	goto 5f
	;;
4:	EXIT 10
5:	CHECK $r3, 1, 11
	get $r4 = $lc
	;;
	CHECK $r4, 4, 12
	make $r4 = 0
	;;
	set $lc = $r4
	;;
	# Rule 5: reaching the last bundle by a branch: the check is made.
	make $r2 = 3
	make $r3 = 0
	;;
	loopdo $r2, 6f
	;;
	goto 7f
	;;
	EXIT 13
7:	add $r3 = $r3, 1
	;;
6:	CHECK $r3, 3, 14
	# A call in the body returns into the body and the loop goes on.
	make $r2 = 4
	make $r3 = 0
	;;
	loopdo $r2, 8f
	;;
	call inc
	;;
	nop
	;;
8:	CHECK $r3, 4, 15
	# Rule 6: a nested loop saves and restores the loop registers.
	make $r2 = 3
	make $r3 = 0
	;;
	loopdo $r2, 9f
	;;
	get $r40 = $lc
	make $r7 = 4
	;;
	get $r41 = $ls
	;;
	get $r42 = $le
	;;
	loopdo $r7, 10f
	;;
	add $r3 = $r3, 1
	;;
10:	set $lc = $r40
	;;
	set $ls = $r41
	;;
	set $le = $r42
	;;
	nop
	;;
9:	CHECK $r3, 12, 16
	# Rule 7: an empty body never loops back.
	make $r2 = 5
	make $r3 = 0
	;;
	loopdo $r2, 11f
	;;
11:	add $r3 = $r3, 1
	;;
	CHECK $r3, 1, 17
	# A one-bundle body.
	make $r2 = 7
	make $r3 = 0
	;;
	loopdo $r2, 12f
	;;
	add $r3 = $r3, 2
	;;
12:	CHECK $r3, 14, 18
	EXIT 0

inc:	add $r3 = $r3, 1
	ret
	;;
