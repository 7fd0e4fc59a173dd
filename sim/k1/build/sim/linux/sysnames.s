	.file	"sysnames-gen.c"
	.text
	.globl	sysnames_gen
	.type	sysnames_gen, @function
sysnames_gen:
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
# 1 "build/sim/linux/sysnames.list" 1
	
.ascii "->accept 202"
# 0 "" 2
# 2 "build/sim/linux/sysnames.list" 1
	
.ascii "->accept4 242"
# 0 "" 2
# 3 "build/sim/linux/sysnames.list" 1
	
.ascii "->acct 89"
# 0 "" 2
# 4 "build/sim/linux/sysnames.list" 1
	
.ascii "->add_key 217"
# 0 "" 2
# 5 "build/sim/linux/sysnames.list" 1
	
.ascii "->adjtimex 171"
# 0 "" 2
# 6 "build/sim/linux/sysnames.list" 1
	
.ascii "->arch_specific_syscall 244"
# 0 "" 2
# 7 "build/sim/linux/sysnames.list" 1
	
.ascii "->bind 200"
# 0 "" 2
# 8 "build/sim/linux/sysnames.list" 1
	
.ascii "->bpf 280"
# 0 "" 2
# 9 "build/sim/linux/sysnames.list" 1
	
.ascii "->brk 214"
# 0 "" 2
# 10 "build/sim/linux/sysnames.list" 1
	
.ascii "->capget 90"
# 0 "" 2
# 11 "build/sim/linux/sysnames.list" 1
	
.ascii "->capset 91"
# 0 "" 2
# 12 "build/sim/linux/sysnames.list" 1
	
.ascii "->chdir 49"
# 0 "" 2
# 13 "build/sim/linux/sysnames.list" 1
	
.ascii "->chroot 51"
# 0 "" 2
# 14 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_adjtime 266"
# 0 "" 2
# 15 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_adjtime64 405"
# 0 "" 2
# 16 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_getres 114"
# 0 "" 2
# 17 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_getres_time64 406"
# 0 "" 2
# 18 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_gettime 113"
# 0 "" 2
# 19 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_gettime64 403"
# 0 "" 2
# 20 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_nanosleep 115"
# 0 "" 2
# 21 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_nanosleep_time64 407"
# 0 "" 2
# 22 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_settime 112"
# 0 "" 2
# 23 "build/sim/linux/sysnames.list" 1
	
.ascii "->clock_settime64 404"
# 0 "" 2
# 24 "build/sim/linux/sysnames.list" 1
	
.ascii "->clone 220"
# 0 "" 2
# 25 "build/sim/linux/sysnames.list" 1
	
.ascii "->close 57"
# 0 "" 2
# 26 "build/sim/linux/sysnames.list" 1
	
.ascii "->close_range 436"
# 0 "" 2
# 27 "build/sim/linux/sysnames.list" 1
	
.ascii "->connect 203"
# 0 "" 2
# 28 "build/sim/linux/sysnames.list" 1
	
.ascii "->copy_file_range 285"
# 0 "" 2
# 29 "build/sim/linux/sysnames.list" 1
	
.ascii "->delete_module 106"
# 0 "" 2
# 30 "build/sim/linux/sysnames.list" 1
	
.ascii "->dup 23"
# 0 "" 2
# 31 "build/sim/linux/sysnames.list" 1
	
.ascii "->dup3 24"
# 0 "" 2
# 32 "build/sim/linux/sysnames.list" 1
	
.ascii "->epoll_create1 20"
# 0 "" 2
# 33 "build/sim/linux/sysnames.list" 1
	
.ascii "->epoll_ctl 21"
# 0 "" 2
# 34 "build/sim/linux/sysnames.list" 1
	
.ascii "->epoll_pwait 22"
# 0 "" 2
# 35 "build/sim/linux/sysnames.list" 1
	
.ascii "->epoll_pwait2 441"
# 0 "" 2
# 36 "build/sim/linux/sysnames.list" 1
	
.ascii "->eventfd2 19"
# 0 "" 2
# 37 "build/sim/linux/sysnames.list" 1
	
.ascii "->execve 221"
# 0 "" 2
# 38 "build/sim/linux/sysnames.list" 1
	
.ascii "->execveat 281"
# 0 "" 2
# 39 "build/sim/linux/sysnames.list" 1
	
.ascii "->exit 93"
# 0 "" 2
# 40 "build/sim/linux/sysnames.list" 1
	
.ascii "->exit_group 94"
# 0 "" 2
# 41 "build/sim/linux/sysnames.list" 1
	
.ascii "->faccessat 48"
# 0 "" 2
# 42 "build/sim/linux/sysnames.list" 1
	
.ascii "->faccessat2 439"
# 0 "" 2
# 43 "build/sim/linux/sysnames.list" 1
	
.ascii "->fadvise64_64 223"
# 0 "" 2
# 44 "build/sim/linux/sysnames.list" 1
	
.ascii "->fallocate 47"
# 0 "" 2
# 45 "build/sim/linux/sysnames.list" 1
	
.ascii "->fanotify_init 262"
# 0 "" 2
# 46 "build/sim/linux/sysnames.list" 1
	
.ascii "->fanotify_mark 263"
# 0 "" 2
# 47 "build/sim/linux/sysnames.list" 1
	
.ascii "->fchdir 50"
# 0 "" 2
# 48 "build/sim/linux/sysnames.list" 1
	
.ascii "->fchmod 52"
# 0 "" 2
# 49 "build/sim/linux/sysnames.list" 1
	
.ascii "->fchmodat 53"
# 0 "" 2
# 50 "build/sim/linux/sysnames.list" 1
	
.ascii "->fchown 55"
# 0 "" 2
# 51 "build/sim/linux/sysnames.list" 1
	
.ascii "->fchownat 54"
# 0 "" 2
# 52 "build/sim/linux/sysnames.list" 1
	
.ascii "->fcntl64 25"
# 0 "" 2
# 53 "build/sim/linux/sysnames.list" 1
	
.ascii "->fdatasync 83"
# 0 "" 2
# 54 "build/sim/linux/sysnames.list" 1
	
.ascii "->fgetxattr 10"
# 0 "" 2
# 55 "build/sim/linux/sysnames.list" 1
	
.ascii "->finit_module 273"
# 0 "" 2
# 56 "build/sim/linux/sysnames.list" 1
	
.ascii "->flistxattr 13"
# 0 "" 2
# 57 "build/sim/linux/sysnames.list" 1
	
.ascii "->flock 32"
# 0 "" 2
# 58 "build/sim/linux/sysnames.list" 1
	
.ascii "->fremovexattr 16"
# 0 "" 2
# 59 "build/sim/linux/sysnames.list" 1
	
.ascii "->fsconfig 431"
# 0 "" 2
# 60 "build/sim/linux/sysnames.list" 1
	
.ascii "->fsetxattr 7"
# 0 "" 2
# 61 "build/sim/linux/sysnames.list" 1
	
.ascii "->fsmount 432"
# 0 "" 2
# 62 "build/sim/linux/sysnames.list" 1
	
.ascii "->fsopen 430"
# 0 "" 2
# 63 "build/sim/linux/sysnames.list" 1
	
.ascii "->fspick 433"
# 0 "" 2
# 64 "build/sim/linux/sysnames.list" 1
	
.ascii "->fstat64 80"
# 0 "" 2
# 65 "build/sim/linux/sysnames.list" 1
	
.ascii "->fstatat64 79"
# 0 "" 2
# 66 "build/sim/linux/sysnames.list" 1
	
.ascii "->fstatfs64 44"
# 0 "" 2
# 67 "build/sim/linux/sysnames.list" 1
	
.ascii "->fsync 82"
# 0 "" 2
# 68 "build/sim/linux/sysnames.list" 1
	
.ascii "->ftruncate64 46"
# 0 "" 2
# 69 "build/sim/linux/sysnames.list" 1
	
.ascii "->futex 98"
# 0 "" 2
# 70 "build/sim/linux/sysnames.list" 1
	
.ascii "->futex_time64 422"
# 0 "" 2
# 71 "build/sim/linux/sysnames.list" 1
	
.ascii "->futex_waitv 449"
# 0 "" 2
# 72 "build/sim/linux/sysnames.list" 1
	
.ascii "->get_mempolicy 236"
# 0 "" 2
# 73 "build/sim/linux/sysnames.list" 1
	
.ascii "->get_robust_list 100"
# 0 "" 2
# 74 "build/sim/linux/sysnames.list" 1
	
.ascii "->getcpu 168"
# 0 "" 2
# 75 "build/sim/linux/sysnames.list" 1
	
.ascii "->getcwd 17"
# 0 "" 2
# 76 "build/sim/linux/sysnames.list" 1
	
.ascii "->getdents64 61"
# 0 "" 2
# 77 "build/sim/linux/sysnames.list" 1
	
.ascii "->getegid 177"
# 0 "" 2
# 78 "build/sim/linux/sysnames.list" 1
	
.ascii "->geteuid 175"
# 0 "" 2
# 79 "build/sim/linux/sysnames.list" 1
	
.ascii "->getgid 176"
# 0 "" 2
# 80 "build/sim/linux/sysnames.list" 1
	
.ascii "->getgroups 158"
# 0 "" 2
# 81 "build/sim/linux/sysnames.list" 1
	
.ascii "->getitimer 102"
# 0 "" 2
# 82 "build/sim/linux/sysnames.list" 1
	
.ascii "->getpeername 205"
# 0 "" 2
# 83 "build/sim/linux/sysnames.list" 1
	
.ascii "->getpgid 155"
# 0 "" 2
# 84 "build/sim/linux/sysnames.list" 1
	
.ascii "->getpid 172"
# 0 "" 2
# 85 "build/sim/linux/sysnames.list" 1
	
.ascii "->getppid 173"
# 0 "" 2
# 86 "build/sim/linux/sysnames.list" 1
	
.ascii "->getpriority 141"
# 0 "" 2
# 87 "build/sim/linux/sysnames.list" 1
	
.ascii "->getrandom 278"
# 0 "" 2
# 88 "build/sim/linux/sysnames.list" 1
	
.ascii "->getresgid 150"
# 0 "" 2
# 89 "build/sim/linux/sysnames.list" 1
	
.ascii "->getresuid 148"
# 0 "" 2
# 90 "build/sim/linux/sysnames.list" 1
	
.ascii "->getrlimit 163"
# 0 "" 2
# 91 "build/sim/linux/sysnames.list" 1
	
.ascii "->getrusage 165"
# 0 "" 2
# 92 "build/sim/linux/sysnames.list" 1
	
.ascii "->getsid 156"
# 0 "" 2
# 93 "build/sim/linux/sysnames.list" 1
	
.ascii "->getsockname 204"
# 0 "" 2
# 94 "build/sim/linux/sysnames.list" 1
	
.ascii "->getsockopt 209"
# 0 "" 2
# 95 "build/sim/linux/sysnames.list" 1
	
.ascii "->gettid 178"
# 0 "" 2
# 96 "build/sim/linux/sysnames.list" 1
	
.ascii "->gettimeofday 169"
# 0 "" 2
# 97 "build/sim/linux/sysnames.list" 1
	
.ascii "->getuid 174"
# 0 "" 2
# 98 "build/sim/linux/sysnames.list" 1
	
.ascii "->getxattr 8"
# 0 "" 2
# 99 "build/sim/linux/sysnames.list" 1
	
.ascii "->init_module 105"
# 0 "" 2
# 100 "build/sim/linux/sysnames.list" 1
	
.ascii "->inotify_add_watch 27"
# 0 "" 2
# 101 "build/sim/linux/sysnames.list" 1
	
.ascii "->inotify_init1 26"
# 0 "" 2
# 102 "build/sim/linux/sysnames.list" 1
	
.ascii "->inotify_rm_watch 28"
# 0 "" 2
# 103 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_cancel 3"
# 0 "" 2
# 104 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_destroy 1"
# 0 "" 2
# 105 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_getevents 4"
# 0 "" 2
# 106 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_pgetevents 292"
# 0 "" 2
# 107 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_pgetevents_time64 416"
# 0 "" 2
# 108 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_setup 0"
# 0 "" 2
# 109 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_submit 2"
# 0 "" 2
# 110 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_uring_enter 426"
# 0 "" 2
# 111 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_uring_register 427"
# 0 "" 2
# 112 "build/sim/linux/sysnames.list" 1
	
.ascii "->io_uring_setup 425"
# 0 "" 2
# 113 "build/sim/linux/sysnames.list" 1
	
.ascii "->ioctl 29"
# 0 "" 2
# 114 "build/sim/linux/sysnames.list" 1
	
.ascii "->ioprio_get 31"
# 0 "" 2
# 115 "build/sim/linux/sysnames.list" 1
	
.ascii "->ioprio_set 30"
# 0 "" 2
# 116 "build/sim/linux/sysnames.list" 1
	
.ascii "->kcmp 272"
# 0 "" 2
# 117 "build/sim/linux/sysnames.list" 1
	
.ascii "->kexec_file_load 294"
# 0 "" 2
# 118 "build/sim/linux/sysnames.list" 1
	
.ascii "->kexec_load 104"
# 0 "" 2
# 119 "build/sim/linux/sysnames.list" 1
	
.ascii "->keyctl 219"
# 0 "" 2
# 120 "build/sim/linux/sysnames.list" 1
	
.ascii "->kill 129"
# 0 "" 2
# 121 "build/sim/linux/sysnames.list" 1
	
.ascii "->landlock_add_rule 445"
# 0 "" 2
# 122 "build/sim/linux/sysnames.list" 1
	
.ascii "->landlock_create_ruleset 444"
# 0 "" 2
# 123 "build/sim/linux/sysnames.list" 1
	
.ascii "->landlock_restrict_self 446"
# 0 "" 2
# 124 "build/sim/linux/sysnames.list" 1
	
.ascii "->lgetxattr 9"
# 0 "" 2
# 125 "build/sim/linux/sysnames.list" 1
	
.ascii "->linkat 37"
# 0 "" 2
# 126 "build/sim/linux/sysnames.list" 1
	
.ascii "->listen 201"
# 0 "" 2
# 127 "build/sim/linux/sysnames.list" 1
	
.ascii "->listxattr 11"
# 0 "" 2
# 128 "build/sim/linux/sysnames.list" 1
	
.ascii "->llistxattr 12"
# 0 "" 2
# 129 "build/sim/linux/sysnames.list" 1
	
.ascii "->llseek 62"
# 0 "" 2
# 130 "build/sim/linux/sysnames.list" 1
	
.ascii "->lookup_dcookie 18"
# 0 "" 2
# 131 "build/sim/linux/sysnames.list" 1
	
.ascii "->lremovexattr 15"
# 0 "" 2
# 132 "build/sim/linux/sysnames.list" 1
	
.ascii "->lsetxattr 6"
# 0 "" 2
# 133 "build/sim/linux/sysnames.list" 1
	
.ascii "->madvise 233"
# 0 "" 2
# 134 "build/sim/linux/sysnames.list" 1
	
.ascii "->mbind 235"
# 0 "" 2
# 135 "build/sim/linux/sysnames.list" 1
	
.ascii "->membarrier 283"
# 0 "" 2
# 136 "build/sim/linux/sysnames.list" 1
	
.ascii "->memfd_create 279"
# 0 "" 2
# 137 "build/sim/linux/sysnames.list" 1
	
.ascii "->migrate_pages 238"
# 0 "" 2
# 138 "build/sim/linux/sysnames.list" 1
	
.ascii "->mincore 232"
# 0 "" 2
# 139 "build/sim/linux/sysnames.list" 1
	
.ascii "->mkdirat 34"
# 0 "" 2
# 140 "build/sim/linux/sysnames.list" 1
	
.ascii "->mknodat 33"
# 0 "" 2
# 141 "build/sim/linux/sysnames.list" 1
	
.ascii "->mlock 228"
# 0 "" 2
# 142 "build/sim/linux/sysnames.list" 1
	
.ascii "->mlock2 284"
# 0 "" 2
# 143 "build/sim/linux/sysnames.list" 1
	
.ascii "->mlockall 230"
# 0 "" 2
# 144 "build/sim/linux/sysnames.list" 1
	
.ascii "->mmap2 222"
# 0 "" 2
# 145 "build/sim/linux/sysnames.list" 1
	
.ascii "->mount 40"
# 0 "" 2
# 146 "build/sim/linux/sysnames.list" 1
	
.ascii "->mount_setattr 442"
# 0 "" 2
# 147 "build/sim/linux/sysnames.list" 1
	
.ascii "->move_mount 429"
# 0 "" 2
# 148 "build/sim/linux/sysnames.list" 1
	
.ascii "->move_pages 239"
# 0 "" 2
# 149 "build/sim/linux/sysnames.list" 1
	
.ascii "->mprotect 226"
# 0 "" 2
# 150 "build/sim/linux/sysnames.list" 1
	
.ascii "->mq_getsetattr 185"
# 0 "" 2
# 151 "build/sim/linux/sysnames.list" 1
	
.ascii "->mq_notify 184"
# 0 "" 2
# 152 "build/sim/linux/sysnames.list" 1
	
.ascii "->mq_open 180"
# 0 "" 2
# 153 "build/sim/linux/sysnames.list" 1
	
.ascii "->mq_timedreceive 183"
# 0 "" 2
# 154 "build/sim/linux/sysnames.list" 1
	
.ascii "->mq_timedreceive_time64 419"
# 0 "" 2
# 155 "build/sim/linux/sysnames.list" 1
	
.ascii "->mq_timedsend 182"
# 0 "" 2
# 156 "build/sim/linux/sysnames.list" 1
	
.ascii "->mq_timedsend_time64 418"
# 0 "" 2
# 157 "build/sim/linux/sysnames.list" 1
	
.ascii "->mq_unlink 181"
# 0 "" 2
# 158 "build/sim/linux/sysnames.list" 1
	
.ascii "->mremap 216"
# 0 "" 2
# 159 "build/sim/linux/sysnames.list" 1
	
.ascii "->msgctl 187"
# 0 "" 2
# 160 "build/sim/linux/sysnames.list" 1
	
.ascii "->msgget 186"
# 0 "" 2
# 161 "build/sim/linux/sysnames.list" 1
	
.ascii "->msgrcv 188"
# 0 "" 2
# 162 "build/sim/linux/sysnames.list" 1
	
.ascii "->msgsnd 189"
# 0 "" 2
# 163 "build/sim/linux/sysnames.list" 1
	
.ascii "->msync 227"
# 0 "" 2
# 164 "build/sim/linux/sysnames.list" 1
	
.ascii "->munlock 229"
# 0 "" 2
# 165 "build/sim/linux/sysnames.list" 1
	
.ascii "->munlockall 231"
# 0 "" 2
# 166 "build/sim/linux/sysnames.list" 1
	
.ascii "->munmap 215"
# 0 "" 2
# 167 "build/sim/linux/sysnames.list" 1
	
.ascii "->name_to_handle_at 264"
# 0 "" 2
# 168 "build/sim/linux/sysnames.list" 1
	
.ascii "->nanosleep 101"
# 0 "" 2
# 169 "build/sim/linux/sysnames.list" 1
	
.ascii "->nfsservctl 42"
# 0 "" 2
# 170 "build/sim/linux/sysnames.list" 1
	
.ascii "->open_by_handle_at 265"
# 0 "" 2
# 171 "build/sim/linux/sysnames.list" 1
	
.ascii "->open_tree 428"
# 0 "" 2
# 172 "build/sim/linux/sysnames.list" 1
	
.ascii "->openat 56"
# 0 "" 2
# 173 "build/sim/linux/sysnames.list" 1
	
.ascii "->openat2 437"
# 0 "" 2
# 174 "build/sim/linux/sysnames.list" 1
	
.ascii "->perf_event_open 241"
# 0 "" 2
# 175 "build/sim/linux/sysnames.list" 1
	
.ascii "->personality 92"
# 0 "" 2
# 176 "build/sim/linux/sysnames.list" 1
	
.ascii "->pidfd_getfd 438"
# 0 "" 2
# 177 "build/sim/linux/sysnames.list" 1
	
.ascii "->pidfd_open 434"
# 0 "" 2
# 178 "build/sim/linux/sysnames.list" 1
	
.ascii "->pidfd_send_signal 424"
# 0 "" 2
# 179 "build/sim/linux/sysnames.list" 1
	
.ascii "->pipe2 59"
# 0 "" 2
# 180 "build/sim/linux/sysnames.list" 1
	
.ascii "->pivot_root 41"
# 0 "" 2
# 181 "build/sim/linux/sysnames.list" 1
	
.ascii "->pkey_alloc 289"
# 0 "" 2
# 182 "build/sim/linux/sysnames.list" 1
	
.ascii "->pkey_free 290"
# 0 "" 2
# 183 "build/sim/linux/sysnames.list" 1
	
.ascii "->pkey_mprotect 288"
# 0 "" 2
# 184 "build/sim/linux/sysnames.list" 1
	
.ascii "->ppoll 73"
# 0 "" 2
# 185 "build/sim/linux/sysnames.list" 1
	
.ascii "->ppoll_time64 414"
# 0 "" 2
# 186 "build/sim/linux/sysnames.list" 1
	
.ascii "->prctl 167"
# 0 "" 2
# 187 "build/sim/linux/sysnames.list" 1
	
.ascii "->pread64 67"
# 0 "" 2
# 188 "build/sim/linux/sysnames.list" 1
	
.ascii "->preadv 69"
# 0 "" 2
# 189 "build/sim/linux/sysnames.list" 1
	
.ascii "->preadv2 286"
# 0 "" 2
# 190 "build/sim/linux/sysnames.list" 1
	
.ascii "->prlimit64 261"
# 0 "" 2
# 191 "build/sim/linux/sysnames.list" 1
	
.ascii "->process_madvise 440"
# 0 "" 2
# 192 "build/sim/linux/sysnames.list" 1
	
.ascii "->process_mrelease 448"
# 0 "" 2
# 193 "build/sim/linux/sysnames.list" 1
	
.ascii "->process_vm_readv 270"
# 0 "" 2
# 194 "build/sim/linux/sysnames.list" 1
	
.ascii "->process_vm_writev 271"
# 0 "" 2
# 195 "build/sim/linux/sysnames.list" 1
	
.ascii "->pselect6 72"
# 0 "" 2
# 196 "build/sim/linux/sysnames.list" 1
	
.ascii "->pselect6_time64 413"
# 0 "" 2
# 197 "build/sim/linux/sysnames.list" 1
	
.ascii "->ptrace 117"
# 0 "" 2
# 198 "build/sim/linux/sysnames.list" 1
	
.ascii "->pwrite64 68"
# 0 "" 2
# 199 "build/sim/linux/sysnames.list" 1
	
.ascii "->pwritev 70"
# 0 "" 2
# 200 "build/sim/linux/sysnames.list" 1
	
.ascii "->pwritev2 287"
# 0 "" 2
# 201 "build/sim/linux/sysnames.list" 1
	
.ascii "->quotactl 60"
# 0 "" 2
# 202 "build/sim/linux/sysnames.list" 1
	
.ascii "->quotactl_fd 443"
# 0 "" 2
# 203 "build/sim/linux/sysnames.list" 1
	
.ascii "->read 63"
# 0 "" 2
# 204 "build/sim/linux/sysnames.list" 1
	
.ascii "->readahead 213"
# 0 "" 2
# 205 "build/sim/linux/sysnames.list" 1
	
.ascii "->readlinkat 78"
# 0 "" 2
# 206 "build/sim/linux/sysnames.list" 1
	
.ascii "->readv 65"
# 0 "" 2
# 207 "build/sim/linux/sysnames.list" 1
	
.ascii "->reboot 142"
# 0 "" 2
# 208 "build/sim/linux/sysnames.list" 1
	
.ascii "->recvfrom 207"
# 0 "" 2
# 209 "build/sim/linux/sysnames.list" 1
	
.ascii "->recvmmsg 243"
# 0 "" 2
# 210 "build/sim/linux/sysnames.list" 1
	
.ascii "->recvmmsg_time64 417"
# 0 "" 2
# 211 "build/sim/linux/sysnames.list" 1
	
.ascii "->recvmsg 212"
# 0 "" 2
# 212 "build/sim/linux/sysnames.list" 1
	
.ascii "->remap_file_pages 234"
# 0 "" 2
# 213 "build/sim/linux/sysnames.list" 1
	
.ascii "->removexattr 14"
# 0 "" 2
# 214 "build/sim/linux/sysnames.list" 1
	
.ascii "->renameat 38"
# 0 "" 2
# 215 "build/sim/linux/sysnames.list" 1
	
.ascii "->renameat2 276"
# 0 "" 2
# 216 "build/sim/linux/sysnames.list" 1
	
.ascii "->request_key 218"
# 0 "" 2
# 217 "build/sim/linux/sysnames.list" 1
	
.ascii "->restart_syscall 128"
# 0 "" 2
# 218 "build/sim/linux/sysnames.list" 1
	
.ascii "->rseq 293"
# 0 "" 2
# 219 "build/sim/linux/sysnames.list" 1
	
.ascii "->rt_sigaction 134"
# 0 "" 2
# 220 "build/sim/linux/sysnames.list" 1
	
.ascii "->rt_sigpending 136"
# 0 "" 2
# 221 "build/sim/linux/sysnames.list" 1
	
.ascii "->rt_sigprocmask 135"
# 0 "" 2
# 222 "build/sim/linux/sysnames.list" 1
	
.ascii "->rt_sigqueueinfo 138"
# 0 "" 2
# 223 "build/sim/linux/sysnames.list" 1
	
.ascii "->rt_sigreturn 139"
# 0 "" 2
# 224 "build/sim/linux/sysnames.list" 1
	
.ascii "->rt_sigsuspend 133"
# 0 "" 2
# 225 "build/sim/linux/sysnames.list" 1
	
.ascii "->rt_sigtimedwait 137"
# 0 "" 2
# 226 "build/sim/linux/sysnames.list" 1
	
.ascii "->rt_sigtimedwait_time64 421"
# 0 "" 2
# 227 "build/sim/linux/sysnames.list" 1
	
.ascii "->rt_tgsigqueueinfo 240"
# 0 "" 2
# 228 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_get_priority_max 125"
# 0 "" 2
# 229 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_get_priority_min 126"
# 0 "" 2
# 230 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_getaffinity 123"
# 0 "" 2
# 231 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_getattr 275"
# 0 "" 2
# 232 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_getparam 121"
# 0 "" 2
# 233 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_getscheduler 120"
# 0 "" 2
# 234 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_rr_get_interval 127"
# 0 "" 2
# 235 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_rr_get_interval_time64 423"
# 0 "" 2
# 236 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_setaffinity 122"
# 0 "" 2
# 237 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_setattr 274"
# 0 "" 2
# 238 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_setparam 118"
# 0 "" 2
# 239 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_setscheduler 119"
# 0 "" 2
# 240 "build/sim/linux/sysnames.list" 1
	
.ascii "->sched_yield 124"
# 0 "" 2
# 241 "build/sim/linux/sysnames.list" 1
	
.ascii "->seccomp 277"
# 0 "" 2
# 242 "build/sim/linux/sysnames.list" 1
	
.ascii "->semctl 191"
# 0 "" 2
# 243 "build/sim/linux/sysnames.list" 1
	
.ascii "->semget 190"
# 0 "" 2
# 244 "build/sim/linux/sysnames.list" 1
	
.ascii "->semop 193"
# 0 "" 2
# 245 "build/sim/linux/sysnames.list" 1
	
.ascii "->semtimedop 192"
# 0 "" 2
# 246 "build/sim/linux/sysnames.list" 1
	
.ascii "->semtimedop_time64 420"
# 0 "" 2
# 247 "build/sim/linux/sysnames.list" 1
	
.ascii "->sendfile64 71"
# 0 "" 2
# 248 "build/sim/linux/sysnames.list" 1
	
.ascii "->sendmmsg 269"
# 0 "" 2
# 249 "build/sim/linux/sysnames.list" 1
	
.ascii "->sendmsg 211"
# 0 "" 2
# 250 "build/sim/linux/sysnames.list" 1
	
.ascii "->sendto 206"
# 0 "" 2
# 251 "build/sim/linux/sysnames.list" 1
	
.ascii "->set_mempolicy 237"
# 0 "" 2
# 252 "build/sim/linux/sysnames.list" 1
	
.ascii "->set_mempolicy_home_node 450"
# 0 "" 2
# 253 "build/sim/linux/sysnames.list" 1
	
.ascii "->set_robust_list 99"
# 0 "" 2
# 254 "build/sim/linux/sysnames.list" 1
	
.ascii "->set_tid_address 96"
# 0 "" 2
# 255 "build/sim/linux/sysnames.list" 1
	
.ascii "->setdomainname 162"
# 0 "" 2
# 256 "build/sim/linux/sysnames.list" 1
	
.ascii "->setfsgid 152"
# 0 "" 2
# 257 "build/sim/linux/sysnames.list" 1
	
.ascii "->setfsuid 151"
# 0 "" 2
# 258 "build/sim/linux/sysnames.list" 1
	
.ascii "->setgid 144"
# 0 "" 2
# 259 "build/sim/linux/sysnames.list" 1
	
.ascii "->setgroups 159"
# 0 "" 2
# 260 "build/sim/linux/sysnames.list" 1
	
.ascii "->sethostname 161"
# 0 "" 2
# 261 "build/sim/linux/sysnames.list" 1
	
.ascii "->setitimer 103"
# 0 "" 2
# 262 "build/sim/linux/sysnames.list" 1
	
.ascii "->setns 268"
# 0 "" 2
# 263 "build/sim/linux/sysnames.list" 1
	
.ascii "->setpgid 154"
# 0 "" 2
# 264 "build/sim/linux/sysnames.list" 1
	
.ascii "->setpriority 140"
# 0 "" 2
# 265 "build/sim/linux/sysnames.list" 1
	
.ascii "->setregid 143"
# 0 "" 2
# 266 "build/sim/linux/sysnames.list" 1
	
.ascii "->setresgid 149"
# 0 "" 2
# 267 "build/sim/linux/sysnames.list" 1
	
.ascii "->setresuid 147"
# 0 "" 2
# 268 "build/sim/linux/sysnames.list" 1
	
.ascii "->setreuid 145"
# 0 "" 2
# 269 "build/sim/linux/sysnames.list" 1
	
.ascii "->setrlimit 164"
# 0 "" 2
# 270 "build/sim/linux/sysnames.list" 1
	
.ascii "->setsid 157"
# 0 "" 2
# 271 "build/sim/linux/sysnames.list" 1
	
.ascii "->setsockopt 208"
# 0 "" 2
# 272 "build/sim/linux/sysnames.list" 1
	
.ascii "->settimeofday 170"
# 0 "" 2
# 273 "build/sim/linux/sysnames.list" 1
	
.ascii "->setuid 146"
# 0 "" 2
# 274 "build/sim/linux/sysnames.list" 1
	
.ascii "->setxattr 5"
# 0 "" 2
# 275 "build/sim/linux/sysnames.list" 1
	
.ascii "->shmat 196"
# 0 "" 2
# 276 "build/sim/linux/sysnames.list" 1
	
.ascii "->shmctl 195"
# 0 "" 2
# 277 "build/sim/linux/sysnames.list" 1
	
.ascii "->shmdt 197"
# 0 "" 2
# 278 "build/sim/linux/sysnames.list" 1
	
.ascii "->shmget 194"
# 0 "" 2
# 279 "build/sim/linux/sysnames.list" 1
	
.ascii "->shutdown 210"
# 0 "" 2
# 280 "build/sim/linux/sysnames.list" 1
	
.ascii "->sigaltstack 132"
# 0 "" 2
# 281 "build/sim/linux/sysnames.list" 1
	
.ascii "->signalfd4 74"
# 0 "" 2
# 282 "build/sim/linux/sysnames.list" 1
	
.ascii "->socket 198"
# 0 "" 2
# 283 "build/sim/linux/sysnames.list" 1
	
.ascii "->socketpair 199"
# 0 "" 2
# 284 "build/sim/linux/sysnames.list" 1
	
.ascii "->splice 76"
# 0 "" 2
# 285 "build/sim/linux/sysnames.list" 1
	
.ascii "->statfs64 43"
# 0 "" 2
# 286 "build/sim/linux/sysnames.list" 1
	
.ascii "->statx 291"
# 0 "" 2
# 287 "build/sim/linux/sysnames.list" 1
	
.ascii "->swapoff 225"
# 0 "" 2
# 288 "build/sim/linux/sysnames.list" 1
	
.ascii "->swapon 224"
# 0 "" 2
# 289 "build/sim/linux/sysnames.list" 1
	
.ascii "->symlinkat 36"
# 0 "" 2
# 290 "build/sim/linux/sysnames.list" 1
	
.ascii "->sync 81"
# 0 "" 2
# 291 "build/sim/linux/sysnames.list" 1
	
.ascii "->sync_file_range 84"
# 0 "" 2
# 292 "build/sim/linux/sysnames.list" 1
	
.ascii "->syncfs 267"
# 0 "" 2
# 293 "build/sim/linux/sysnames.list" 1
	
.ascii "->sysinfo 179"
# 0 "" 2
# 294 "build/sim/linux/sysnames.list" 1
	
.ascii "->syslog 116"
# 0 "" 2
# 295 "build/sim/linux/sysnames.list" 1
	
.ascii "->tee 77"
# 0 "" 2
# 296 "build/sim/linux/sysnames.list" 1
	
.ascii "->tgkill 131"
# 0 "" 2
# 297 "build/sim/linux/sysnames.list" 1
	
.ascii "->timer_create 107"
# 0 "" 2
# 298 "build/sim/linux/sysnames.list" 1
	
.ascii "->timer_delete 111"
# 0 "" 2
# 299 "build/sim/linux/sysnames.list" 1
	
.ascii "->timer_getoverrun 109"
# 0 "" 2
# 300 "build/sim/linux/sysnames.list" 1
	
.ascii "->timer_gettime 108"
# 0 "" 2
# 301 "build/sim/linux/sysnames.list" 1
	
.ascii "->timer_gettime64 408"
# 0 "" 2
# 302 "build/sim/linux/sysnames.list" 1
	
.ascii "->timer_settime 110"
# 0 "" 2
# 303 "build/sim/linux/sysnames.list" 1
	
.ascii "->timer_settime64 409"
# 0 "" 2
# 304 "build/sim/linux/sysnames.list" 1
	
.ascii "->timerfd_create 85"
# 0 "" 2
# 305 "build/sim/linux/sysnames.list" 1
	
.ascii "->timerfd_gettime 87"
# 0 "" 2
# 306 "build/sim/linux/sysnames.list" 1
	
.ascii "->timerfd_gettime64 410"
# 0 "" 2
# 307 "build/sim/linux/sysnames.list" 1
	
.ascii "->timerfd_settime 86"
# 0 "" 2
# 308 "build/sim/linux/sysnames.list" 1
	
.ascii "->timerfd_settime64 411"
# 0 "" 2
# 309 "build/sim/linux/sysnames.list" 1
	
.ascii "->times 153"
# 0 "" 2
# 310 "build/sim/linux/sysnames.list" 1
	
.ascii "->tkill 130"
# 0 "" 2
# 311 "build/sim/linux/sysnames.list" 1
	
.ascii "->truncate64 45"
# 0 "" 2
# 312 "build/sim/linux/sysnames.list" 1
	
.ascii "->umask 166"
# 0 "" 2
# 313 "build/sim/linux/sysnames.list" 1
	
.ascii "->umount2 39"
# 0 "" 2
# 314 "build/sim/linux/sysnames.list" 1
	
.ascii "->uname 160"
# 0 "" 2
# 315 "build/sim/linux/sysnames.list" 1
	
.ascii "->unlinkat 35"
# 0 "" 2
# 316 "build/sim/linux/sysnames.list" 1
	
.ascii "->unshare 97"
# 0 "" 2
# 317 "build/sim/linux/sysnames.list" 1
	
.ascii "->userfaultfd 282"
# 0 "" 2
# 318 "build/sim/linux/sysnames.list" 1
	
.ascii "->utimensat 88"
# 0 "" 2
# 319 "build/sim/linux/sysnames.list" 1
	
.ascii "->utimensat_time64 412"
# 0 "" 2
# 320 "build/sim/linux/sysnames.list" 1
	
.ascii "->vhangup 58"
# 0 "" 2
# 321 "build/sim/linux/sysnames.list" 1
	
.ascii "->vmsplice 75"
# 0 "" 2
# 322 "build/sim/linux/sysnames.list" 1
	
.ascii "->wait4 260"
# 0 "" 2
# 323 "build/sim/linux/sysnames.list" 1
	
.ascii "->waitid 95"
# 0 "" 2
# 324 "build/sim/linux/sysnames.list" 1
	
.ascii "->write 64"
# 0 "" 2
# 325 "build/sim/linux/sysnames.list" 1
	
.ascii "->writev 66"
# 0 "" 2
#NO_APP
	nop
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa 4, 4
	ret
	.cfi_endproc
.LFE0:
	.size	sysnames_gen, .-sysnames_gen
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
