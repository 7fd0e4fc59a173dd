# Integer multiplication.
	.include "lib.inc"
	.globl _start
_start:
	make $r1 = -3
	make $r2 = 100000
	;;
	mul $r3 = $r1, $r2
	;;
	CHECK $r3, -300000, 1
	make $r3 = 10
	;;
	madd $r3 = $r1, $r2
	;;
	CHECK $r3, -299990, 2
	msbf $r3 = $r1, $r2
	;;
	CHECK $r3, 10, 3
	mul $r3 = $r2, 0x12345
	;;
	CHECK $r3, 0xbc712920, 4
	mul $r3 = $r2, -2
	;;
	CHECK $r3, -200000, 5
	mul.ss $p4 = $r1, $r2
	;;
	CHECKP $r4, $r5, -300000, 0xffffffff, 6
	mul.uu $p4 = $r1, $r2
	;;
	CHECKP $r4, $r5, 0xfffb6c20, 99999, 7
	mul.su $p4 = $r1, $r2
	;;
	CHECKP $r4, $r5, -300000, 0xffffffff, 8
	make $r6 = -1
	;;
	mul.su $p4 = $r6, $r6
	;;
	CHECKP $r4, $r5, 1, 0xffffffff, 9
	mul.uu $p4 = $r6, $r6
	;;
	CHECKP $r4, $r5, 1, 0xfffffffe, 10
	madd.uu $p4 = $r6, $r6
	;;
	CHECKP $r4, $r5, 2, 0xfffffffc, 11
	madd.ss $p4 = $r1, $r2
	;;
	CHECKP $r4, $r5, 0xfffb6c22, 0xfffffffb, 12
	EXIT 0
