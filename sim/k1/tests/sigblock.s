# A blocked signal with the default disposition (SIGUSR1: terminate)
# stays pending: rt_sigpending shows it, rt_sigtimedwait takes it
# with the sender's siginfo, signalfd4 reads the next one.
	.include "lib.inc"
	.globl _start
_start:
	SC 135, 0, set, 0, 8		# rt_sigprocmask (SIG_BLOCK, {SIGUSR1})
	CHECK $r0, 0, 1
	SYSCALL 172			# getpid
	STW pid, $r0
	make $r1 = 10
	;;
	SYSCALL 129			# kill (pid, SIGUSR1)
	CHECK $r0, 0, 2
	SC 136, buf, 8			# rt_sigpending
	CHECK $r0, 0, 3
	LDW $r1, buf
	CHECK $r1, 0x200, 4
	SC 137, set, info, ts, 8	# rt_sigtimedwait
	CHECK $r0, 10, 5
	LDW $r1, info			# si_signo
	CHECK $r1, 10, 6
	LDW $r1, info + 8		# si_code: SI_USER
	CHECK $r1, 0, 7
	LDW $r1, info + 12		# si_pid
	LDW $r2, pid
	;;
	comp.ne $r61 = $r1, $r2
	make $r62 = 8
	;;
	cb.nez $r61, fail
	;;
	SC 136, buf, 8			# nothing pending now
	LDW $r1, buf
	CHECK $r1, 0, 9
	SC 137, set, info, zero, 8	# empty: EAGAIN at once
	CHECK $r0, -11, 10
	SC 74, -1, set, 8, 0		# signalfd4 (-1, {SIGUSR1}, 8, 0)
	CHECKNN $r0, 11
	STW sfd, $r0
	LDW $r0, pid
	make $r1 = 10
	;;
	SYSCALL 129
	LDW $r0, sfd
	make $r1 = buf
	make $r2 = 128
	;;
	SYSCALL 63			# read the signalfd_siginfo
	CHECK $r0, 128, 12
	LDW $r1, buf			# ssi_signo
	CHECK $r1, 10, 13
	EXIT 0

	.data
	.balign 8
set:	.word 0x200, 0
ts:	.word 5, 0
zero:	.word 0, 0
pid:	.word 0
sfd:	.word 0
	.bss
	.balign 8
buf:	.space 128
info:	.space 128
