	.file	"abi-gen.c"
	.text
	.globl	abi_gen
	.type	abi_gen, @function
abi_gen:
.LFB0:
	.cfi_startproc
	pushl	%ebp
	.cfi_def_cfa_offset 8
	.cfi_offset 5, -8
	movl	%esp, %ebp
	.cfi_def_cfa_register 5
	call	__x86.get_pc_thunk.ax
	addl	$_GLOBAL_OFFSET_TABLE_, %eax
#APP
# 58 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->BITS_PER_LONG 32"
# 0 "" 2
# 3 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getcwd 17"
# 0 "" 2
# 4 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_dup 23"
# 0 "" 2
# 5 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_dup3 24"
# 0 "" 2
# 6 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fcntl64 25"
# 0 "" 2
# 7 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_ioctl 29"
# 0 "" 2
# 8 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mkdirat 34"
# 0 "" 2
# 9 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_unlinkat 35"
# 0 "" 2
# 10 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_symlinkat 36"
# 0 "" 2
# 11 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_linkat 37"
# 0 "" 2
# 12 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_renameat 38"
# 0 "" 2
# 13 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_renameat2 276"
# 0 "" 2
# 14 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_truncate64 45"
# 0 "" 2
# 15 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_ftruncate64 46"
# 0 "" 2
# 16 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_faccessat 48"
# 0 "" 2
# 17 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_faccessat2 439"
# 0 "" 2
# 18 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_chdir 49"
# 0 "" 2
# 19 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fchdir 50"
# 0 "" 2
# 20 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fchmod 52"
# 0 "" 2
# 21 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fchmodat 53"
# 0 "" 2
# 22 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fchownat 54"
# 0 "" 2
# 23 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fchown 55"
# 0 "" 2
# 24 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_openat 56"
# 0 "" 2
# 25 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_close 57"
# 0 "" 2
# 26 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pipe2 59"
# 0 "" 2
# 27 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getdents64 61"
# 0 "" 2
# 28 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_llseek 62"
# 0 "" 2
# 29 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_read 63"
# 0 "" 2
# 30 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_write 64"
# 0 "" 2
# 31 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_readv 65"
# 0 "" 2
# 32 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_writev 66"
# 0 "" 2
# 33 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pread64 67"
# 0 "" 2
# 34 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pwrite64 68"
# 0 "" 2
# 35 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_readlinkat 78"
# 0 "" 2
# 36 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fstatat64 79"
# 0 "" 2
# 37 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fstat64 80"
# 0 "" 2
# 38 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_statx 291"
# 0 "" 2
# 39 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sync 81"
# 0 "" 2
# 40 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fsync 82"
# 0 "" 2
# 41 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fdatasync 83"
# 0 "" 2
# 42 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_utimensat 88"
# 0 "" 2
# 43 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_utimensat_time64 412"
# 0 "" 2
# 44 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_exit 93"
# 0 "" 2
# 45 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_exit_group 94"
# 0 "" 2
# 46 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_set_tid_address 96"
# 0 "" 2
# 47 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_set_robust_list 99"
# 0 "" 2
# 48 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_get_robust_list 100"
# 0 "" 2
# 49 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_futex 98"
# 0 "" 2
# 50 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_futex_time64 422"
# 0 "" 2
# 51 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_nanosleep 101"
# 0 "" 2
# 52 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_gettime 113"
# 0 "" 2
# 53 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_gettime64 403"
# 0 "" 2
# 54 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_getres 114"
# 0 "" 2
# 55 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_getres_time64 406"
# 0 "" 2
# 56 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_nanosleep 115"
# 0 "" 2
# 57 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_nanosleep_time64 407"
# 0 "" 2
# 58 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_yield 124"
# 0 "" 2
# 59 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_kill 129"
# 0 "" 2
# 60 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_tkill 130"
# 0 "" 2
# 61 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_tgkill 131"
# 0 "" 2
# 62 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sigaltstack 132"
# 0 "" 2
# 63 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_rt_sigsuspend 133"
# 0 "" 2
# 64 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_rt_sigaction 134"
# 0 "" 2
# 65 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_rt_sigprocmask 135"
# 0 "" 2
# 66 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_rt_sigpending 136"
# 0 "" 2
# 67 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_rt_sigreturn 139"
# 0 "" 2
# 68 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_rt_sigtimedwait 137"
# 0 "" 2
# 69 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_rt_sigtimedwait_time64 421"
# 0 "" 2
# 70 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_signalfd4 74"
# 0 "" 2
# 71 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_rt_sigqueueinfo 138"
# 0 "" 2
# 72 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_rt_tgsigqueueinfo 240"
# 0 "" 2
# 73 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setpgid 154"
# 0 "" 2
# 74 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getpgid 155"
# 0 "" 2
# 75 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getsid 156"
# 0 "" 2
# 76 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setsid 157"
# 0 "" 2
# 77 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_times 153"
# 0 "" 2
# 78 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_uname 160"
# 0 "" 2
# 79 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getrlimit 163"
# 0 "" 2
# 80 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setrlimit 164"
# 0 "" 2
# 81 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getrusage 165"
# 0 "" 2
# 82 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_umask 166"
# 0 "" 2
# 83 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_gettimeofday 169"
# 0 "" 2
# 84 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getpid 172"
# 0 "" 2
# 85 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getppid 173"
# 0 "" 2
# 86 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getuid 174"
# 0 "" 2
# 87 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_geteuid 175"
# 0 "" 2
# 88 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getgid 176"
# 0 "" 2
# 89 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getegid 177"
# 0 "" 2
# 90 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_gettid 178"
# 0 "" 2
# 91 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sysinfo 179"
# 0 "" 2
# 92 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_brk 214"
# 0 "" 2
# 93 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_munmap 215"
# 0 "" 2
# 94 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mremap 216"
# 0 "" 2
# 95 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clone 220"
# 0 "" 2
# 96 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_execve 221"
# 0 "" 2
# 97 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mmap2 222"
# 0 "" 2
# 98 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mprotect 226"
# 0 "" 2
# 99 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_madvise 233"
# 0 "" 2
# 100 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_wait4 260"
# 0 "" 2
# 101 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_prlimit64 261"
# 0 "" 2
# 102 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getrandom 278"
# 0 "" 2
# 103 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_statfs64 43"
# 0 "" 2
# 104 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fstatfs64 44"
# 0 "" 2
# 105 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getitimer 102"
# 0 "" 2
# 106 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setitimer 103"
# 0 "" 2
# 107 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_ppoll 73"
# 0 "" 2
# 108 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_ppoll_time64 414"
# 0 "" 2
# 109 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pselect6 72"
# 0 "" 2
# 110 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pselect6_time64 413"
# 0 "" 2
# 111 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fadvise64_64 223"
# 0 "" 2
# 112 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_msync 227"
# 0 "" 2
# 113 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setuid 146"
# 0 "" 2
# 114 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setgid 144"
# 0 "" 2
# 115 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setreuid 145"
# 0 "" 2
# 116 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setregid 143"
# 0 "" 2
# 117 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setresuid 147"
# 0 "" 2
# 118 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setresgid 149"
# 0 "" 2
# 119 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setfsuid 151"
# 0 "" 2
# 120 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setfsgid 152"
# 0 "" 2
# 121 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getpriority 141"
# 0 "" 2
# 122 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setpriority 140"
# 0 "" 2
# 123 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_flock 32"
# 0 "" 2
# 124 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_syncfs 267"
# 0 "" 2
# 125 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mlockall 230"
# 0 "" 2
# 126 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_munlockall 231"
# 0 "" 2
# 127 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_get_priority_max 125"
# 0 "" 2
# 128 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_get_priority_min 126"
# 0 "" 2
# 129 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_personality 92"
# 0 "" 2
# 130 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getgroups 158"
# 0 "" 2
# 131 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setgroups 159"
# 0 "" 2
# 132 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getresuid 148"
# 0 "" 2
# 133 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getresgid 150"
# 0 "" 2
# 134 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_getaffinity 123"
# 0 "" 2
# 135 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mknodat 33"
# 0 "" 2
# 136 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sendfile64 71"
# 0 "" 2
# 137 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_prctl 167"
# 0 "" 2
# 138 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mlock 228"
# 0 "" 2
# 139 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_munlock 229"
# 0 "" 2
# 140 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_preadv 69"
# 0 "" 2
# 141 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_preadv2 286"
# 0 "" 2
# 142 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pwritev 70"
# 0 "" 2
# 143 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pwritev2 287"
# 0 "" 2
# 144 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fallocate 47"
# 0 "" 2
# 145 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sync_file_range 84"
# 0 "" 2
# 146 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_readahead 213"
# 0 "" 2
# 147 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_inotify_init1 26"
# 0 "" 2
# 148 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_inotify_add_watch 27"
# 0 "" 2
# 149 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_inotify_rm_watch 28"
# 0 "" 2
# 150 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timerfd_create 85"
# 0 "" 2
# 151 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timerfd_settime 86"
# 0 "" 2
# 152 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timerfd_settime64 411"
# 0 "" 2
# 153 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timerfd_gettime 87"
# 0 "" 2
# 154 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timerfd_gettime64 410"
# 0 "" 2
# 155 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_eventfd2 19"
# 0 "" 2
# 156 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_epoll_create1 20"
# 0 "" 2
# 157 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_epoll_ctl 21"
# 0 "" 2
# 158 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_epoll_pwait 22"
# 0 "" 2
# 159 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_epoll_pwait2 441"
# 0 "" 2
# 160 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_memfd_create 279"
# 0 "" 2
# 161 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_copy_file_range 285"
# 0 "" 2
# 162 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_splice 76"
# 0 "" 2
# 163 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_tee 77"
# 0 "" 2
# 164 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_vmsplice 75"
# 0 "" 2
# 165 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_close_range 436"
# 0 "" 2
# 166 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_openat2 437"
# 0 "" 2
# 167 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setxattr 5"
# 0 "" 2
# 168 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_lsetxattr 6"
# 0 "" 2
# 169 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fsetxattr 7"
# 0 "" 2
# 170 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getxattr 8"
# 0 "" 2
# 171 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_lgetxattr 9"
# 0 "" 2
# 172 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fgetxattr 10"
# 0 "" 2
# 173 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_listxattr 11"
# 0 "" 2
# 174 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_llistxattr 12"
# 0 "" 2
# 175 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_flistxattr 13"
# 0 "" 2
# 176 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_removexattr 14"
# 0 "" 2
# 177 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_lremovexattr 15"
# 0 "" 2
# 178 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fremovexattr 16"
# 0 "" 2
# 179 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_socket 198"
# 0 "" 2
# 180 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_socketpair 199"
# 0 "" 2
# 181 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_bind 200"
# 0 "" 2
# 182 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_connect 203"
# 0 "" 2
# 183 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_listen 201"
# 0 "" 2
# 184 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_accept 202"
# 0 "" 2
# 185 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_accept4 242"
# 0 "" 2
# 186 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getsockname 204"
# 0 "" 2
# 187 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getpeername 205"
# 0 "" 2
# 188 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sendto 206"
# 0 "" 2
# 189 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_recvfrom 207"
# 0 "" 2
# 190 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setsockopt 208"
# 0 "" 2
# 191 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getsockopt 209"
# 0 "" 2
# 192 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_shutdown 210"
# 0 "" 2
# 193 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sendmsg 211"
# 0 "" 2
# 194 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_recvmsg 212"
# 0 "" 2
# 195 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sendmmsg 269"
# 0 "" 2
# 196 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_recvmmsg 243"
# 0 "" 2
# 197 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_recvmmsg_time64 417"
# 0 "" 2
# 198 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_semget 190"
# 0 "" 2
# 199 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_semctl 191"
# 0 "" 2
# 200 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_semop 193"
# 0 "" 2
# 201 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_semtimedop 192"
# 0 "" 2
# 202 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_semtimedop_time64 420"
# 0 "" 2
# 203 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_msgget 186"
# 0 "" 2
# 204 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_msgctl 187"
# 0 "" 2
# 205 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_msgsnd 189"
# 0 "" 2
# 206 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_msgrcv 188"
# 0 "" 2
# 207 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_shmget 194"
# 0 "" 2
# 208 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_shmat 196"
# 0 "" 2
# 209 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_shmdt 197"
# 0 "" 2
# 210 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_shmctl 195"
# 0 "" 2
# 211 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timer_create 107"
# 0 "" 2
# 212 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timer_settime 110"
# 0 "" 2
# 213 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timer_settime64 409"
# 0 "" 2
# 214 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timer_gettime 108"
# 0 "" 2
# 215 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timer_gettime64 408"
# 0 "" 2
# 216 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timer_getoverrun 109"
# 0 "" 2
# 217 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_timer_delete 111"
# 0 "" 2
# 218 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mq_open 180"
# 0 "" 2
# 219 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mq_unlink 181"
# 0 "" 2
# 220 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mq_timedsend 182"
# 0 "" 2
# 221 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mq_timedsend_time64 418"
# 0 "" 2
# 222 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mq_timedreceive 183"
# 0 "" 2
# 223 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mq_timedreceive_time64 419"
# 0 "" 2
# 224 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mq_notify 184"
# 0 "" 2
# 225 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mq_getsetattr 185"
# 0 "" 2
# 226 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_setaffinity 122"
# 0 "" 2
# 227 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_getparam 121"
# 0 "" 2
# 228 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_setparam 118"
# 0 "" 2
# 229 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_setscheduler 119"
# 0 "" 2
# 230 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_getscheduler 120"
# 0 "" 2
# 231 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_rr_get_interval 127"
# 0 "" 2
# 232 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_rr_get_interval_time64 423"
# 0 "" 2
# 233 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_getattr 275"
# 0 "" 2
# 234 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sched_setattr 274"
# 0 "" 2
# 235 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_getcpu 168"
# 0 "" 2
# 236 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_ioprio_get 31"
# 0 "" 2
# 237 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_ioprio_set 30"
# 0 "" 2
# 238 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_chroot 51"
# 0 "" 2
# 239 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_acct 89"
# 0 "" 2
# 240 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mount 40"
# 0 "" 2
# 241 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_umount2 39"
# 0 "" 2
# 242 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pivot_root 41"
# 0 "" 2
# 243 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_swapon 224"
# 0 "" 2
# 244 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_swapoff 225"
# 0 "" 2
# 245 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_sethostname 161"
# 0 "" 2
# 246 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setdomainname 162"
# 0 "" 2
# 247 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_syslog 116"
# 0 "" 2
# 248 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_vhangup 58"
# 0 "" 2
# 249 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_reboot 142"
# 0 "" 2
# 250 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_unshare 97"
# 0 "" 2
# 251 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_setns 268"
# 0 "" 2
# 252 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_capget 90"
# 0 "" 2
# 253 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_capset 91"
# 0 "" 2
# 254 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_settime 112"
# 0 "" 2
# 255 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_settime64 404"
# 0 "" 2
# 256 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_settimeofday 170"
# 0 "" 2
# 257 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_waitid 95"
# 0 "" 2
# 258 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_membarrier 283"
# 0 "" 2
# 259 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mincore 232"
# 0 "" 2
# 260 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mlock2 284"
# 0 "" 2
# 261 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pidfd_open 434"
# 0 "" 2
# 262 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pidfd_getfd 438"
# 0 "" 2
# 263 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_pidfd_send_signal 424"
# 0 "" 2
# 264 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_kcmp 272"
# 0 "" 2
# 265 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_execveat 281"
# 0 "" 2
# 266 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_futex_waitv 449"
# 0 "" 2
# 267 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fanotify_init 262"
# 0 "" 2
# 268 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fanotify_mark 263"
# 0 "" 2
# 269 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_name_to_handle_at 264"
# 0 "" 2
# 270 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_open_by_handle_at 265"
# 0 "" 2
# 271 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_quotactl 60"
# 0 "" 2
# 272 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_quotactl_fd 443"
# 0 "" 2
# 273 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_landlock_create_ruleset 444"
# 0 "" 2
# 274 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_landlock_add_rule 445"
# 0 "" 2
# 275 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_landlock_restrict_self 446"
# 0 "" 2
# 276 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fsopen 430"
# 0 "" 2
# 277 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fsconfig 431"
# 0 "" 2
# 278 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fsmount 432"
# 0 "" 2
# 279 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_fspick 433"
# 0 "" 2
# 280 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_move_mount 429"
# 0 "" 2
# 281 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_open_tree 428"
# 0 "" 2
# 282 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mount_setattr 442"
# 0 "" 2
# 283 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_adjtime64 405"
# 0 "" 2
# 284 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_adjtimex 171"
# 0 "" 2
# 285 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_clock_adjtime 266"
# 0 "" 2
# 286 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_remap_file_pages 234"
# 0 "" 2
# 287 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_set_mempolicy 237"
# 0 "" 2
# 288 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_mbind 235"
# 0 "" 2
# 289 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_get_mempolicy 236"
# 0 "" 2
# 290 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_set_mempolicy_home_node 450"
# 0 "" 2
# 291 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_migrate_pages 238"
# 0 "" 2
# 292 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_add_key 217"
# 0 "" 2
# 293 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_request_key 218"
# 0 "" 2
# 294 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_keyctl 219"
# 0 "" 2
# 295 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_io_setup 0"
# 0 "" 2
# 296 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_io_destroy 1"
# 0 "" 2
# 297 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_io_submit 2"
# 0 "" 2
# 298 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_io_cancel 3"
# 0 "" 2
# 299 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_io_getevents 4"
# 0 "" 2
# 300 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_io_pgetevents 292"
# 0 "" 2
# 301 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_io_pgetevents_time64 416"
# 0 "" 2
# 302 "/work/main/sim/k1/linux/syscalls.def" 1
	
.ascii "->NR_move_pages 239"
# 0 "" 2
# 66 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_stat64 104"
# 0 "" 2
# 67 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_dev 0"
# 0 "" 2
# 67 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_ino 8"
# 0 "" 2
# 67 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_mode 16"
# 0 "" 2
# 68 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_nlink 20"
# 0 "" 2
# 68 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_uid 24"
# 0 "" 2
# 68 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_gid 28"
# 0 "" 2
# 69 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_rdev 32"
# 0 "" 2
# 69 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_size 48"
# 0 "" 2
# 69 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_blksize 56"
# 0 "" 2
# 70 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_blocks 64"
# 0 "" 2
# 70 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_atime 72"
# 0 "" 2
# 71 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_atime_nsec 76"
# 0 "" 2
# 71 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_mtime 80"
# 0 "" 2
# 72 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_mtime_nsec 84"
# 0 "" 2
# 72 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_ctime 88"
# 0 "" 2
# 73 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stat64_st_ctime_nsec 92"
# 0 "" 2
# 74 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_statx 256"
# 0 "" 2
# 75 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_statfs64 88"
# 0 "" 2
# 76 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_type 0"
# 0 "" 2
# 76 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_bsize 4"
# 0 "" 2
# 76 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_blocks 8"
# 0 "" 2
# 77 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_bfree 16"
# 0 "" 2
# 77 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_bavail 24"
# 0 "" 2
# 77 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_files 32"
# 0 "" 2
# 78 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_ffree 40"
# 0 "" 2
# 78 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_fsid 48"
# 0 "" 2
# 78 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_namelen 56"
# 0 "" 2
# 79 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_frsize 60"
# 0 "" 2
# 79 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->statfs64_f_flags 64"
# 0 "" 2
# 80 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_pollfd 8"
# 0 "" 2
# 83 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGHUP 1"
# 0 "" 2
# 83 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGINT 2"
# 0 "" 2
# 83 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGQUIT 3"
# 0 "" 2
# 83 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGILL 4"
# 0 "" 2
# 83 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGTRAP 5"
# 0 "" 2
# 84 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGABRT 6"
# 0 "" 2
# 84 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGBUS 7"
# 0 "" 2
# 84 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGFPE 8"
# 0 "" 2
# 84 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGKILL 9"
# 0 "" 2
# 84 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGUSR1 10"
# 0 "" 2
# 85 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGSEGV 11"
# 0 "" 2
# 85 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGUSR2 12"
# 0 "" 2
# 85 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGPIPE 13"
# 0 "" 2
# 85 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGALRM 14"
# 0 "" 2
# 85 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGTERM 15"
# 0 "" 2
# 86 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGCHLD 17"
# 0 "" 2
# 86 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGCONT 18"
# 0 "" 2
# 86 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGSTOP 19"
# 0 "" 2
# 86 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGTSTP 20"
# 0 "" 2
# 86 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGTTIN 21"
# 0 "" 2
# 87 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGTTOU 22"
# 0 "" 2
# 87 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGURG 23"
# 0 "" 2
# 87 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGXCPU 24"
# 0 "" 2
# 87 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGXFSZ 25"
# 0 "" 2
# 87 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGVTALRM 26"
# 0 "" 2
# 88 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGPROF 27"
# 0 "" 2
# 88 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGWINCH 28"
# 0 "" 2
# 88 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGIO 29"
# 0 "" 2
# 88 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGPWR 30"
# 0 "" 2
# 88 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGSYS 31"
# 0 "" 2
# 89 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIGSTKFLT 16"
# 0 "" 2
# 90 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->_NSIG 64"
# 0 "" 2
# 91 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SA_NOCLDSTOP 1"
# 0 "" 2
# 91 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SA_NOCLDWAIT 2"
# 0 "" 2
# 91 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SA_SIGINFO 4"
# 0 "" 2
# 91 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SA_ONSTACK 134217728"
# 0 "" 2
# 92 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SA_RESTART 268435456"
# 0 "" 2
# 92 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SA_NODEFER 1073741824"
# 0 "" 2
# 92 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SA_RESETHAND -2147483648"
# 0 "" 2
# 92 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SA_RESTORER 67108864"
# 0 "" 2
# 93 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIG_BLOCK 0"
# 0 "" 2
# 93 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIG_UNBLOCK 1"
# 0 "" 2
# 93 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SIG_SETMASK 2"
# 0 "" 2
# 94 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SS_ONSTACK 1"
# 0 "" 2
# 94 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SS_DISABLE 2"
# 0 "" 2
# 94 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MINSIGSTKSZ 2048"
# 0 "" 2
# 95 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_sigaction 20"
# 0 "" 2
# 96 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sigaction_sa_handler 0"
# 0 "" 2
# 96 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sigaction_sa_flags 4"
# 0 "" 2
# 97 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sigaction_sa_restorer 8"
# 0 "" 2
# 97 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sigaction_sa_mask 12"
# 0 "" 2
# 98 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_sigset_t 8"
# 0 "" 2
# 99 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_stack_t 12"
# 0 "" 2
# 100 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stack_t_ss_sp 0"
# 0 "" 2
# 100 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stack_t_ss_flags 4"
# 0 "" 2
# 100 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->stack_t_ss_size 8"
# 0 "" 2
# 101 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_siginfo_t 128"
# 0 "" 2
# 102 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_signo 0"
# 0 "" 2
# 102 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_errno 4"
# 0 "" 2
# 103 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_code 8"
# 0 "" 2
# 103 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_addr 12"
# 0 "" 2
# 104 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_pid 12"
# 0 "" 2
# 104 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_uid 16"
# 0 "" 2
# 105 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_status 20"
# 0 "" 2
# 105 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_value 20"
# 0 "" 2
# 106 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_utime 24"
# 0 "" 2
# 106 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->siginfo_t_si_stime 28"
# 0 "" 2
# 107 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SI_USER 0"
# 0 "" 2
# 107 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SI_TKILL -6"
# 0 "" 2
# 107 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SEGV_MAPERR 1"
# 0 "" 2
# 107 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SEGV_ACCERR 2"
# 0 "" 2
# 108 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->BUS_ADRALN 1"
# 0 "" 2
# 108 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->BUS_ADRERR 2"
# 0 "" 2
# 108 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ILL_ILLOPC 1"
# 0 "" 2
# 108 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ILL_ILLOPN 2"
# 0 "" 2
# 108 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ILL_PRVREG 6"
# 0 "" 2
# 109 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_ucontext 308"
# 0 "" 2
# 110 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ucontext_uc_flags 0"
# 0 "" 2
# 110 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ucontext_uc_link 4"
# 0 "" 2
# 111 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ucontext_uc_stack 8"
# 0 "" 2
# 111 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ucontext_uc_mcontext 20"
# 0 "" 2
# 112 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ucontext_uc_sigmask 300"
# 0 "" 2
# 113 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_user_regs_struct 280"
# 0 "" 2
# 114 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->user_regs_struct_r 0"
# 0 "" 2
# 114 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->user_regs_struct_pc 256"
# 0 "" 2
# 115 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->user_regs_struct_ra 260"
# 0 "" 2
# 115 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->user_regs_struct_cs 264"
# 0 "" 2
# 116 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->user_regs_struct_lc 268"
# 0 "" 2
# 116 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->user_regs_struct_le 272"
# 0 "" 2
# 117 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->user_regs_struct_ls 276"
# 0 "" 2
# 120 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_ACCMODE 3"
# 0 "" 2
# 120 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_RDONLY 0"
# 0 "" 2
# 120 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_WRONLY 1"
# 0 "" 2
# 120 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_RDWR 2"
# 0 "" 2
# 120 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_CREAT 64"
# 0 "" 2
# 121 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_EXCL 128"
# 0 "" 2
# 121 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_NOCTTY 256"
# 0 "" 2
# 121 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_TRUNC 512"
# 0 "" 2
# 121 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_APPEND 1024"
# 0 "" 2
# 121 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_NONBLOCK 2048"
# 0 "" 2
# 122 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_DSYNC 4096"
# 0 "" 2
# 122 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_DIRECT 16384"
# 0 "" 2
# 122 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_LARGEFILE 32768"
# 0 "" 2
# 122 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_DIRECTORY 65536"
# 0 "" 2
# 123 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_NOFOLLOW 131072"
# 0 "" 2
# 123 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_NOATIME 262144"
# 0 "" 2
# 123 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_CLOEXEC 524288"
# 0 "" 2
# 123 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_SYNC 1052672"
# 0 "" 2
# 123 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->O_PATH 2097152"
# 0 "" 2
# 124 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_FDCWD -100"
# 0 "" 2
# 124 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_SYMLINK_NOFOLLOW 256"
# 0 "" 2
# 124 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_REMOVEDIR 512"
# 0 "" 2
# 125 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_EMPTY_PATH 4096"
# 0 "" 2
# 125 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_SYMLINK_FOLLOW 1024"
# 0 "" 2
# 126 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->F_DUPFD 0"
# 0 "" 2
# 126 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->F_GETFD 1"
# 0 "" 2
# 126 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->F_SETFD 2"
# 0 "" 2
# 126 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->F_GETFL 3"
# 0 "" 2
# 126 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->F_SETFL 4"
# 0 "" 2
# 127 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->F_GETLK64 12"
# 0 "" 2
# 127 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->F_SETLK64 13"
# 0 "" 2
# 127 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->F_SETLKW64 14"
# 0 "" 2
# 127 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->F_DUPFD_CLOEXEC 1030"
# 0 "" 2
# 128 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->TCGETS 21505"
# 0 "" 2
# 128 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->TCSETS 21506"
# 0 "" 2
# 128 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->TCSETSW 21507"
# 0 "" 2
# 128 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->TCSETSF 21508"
# 0 "" 2
# 128 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->TIOCGWINSZ 21523"
# 0 "" 2
# 129 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->TIOCSWINSZ 21524"
# 0 "" 2
# 129 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->TIOCGPGRP 21519"
# 0 "" 2
# 129 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->TIOCSPGRP 21520"
# 0 "" 2
# 129 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FIONREAD 21531"
# 0 "" 2
# 130 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_termios 36"
# 0 "" 2
# 131 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SEEK_SET 0"
# 0 "" 2
# 131 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SEEK_CUR 1"
# 0 "" 2
# 131 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SEEK_END 2"
# 0 "" 2
# 134 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->PROT_READ 1"
# 0 "" 2
# 134 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->PROT_WRITE 2"
# 0 "" 2
# 134 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->PROT_EXEC 4"
# 0 "" 2
# 135 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MAP_SHARED 1"
# 0 "" 2
# 135 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MAP_PRIVATE 2"
# 0 "" 2
# 135 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MAP_FIXED 16"
# 0 "" 2
# 135 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MAP_ANONYMOUS 32"
# 0 "" 2
# 136 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MAP_FIXED_NOREPLACE 1048576"
# 0 "" 2
# 136 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MREMAP_MAYMOVE 1"
# 0 "" 2
# 136 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MREMAP_FIXED 2"
# 0 "" 2
# 139 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->CLONE_VM 256"
# 0 "" 2
# 139 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->CLONE_VFORK 16384"
# 0 "" 2
# 139 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->CLONE_SETTLS 524288"
# 0 "" 2
# 139 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->CLONE_PARENT_SETTID 1048576"
# 0 "" 2
# 140 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->CLONE_CHILD_SETTID 16777216"
# 0 "" 2
# 140 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->CLONE_CHILD_CLEARTID 2097152"
# 0 "" 2
# 140 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->CLONE_THREAD 65536"
# 0 "" 2
# 141 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->CLONE_SIGHAND 2048"
# 0 "" 2
# 144 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_ipc64_perm 36"
# 0 "" 2
# 145 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ipc64_perm_key 0"
# 0 "" 2
# 145 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ipc64_perm_uid 4"
# 0 "" 2
# 145 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ipc64_perm_gid 8"
# 0 "" 2
# 146 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ipc64_perm_cuid 12"
# 0 "" 2
# 146 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ipc64_perm_cgid 16"
# 0 "" 2
# 146 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ipc64_perm_mode 20"
# 0 "" 2
# 147 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ipc64_perm_seq 24"
# 0 "" 2
# 148 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_semid64_ds 64"
# 0 "" 2
# 149 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->semid64_ds_sem_otime 36"
# 0 "" 2
# 149 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->semid64_ds_sem_otime_high 40"
# 0 "" 2
# 150 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->semid64_ds_sem_ctime 44"
# 0 "" 2
# 150 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->semid64_ds_sem_ctime_high 48"
# 0 "" 2
# 151 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->semid64_ds_sem_nsems 52"
# 0 "" 2
# 152 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_msqid64_ds 88"
# 0 "" 2
# 153 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_stime 36"
# 0 "" 2
# 153 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_stime_high 40"
# 0 "" 2
# 154 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_rtime 44"
# 0 "" 2
# 154 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_rtime_high 48"
# 0 "" 2
# 155 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_ctime 52"
# 0 "" 2
# 155 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_ctime_high 56"
# 0 "" 2
# 156 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_cbytes 60"
# 0 "" 2
# 156 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_qnum 64"
# 0 "" 2
# 157 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_qbytes 68"
# 0 "" 2
# 157 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_lspid 72"
# 0 "" 2
# 158 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->msqid64_ds_msg_lrpid 76"
# 0 "" 2
# 159 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_shmid64_ds 84"
# 0 "" 2
# 160 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_segsz 36"
# 0 "" 2
# 160 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_atime 40"
# 0 "" 2
# 161 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_atime_high 44"
# 0 "" 2
# 161 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_dtime 48"
# 0 "" 2
# 162 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_dtime_high 52"
# 0 "" 2
# 162 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_ctime 56"
# 0 "" 2
# 163 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_ctime_high 60"
# 0 "" 2
# 163 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_cpid 64"
# 0 "" 2
# 164 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_lpid 68"
# 0 "" 2
# 164 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->shmid64_ds_shm_nattch 72"
# 0 "" 2
# 165 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_shminfo64 36"
# 0 "" 2
# 165 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_seminfo 40"
# 0 "" 2
# 165 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_msginfo 32"
# 0 "" 2
# 166 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->IPC_RMID 0"
# 0 "" 2
# 166 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->IPC_SET 1"
# 0 "" 2
# 166 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->IPC_STAT 2"
# 0 "" 2
# 166 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->IPC_INFO 3"
# 0 "" 2
# 166 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->IPC_64 256"
# 0 "" 2
# 167 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->GETPID 11"
# 0 "" 2
# 167 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->GETVAL 12"
# 0 "" 2
# 167 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->GETALL 13"
# 0 "" 2
# 167 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->GETNCNT 14"
# 0 "" 2
# 167 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->GETZCNT 15"
# 0 "" 2
# 168 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SETVAL 16"
# 0 "" 2
# 168 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SETALL 17"
# 0 "" 2
# 168 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SEM_STAT 18"
# 0 "" 2
# 168 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SEM_INFO 19"
# 0 "" 2
# 168 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->SEM_STAT_ANY 20"
# 0 "" 2
# 169 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MSG_STAT 11"
# 0 "" 2
# 169 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MSG_INFO 12"
# 0 "" 2
# 169 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->MSG_STAT_ANY 13"
# 0 "" 2
# 172 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_WAIT 0"
# 0 "" 2
# 172 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_WAKE 1"
# 0 "" 2
# 172 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_REQUEUE 3"
# 0 "" 2
# 172 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_CMP_REQUEUE 4"
# 0 "" 2
# 173 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_WAKE_OP 5"
# 0 "" 2
# 173 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_LOCK_PI 6"
# 0 "" 2
# 173 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_UNLOCK_PI 7"
# 0 "" 2
# 174 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_TRYLOCK_PI 8"
# 0 "" 2
# 174 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_WAIT_BITSET 9"
# 0 "" 2
# 174 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_WAKE_BITSET 10"
# 0 "" 2
# 175 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_WAIT_REQUEUE_PI 11"
# 0 "" 2
# 175 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_CMP_REQUEUE_PI 12"
# 0 "" 2
# 176 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_PRIVATE_FLAG 128"
# 0 "" 2
# 176 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->FUTEX_CLOCK_REALTIME 256"
# 0 "" 2
# 177 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->CSIGNAL 255"
# 0 "" 2
# 178 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_NULL 0"
# 0 "" 2
# 178 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_PHDR 3"
# 0 "" 2
# 178 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_PHENT 4"
# 0 "" 2
# 178 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_PHNUM 5"
# 0 "" 2
# 178 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_PAGESZ 6"
# 0 "" 2
# 179 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_BASE 7"
# 0 "" 2
# 179 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_FLAGS 8"
# 0 "" 2
# 179 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_ENTRY 9"
# 0 "" 2
# 179 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_UID 11"
# 0 "" 2
# 179 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_EUID 12"
# 0 "" 2
# 180 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_GID 13"
# 0 "" 2
# 180 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_EGID 14"
# 0 "" 2
# 180 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_HWCAP 16"
# 0 "" 2
# 180 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_CLKTCK 17"
# 0 "" 2
# 180 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_SECURE 23"
# 0 "" 2
# 181 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_RANDOM 25"
# 0 "" 2
# 181 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->AT_EXECFN 31"
# 0 "" 2
# 184 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_old_timespec 8"
# 0 "" 2
# 185 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_timespec64 16"
# 0 "" 2
# 186 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_old_timeval 8"
# 0 "" 2
# 187 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_rusage 72"
# 0 "" 2
# 187 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_rlimit 8"
# 0 "" 2
# 187 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_rlimit64 16"
# 0 "" 2
# 187 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_tms 16"
# 0 "" 2
# 187 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_sysinfo 64"
# 0 "" 2
# 188 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_uptime 0"
# 0 "" 2
# 188 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_loads 4"
# 0 "" 2
# 188 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_totalram 16"
# 0 "" 2
# 189 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_freeram 20"
# 0 "" 2
# 189 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_sharedram 24"
# 0 "" 2
# 189 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_bufferram 28"
# 0 "" 2
# 190 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_totalswap 32"
# 0 "" 2
# 190 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_freeswap 36"
# 0 "" 2
# 190 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_procs 40"
# 0 "" 2
# 191 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_totalhigh 44"
# 0 "" 2
# 191 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_freehigh 48"
# 0 "" 2
# 191 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sysinfo_mem_unit 52"
# 0 "" 2
# 192 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_new_utsname 390"
# 0 "" 2
# 193 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->sizeof_iovec 8"
# 0 "" 2
# 194 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RLIMIT_CPU 0"
# 0 "" 2
# 194 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RLIMIT_FSIZE 1"
# 0 "" 2
# 194 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RLIMIT_DATA 2"
# 0 "" 2
# 194 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RLIMIT_STACK 3"
# 0 "" 2
# 195 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RLIMIT_CORE 4"
# 0 "" 2
# 195 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RLIMIT_NOFILE 7"
# 0 "" 2
# 195 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RLIMIT_AS 9"
# 0 "" 2
# 195 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RLIM_NLIMITS 16"
# 0 "" 2
# 196 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RUSAGE_SELF 0"
# 0 "" 2
# 196 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->RUSAGE_CHILDREN -1"
# 0 "" 2
# 197 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->WNOHANG 1"
# 0 "" 2
# 197 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->WUNTRACED 2"
# 0 "" 2
# 200 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->EPERM 1"
# 0 "" 2
# 200 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ENOENT 2"
# 0 "" 2
# 200 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->EINTR 4"
# 0 "" 2
# 200 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->EBADF 9"
# 0 "" 2
# 200 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ENOMEM 12"
# 0 "" 2
# 200 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->EACCES 13"
# 0 "" 2
# 201 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->EFAULT 14"
# 0 "" 2
# 201 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->EINVAL 22"
# 0 "" 2
# 201 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ENOSYS 38"
# 0 "" 2
# 201 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ENOEXEC 8"
# 0 "" 2
# 201 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->E2BIG 7"
# 0 "" 2
# 202 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ENAMETOOLONG 36"
# 0 "" 2
# 202 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ERANGE 34"
# 0 "" 2
# 202 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ENOTTY 25"
# 0 "" 2
# 202 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->EAGAIN 11"
# 0 "" 2
# 202 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ECHILD 10"
# 0 "" 2
# 203 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ESRCH 3"
# 0 "" 2
# 203 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->EEXIST 17"
# 0 "" 2
# 203 "/work/main/sim/k1/linux/abi-gen.c" 1
	
.ascii "->ENOTDIR 20"
# 0 "" 2
#NO_APP
	nop
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa 4, 4
	ret
	.cfi_endproc
.LFE0:
	.size	abi_gen, .-abi_gen
	.section	.text.__x86.get_pc_thunk.ax,"axG",@progbits,__x86.get_pc_thunk.ax,comdat
	.globl	__x86.get_pc_thunk.ax
	.hidden	__x86.get_pc_thunk.ax
	.type	__x86.get_pc_thunk.ax, @function
__x86.get_pc_thunk.ax:
.LFB1:
	.cfi_startproc
	movl	(%esp), %eax
	ret
	.cfi_endproc
.LFE1:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
