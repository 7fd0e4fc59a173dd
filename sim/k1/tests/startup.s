# Process start as docs/k1-abi.md says: $r12 -> argc, argv[], NULL,
# envp[], NULL, auxv; $r0 = 0 and every other register 0.
# args: a bc
	.include "lib.inc"
	AT_NULL = 0
	AT_PHDR = 3
	AT_PHENT = 4
	AT_PAGESZ = 6
	AT_ENTRY = 9
	AT_RANDOM = 25
	.globl _start
_start:
	CHECK $r0, 0, 1
	CHECK $r1, 0, 2
	CHECK $r13, 0, 3
	CHECK $r63, 0, 4
	get $r2 = $cs
	;;
	CHECK $r2, 0, 5
	and $r2 = $r12, 7
	;;
	CHECK $r2, 0, 6
	lw $r20 = 0[$r12]		# argc
	;;
	CHECK $r20, 3, 7
	lw $r21 = 8[$r12]		# argv[1] = "a"
	;;
	lbz $r2 = 0[$r21]
	;;
	CHECK $r2, 0x61, 8
	lbz $r2 = 1[$r21]
	;;
	CHECK $r2, 0, 9
	lw $r2 = 16[$r12]		# argv[3] = NULL
	;;
	CHECK $r2, 0, 10
	add $r22 = $r12, 20		# envp: skip to its NULL
	;;
1:	lw $r2 = 0[$r22]
	add $r22 = $r22, 4
	;;
	cb.nez $r2, 1b
	;;
	# auxv: pairs until AT_NULL
	make $r30 = 0			# bit per type seen
	;;
2:	lw $r2 = 0[$r22]
	;;
	lw $r3 = 4[$r22]
	add $r22 = $r22, 8
	;;
	cb.eqz $r2, 9f
	;;
	comp.eq $r4 = $r2, AT_PAGESZ
	;;
	cb.eqz $r4, 3f
	;;
	CHECK $r3, 4096, 11
	or $r30 = $r30, 1
	;;
3:	comp.eq $r4 = $r2, AT_ENTRY
	;;
	cb.eqz $r4, 4f
	;;
	CHECK $r3, _start, 12
	or $r30 = $r30, 2
	;;
4:	comp.eq $r4 = $r2, AT_RANDOM
	;;
	cb.eqz $r4, 5f
	;;
	lw $r5 = 12[$r3]		# 16 readable bytes
	or $r30 = $r30, 4
	;;
5:	comp.eq $r4 = $r2, AT_PHDR
	;;
	cb.eqz $r4, 6f
	;;
	lw $r5 = 0[$r3]			# p_type of the first: PT_LOAD
	or $r30 = $r30, 8
	;;
	CHECK $r5, 1, 13
6:	comp.eq $r4 = $r2, AT_PHENT
	;;
	cb.eqz $r4, 2b
	;;
	CHECK $r3, 32, 14
	or $r30 = $r30, 16
	goto 2b
	;;
9:	CHECK $r30, 31, 15
	EXIT 0
