# More system calls: priorities, groups, credentials, affinity, FIFOs,
# flock, sendfile64, prctl.
	.include "lib.inc"
	AT_FDCWD = -100
	.globl _start
_start:
	SC 141, 0, 0			# getpriority (PRIO_PROCESS, 0)
	CHECKNN $r0, 1
	add $r20 = $r0, 0
	;;
	SC 140, 0, 0, 0			# setpriority (PRIO_PROCESS, 0, 0)
	CHECK $r0, 0, 2
	SC 158, 0, 0			# getgroups (0, NULL)
	CHECKNN $r0, 3
	SC 148, buf, buf + 4, buf + 8	# getresuid
	CHECK $r0, 0, 4
	SYSCALL 174			# getuid
	LDW $r1, buf
	comp.eq $r1 = $r1, $r0
	;;
	CHECK $r1, 1, 5
	SC 150, buf, buf + 4, buf + 8	# getresgid
	CHECK $r0, 0, 6
	SC 123, 0, 128, buf		# sched_getaffinity
	CHECKNN $r0, 7
	LDW $r1, buf			# at least one CPU
	comp.eq $r1 = $r1, 0
	;;
	CHECK $r1, 0, 8
	SC 92, -1			# personality (query)
	CHECK $r0, 0, 9
	SC 33, AT_FDCWD, fifo, 0010644, 0	# mknodat: a FIFO
	CHECK $r0, 0, 10
	SC 79, AT_FDCWD, fifo, statbuf, 0
	LDW $r1, statbuf + 16
	and $r1 = $r1, 0170000
	;;
	CHECK $r1, 0010000, 11		# S_IFIFO
	SC 35, AT_FDCWD, fifo, 0
	CHECK $r0, 0, 12
	SC 56, AT_FDCWD, file, 0102, 0644	# openat O_RDWR | O_CREAT
	CHECKNN $r0, 13
	STW fd, $r0
	make $r1 = 2			# LOCK_EX
	;;
	SYSCALL 32			# flock
	CHECK $r0, 0, 14
	LDW $r0, fd
	make $r1 = text
	make $r2 = 5
	;;
	SYSCALL 64
	CHECK $r0, 5, 15
	make $r0 = 1			# sendfile64 (1, fd, &off, 5)
	make $r2 = off
	;;
	LDW $r1, fd
	make $r3 = 5
	;;
	SYSCALL 71
	CHECK $r0, 4, 16		# from offset 1: "ello"
	LDW $r1, off
	CHECK $r1, 5, 17
	SC 35, AT_FDCWD, file, 0
	SC 167, 15, name, 0, 0, 0	# prctl (PR_SET_NAME)
	CHECK $r0, 0, 18
	SC 167, 16, buf, 0, 0, 0	# prctl (PR_GET_NAME)
	CHECK $r0, 0, 19
	LDW $r1, buf
	CHECK $r1, 0x742d316b, 20	# "k1-t"
	EXIT 0
	.data
	.balign 8
off:	.word 1, 0
fd:	.word 0
fifo:	.asciz "k1-sim-test-fifo.tmp"
file:	.asciz "k1-sim-test-send.tmp"
name:	.asciz "k1-test"
text:	.ascii "hello"
	.bss
	.balign 8
buf:	.space 256
statbuf: .space 128
# expect-stdout: ello
