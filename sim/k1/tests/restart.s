# A read () interrupted by a handler installed with SA_RESTART is
# restarted: a child signals the parent, then writes to the pipe.
	.include "lib.inc"
	SA_RESTART = 0x10000000
	.globl _start
_start:
	SC 134, 10, act, 0, 8		# rt_sigaction (SIGUSR1)
	CHECK $r0, 0, 1
	SC 59, fds, 0			# pipe2
	CHECK $r0, 0, 2
	SC 220, 17, 0, 0, 0, 0		# fork
	CHECKNN $r0, 3
	cb.eqz $r0, child
	;;
	LDW $r0, fds			# parent: read (fds[0], buf, 2)
	make $r1 = buf
	make $r2 = 2
	;;
	SYSCALL 63
	CHECK $r0, 2, 4
	LDW $r1, caught
	CHECK $r1, 10, 5
	LDW $r1, buf
	CHECK $r1, 0x6b6f, 6		# "ok"
	EXIT 0

child:
	SC 101, ts, 0			# nanosleep 100 ms
	SYSCALL 173			# getppid
	make $r1 = 10
	;;
	SYSCALL 129			# kill (ppid, SIGUSR1)
	SC 101, ts, 0
	LDW $r0, fds + 4
	make $r1 = msg
	make $r2 = 2
	;;
	SYSCALL 64
	EXIT 0

handler:
	STW caught, $r0
	ret
	;;
restorer:
	make $r6 = 139
	;;
	scall $r6
	;;
	.data
	.balign 8
act:	.word handler, 0x04000000 | SA_RESTART, restorer, 0, 0
fds:	.word 0, 0
caught:	.word 0
buf:	.word 0
ts:	.word 0, 100000000
msg:	.ascii "ok"
