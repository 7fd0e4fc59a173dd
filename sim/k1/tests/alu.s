# ALU instructions, register and immediate forms.
	.include "lib.inc"
	.globl _start
_start:
	make $r1 = 100
	make $r2 = -7
	;;
	add $r3 = $r1, $r2
	sbf $r4 = $r1, $r2
	;;
	CHECK $r3, 93, 1
	CHECK $r4, -107, 2
	make $r1 = 0xf0f0
	make $r2 = 0xff00
	;;
	and $r3 = $r1, $r2
	or $r4 = $r1, $r2
	;;
	CHECK $r3, 0xf000, 3
	CHECK $r4, 0xfff0, 4
	xor $r3 = $r1, $r2
	andn $r4 = $r1, $r2
	;;
	CHECK $r3, 0x0ff0, 5
	CHECK $r4, 0x0f00, 6
	orn $r3 = $r1, $r2
	nand $r4 = $r1, $r2
	;;
	CHECK $r3, 0xffffff0f, 7
	CHECK $r4, 0xffff0fff, 8
	nor $r3 = $r1, $r2
	nxor $r4 = $r1, $r2
	;;
	CHECK $r3, 0xffff000f, 9
	CHECK $r4, 0xfffff00f, 10
	make $r1 = -5
	make $r2 = 3
	;;
	min $r3 = $r1, $r2
	max $r4 = $r1, $r2
	;;
	CHECK $r3, -5, 11
	CHECK $r4, 3, 12
	minu $r3 = $r1, $r2
	maxu $r4 = $r1, $r2
	;;
	CHECK $r3, 3, 13
	CHECK $r4, -5, 14
	make $r1 = 0x80000001
	make $r2 = 33
	;;
	sll $r3 = $r1, $r2
	srl $r4 = $r1, $r2
	;;
	CHECK $r3, 2, 15
	CHECK $r4, 0x40000000, 16
	sra $r3 = $r1, $r2
	rol $r4 = $r1, $r2
	;;
	CHECK $r3, 0xc0000000, 17
	CHECK $r4, 3, 18
	ror $r3 = $r1, $r2
	sll $r4 = $r1, 4
	;;
	CHECK $r3, 0xc0000000, 19
	CHECK $r4, 0x10, 20
	srl $r3 = $r1, 31
	sra $r4 = $r1, 4
	;;
	CHECK $r3, 1, 21
	CHECK $r4, 0xf8000000, 22
	rol $r3 = $r1, 4
	ror $r4 = $r1, 4
	;;
	CHECK $r3, 0x18, 23
	CHECK $r4, 0x18000000, 24
	# abs, extensions, bit counts
	make $r1 = -42
	make $r2 = 0x80000000
	;;
	abs $r3 = $r1
	abs $r4 = $r2
	;;
	CHECK $r3, 42, 25
	CHECK $r4, 0x80000000, 26
	make $r1 = 0x12345680
	;;
	sxb $r3 = $r1
	sxh $r4 = $r1
	;;
	CHECK $r3, 0xffffff80, 27
	CHECK $r4, 0x5680, 28
	zxb $r3 = $r1
	zxh $r4 = $r1
	;;
	CHECK $r3, 0x80, 29
	CHECK $r4, 0x5680, 30
	clz $r3 = $r1
	ctz $r4 = $r1
	;;
	CHECK $r3, 3, 31
	CHECK $r4, 7, 32
	cbs $r3 = $r1
	make $r5 = 0
	;;
	clz $r4 = $r5
	ctz $r5 = $r5
	;;
	CHECK $r3, 10, 33
	CHECK $r4, 32, 34
	CHECK $r5, 32, 35
	# comparisons
	make $r1 = -1
	make $r2 = 1
	;;
	comp.lt $r3 = $r1, $r2
	comp.ltu $r4 = $r1, $r2
	;;
	CHECK $r3, 1, 36
	CHECK $r4, 0, 37
	comp.ge $r3 = $r1, $r2
	comp.geu $r4 = $r1, $r2
	;;
	CHECK $r3, 0, 38
	CHECK $r4, 1, 39
	comp.le $r3 = $r1, $r1
	comp.gt $r4 = $r2, $r1
	;;
	CHECK $r3, 1, 40
	CHECK $r4, 1, 41
	comp.leu $r3 = $r1, $r2
	comp.gtu $r4 = $r1, $r2
	;;
	CHECK $r3, 0, 42
	CHECK $r4, 1, 43
	comp.eq $r3 = $r1, $r1
	comp.ne $r4 = $r1, $r1
	;;
	CHECK $r3, 1, 44
	CHECK $r4, 0, 45
	comp.lt $r3 = $r1, 0
	comp.gtu $r4 = $r1, 5
	;;
	CHECK $r3, 1, 46
	CHECK $r4, 1, 47
	comp.eq $r3 = $r2, 1
	comp.ge $r4 = $r1, 0
	;;
	CHECK $r3, 1, 48
	CHECK $r4, 0, 49
	comp.le $r3 = $r1, -2
	comp.ltu $r4 = $r2, 0x100000
	;;
	CHECK $r3, 0, 50
	CHECK $r4, 1, 51
	comp.geu $r3 = $r2, 1
	comp.leu $r4 = $r1, -1
	;;
	CHECK $r3, 1, 52
	CHECK $r4, 1, 53
	comp.ne $r3 = $r2, 2
	comp.gt $r4 = $r2, 1
	;;
	CHECK $r3, 1, 54
	CHECK $r4, 0, 55
	# conditional moves
	make $r3 = 5
	make $r4 = 5
	;;
	cmove.eqz $r3 = $r1, $r2
	cmove.nez $r4 = $r1, $r2
	;;
	CHECK $r3, 5, 56
	CHECK $r4, 1, 57
	make $r3 = 5
	make $r4 = 5
	;;
	cmove.ltz $r3 = $r1, 9
	cmove.gez $r4 = $r1, 9
	;;
	CHECK $r3, 9, 58
	CHECK $r4, 5, 59
	make $r3 = 5
	make $r4 = 5
	;;
	cmove.lez $r3 = $r1, $r2
	cmove.gtz $r4 = $r1, $r2
	;;
	CHECK $r3, 1, 60
	CHECK $r4, 5, 61
	make $r3 = 5
	make $r4 = 5
	;;
	cmove.odd $r3 = $r1, 77
	cmove.even $r4 = $r1, 77
	;;
	CHECK $r3, 77, 62
	CHECK $r4, 5, 63
	# immediates, including extended ones
	make $r1 = 1000
	;;
	add $r3 = $r1, 0x12345
	sbf $r4 = $r1, 7
	;;
	CHECK $r3, 0x1272d, 64
	CHECK $r4, -993, 65
	and $r3 = $r1, 0xff
	or $r4 = $r1, 0x10000
	;;
	CHECK $r3, 0xe8, 66
	CHECK $r4, 0x103e8, 67
	xor $r3 = $r1, -1
	andn $r4 = $r1, 0xfff
	;;
	CHECK $r3, -1001, 68
	CHECK $r4, 0xc17, 69
	orn $r3 = $r1, 0
	nand $r4 = $r1, -1
	;;
	CHECK $r3, -1001, 70
	CHECK $r4, -1001, 71
	nor $r3 = $r1, 0
	nxor $r4 = $r1, 0
	;;
	CHECK $r3, -1001, 72
	CHECK $r4, -1001, 73
	min $r3 = $r1, -3
	max $r4 = $r1, 5000
	;;
	CHECK $r3, -3, 74
	CHECK $r4, 5000, 75
	minu $r3 = $r1, -3
	maxu $r4 = $r1, -3
	;;
	CHECK $r3, 1000, 76
	CHECK $r4, -3, 77
	# bit fields
	make $r1 = 0x0000f5a0
	make $r3 = 0xffffffff
	;;
	extfz $r2 = $r1, 15, 8
	extfs $r4 = $r1, 15, 8
	;;
	CHECK $r2, 0xf5, 78
	CHECK $r4, 0xfffffff5, 79
	insf $r3 = $r1, 11, 4
	;;
	CHECK $r3, 0xfffffa0f, 80
	extfz $r2 = $r3, 31, 0
	extfs $r4 = $r1, 6, 5
	;;
	CHECK $r2, 0xfffffa0f, 81
	CHECK $r4, 1, 82
	EXIT 0
