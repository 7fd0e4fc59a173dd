# IEEE single and double precision: rounding modes, sticky flags of
# $cs, default NaN, minNum/maxNum, comparisons, conversions.
	.include "lib.inc"

	.macro SETRM mode
	make $r50 = (\mode << 8)
	;;
	set $cs = $r50
	;;
	.endm

# CHECKFL flags, n: the IEEE flags of $cs (bits 4:0) are exactly FLAGS.
	.macro CHECKFL flags, n
	get $r51 = $cs
	;;
	and $r51 = $r51, 0x1f
	;;
	CHECK $r51, \flags, \n
	.endm

	IO = 1
	OV = 4
	UN = 8
	IN = 16

	.globl _start
_start:
	make $r1 = 0x3f800000		# 1.0
	make $r2 = 0x33800000		# 2^-24: half an ulp of 1.0
	;;
	make $r3 = 0xbf800000		# -1.0
	;;
	SETRM 0
	fadd $r4 = $r1, $r2
	;;
	CHECK $r4, 0x3f800000, 1	# tie to even
	CHECKFL IN, 2
	SETRM 1
	fadd $r4 = $r1, $r2
	;;
	CHECK $r4, 0x3f800001, 3
	fsbf $r5 = $r2, $r3		# -1 - 2^-24 toward +inf
	;;
	CHECK $r5, 0xbf800000, 4
	SETRM 2
	fadd $r4 = $r1, $r2
	;;
	fsbf $r5 = $r2, $r3
	;;
	CHECK $r4, 0x3f800000, 5
	CHECK $r5, 0xbf800001, 6
	SETRM 3
	fsbf $r5 = $r2, $r3
	;;
	CHECK $r5, 0xbf800000, 7
	CHECKFL IN, 8
	# exact results raise nothing
	SETRM 0
	fadd $r4 = $r1, $r1
	;;
	CHECK $r4, 0x40000000, 9
	CHECKFL 0, 10
	# overflow
	make $r6 = 0x7f7fffff		# FLT_MAX
	;;
	fmul $r4 = $r6, $r4
	;;
	CHECK $r4, 0x7f800000, 11
	CHECKFL (OV | IN), 12
	SETRM 3
	make $r7 = 0x40000000
	;;
	fmul $r4 = $r6, $r7
	;;
	CHECK $r4, 0x7f7fffff, 13
	# underflow: tiny and inexact
	SETRM 0
	make $r8 = 0x00800001		# smallest normal + 1 ulp
	make $r9 = 0x3f000000		# 0.5
	;;
	fmul $r4 = $r8, $r9
	;;
	CHECK $r4, 0x00400000, 14	# 0x00400000.8 rounds to even
	CHECKFL (UN | IN), 15
	SETRM 0
	make $r8 = 0x00800000
	;;
	fmul $r4 = $r8, $r9		# exact subnormal: no underflow flag
	;;
	CHECK $r4, 0x00400000, 16
	CHECKFL 0, 17
	# tininess is detected after rounding: (1 - 2^-23) * 2^-126 (1 + 2^-23)
	# rounds to the smallest normal, and would round to 2^-126 with an
	# unbounded exponent too: inexact, not underflow
	SETRM 0
	make $r8 = 0x3f7ffffe
	make $r9 = 0x00800001
	;;
	fmul $r4 = $r8, $r9
	;;
	CHECK $r4, 0x00800000, 100
	CHECKFL IN, 101
	# but 2^-126 - 2^-150 (exact with 24 bits) is tiny: underflow
	SETRM 0
	make $r8 = 0x00ffffff
	make $r9 = 0x3f000000
	;;
	fmul $r4 = $r8, $r9
	;;
	CHECK $r4, 0x00800000, 102
	CHECKFL (UN | IN), 103
	# the same for double and for narrowing
	SETRM 0
	make $r40 = 0xfffffffe
	make $r41 = 0x3fefffff
	;;
	make $r42 = 1
	make $r43 = 0x00100000
	;;
	fmuld $p44 = $p40, $p42
	;;
	CHECKP $r44, $r45, 0, 0x00100000, 104
	CHECKFL IN, 105
	make $r40 = 0xf0000000		# (2^-126)(1 - 2^-28) as a double
	make $r41 = 0x380fffff
	;;
	fnarrow $r4 = $p40
	;;
	CHECK $r4, 0x00800000, 106
	CHECKFL IN, 107
	SETRM 0
	# invalid: default NaN
	make $r10 = 0x7f800000		# +inf
	make $r11 = 0xff800000		# -inf
	;;
	fadd $r4 = $r10, $r11
	;;
	CHECK $r4, 0x7fc00000, 18
	CHECKFL IO, 19
	SETRM 0
	make $r12 = 0
	;;
	fmul $r4 = $r12, $r11
	;;
	CHECK $r4, 0x7fc00000, 20
	# a NaN operand gives the default NaN, whatever its payload
	make $r13 = 0xffc12345		# a quiet NaN
	;;
	fadd $r4 = $r13, $r1
	;;
	CHECK $r4, 0x7fc00000, 21
	# flags are sticky until set $cs
	SETRM 0
	fadd $r4 = $r1, $r2
	;;
	fadd $r4 = $r10, $r11
	;;
	fadd $r4 = $r1, $r1
	;;
	CHECKFL (IO | IN), 22
	# a get of $cs in the bundle of an FP instruction sees the flags
	# from before that bundle
	SETRM 0
	fadd $r4 = $r1, $r2
	get $r52 = $cs
	;;
	and $r52 = $r52, 0x1f
	;;
	CHECK $r52, 0, 23
	CHECKFL IN, 24
	# fused multiply-add rounds once
	SETRM 0
	make $r14 = 0x3f800800		# 1 + 2^-12
	make $r15 = 0xbf801000		# -(1 + 2^-11)
	;;
	ffma $r15 = $r14, $r14
	;;
	CHECK $r15, 0x33800000, 25	# 2^-24, not 0
	make $r16 = 0x3f801000
	;;
	ffms $r16 = $r14, $r14
	;;
	CHECK $r16, 0xb3800000, 26
	# minNum/maxNum
	make $r17 = 0x7fc00000
	make $r18 = 0x40400000		# 3.0
	;;
	SETRM 0
	fmin $r4 = $r17, $r18
	;;
	fmax $r5 = $r18, $r17
	;;
	CHECK $r4, 0x40400000, 27
	CHECK $r5, 0x40400000, 28
	CHECKFL 0, 29
	make $r19 = 0x80000000		# -0
	;;
	fmin $r4 = $r12, $r19
	;;
	fmax $r5 = $r19, $r12
	;;
	CHECK $r4, 0x80000000, 30
	CHECK $r5, 0x00000000, 31
	fmin $r4 = $r3, $r18
	;;
	fmax $r5 = $r3, $r18
	;;
	CHECK $r4, 0xbf800000, 32
	CHECK $r5, 0x40400000, 33
	make $r20 = 0x7f800001		# signaling NaN
	;;
	fmax $r4 = $r20, $r18
	;;
	CHECK $r4, 0x7fc00000, 34
	CHECKFL IO, 35
	# comparisons
	SETRM 0
	fcomp.olt $r4 = $r3, $r18
	;;
	fcomp.oge $r5 = $r3, $r18
	;;
	CHECK $r4, 1, 36
	CHECK $r5, 0, 37
	fcomp.oeq $r4 = $r17, $r17
	;;
	fcomp.une $r5 = $r17, $r17
	;;
	CHECK $r4, 0, 38
	CHECK $r5, 1, 39
	CHECKFL 0, 40			# quiet equality: no flag
	fcomp.ult $r4 = $r17, $r18
	;;
	CHECK $r4, 1, 41
	CHECKFL 0, 42			# unordered form (isless): quiet
	fcomp.olt $r4 = $r17, $r18
	;;
	CHECK $r4, 0, 120
	CHECKFL IO, 121			# ordered relational (<): invalid on NaN
	SETRM 0
	fcomp.one $r4 = $r3, $r18
	;;
	fcomp.ueq $r5 = $r3, $r3
	;;
	CHECK $r4, 1, 43
	CHECK $r5, 1, 44
	fcomp.uge $r4 = $r18, $r3
	;;
	fcomp.oeq $r5 = $r19, $r12	# -0 == +0
	;;
	CHECK $r4, 1, 45
	CHECK $r5, 1, 46
	fcomp.oeq $r4 = $r20, $r18	# signaling NaN: invalid
	;;
	CHECK $r4, 0, 47
	CHECKFL IO, 48
	# conversions
	SETRM 1				# fixed* ignore the rounding mode
	make $r21 = 0x406ccccd		# 3.7
	make $r22 = 0xc06ccccd		# -3.7
	;;
	fixedw $r4 = $r21
	;;
	fixedw $r5 = $r22
	;;
	CHECK $r4, 3, 49
	CHECK $r5, -3, 50
	CHECKFL IN, 51
	SETRM 0
	make $r23 = 0x501502f9		# 1e10
	;;
	fixedw $r4 = $r23
	;;
	CHECK $r4, 0x7fffffff, 52
	CHECKFL IO, 53
	fixedw $r4 = $r17
	;;
	fixeduw $r5 = $r3
	;;
	CHECK $r4, 0x7fffffff, 54
	CHECK $r5, 0, 55
	fixeduw $r4 = $r23
	;;
	fixedw $r5 = $r11
	;;
	CHECK $r4, 0xffffffff, 56
	CHECK $r5, 0x80000000, 57
	make $r24 = 0x4f000000		# 2^31
	;;
	fixeduw $r4 = $r24
	;;
	fixedw $r5 = $r24
	;;
	CHECK $r4, 0x80000000, 58
	CHECK $r5, 0x7fffffff, 59
	SETRM 0
	make $r25 = 16777217
	;;
	floatw $r4 = $r25
	;;
	CHECK $r4, 0x4b800000, 60
	CHECKFL IN, 61
	SETRM 1
	floatw $r4 = $r25
	;;
	CHECK $r4, 0x4b800001, 62
	make $r26 = -1
	;;
	floatuw $r4 = $r26
	;;
	floatw $r5 = $r26
	;;
	CHECK $r4, 0x4f800000, 63
	CHECK $r5, 0xbf800000, 64
	SETRM 0
	floatwd $p30 = $r26
	;;
	CHECKP $r30, $r31, 0, 0xbff00000, 65
	floatuwd $p30 = $r26
	;;
	CHECKP $r30, $r31, 0xffe00000, 0x41efffff, 66
	CHECKFL 0, 67
	fwiden $p30 = $r21
	;;
	CHECKP $r30, $r31, 0xa0000000, 0x400d9999, 68
	fneg $r4 = $r17
	;;
	fabs $r5 = $r3
	;;
	CHECK $r4, 0xffc00000, 69
	CHECK $r5, 0x3f800000, 70
	CHECKFL 0, 71
	# double precision: p32 = 1.0, p34 = 2^-53
	make $r32 = 0
	make $r33 = 0x3ff00000
	;;
	make $r34 = 0
	make $r35 = 0x3ca00000
	;;
	SETRM 0
	faddd $p36 = $p32, $p34
	;;
	CHECKP $r36, $r37, 0, 0x3ff00000, 72
	CHECKFL IN, 73
	SETRM 1
	faddd $p36 = $p32, $p34
	;;
	CHECKP $r36, $r37, 1, 0x3ff00000, 74
	SETRM 2
	fsbfd $p36 = $p34, $p32		# 1 - 2^-53
	;;
	CHECKP $r36, $r37, 0xffffffff, 0x3fefffff, 75
	SETRM 0
	fmuld $p36 = $p32, $p32
	;;
	CHECKP $r36, $r37, 0, 0x3ff00000, 76
	CHECKFL 0, 77
	make $r38 = 0
	make $r39 = 0x7ff00000		# +inf
	;;
	fmuld $p36 = $p38, $p34
	;;
	fsbfd $p40 = $p38, $p38
	;;
	CHECKP $r36, $r37, 0, 0x7ff00000, 78
	CHECKP $r40, $r41, 0, 0x7ff80000, 79
	CHECKFL IO, 80
	# fused, double: (1 + 2^-30)^2 - (1 + 2^-29) = 2^-60, not 0
	SETRM 0
	make $r42 = 0x00400000
	make $r43 = 0x3ff00000
	;;
	make $r44 = 0x00800000
	make $r45 = 0xbff00000
	;;
	ffmad $p44 = $p42, $p42
	;;
	CHECKP $r44, $r45, 0, 0x3c300000, 81
	make $r44 = 0x00800000
	make $r45 = 0x3ff00000
	;;
	ffmsd $p44 = $p42, $p42
	;;
	CHECKP $r44, $r45, 0, 0xbc300000, 82
	fmind $p36 = $p32, $p34
	;;
	fmaxd $p46 = $p32, $p34
	;;
	CHECKP $r36, $r37, 0, 0x3ca00000, 83
	CHECKP $r46, $r47, 0, 0x3ff00000, 84
	fnegd $p36 = $p32
	;;
	fabsd $p46 = $p36
	;;
	CHECKP $r36, $r37, 0, 0xbff00000, 85
	CHECKP $r46, $r47, 0, 0x3ff00000, 86
	# narrowing rounds by the mode: 1 + 2^-24 + 2^-40
	make $r48 = 0x00010000
	make $r49 = 0x3ff00000
	;;
	SETRM 0
	fnarrow $r4 = $p48
	;;
	CHECK $r4, 0x3f800000, 87
	SETRM 1
	fnarrow $r4 = $p48
	;;
	CHECK $r4, 0x3f800001, 88
	CHECKFL IN, 89
	SETRM 0
	make $r48 = 0x00000000
	make $r49 = 0x3ff80000		# 1.5
	;;
	fixeddw $r4 = $p48
	;;
	fixedudw $r5 = $p48
	;;
	CHECK $r4, 1, 90
	CHECK $r5, 1, 91
	fcompd.olt $r4 = $p34, $p32
	;;
	fcompd.oge $r5 = $p34, $p32
	;;
	CHECK $r4, 1, 92
	CHECK $r5, 0, 93
	fcompd.oeq $r4 = $p40, $p40
	;;
	fcompd.une $r5 = $p40, $p40
	;;
	CHECK $r4, 0, 94
	CHECK $r5, 1, 95
	fcompd.one $r4 = $p32, $p34
	;;
	fcompd.ueq $r5 = $p32, $p32
	;;
	CHECK $r4, 1, 96
	CHECK $r5, 1, 97
	fcompd.ult $r4 = $p40, $p32
	;;
	fcompd.uge $r5 = $p34, $p32
	;;
	CHECK $r4, 1, 98
	CHECK $r5, 0, 99
	EXIT 0
