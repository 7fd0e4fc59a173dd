# A signal handler that clobbers every register returns through
# rt_sigreturn and the interrupted code finds all of them intact:
# $r0..$r63, $ra, $cs (rounding mode, flags, carry), $lc, $le, $ls.
# The second delivery uses no SA_RESTORER (the simulator's restorer).
	.include "lib.inc"
	.globl _start
_start:
	make $r0 = 10			# SIGUSR1 with SA_RESTORER
	make $r1 = act
	;;
	make $r2 = 0
	make $r3 = 8
	;;
	SYSCALL 134
	CHECK $r0, 0, 1
	make $r0 = 12			# SIGUSR2 without SA_RESTORER
	make $r1 = act2
	;;
	make $r2 = 0
	make $r3 = 8
	;;
	SYSCALL 134
	CHECK $r0, 0, 2
	make $r40 = 0
	;;
	make $r63 = 10			# SIGUSR1
	;;
again:
	SYSCALL 172			# getpid
	add $r50 = $r0, 0
	make $r30 = spsave
	;;
	sw 0[$r30] = $r12
	;;
	make $r51 = 0x10203		# carry, rounding toward -inf, IO|DZ
	;;
	set $cs = $r51
	;;
	make $r51 = 0x4444
	;;
	set $ra = $r51
	;;
	make $r51 = 0x5550
	;;
	set $ls = $r51
	;;
	make $r51 = 0x6660
	;;
	set $le = $r51
	;;
	make $r51 = 77
	;;
	set $lc = $r51
	;;
	make $r2 = 0x03000009
	;;
	make $r3 = 0x0400000c
	;;
	make $r4 = 0x0500000f
	;;
	make $r5 = 0x06000012
	;;
	make $r7 = 0x08000018
	;;
	make $r8 = 0x0900001b
	;;
	make $r9 = 0x0a00001e
	;;
	make $r10 = 0x0b000021
	;;
	make $r11 = 0x0c000024
	;;
	make $r13 = 0x0e00002a
	;;
	make $r14 = 0x0f00002d
	;;
	make $r15 = 0x10000030
	;;
	make $r16 = 0x11000033
	;;
	make $r17 = 0x12000036
	;;
	make $r18 = 0x13000039
	;;
	make $r19 = 0x1400003c
	;;
	make $r20 = 0x1500003f
	;;
	make $r21 = 0x16000042
	;;
	make $r22 = 0x17000045
	;;
	make $r23 = 0x18000048
	;;
	make $r24 = 0x1900004b
	;;
	make $r25 = 0x1a00004e
	;;
	make $r26 = 0x1b000051
	;;
	make $r27 = 0x1c000054
	;;
	make $r28 = 0x1d000057
	;;
	make $r29 = 0x1e00005a
	;;
	make $r30 = 0x1f00005d
	;;
	make $r31 = 0x20000060
	;;
	make $r32 = 0x21000063
	;;
	make $r33 = 0x22000066
	;;
	make $r34 = 0x23000069
	;;
	make $r35 = 0x2400006c
	;;
	make $r36 = 0x2500006f
	;;
	make $r37 = 0x26000072
	;;
	make $r38 = 0x27000075
	;;
	make $r39 = 0x28000078
	;;
	make $r40 = 0x2900007b
	;;
	make $r41 = 0x2a00007e
	;;
	make $r42 = 0x2b000081
	;;
	make $r43 = 0x2c000084
	;;
	make $r44 = 0x2d000087
	;;
	make $r45 = 0x2e00008a
	;;
	make $r46 = 0x2f00008d
	;;
	make $r47 = 0x30000090
	;;
	make $r48 = 0x31000093
	;;
	make $r49 = 0x32000096
	;;
	make $r51 = 0x3400009c
	;;
	make $r52 = 0x3500009f
	;;
	make $r53 = 0x360000a2
	;;
	make $r54 = 0x370000a5
	;;
	make $r55 = 0x380000a8
	;;
	make $r56 = 0x390000ab
	;;
	make $r57 = 0x3a0000ae
	;;
	make $r58 = 0x3b0000b1
	;;
	make $r59 = 0x3c0000b4
	;;
	make $r60 = 0x3d0000b7
	;;
	make $r61 = 0x3e0000ba
	;;
	make $r62 = 0x3f0000bd
	;;
	add $r0 = $r50, 0
	add $r1 = $r63, 0
	;;
	make $r6 = 129			# kill (getpid (), sig)
	;;
	scall $r6
	;;
	sw -4[$r12] = $r60
	;;
	sw -8[$r12] = $r61
	;;
	sw -12[$r12] = $r62
	;;
	CHECK $r2, 0x03000009, 12
	CHECK $r3, 0x0400000c, 13
	CHECK $r4, 0x0500000f, 14
	CHECK $r5, 0x06000012, 15
	CHECK $r7, 0x08000018, 17
	CHECK $r8, 0x0900001b, 18
	CHECK $r9, 0x0a00001e, 19
	CHECK $r10, 0x0b000021, 20
	CHECK $r11, 0x0c000024, 21
	CHECK $r13, 0x0e00002a, 23
	CHECK $r14, 0x0f00002d, 24
	CHECK $r15, 0x10000030, 25
	CHECK $r16, 0x11000033, 26
	CHECK $r17, 0x12000036, 27
	CHECK $r18, 0x13000039, 28
	CHECK $r19, 0x1400003c, 29
	CHECK $r20, 0x1500003f, 30
	CHECK $r21, 0x16000042, 31
	CHECK $r22, 0x17000045, 32
	CHECK $r23, 0x18000048, 33
	CHECK $r24, 0x1900004b, 34
	CHECK $r25, 0x1a00004e, 35
	CHECK $r26, 0x1b000051, 36
	CHECK $r27, 0x1c000054, 37
	CHECK $r28, 0x1d000057, 38
	CHECK $r29, 0x1e00005a, 39
	CHECK $r30, 0x1f00005d, 40
	CHECK $r31, 0x20000060, 41
	CHECK $r32, 0x21000063, 42
	CHECK $r33, 0x22000066, 43
	CHECK $r34, 0x23000069, 44
	CHECK $r35, 0x2400006c, 45
	CHECK $r36, 0x2500006f, 46
	CHECK $r37, 0x26000072, 47
	CHECK $r38, 0x27000075, 48
	CHECK $r39, 0x28000078, 49
	CHECK $r40, 0x2900007b, 50
	CHECK $r41, 0x2a00007e, 51
	CHECK $r42, 0x2b000081, 52
	CHECK $r43, 0x2c000084, 53
	CHECK $r44, 0x2d000087, 54
	CHECK $r45, 0x2e00008a, 55
	CHECK $r46, 0x2f00008d, 56
	CHECK $r47, 0x30000090, 57
	CHECK $r48, 0x31000093, 58
	CHECK $r49, 0x32000096, 59
	CHECK $r51, 0x3400009c, 61
	CHECK $r52, 0x3500009f, 62
	CHECK $r53, 0x360000a2, 63
	CHECK $r54, 0x370000a5, 64
	CHECK $r55, 0x380000a8, 65
	CHECK $r56, 0x390000ab, 66
	CHECK $r57, 0x3a0000ae, 67
	CHECK $r58, 0x3b0000b1, 68
	CHECK $r59, 0x3c0000b4, 69
	CHECK $r0, 0, 80
	lw $r1 = -4[$r12]
	;;
	CHECK $r1, 0x3d0000b7, 70
	lw $r1 = -8[$r12]
	;;
	CHECK $r1, 0x3e0000ba, 71
	lw $r1 = -12[$r12]
	;;
	CHECK $r1, 0x3f0000bd, 72
	make $r30 = spsave
	;;
	lw $r1 = 0[$r30]
	;;
	comp.ne $r1 = $r1, $r12
	;;
	CHECK $r1, 0, 81
	get $r51 = $cs
	;;
	CHECK $r51, 0x10203, 82
	get $r51 = $ra
	;;
	CHECK $r51, 0x4444, 83
	get $r51 = $ls
	;;
	CHECK $r51, 0x5550, 84
	get $r51 = $le
	;;
	CHECK $r51, 0x6660, 85
	get $r51 = $lc
	;;
	CHECK $r51, 77, 86
	make $r51 = 0
	;;
	set $lc = $r51
	;;
	make $r30 = count
	;;
	lw $r31 = 0[$r30]
	;;
	CHECK $r31, 1, 87
	make $r31 = 0
	;;
	sw 0[$r30] = $r31
	;;
	cb.nez $r40, 1f
	;;
	make $r40 = 1
	make $r63 = 12
	;;
	goto again
	;;
1:	EXIT 0

handler:
	make $r30 = count
	;;
	lw $r31 = 0[$r30]
	;;
	add $r31 = $r31, 1
	;;
	sw 0[$r30] = $r31
	;;
	make $r3 = -1
	;;
	make $r4 = -1
	;;
	make $r5 = -1
	;;
	make $r6 = -1
	;;
	make $r7 = -1
	;;
	make $r8 = -1
	;;
	make $r9 = -1
	;;
	make $r10 = -1
	;;
	make $r11 = -1
	;;
	make $r13 = -1
	;;
	make $r14 = -1
	;;
	make $r15 = -1
	;;
	make $r16 = -1
	;;
	make $r17 = -1
	;;
	make $r18 = -1
	;;
	make $r19 = -1
	;;
	make $r20 = -1
	;;
	make $r21 = -1
	;;
	make $r22 = -1
	;;
	make $r23 = -1
	;;
	make $r24 = -1
	;;
	make $r25 = -1
	;;
	make $r26 = -1
	;;
	make $r27 = -1
	;;
	make $r28 = -1
	;;
	make $r29 = -1
	;;
	make $r30 = -1
	;;
	make $r31 = -1
	;;
	make $r32 = -1
	;;
	make $r33 = -1
	;;
	make $r34 = -1
	;;
	make $r35 = -1
	;;
	make $r36 = -1
	;;
	make $r37 = -1
	;;
	make $r38 = -1
	;;
	make $r39 = -1
	;;
	make $r40 = -1
	;;
	make $r41 = -1
	;;
	make $r42 = -1
	;;
	make $r43 = -1
	;;
	make $r44 = -1
	;;
	make $r45 = -1
	;;
	make $r46 = -1
	;;
	make $r47 = -1
	;;
	make $r48 = -1
	;;
	make $r49 = -1
	;;
	make $r50 = -1
	;;
	make $r51 = -1
	;;
	make $r52 = -1
	;;
	make $r53 = -1
	;;
	make $r54 = -1
	;;
	make $r55 = -1
	;;
	make $r56 = -1
	;;
	make $r57 = -1
	;;
	make $r58 = -1
	;;
	make $r59 = -1
	;;
	make $r60 = -1
	;;
	make $r61 = -1
	;;
	make $r62 = -1
	;;
	make $r63 = -1
	;;
	make $r3 = 0x3000f
	;;
	set $cs = $r3
	;;
	set $lc = $r3
	;;
	set $le = $r3
	;;
	set $ls = $r3
	;;
	ret
	;;
restorer:
	make $r6 = 139
	;;
	scall $r6
	;;
	.data
act:	.word handler, 0x04000000, restorer, 0, 0
act2:	.word handler, 0, 0, 0, 0
count:	.word 0
spsave:	.word 0

