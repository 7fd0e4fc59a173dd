# A handler installed with SA_ONSTACK runs on the sigaltstack stack,
# and the frame's uc_stack describes it.
	.include "lib.inc"
	SA_ONSTACK = 0x08000000
	.globl _start
_start:
	SC 132, ss, 0			# sigaltstack
	CHECK $r0, 0, 1
	SC 134, 10, act, 0, 8		# rt_sigaction (SIGUSR1, SA_ONSTACK)
	CHECK $r0, 0, 2
	SYSCALL 172
	make $r1 = 10
	;;
	SYSCALL 129			# kill (getpid (), SIGUSR1)
	LDW $r1, handler_sp
	make $r2 = altmem
	;;
	comp.ltu $r3 = $r1, $r2
	;;
	CHECK $r3, 0, 3
	make $r2 = altmem + 16384
	;;
	comp.geu $r3 = $r1, $r2
	;;
	CHECK $r3, 0, 4
	LDW $r1, handler_ssflags
	CHECK $r1, 0, 5			# the interrupted code was not on it
	LDW $r1, oss_in + 4
	CHECK $r1, 1, 7			# SS_ONSTACK inside the handler
	SC 132, 0, oss			# not on the alternate stack any more
	LDW $r1, oss + 4
	CHECK $r1, 0, 6
	EXIT 0
handler:
	STW handler_sp, $r12
	lw $r3 = 12[$r2]		# uc_stack.ss_flags
	;;
	STW handler_ssflags, $r3
	SC 132, 0, oss_in
	ret
	;;
restorer:
	make $r6 = 139
	;;
	scall $r6
	;;
	.data
	.balign 8
ss:	.word altmem, 0, 16384
oss:	.word 0, 0, 0
oss_in:	.word 0, 0, 0
act:	.word handler, 0x04000000 | SA_ONSTACK, restorer, 0, 0
handler_sp: .word 0
handler_ssflags: .word 0
	.bss
	.balign 16
altmem:	.space 16384
