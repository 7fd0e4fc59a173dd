# The block executor's edges (the tests run under K1_EXEC=fast and
# ref alike): a bundle that stores and branches, a hardware loop whose
# end falls inside a block decoded before the loop ran, and code that
# rewrites a later bundle of its own block.
	.include "lib.inc"
	.globl _start
_start:
	make $r10 = buf
	make $r1 = 5
	;;
	# store and branch in one bundle: both happen
	sw 0[$r10] = $r1
	goto 1f
	;;
	EXIT 1
1:	lw $r2 = 0[$r10]
	;;
	CHECK $r2, 5, 2
	# the body straight first (a block through .Lend and beyond),
	# then as a loop of 3 iterations
	make $r3 = 0
	make $r4 = 0
	;;
	make $r5 = 0
	goto .Lbody
	;;
.Lloop:
	make $r5 = 3
	;;
	loopdo $r5, .Lend
	;;
.Lbody:
	add $r3 = $r3, 1
	;;
	add $r4 = $r4, 1
	;;
.Lend:
	cb.eqz $r5, .Lloop
	;;
	CHECK $r3, 4, 3
	CHECK $r4, 4, 4
	# code in writable memory that rewrites its own later bundle
	make $r0 = 0			# mmap2 (0, 4096, RWX, PRIVATE|ANON, -1, 0)
	make $r1 = 4096
	;;
	make $r2 = 7
	make $r3 = 0x22
	;;
	make $r4 = -1
	make $r5 = 0
	;;
	SYSCALL 222
	add $r20 = $r0, 0
	add $r21 = $r0, 0
	;;
	make $r1 = smc
	make $r2 = 0
	;;
2:	lw $r3 = 0[$r1]
	;;
	sw 0[$r21] = $r3
	add $r1 = $r1, 4
	add $r2 = $r2, 4
	;;
	comp.ltu $r4 = $r2, 24
	add $r21 = $r21, 4
	;;
	cb.nez $r4, 2b
	;;
	make $r0 = 0
	;;
	icall $r20
	;;
	CHECK $r0, 2, 5
	EXIT 0

# Copied to $r20 and run there: stores "make $r0 = 2" (offset 20)
# over "make $r0 = 1" (offset 12), a later bundle of the same block.
	.p2align 2
smc:
	lw $r9 = 20[$r20]
	;;
	sw 12[$r20] = $r9
	;;
	nop
	;;
	make $r0 = 1
	;;
	ret
	;;
	make $r0 = 2
	;;

	.data
	.p2align 2
buf:	.word 0
