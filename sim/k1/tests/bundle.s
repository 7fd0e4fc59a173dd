# Parallel semantics: every instruction of a bundle reads its operands
# before any of them writes.
	.include "lib.inc"
	.globl _start
_start:
	make $r1 = 11
	make $r2 = 22
	;;
	add $r1 = $r2, 0		# swap in one bundle
	add $r2 = $r1, 0
	;;
	CHECK $r1, 22, 1
	CHECK $r2, 11, 2
	# a three-register rotation through ALU, ALU and MAU
	make $r3 = 33
	;;
	add $r1 = $r2, 0
	add $r2 = $r3, 0
	mul $r3 = $r1, 1
	;;
	CHECK $r1, 11, 3
	CHECK $r2, 33, 4
	CHECK $r3, 22, 5
	# a load and a reader of its destination
	make $r10 = buf
	make $r4 = 5
	;;
	lw $r4 = 0[$r10]
	add $r5 = $r4, 1
	;;
	CHECK $r4, 1234, 6
	CHECK $r5, 6, 7
	# a load, its base updated in the same bundle
	lw $r6 = 0[$r10]
	add $r10 = $r10, 4
	;;
	CHECK $r6, 1234, 8
	CHECK $r10, buf + 4, 9
	# a store of a register written in the same bundle
	make $r7 = 77
	;;
	sw 0[$r10] = $r7
	add $r7 = $r7, 1
	add $r10 = $r10, 100
	;;
	make $r11 = buf
	;;
	lw $r8 = 4[$r11]
	;;
	CHECK $r8, 77, 10
	CHECK $r7, 78, 11
	# a load pair and readers of both halves
	make $r20 = 0
	make $r21 = 0
	;;
	ld $p20 = 8[$r11]
	add $r22 = $r20, 0
	add $r23 = $r21, 0
	;;
	CHECKP $r20, $r21, 0x55, 0x66, 12
	CHECKP $r22, $r23, 0, 0, 13
	# the carry read by get $cs before addci writes it
	make $r1 = -1
	make $r2 = 1
	;;
	make $r3 = 0
	;;
	set $cs = $r3
	;;
	addci $r4 = $r1, $r2
	get $r5 = $cs
	;;
	CHECK $r5, 0, 14
	get $r5 = $cs
	;;
	CHECK $r5, 0x10000, 15
	# a branch reads its register before the bundle writes it
	make $r1 = 1
	;;
	cb.nez $r1, 1f
	make $r1 = 0
	;;
	EXIT 16
1:	CHECK $r1, 0, 17
	# set $ra and ret in one bundle? only one BCU; instead icall reads
	# its target before an ALU instruction changes it
	make $r9 = 2f
	;;
	icall $r9
	make $r9 = 0
	;;
	EXIT 18
2:	CHECK $r9, 0, 19
	# scall reads its arguments before the bundle writes them
	make $r0 = 1
	make $r1 = msg
	;;
	make $r2 = 3
	make $r6 = 64
	;;
	scall $r6
	make $r2 = 0
	;;
	CHECK $r0, 3, 20
	CHECK $r2, 0, 21
	EXIT 0
	.data
	.balign 8
buf:	.word 1234, 0, 0x55, 0x66
msg:	.ascii "ok\n"
# expect-stdout: ok
