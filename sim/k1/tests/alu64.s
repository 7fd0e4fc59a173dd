# 64-bit pair operations and add/subtract with carry.
	.include "lib.inc"
	.globl _start
_start:
	make $r2 = 0xffffffff
	make $r3 = 0x00000001
	;;
	make $r4 = 1
	make $r5 = 0
	;;
	addd $p6 = $p2, $p4
	;;
	CHECKP $r6, $r7, 0, 2, 1
	sbfd $p8 = $p4, $p2
	;;
	CHECKP $r8, $r9, 0xfffffffe, 1, 2
	andd $p6 = $p2, $p4
	;;
	ord $p8 = $p2, $p4
	;;
	CHECKP $r6, $r7, 1, 0, 3
	CHECKP $r8, $r9, 0xffffffff, 1, 4
	xord $p6 = $p2, $p4
	;;
	andnd $p8 = $p4, $p2
	;;
	CHECKP $r6, $r7, 0xfffffffe, 1, 5
	CHECKP $r8, $r9, 0xfffffffe, 1, 6
	ornd $p6 = $p4, $p2
	;;
	CHECKP $r6, $r7, 0xffffffff, 0xffffffff, 7
	make $r10 = 36
	;;
	slld $p6 = $p2, $r10
	;;
	CHECKP $r6, $r7, 0, 0xfffffff0, 8
	srld $p6 = $p2, $r10
	;;
	CHECKP $r6, $r7, 0, 0, 9
	make $r3 = 0x80000000
	;;
	srad $p6 = $p2, $r10
	;;
	CHECKP $r6, $r7, 0xf8000000, 0xffffffff, 10
	slld $p6 = $p2, 4
	;;
	CHECKP $r6, $r7, 0xfffffff0, 0x0000000f, 11
	srld $p6 = $p2, 63
	;;
	CHECKP $r6, $r7, 1, 0, 12
	srad $p6 = $p2, 32
	;;
	CHECKP $r6, $r7, 0x80000000, 0xffffffff, 13
	# comparisons on pairs: p2 = 0x80000000ffffffff (negative), p4 = 1
	compd.lt $r6 = $p2, $p4
	;;
	compd.ltu $r7 = $p2, $p4
	;;
	CHECK $r6, 1, 14
	CHECK $r7, 0, 15
	compd.ge $r6 = $p2, $p4
	;;
	compd.geu $r7 = $p2, $p4
	;;
	CHECK $r6, 0, 16
	CHECK $r7, 1, 17
	compd.le $r6 = $p2, $p2
	;;
	compd.gt $r7 = $p4, $p2
	;;
	CHECK $r6, 1, 18
	CHECK $r7, 1, 19
	compd.leu $r6 = $p4, $p2
	;;
	compd.gtu $r7 = $p4, $p2
	;;
	CHECK $r6, 1, 20
	CHECK $r7, 0, 21
	compd.eq $r6 = $p4, $p4
	;;
	compd.ne $r7 = $p4, $p4
	;;
	CHECK $r6, 1, 22
	CHECK $r7, 0, 23
	# compd.eq must look at both halves
	make $r8 = 1
	make $r9 = 1
	;;
	compd.eq $r6 = $p4, $p8
	;;
	CHECK $r6, 0, 24
	make $r6 = 5
	make $r7 = 6
	;;
	make $r1 = 0
	;;
	cmoved.eqz $p6 = $r1, $p4
	;;
	CHECKP $r6, $r7, 1, 0, 25
	cmoved.nez $p6 = $r1, $p2
	;;
	CHECKP $r6, $r7, 1, 0, 26
	make $r1 = -3
	;;
	cmoved.ltz $p6 = $r1, $p2
	;;
	CHECKP $r6, $r7, 0xffffffff, 0x80000000, 27
	cmoved.gez $p6 = $r1, $p4
	;;
	cmoved.odd $p8 = $r1, $p4
	;;
	CHECKP $r6, $r7, 0xffffffff, 0x80000000, 28
	CHECKP $r8, $r9, 1, 0, 29
	cmoved.even $p6 = $r1, $p4
	;;
	cmoved.lez $p8 = $r1, $p2
	;;
	CHECKP $r6, $r7, 0xffffffff, 0x80000000, 30
	CHECKP $r8, $r9, 0xffffffff, 0x80000000, 31
	cmoved.gtz $p6 = $r1, $p4
	;;
	CHECKP $r6, $r7, 0xffffffff, 0x80000000, 32
	# immediates sign-extended to 64 bits
	addd $p6 = $p4, -2
	;;
	CHECKP $r6, $r7, 0xffffffff, 0xffffffff, 33
	sbfd $p6 = $p4, 0x10000
	;;
	CHECKP $r6, $r7, 0xffff, 0, 34
	andd $p6 = $p2, -16
	;;
	ord $p8 = $p4, 0x100
	;;
	CHECKP $r6, $r7, 0xfffffff0, 0x80000000, 35
	CHECKP $r8, $r9, 0x101, 0, 36
	xord $p6 = $p4, -1
	;;
	maked $p8 = -5
	;;
	CHECKP $r6, $r7, 0xfffffffe, 0xffffffff, 37
	CHECKP $r8, $r9, 0xfffffffb, 0xffffffff, 38
	sxwd $p6 = $r1
	;;
	zxwd $p8 = $r1
	;;
	CHECKP $r6, $r7, -3, 0xffffffff, 39
	CHECKP $r8, $r9, -3, 0, 40
	# a 96-bit addition with the carry chain: (2^96 - 1) + 1
	make $r1 = -1
	make $r2 = 1
	;;
	addci $r10 = $r1, $r2
	;;
	CHECK $r10, 0, 41
	make $r3 = 0
	;;
	addc $r11 = $r1, $r3
	;;
	addc $r12 = $r1, $r3
	;;
	CHECK $r11, 0, 42
	CHECK $r12, 0, 43
	get $r13 = $cs
	;;
	extfz $r13 = $r13, 16, 16
	;;
	CHECK $r13, 1, 44
	# no carry: 1 + 1
	addci $r10 = $r2, $r2
	;;
	addc $r11 = $r2, $r2
	;;
	CHECK $r10, 2, 45
	CHECK $r11, 2, 46
	# subtract with borrow: 0x1_00000000 - 1 = 0x0_ffffffff
	make $r1 = 0
	make $r2 = 1
	;;
	sbfci $r10 = $r2, $r1
	;;
	make $r3 = 1
	make $r4 = 0
	;;
	sbfc $r11 = $r4, $r3
	;;
	CHECK $r10, 0xffffffff, 47
	CHECK $r11, 0, 48
	get $r13 = $cs
	;;
	extfz $r13 = $r13, 16, 16
	;;
	CHECK $r13, 1, 49
	sbfci $r10 = $r2, $r2
	;;
	get $r13 = $cs
	;;
	extfz $r13 = $r13, 16, 16
	;;
	CHECK $r10, 0, 50
	CHECK $r13, 1, 51
	EXIT 0
