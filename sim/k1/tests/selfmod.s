# Code written at run time: the bundle cache sees the new code.
# expect-exit: 139
	.include "lib.inc"
	.globl _start
_start:
	make $r0 = 0			# mmap2 (0, 4096, RWX, PRIVATE|ANON, -1, 0)
	make $r1 = 4096
	;;
	make $r2 = 7
	make $r3 = 0x22
	;;
	make $r4 = -1
	make $r5 = 0
	;;
	SYSCALL 222
	add $r20 = $r0, 0
	;;
	# copy "make $r0 = 1 ;; ret ;;" there, call it
	make $r1 = code1
	;;
	lw $r2 = 0[$r1]
	;;
	lw $r3 = 4[$r1]
	;;
	sw 0[$r20] = $r2
	;;
	sw 4[$r20] = $r3
	;;
	icall $r20
	;;
	CHECK $r0, 1, 1
	# overwrite with "make $r0 = 2 ;; ret ;;" and call again
	make $r1 = code2
	;;
	lw $r2 = 0[$r1]
	;;
	sw 0[$r20] = $r2
	;;
	iinval
	;;
	icall $r20
	;;
	CHECK $r0, 2, 2
	# again, without iinval: caught by the write protection
	make $r1 = code3
	;;
	lw $r2 = 0[$r1]
	;;
	sw 0[$r20] = $r2
	;;
	icall $r20
	;;
	CHECK $r0, 3, 3
	# a read () from a pipe into the code page
	make $r0 = fds			# pipe2 (fds, 0)
	make $r1 = 0
	;;
	SYSCALL 59
	CHECK $r0, 0, 4
	make $r30 = fds
	;;
	lw $r0 = 4[$r30]		# write (fds[1], code4, 4)
	make $r1 = code4
	;;
	make $r2 = 4
	;;
	SYSCALL 64
	CHECK $r0, 4, 5
	make $r30 = fds
	;;
	lw $r0 = 0[$r30]		# read (fds[0], page, 4)
	add $r1 = $r20, 0
	;;
	make $r2 = 4
	;;
	SYSCALL 63
	CHECK $r0, 4, 6
	icall $r20
	;;
	CHECK $r0, 4, 7
	# mprotect the code page read-only: a store then faults
	add $r0 = $r20, 0
	make $r1 = 4096
	;;
	make $r2 = 5			# PROT_READ | PROT_EXEC
	;;
	SYSCALL 226
	CHECK $r0, 0, 8
	icall $r20
	;;
	CHECK $r0, 4, 9
	sw 0[$r20] = $r0		# SIGSEGV: status 139
	;;
	EXIT 10
code1:	make $r0 = 1
	;;
	ret
	;;
code2:	make $r0 = 2
	;;
code3:	make $r0 = 3
	;;
code4:	make $r0 = 4
	;;
	.data
fds:	.word 0, 0
