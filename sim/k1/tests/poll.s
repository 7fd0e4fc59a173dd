# statfs64, fstatfs64, ppoll, pselect6 and an interval timer.
	.include "lib.inc"
	.globl _start
_start:
	SC 43, slash, 88, buf		# statfs64 ("/", sizeof, buf)
	CHECK $r0, 0, 1
	LDW $r1, buf + 4		# f_bsize
	comp.eq $r1 = $r1, 0
	;;
	CHECK $r1, 0, 2
	SC 43, slash, 84, buf		# wrong size
	CHECK $r0, -22, 3
	SC 44, 1, 88, buf		# fstatfs64
	CHECK $r0, 0, 4
	SC 59, fds, 0			# pipe2
	CHECK $r0, 0, 5
	LDW $r0, fds + 4
	make $r1 = buf
	make $r2 = 1
	;;
	SYSCALL 64			# one byte into the pipe
	LDW $r1, fds
	STW pfd, $r1
	SC 73, pfd, 1, zero_ts, 0, 0	# ppoll: readable
	CHECK $r0, 1, 6
	LDW $r1, pfd + 4
	extfz $r1 = $r1, 31, 16		# revents
	;;
	CHECK $r1, 1, 7			# POLLIN
	LDW $r1, fds			# pselect6 on fds[0]
	make $r2 = 1
	;;
	sll $r2 = $r2, $r1
	add $r3 = $r1, 1
	;;
	STW rset, $r2
	add $r0 = $r3, 0
	make $r1 = rset
	;;
	make $r2 = 0
	make $r3 = 0
	;;
	make $r4 = zero_ts
	make $r5 = 0
	;;
	SYSCALL 72
	CHECK $r0, 1, 8
	SC 134, 14, act, 0, 8		# SIGALRM handler
	CHECK $r0, 0, 9
	SC 135, 0, alrmset, 0, 8	# block SIGALRM: no race with sigsuspend
	CHECK $r0, 0, 15
	SC 103, 0, itv, 0		# setitimer (ITIMER_REAL, 20 ms)
	CHECK $r0, 0, 10
	SC 133, emptyset, 8		# rt_sigsuspend
	CHECK $r0, -4, 11
	LDW $r1, caught
	CHECK $r1, 14, 12
	SC 102, 0, buf			# getitimer: disarmed
	CHECK $r0, 0, 13
	LDW $r1, buf + 12
	CHECK $r1, 0, 14
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
slash:	.asciz "/"
	.balign 4
fds:	.word 0, 0
pfd:	.word 0, 1			# fd, events = POLLIN
rset:	.word 0
zero_ts: .word 0, 0
itv:	.word 0, 0, 0, 20000
emptyset: .word 0, 0
alrmset: .word 1 << 13, 0
act:	.word handler, 0x04000000, restorer, 0, 0
caught:	.word 0
	.bss
	.balign 8
buf:	.space 128
