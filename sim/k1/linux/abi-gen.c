/* Guest ABI constants for k1-linux-run.

   This file is compiled for a 32-bit host (-m32 -malign-double, so that
   long and pointers are 32 bits and 64-bit types are 8-aligned as on
   K1) against the K1 uapi headers and asm-generic, to assembly only.
   Each DEF leaves a "->NAME VALUE" line that the Makefile turns into
   k1-abi.h, so system call numbers, flags and structure layouts come
   from the kernel headers rather than from a copy in the simulator.  */

#include <stddef.h>
#include <asm/unistd.h>
#include <asm/signal.h>
#include <asm/siginfo.h>
#include <asm/ucontext.h>
#include <asm/stat.h>
#include <asm/fcntl.h>
#include <asm/ioctls.h>
#include <asm/termbits.h>
#include <asm/mman.h>
#include <asm/errno.h>
#include <linux/stat.h>
#include <linux/fcntl.h>
#include <linux/mman.h>
#include <linux/signal.h>
#include <linux/auxvec.h>
#include <linux/sched.h>
#include <linux/time_types.h>
#include <linux/resource.h>
#include <linux/times.h>
#include <linux/sysinfo.h>
#include <linux/utsname.h>
#include <linux/uio.h>
#include <linux/wait.h>
#include <linux/fs.h>
#include <linux/loop.h>
#include <asm/statfs.h>
#include <linux/poll.h>
#include <linux/futex.h>
#include <linux/ipc.h>
#include <linux/sem.h>
#include <linux/msg.h>
#include <asm/shmbuf.h>

#define DEF(name, val) \
  __asm__ volatile ("\n.ascii \"->" #name " %c0\"" : : "i" ((long) (val)))
#define NR(name) DEF (NR_##name, __NR_##name)
#define OFF(s, f) DEF (s##_##f, offsetof (struct s, f))
#define SIZE(s) DEF (sizeof_##s, sizeof (struct s))
#define TOFF(t, f) DEF (t##_##f, offsetof (t, f))
#define TSIZE(t) DEF (sizeof_##t, sizeof (t))
#define C(name) \
  __asm__ volatile ("\n.ascii \"->" #name " %c0\"" : : "i" ((long) (name)))

void abi_gen (void);

void
abi_gen (void)
{
  DEF (BITS_PER_LONG, __BITS_PER_LONG);

  /* System calls the simulator implements.  */
#define SYSCALL(name) NR (name);
#include "syscalls.def"
#undef SYSCALL

  /* struct stat64 (asm-generic/stat.h with __ARCH_WANT_STAT64).  */
  SIZE (stat64);
  OFF (stat64, st_dev); OFF (stat64, st_ino); OFF (stat64, st_mode);
  OFF (stat64, st_nlink); OFF (stat64, st_uid); OFF (stat64, st_gid);
  OFF (stat64, st_rdev); OFF (stat64, st_size); OFF (stat64, st_blksize);
  OFF (stat64, st_blocks); OFF (stat64, st_atime);
  OFF (stat64, st_atime_nsec); OFF (stat64, st_mtime);
  OFF (stat64, st_mtime_nsec); OFF (stat64, st_ctime);
  OFF (stat64, st_ctime_nsec);
  SIZE (statx);
  SIZE (statfs64);
  OFF (statfs64, f_type); OFF (statfs64, f_bsize); OFF (statfs64, f_blocks);
  OFF (statfs64, f_bfree); OFF (statfs64, f_bavail); OFF (statfs64, f_files);
  OFF (statfs64, f_ffree); OFF (statfs64, f_fsid); OFF (statfs64, f_namelen);
  OFF (statfs64, f_frsize); OFF (statfs64, f_flags);
  SIZE (pollfd);

  /* Signals.  */
  C (SIGHUP); C (SIGINT); C (SIGQUIT); C (SIGILL); C (SIGTRAP);
  C (SIGABRT); C (SIGBUS); C (SIGFPE); C (SIGKILL); C (SIGUSR1);
  C (SIGSEGV); C (SIGUSR2); C (SIGPIPE); C (SIGALRM); C (SIGTERM);
  C (SIGCHLD); C (SIGCONT); C (SIGSTOP); C (SIGTSTP); C (SIGTTIN);
  C (SIGTTOU); C (SIGURG); C (SIGXCPU); C (SIGXFSZ); C (SIGVTALRM);
  C (SIGPROF); C (SIGWINCH); C (SIGIO); C (SIGPWR); C (SIGSYS);
  C (SIGSTKFLT);
  C (_NSIG);
  C (SA_NOCLDSTOP); C (SA_NOCLDWAIT); C (SA_SIGINFO); C (SA_ONSTACK);
  C (SA_RESTART); C (SA_NODEFER); C (SA_RESETHAND); C (SA_RESTORER);
  C (SIG_BLOCK); C (SIG_UNBLOCK); C (SIG_SETMASK);
  C (SS_ONSTACK); C (SS_DISABLE); C (MINSIGSTKSZ);
  SIZE (sigaction);
  OFF (sigaction, sa_handler); OFF (sigaction, sa_flags);
  OFF (sigaction, sa_restorer); OFF (sigaction, sa_mask);
  TSIZE (sigset_t);
  TSIZE (stack_t);
  TOFF (stack_t, ss_sp); TOFF (stack_t, ss_flags); TOFF (stack_t, ss_size);
  TSIZE (siginfo_t);
  TOFF (siginfo_t, si_signo); TOFF (siginfo_t, si_errno);
  TOFF (siginfo_t, si_code); TOFF (siginfo_t, si_addr);
  TOFF (siginfo_t, si_pid); TOFF (siginfo_t, si_uid);
  TOFF (siginfo_t, si_status); TOFF (siginfo_t, si_value);
  TOFF (siginfo_t, si_utime); TOFF (siginfo_t, si_stime);
  C (SI_USER); C (SI_TKILL); C (SEGV_MAPERR); C (SEGV_ACCERR);
  C (BUS_ADRALN); C (BUS_ADRERR); C (ILL_ILLOPC); C (ILL_ILLOPN); C (ILL_PRVREG);
  SIZE (ucontext);
  OFF (ucontext, uc_flags); OFF (ucontext, uc_link);
  OFF (ucontext, uc_stack); OFF (ucontext, uc_mcontext);
  OFF (ucontext, uc_sigmask);
  SIZE (user_regs_struct);
  OFF (user_regs_struct, r); OFF (user_regs_struct, pc);
  OFF (user_regs_struct, ra); OFF (user_regs_struct, cs);
  OFF (user_regs_struct, lc); OFF (user_regs_struct, le);
  OFF (user_regs_struct, ls);

  /* Files.  */
  C (O_ACCMODE); C (O_RDONLY); C (O_WRONLY); C (O_RDWR); C (O_CREAT);
  C (O_EXCL); C (O_NOCTTY); C (O_TRUNC); C (O_APPEND); C (O_NONBLOCK);
  C (O_DSYNC); C (O_DIRECT); C (O_LARGEFILE); C (O_DIRECTORY);
  C (O_NOFOLLOW); C (O_NOATIME); C (O_CLOEXEC); C (O_SYNC); C (O_PATH);
  C (AT_FDCWD); C (AT_SYMLINK_NOFOLLOW); C (AT_REMOVEDIR);
  C (AT_EMPTY_PATH); C (AT_SYMLINK_FOLLOW);
  C (F_DUPFD); C (F_GETFD); C (F_SETFD); C (F_GETFL); C (F_SETFL);
  C (F_GETLK64); C (F_SETLK64); C (F_SETLKW64); C (F_DUPFD_CLOEXEC);
  C (TCGETS); C (TCSETS); C (TCSETSW); C (TCSETSF); C (TIOCGWINSZ);
  C (TIOCSWINSZ); C (TIOCGPGRP); C (TIOCSPGRP); C (FIONREAD);
  SIZE (termios);
  C (LOOP_SET_FD); C (LOOP_CLR_FD); C (LOOP_SET_STATUS64);
  C (LOOP_GET_STATUS64); C (LOOP_CHANGE_FD); C (LOOP_SET_CAPACITY);
  C (LOOP_SET_DIRECT_IO); C (LOOP_SET_BLOCK_SIZE); C (LOOP_CONFIGURE);
  C (LOOP_CTL_ADD); C (LOOP_CTL_REMOVE); C (LOOP_CTL_GET_FREE);
  SIZE (loop_info64); SIZE (loop_config);
  C (SEEK_SET); C (SEEK_CUR); C (SEEK_END);

  /* Memory.  */
  C (PROT_READ); C (PROT_WRITE); C (PROT_EXEC);
  C (MAP_SHARED); C (MAP_PRIVATE); C (MAP_FIXED); C (MAP_ANONYMOUS);
  C (MAP_FIXED_NOREPLACE); C (MREMAP_MAYMOVE); C (MREMAP_FIXED);

  /* Processes.  */
  C (CLONE_VM); C (CLONE_VFORK); C (CLONE_SETTLS); C (CLONE_PARENT_SETTID);
  C (CLONE_CHILD_SETTID); C (CLONE_CHILD_CLEARTID); C (CLONE_THREAD);
  C (CLONE_SIGHAND);

  /* SysV IPC (asm-generic, the 64-bit structures).  */
  SIZE (ipc64_perm);
  OFF (ipc64_perm, key); OFF (ipc64_perm, uid); OFF (ipc64_perm, gid);
  OFF (ipc64_perm, cuid); OFF (ipc64_perm, cgid); OFF (ipc64_perm, mode);
  OFF (ipc64_perm, seq);
  SIZE (semid64_ds);
  OFF (semid64_ds, sem_otime); OFF (semid64_ds, sem_otime_high);
  OFF (semid64_ds, sem_ctime); OFF (semid64_ds, sem_ctime_high);
  OFF (semid64_ds, sem_nsems);
  SIZE (msqid64_ds);
  OFF (msqid64_ds, msg_stime); OFF (msqid64_ds, msg_stime_high);
  OFF (msqid64_ds, msg_rtime); OFF (msqid64_ds, msg_rtime_high);
  OFF (msqid64_ds, msg_ctime); OFF (msqid64_ds, msg_ctime_high);
  OFF (msqid64_ds, msg_cbytes); OFF (msqid64_ds, msg_qnum);
  OFF (msqid64_ds, msg_qbytes); OFF (msqid64_ds, msg_lspid);
  OFF (msqid64_ds, msg_lrpid);
  SIZE (shmid64_ds);
  OFF (shmid64_ds, shm_segsz); OFF (shmid64_ds, shm_atime);
  OFF (shmid64_ds, shm_atime_high); OFF (shmid64_ds, shm_dtime);
  OFF (shmid64_ds, shm_dtime_high); OFF (shmid64_ds, shm_ctime);
  OFF (shmid64_ds, shm_ctime_high); OFF (shmid64_ds, shm_cpid);
  OFF (shmid64_ds, shm_lpid); OFF (shmid64_ds, shm_nattch);
  SIZE (shminfo64); SIZE (seminfo); SIZE (msginfo);
  C (IPC_RMID); C (IPC_SET); C (IPC_STAT); C (IPC_INFO); C (IPC_64);
  C (GETPID); C (GETVAL); C (GETALL); C (GETNCNT); C (GETZCNT);
  C (SETVAL); C (SETALL); C (SEM_STAT); C (SEM_INFO); C (SEM_STAT_ANY);
  C (MSG_STAT); C (MSG_INFO); C (MSG_STAT_ANY);
  /* The SHM_ constants are in linux/shm.h, which needs a C library:
     the simulator takes the host's, which are the same (generic).  */
  C (FUTEX_WAIT); C (FUTEX_WAKE); C (FUTEX_REQUEUE); C (FUTEX_CMP_REQUEUE);
  C (FUTEX_WAKE_OP); C (FUTEX_LOCK_PI); C (FUTEX_UNLOCK_PI);
  C (FUTEX_TRYLOCK_PI); C (FUTEX_WAIT_BITSET); C (FUTEX_WAKE_BITSET);
  C (FUTEX_WAIT_REQUEUE_PI); C (FUTEX_CMP_REQUEUE_PI);
  C (FUTEX_PRIVATE_FLAG); C (FUTEX_CLOCK_REALTIME);
  C (CSIGNAL);
  C (AT_NULL); C (AT_PHDR); C (AT_PHENT); C (AT_PHNUM); C (AT_PAGESZ);
  C (AT_BASE); C (AT_FLAGS); C (AT_ENTRY); C (AT_UID); C (AT_EUID);
  C (AT_GID); C (AT_EGID); C (AT_HWCAP); C (AT_CLKTCK); C (AT_SECURE);
  C (AT_RANDOM); C (AT_EXECFN);

  /* Time and resources (32-bit time_t layouts).  */
  DEF (sizeof_old_timespec, sizeof (struct __kernel_old_timespec));
  DEF (sizeof_timespec64, sizeof (struct __kernel_timespec));
  DEF (sizeof_old_timeval, sizeof (struct __kernel_old_timeval));
  SIZE (rusage); SIZE (rlimit); SIZE (rlimit64); SIZE (tms); SIZE (sysinfo);
  OFF (sysinfo, uptime); OFF (sysinfo, loads); OFF (sysinfo, totalram);
  OFF (sysinfo, freeram); OFF (sysinfo, sharedram); OFF (sysinfo, bufferram);
  OFF (sysinfo, totalswap); OFF (sysinfo, freeswap); OFF (sysinfo, procs);
  OFF (sysinfo, totalhigh); OFF (sysinfo, freehigh); OFF (sysinfo, mem_unit);
  SIZE (new_utsname);
  SIZE (iovec);
  C (RLIMIT_CPU); C (RLIMIT_FSIZE); C (RLIMIT_DATA); C (RLIMIT_STACK);
  C (RLIMIT_CORE); C (RLIMIT_NOFILE); C (RLIMIT_AS); C (RLIM_NLIMITS);
  C (RUSAGE_SELF); C (RUSAGE_CHILDREN);
  C (WNOHANG); C (WUNTRACED);

  /* Error numbers the simulator produces itself.  */
  C (EPERM); C (ENOENT); C (EINTR); C (EBADF); C (ENOMEM); C (EACCES);
  C (EFAULT); C (EINVAL); C (ENOSYS); C (ENOEXEC); C (E2BIG);
  C (ENAMETOOLONG); C (ERANGE); C (ENOTTY); C (EAGAIN); C (ECHILD);
  C (ESRCH); C (EEXIST); C (ENOTDIR);
}
