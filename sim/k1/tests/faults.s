# Guest faults raise the right signal with the right si_code and
# si_addr; the handler moves the saved pc to a recovery point and
# returns through its SA_RESTORER stub.
	.include "lib.inc"

	SA_SIGINFO = 4
	SA_RESTORER = 0x04000000

	.macro HANDLE sig
	make $r0 = \sig
	make $r1 = act
	;;
	make $r2 = 0
	make $r3 = 8
	;;
	SYSCALL 134			# rt_sigaction
	CHECK $r0, 0, 90
	.endm

# EXPECT sig, code, addr, n: the last signal seen by the handler.
	.macro EXPECT sig, code, addr, n
	make $r30 = seen
	;;
	lw $r31 = 0[$r30]
	;;
	CHECK $r31, \sig, \n
	lw $r31 = 4[$r30]
	;;
	CHECK $r31, \code, \n
	lw $r31 = 8[$r30]
	;;
	CHECK $r31, \addr, \n
	make $r31 = 0
	;;
	sw 0[$r30] = $r31
	;;
	.endm

	.macro RESUME label
	make $r30 = resume
	make $r31 = \label
	;;
	sw 0[$r30] = $r31
	;;
	.endm

	.globl _start
_start:
	HANDLE 11			# SIGSEGV
	HANDLE 7			# SIGBUS
	HANDLE 4			# SIGILL
	# a load from unmapped memory
	RESUME 1f
	make $r1 = 0x100
	;;
	lw $r2 = 8[$r1]
	;;
	EXIT 1
1:	EXPECT 11, 1, 0x108, 2		# SEGV_MAPERR
	# a store to read-only text
	RESUME 2f
	make $r1 = _start
	;;
	sw 0[$r1] = $r1
	;;
	EXIT 3
2:	EXPECT 11, 2, _start, 4		# SEGV_ACCERR
	# misaligned accesses
	RESUME 3f
	make $r1 = data + 2
	;;
	lw $r2 = 0[$r1]
	;;
	EXIT 5
3:	EXPECT 7, 1, data + 2, 6	# BUS_ADRALN
	RESUME 4f
	make $r1 = data + 4
	;;
	sd 0[$r1] = $p2
	;;
	EXIT 7
4:	EXPECT 7, 1, data + 4, 8
	RESUME 5f
	make $r1 = data + 1
	;;
	lhz $r2 = 0[$r1]
	;;
	EXIT 9
5:	EXPECT 7, 1, data + 1, 10
	# A fault in the middle of a block (of a translated trace): the
	# bundles before it are done, its own is not, and the saved pc is
	# its bundle's; a host fault, then a misaligned access.
	RESUME 20f
	make $r1 = 0x100
	make $r3 = 0
	;;
	add $r3 = $r3, 1
	;;
mid_segv:
	lw $r2 = 8[$r1]
	add $r3 = $r3, 2
	;;
	EXIT 21
20:	EXPECT 11, 1, 0x108, 22
	CHECK $r3, 1, 23
	make $r30 = seen
	;;
	lw $r31 = 12[$r30]
	;;
	CHECK $r31, mid_segv, 24
	RESUME 25f
	make $r1 = data + 2
	make $r3 = 0
	;;
	add $r3 = $r3, 1
	;;
	add $r3 = $r3, 4
	;;
mid_bus:
	lw $r2 = 0[$r1]
	add $r3 = $r3, 2
	;;
	EXIT 26
25:	EXPECT 7, 1, data + 2, 27
	CHECK $r3, 5, 28
	make $r30 = seen
	;;
	lw $r31 = 12[$r30]
	;;
	CHECK $r31, mid_bus, 29
	# privileged system registers
	RESUME 6f
6:	nop
	;;
	RESUME 7f
bad_get:
	get $r1 = $sps
	;;
	EXIT 11
7:	EXPECT 4, 6, bad_get, 12	# ILL_PRVREG
	RESUME 8f
bad_set:
	set $ps = $r1
	;;
	EXIT 13
8:	EXPECT 4, 6, bad_set, 14
	# an illegal syllable
	RESUME 9f
	goto zero_word
	;;
9:	EXPECT 4, 1, zero_word, 15	# ILL_ILLOPC
	# a jump into data (not executable)
	RESUME 10f
	make $r1 = data
	;;
	igoto $r1
	;;
10:	EXPECT 11, 2, data, 16
	# a jump to a misaligned address
	RESUME 11f
	make $r1 = _start + 2
	;;
	igoto $r1
	;;
11:	EXPECT 7, 1, _start + 2, 17
	# registers survive: the fault left $r20 alone
	make $r20 = 4242
	;;
	RESUME 12f
	make $r1 = 0
	;;
	lw $r2 = 0[$r1]
	;;
12:	CHECK $r20, 4242, 18
	EXIT 0

handler:
	# $r0 = signo, $r1 = &info, $r2 = &uc
	make $r30 = seen
	lw $r31 = 8[$r1]		# si_code
	;;
	sw 0[$r30] = $r0
	;;
	sw 4[$r30] = $r31
	;;
	lw $r31 = 12[$r1]		# si_addr
	;;
	sw 8[$r30] = $r31
	;;
	lw $r31 = 276[$r2]		# uc_mcontext.pc (20 + 256)
	;;
	sw 12[$r30] = $r31		# the pc of the fault, in seen + 12
	;;
	make $r30 = resume
	;;
	lw $r31 = 0[$r30]
	;;
	sw 276[$r2] = $r31
	ret
	;;

restorer:
	make $r6 = 139			# rt_sigreturn
	;;
	scall $r6
	;;
zero_word:
	.word 0

	.data
	.balign 8
data:	.word 0, 0, 0, 0
act:	.word handler, SA_SIGINFO | SA_RESTORER, restorer, 0, 0
seen:	.word 0, 0, 0, 0
resume:	.word 0
