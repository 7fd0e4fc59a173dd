# Code written through a second (shared, writable) mapping of a file
# runs after iinval: the bundle cache is dropped.
	.include "lib.inc"
	AT_FDCWD = -100
	.globl _start
_start:
	SC 56, AT_FDCWD, file, 0102, 0600	# openat (O_RDWR | O_CREAT)
	CHECKNN $r0, 1
	add $r20 = $r0, 0
	;;
	add $r0 = $r20, 0		# write the first code
	make $r1 = code1
	;;
	make $r2 = 8
	;;
	SYSCALL 64
	CHECK $r0, 8, 2
	make $r0 = 0			# mmap2 (0, 4096, R|X, SHARED, fd, 0)
	make $r1 = 4096
	;;
	make $r2 = 5
	make $r3 = 1
	;;
	add $r4 = $r20, 0
	make $r5 = 0
	;;
	SYSCALL 222
	CHECKNN $r0, 3
	add $r21 = $r0, 0
	make $r0 = 0			# mmap2 (0, 4096, R|W, SHARED, fd, 0)
	;;
	make $r1 = 4096
	make $r2 = 3
	;;
	make $r3 = 1
	add $r4 = $r20, 0
	;;
	make $r5 = 0
	;;
	SYSCALL 222
	CHECKNN $r0, 4
	add $r22 = $r0, 0
	;;
	icall $r21
	;;
	CHECK $r0, 1, 5
	make $r1 = code2		# new code through the writable view
	;;
	lw $r2 = 0[$r1]
	;;
	sw 0[$r22] = $r2
	;;
	iinval
	;;
	icall $r21
	;;
	CHECK $r0, 2, 6
	SC 35, AT_FDCWD, file, 0
	EXIT 0
code1:	make $r0 = 1
	;;
	ret
	;;
code2:	make $r0 = 2
	;;
	.data
file:	.asciz "k1-sim-test-code.tmp"
