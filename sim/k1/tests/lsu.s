# Loads and stores of every size, indexed forms, acswapw.
	.include "lib.inc"
	.globl _start
_start:
	make $r1 = buf
	make $r2 = 0x80c0f0ff
	;;
	sw 0[$r1] = $r2
	;;
	lbs $r3 = 0[$r1]
	;;
	lbz $r4 = 3[$r1]
	;;
	CHECK $r3, -1, 1
	CHECK $r4, 0x80, 2
	lhs $r3 = 2[$r1]
	;;
	lhz $r4 = 0[$r1]
	;;
	CHECK $r3, 0xffff80c0, 3
	CHECK $r4, 0xf0ff, 4
	lw $r3 = 0[$r1]
	;;
	CHECK $r3, 0x80c0f0ff, 5
	make $r4 = 0x11223344
	make $r5 = 0x55667788
	;;
	sd 8[$r1] = $p4
	;;
	ld $p6 = 8[$r1]
	;;
	CHECKP $r6, $r7, 0x11223344, 0x55667788, 6
	lw $r3 = 12[$r1]
	;;
	CHECK $r3, 0x55667788, 7
	sb 16[$r1] = $r2
	;;
	sh 18[$r1] = $r2
	;;
	lw $r3 = 16[$r1]
	;;
	CHECK $r3, 0xf0ff00ff, 8
	# indexed
	make $r8 = 8
	make $r9 = 3
	;;
	lbs $r3 = $r9[$r1]
	;;
	lbz $r4 = $r9[$r1]
	;;
	CHECK $r3, 0xffffff80, 9
	CHECK $r4, 0x80, 10
	make $r9 = 2
	;;
	lhs $r3 = $r9[$r1]
	;;
	lhz $r4 = $r9[$r1]
	;;
	CHECK $r3, 0xffff80c0, 11
	CHECK $r4, 0x80c0, 12
	lw $r3 = $r8[$r1]
	;;
	ld $p6 = $r8[$r1]
	;;
	CHECK $r3, 0x11223344, 13
	CHECKP $r6, $r7, 0x11223344, 0x55667788, 14
	make $r9 = 24
	;;
	sw $r9[$r1] = $r2
	;;
	make $r9 = 28
	;;
	sb $r9[$r1] = $r2
	;;
	make $r9 = 30
	;;
	sh $r9[$r1] = $r2
	;;
	make $r9 = 32
	make $r4 = 0x11223344
	;;
	sd $r9[$r1] = $p4
	;;
	lw $r3 = 24[$r1]
	;;
	lw $r4 = 28[$r1]
	;;
	ld $p6 = 32[$r1]
	;;
	CHECK $r3, 0x80c0f0ff, 15
	CHECK $r4, 0xf0ff00ff, 16
	CHECKP $r6, $r7, 0x11223344, 0x55667788, 17
	# extended offsets
	make $r10 = buf - 0x12340
	;;
	lw $r3 = 0x12340[$r10]
	;;
	CHECK $r3, 0x80c0f0ff, 18
	# acswapw: $p20 = (new, expected)
	make $r20 = 99
	make $r21 = 0x80c0f0ff
	;;
	acswapw 0[$r1] = $p20
	;;
	CHECKP $r20, $r21, 1, 0x80c0f0ff, 19
	lw $r3 = 0[$r1]
	;;
	CHECK $r3, 99, 20
	make $r20 = 5
	make $r21 = 6
	;;
	acswapw 0[$r1] = $p20
	;;
	CHECKP $r20, $r21, 0, 99, 21
	lw $r3 = 0[$r1]
	;;
	CHECK $r3, 99, 22
	EXIT 0
	.data
	.balign 8
buf:	.space 64
