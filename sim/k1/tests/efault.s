# A bad pointer in a system call returns -EFAULT; the simulator goes on.
	.include "lib.inc"
	EFAULT = -14
	.globl _start
_start:
	make $r0 = 1
	make $r1 = 0x10			# unmapped
	;;
	make $r2 = 5
	;;
	SYSCALL 64			# write
	CHECK $r0, EFAULT, 1
	make $r0 = 1
	make $r1 = 0xfffffff0		# wraps around the top
	;;
	make $r2 = 0x100
	;;
	SYSCALL 64
	CHECK $r0, EFAULT, 2
	make $r0 = 0
	make $r1 = _start		# read into read-only text
	;;
	make $r2 = 5
	;;
	SYSCALL 63
	CHECK $r0, EFAULT, 3
	make $r0 = -100			# openat (AT_FDCWD, bad path)
	make $r1 = 0x20
	;;
	make $r2 = 0
	;;
	SYSCALL 56
	CHECK $r0, EFAULT, 4
	make $r0 = 1			# clock_gettime (CLOCK_MONOTONIC, bad)
	make $r1 = 0x30
	;;
	SYSCALL 113
	CHECK $r0, EFAULT, 5
	make $r0 = 0x40			# uname (bad)
	;;
	SYSCALL 160
	CHECK $r0, EFAULT, 6
	make $r0 = 1			# fstat64 (1, bad)
	make $r1 = 0x50
	;;
	SYSCALL 80
	CHECK $r0, EFAULT, 7
	make $r0 = 1			# writev (1, bad iov, 1)
	make $r1 = 0x60
	;;
	make $r2 = 1
	;;
	SYSCALL 66
	CHECK $r0, EFAULT, 8
	make $r0 = 1			# writev with a bad buffer inside
	make $r1 = iov
	;;
	make $r2 = 1
	;;
	SYSCALL 66
	CHECK $r0, EFAULT, 9
	make $r0 = 10			# rt_sigaction (SIGUSR1, bad, 0, 8)
	make $r1 = 0x70
	;;
	make $r2 = 0
	make $r3 = 8
	;;
	SYSCALL 134
	CHECK $r0, EFAULT, 10
	EXIT 0
	.data
iov:	.word 0x1000, 4
