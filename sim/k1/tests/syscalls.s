# The system calls a C library uses, against the host doing the work.
# expect-stdout: hello, world
	.include "lib.inc"
	AT_FDCWD = -100
	O_RDWR = 2
	O_CREAT = 0100
	O_TRUNC = 01000
	O_DIRECTORY = 0200000
	AT_REMOVEDIR = 0x200
	ENOENT = -2

	.globl _start
_start:
	# files: openat, write, _llseek, read, pread64, fstat64, fstatat64,
	# statx, ftruncate64, fcntl64, fchmod, dup3, close
	SC 56, AT_FDCWD, name1, O_RDWR | O_CREAT | O_TRUNC, 0644
	CHECKNN $r0, 1
	STW fd, $r0
	make $r1 = text
	make $r2 = 6
	;;
	SYSCALL 64			# write (fd, "abcdef", 6)
	CHECK $r0, 6, 2
	LDW $r0, fd
	make $r1 = 0
	make $r2 = 2
	;;
	make $r3 = result
	make $r4 = 0			# SEEK_SET
	;;
	SYSCALL 62			# _llseek (fd, 0, 2, &result, SEEK_SET)
	CHECK $r0, 0, 3
	LDW $r1, result
	CHECK $r1, 2, 4
	LDW $r0, fd
	make $r1 = buf
	make $r2 = 10
	;;
	SYSCALL 63			# read
	CHECK $r0, 4, 5
	LDW $r1, buf
	CHECK $r1, 0x66656463, 6	# "cdef"
	LDW $r0, fd
	make $r1 = buf
	make $r2 = 2
	;;
	make $r4 = 1			# offset 1 in the pair $r4:$r5
	make $r5 = 0
	;;
	SYSCALL 67			# pread64
	CHECK $r0, 2, 7
	make $r30 = buf
	;;
	lhz $r1 = 0[$r30]
	;;
	CHECK $r1, 0x6362, 8		# "bc"
	LDW $r0, fd
	make $r1 = statbuf
	;;
	SYSCALL 80			# fstat64
	CHECK $r0, 0, 9
	LDW $r1, statbuf + 48		# st_size
	CHECK $r1, 6, 10
	LDW $r1, statbuf + 16		# st_mode
	and $r1 = $r1, 0170000
	;;
	CHECK $r1, 0100000, 11		# S_IFREG
	SC 79, AT_FDCWD, name1, statbuf, 0	# fstatat64
	CHECK $r0, 0, 12
	LDW $r1, statbuf + 48
	CHECK $r1, 6, 13
	SC 291, AT_FDCWD, name1, 0, 0x200, statxbuf	# statx (STATX_SIZE)
	CHECK $r0, 0, 14
	LDW $r1, statxbuf + 40		# stx_size
	CHECK $r1, 6, 15
	LDW $r0, fd
	make $r2 = 3			# length 3 in $r2:$r3
	make $r3 = 0
	;;
	SYSCALL 46			# ftruncate64
	CHECK $r0, 0, 16
	LDW $r0, fd
	make $r1 = statbuf
	;;
	SYSCALL 80
	LDW $r1, statbuf + 48
	CHECK $r1, 3, 17
	LDW $r0, fd
	make $r1 = 3			# F_GETFL
	;;
	SYSCALL 25			# fcntl64
	and $r0 = $r0, 3
	;;
	CHECK $r0, O_RDWR, 18
	LDW $r0, fd
	make $r1 = 0600
	;;
	SYSCALL 52			# fchmod
	CHECK $r0, 0, 19
	LDW $r0, fd
	make $r1 = 20
	make $r2 = 0
	;;
	SYSCALL 24			# dup3 (fd, 20, 0)
	CHECK $r0, 20, 20
	SC 57, 20			# close (20)
	CHECK $r0, 0, 21
	LDW $r0, fd
	;;
	SYSCALL 57
	CHECK $r0, 0, 22
	SC 57, 20			# closed already
	CHECK $r0, -9, 23		# EBADF
	# names: renameat, faccessat, symlinkat, readlinkat, unlinkat
	SC 38, AT_FDCWD, name1, AT_FDCWD, name2	# renameat
	CHECK $r0, 0, 24
	SC 48, AT_FDCWD, name2, 0, 0	# faccessat (F_OK)
	CHECK $r0, 0, 25
	SC 48, AT_FDCWD, name1, 0, 0
	CHECK $r0, ENOENT, 26
	SC 36, name2, AT_FDCWD, name3	# symlinkat
	CHECK $r0, 0, 27
	SC 78, AT_FDCWD, name3, buf, 64	# readlinkat
	CHECK $r0, name3 - name2 - 1, 28
	SC 35, AT_FDCWD, name3, 0	# unlinkat
	CHECK $r0, 0, 29
	SC 35, AT_FDCWD, name2, 0
	CHECK $r0, 0, 30
	# directories: mkdirat, openat O_DIRECTORY, getdents64, unlinkat
	SC 34, AT_FDCWD, dir1, 0755
	CHECK $r0, 0, 31
	SC 56, AT_FDCWD, dir1, O_DIRECTORY, 0
	CHECKNN $r0, 32
	STW fd, $r0
	make $r1 = buf
	make $r2 = 256
	;;
	SYSCALL 61			# getdents64
	CHECK $r0, 48, 33		# "." and ".." (24 bytes each)
	LDW $r0, fd
	;;
	SYSCALL 57
	SC 35, AT_FDCWD, dir1, AT_REMOVEDIR
	CHECK $r0, 0, 34
	# pipes, readv, writev
	SC 59, fds, 0			# pipe2
	CHECK $r0, 0, 39
	LDW $r0, fds + 4
	make $r1 = iov
	make $r2 = 2
	;;
	SYSCALL 66			# writev: "ab" "cdef"
	CHECK $r0, 6, 40
	LDW $r0, fds
	make $r1 = iov2
	make $r2 = 2
	;;
	SYSCALL 65			# readv: 3 + 3
	CHECK $r0, 6, 41
	LDW $r1, buf + 0x100
	CHECK $r1, 0x00636261, 42	# "abc"
	LDW $r1, buf + 0x200
	CHECK $r1, 0x00666564, 43	# "def"
	# memory: brk, mmap2, mprotect, mremap, munmap
	SC 214, 0			# brk (0)
	add $r20 = $r0, 0
	;;
	add $r0 = $r20, 0x3000
	;;
	SYSCALL 214
	add $r21 = $r20, 0x3000
	;;
	comp.eq $r1 = $r0, $r21
	;;
	CHECK $r1, 1, 44
	make $r1 = 99
	;;
	sw 0x2ff8[$r20] = $r1		# the new memory is writable
	;;
	SC 222, 0, 8192, 3, 0x22, -1, 0	# mmap2 anonymous
	CHECKNN $r0, 45
	add $r22 = $r0, 0
	make $r1 = 1234
	;;
	sw 4096[$r22] = $r1
	;;
	add $r0 = $r22, 0		# mremap to 3 pages, may move
	make $r1 = 8192
	;;
	make $r2 = 12288
	make $r3 = 1			# MREMAP_MAYMOVE
	;;
	SYSCALL 216
	CHECKNN $r0, 46
	add $r22 = $r0, 0
	;;
	lw $r1 = 4096[$r22]
	;;
	CHECK $r1, 1234, 47
	add $r0 = $r22, 0
	make $r1 = 4096
	;;
	make $r2 = 1			# PROT_READ
	;;
	SYSCALL 226			# mprotect
	CHECK $r0, 0, 48
	add $r0 = $r22, 0
	make $r1 = 12288
	;;
	SYSCALL 215			# munmap
	CHECK $r0, 0, 49
	# identity and system information
	SYSCALL 172			# getpid
	add $r23 = $r0, 0
	;;
	SYSCALL 178			# gettid
	comp.eq $r1 = $r0, $r23
	;;
	CHECK $r1, 1, 50
	SYSCALL 173			# getppid
	CHECKNN $r0, 51
	SYSCALL 174
	CHECKNN $r0, 52
	SYSCALL 175
	CHECKNN $r0, 53
	SYSCALL 176
	CHECKNN $r0, 54
	SYSCALL 177
	CHECKNN $r0, 55
	SC 96, tidbuf			# set_tid_address
	comp.eq $r1 = $r0, $r23
	;;
	CHECK $r1, 1, 56
	SC 160, uts			# uname
	CHECK $r0, 0, 57
	LDW $r1, uts + 4 * 65		# machine
	CHECK $r1, 0x316b, 58		# "k1"
	SC 261, 0, 3, 0, buf		# prlimit64 (0, RLIMIT_STACK, 0, buf)
	CHECK $r0, 0, 59
	SC 163, 7, buf			# getrlimit (RLIMIT_NOFILE)
	CHECK $r0, 0, 60
	SC 164, 7, buf			# setrlimit, same values
	CHECK $r0, 0, 61
	SC 153, buf			# times
	SC 179, buf			# sysinfo
	CHECK $r0, 0, 62
	LDW $r1, buf + 52		# mem_unit
	comp.eq $r1 = $r1, 0
	;;
	CHECK $r1, 0, 63
	SC 165, 0, buf			# getrusage (RUSAGE_SELF)
	CHECK $r0, 0, 64
	# time
	SC 113, 1, buf			# clock_gettime (CLOCK_MONOTONIC), 32-bit
	CHECK $r0, 0, 65
	SC 403, 0, buf			# clock_gettime64 (CLOCK_REALTIME)
	CHECK $r0, 0, 66
	LDW $r1, buf + 4		# high word of tv_sec
	CHECK $r1, 0, 67
	LDW $r1, buf			# after 2020
	comp.gtu $r1 = $r1, 1600000000
	;;
	CHECK $r1, 1, 68
	SC 169, buf, 0			# gettimeofday
	CHECK $r0, 0, 69
	SC 114, 1, buf			# clock_getres
	CHECK $r0, 0, 70
	SC 101, ts32, 0			# nanosleep 1 ms
	CHECK $r0, 0, 71
	SC 115, 1, 0, ts32, 0		# clock_nanosleep
	CHECK $r0, 0, 72
	SC 407, 1, 0, ts64, 0		# clock_nanosleep_time64
	CHECK $r0, 0, 73
	# signals: rt_sigprocmask, sigaltstack, rt_sigpending
	SC 135, 0, sigset, buf, 8	# block SIGUSR1
	CHECK $r0, 0, 74
	SC 135, 0, 0, buf, 8
	LDW $r1, buf
	CHECK $r1, 0x200, 75
	SC 132, altstack, buf		# sigaltstack
	CHECK $r0, 0, 76
	SC 132, 0, buf
	LDW $r1, buf + 8
	CHECK $r1, 16384, 77
	# rt_sigsuspend: SIGUSR1 pending while blocked, then let through
	SC 134, 10, act, 0, 8		# rt_sigaction
	CHECK $r0, 0, 78
	SYSCALL 172
	make $r1 = 10
	;;
	SYSCALL 129			# kill (getpid (), SIGUSR1)
	CHECK $r0, 0, 79
	SC 136, buf, 8			# rt_sigpending
	LDW $r1, buf
	CHECK $r1, 0x200, 80
	SC 133, emptyset, 8		# rt_sigsuspend
	CHECK $r0, -4, 81		# EINTR
	LDW $r1, caught
	CHECK $r1, 10, 82
	SC 135, 0, 0, buf, 8		# the mask is back
	LDW $r1, buf
	CHECK $r1, 0x200, 83
	SYSCALL 172
	add $r1 = $r0, 0
	make $r2 = 0
	;;
	SYSCALL 131			# tgkill (pid, pid, 0)
	CHECK $r0, 0, 84
	# processes: clone (fork), wait4, execve
	SC 220, 17, 0, 0, 0, 0		# clone (SIGCHLD): fork
	CHECKNN $r0, 85
	cb.nez $r0, 1f
	;;
	SC 93, 42			# child: exit (42)
1:	add $r24 = $r0, 0
	;;
	add $r0 = $r24, 0
	make $r1 = status
	;;
	make $r2 = 0
	make $r3 = 0
	;;
	SYSCALL 260			# wait4
	comp.eq $r1 = $r0, $r24
	;;
	CHECK $r1, 1, 86
	LDW $r1, status
	CHECK $r1, 42 << 8, 87
	SC 220, 0x4111, 0, 0, 0, 0	# CLONE_VM | CLONE_VFORK | SIGCHLD
	CHECKNN $r0, 88
	cb.nez $r0, 2f
	;;
	SC 221, hello, hello_argv, 0	# child: execve ("./hello")
	SC 93, 99
2:	add $r0 = $r0, 0
	make $r1 = status
	;;
	make $r2 = 0
	make $r3 = 0
	;;
	SYSCALL 260
	LDW $r1, status
	CHECK $r1, 7 << 8, 89		# hello exits 7
	SC 220, 17, 0, 0, 0, 0		# fork, then execve of a host program
	CHECKNN $r0, 93
	cb.nez $r0, 3f
	;;
	SC 221, binsh, sh_argv, 0	# /bin/sh -c "exit 5"
	SC 93, 98
3:	make $r1 = status
	;;
	make $r2 = 0
	make $r3 = 0
	;;
	SYSCALL 260
	LDW $r1, status
	CHECK $r1, 5 << 8, 94
	SC 78, AT_FDCWD, selfexe, buf, 256	# readlinkat (/proc/self/exe)
	CHECKNN $r0, 95
	make $r30 = buf - 1
	;;
	add $r30 = $r30, $r0
	;;
	lbz $r1 = 0[$r30]		# ends in "/syscalls"
	;;
	CHECK $r1, 0x73, 96
	lbz $r1 = -8[$r30]
	;;
	CHECK $r1, 0x2f, 97
	SC 221, name1, hello_argv, 0	# execve of a missing file
	CHECK $r0, ENOENT, 90
	SC 221, text, hello_argv, 0	# bad pointer in the path
	CHECK $r0, ENOENT, 91
	# getcwd, chdir, umask
	SC 17, buf, 256			# getcwd
	CHECKNN $r0, 35
	SC 49, slash			# chdir ("/")
	CHECK $r0, 0, 36
	SC 17, buf, 256
	CHECK $r0, 2, 37
	SC 166, 022			# umask
	SC 166, 077
	CHECK $r0, 022, 38
	# ioctl on a non-terminal
	SC 29, 0, 0x5401, buf		# TCGETS on stdin (not a tty here)
	CHECK $r0, -25, 92		# ENOTTY
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
name1:	.asciz "k1-sim-test-1.tmp"
name2:	.asciz "k1-sim-test-2.tmp"
name3:	.asciz "k1-sim-test-3.tmp"
dir1:	.asciz "k1-sim-test-dir.tmp"
slash:	.asciz "/"
hello:	.asciz "./hello"
binsh:	.asciz "/bin/sh"
dash_c:	.asciz "-c"
exit5:	.asciz "exit 5"
selfexe: .asciz "/proc/self/exe"
text:	.ascii "abcdef"
	.balign 4
hello_argv: .word hello, 0
sh_argv: .word binsh, dash_c, exit5, 0
fd:	.word 0
result:	.word 0, 0
fds:	.word 0, 0
iov:	.word text, 2, text + 2, 4
iov2:	.word buf + 0x100, 3, buf + 0x200, 3
tidbuf:	.word 0
status:	.word 0
caught:	.word 0
	.balign 8
ts32:	.word 0, 1000000
ts64:	.word 0, 0, 1000000, 0
sigset:	.word 0x200, 0
emptyset: .word 0, 0
altstack: .word altmem, 0, 16384
act:	.word handler, 0x04000000, restorer, 0, 0
	.bss
	.balign 8
buf:	.space 1024
statbuf: .space 128
statxbuf: .space 256
uts:	.space 400
altmem:	.space 16384
