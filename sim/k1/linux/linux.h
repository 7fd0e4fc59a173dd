/* k1-linux-run: the Linux layer's definitions.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.  */

#ifndef K1_LINUX_H
#define K1_LINUX_H

#include <stdint.h>
#include <signal.h>
#include <limits.h>
#include "cpu/cpu.h"
#include "k1-abi.h"

/* A guest thread: a CPU state on a host thread of its own, and what
   Linux keeps per thread.  */
struct k1_thread
{
  struct k1_cpu cpu;
  int tid;			/* the host thread's, which the guest sees */
  /* Signals: the mask, what the host caught and the guest has not
     taken yet, the alternate stack.  */
  uint64_t blocked;
  volatile sig_atomic_t pend[K1__NSIG + 1];
  siginfo_t pend_info[K1__NSIG + 1];
  uint32_t ss_sp, ss_size, ss_flags;
  int suspended;		/* rt_sigsuspend's mask is in force */
  uint64_t suspend_saved;
  int restart;			/* restart the interrupted system call */
  void *host_altstack;		/* for the host fault handler */
  uint32_t clear_child_tid;	/* set_tid_address, CLONE_CHILD_CLEARTID */
  uint32_t robust_list, robust_len;	/* set_robust_list, for get_ */
  int gdb_step;			/* the GDB stub's single step runs */
  struct k1_thread *next;	/* the live threads */
};

#define HOST_ALTSTACK (64 * 1024)

/* The thread this host thread runs.  */
extern __thread struct k1_thread *k1_self;

/* thread.c  */
void k1_threads_init (struct k1_thread *t);
void k1_threads_after_fork (struct k1_thread *t);
void k1_threads_stats (struct k1_stats *total);
void k1_threads_report (FILE *f);
long k1_sys_clone_thread (uint32_t flags, uint32_t newsp, uint32_t ptid,
			  uint32_t ctid, uint32_t tls);
void k1_thread_exit (int status) __attribute__ ((noreturn));
void k1_threads_each (void (*fn) (struct k1_thread *, void *), void *arg);
long k1_sys_futex (const uint32_t *a, int is64);

/* fd.c, net.c, ipc.c, misc.c: groups of system calls; each returns
   K1_NOT_HERE for a call it does not have.  */
#define K1_NOT_HERE LONG_MIN
struct iovec;
struct itimerspec;
long k1_sys_fd (uint32_t nr, const uint32_t *a);
long k1_sys_net (uint32_t nr, const uint32_t *a);
long k1_sys_ipc (uint32_t nr, const uint32_t *a);
long k1_sys_aio (uint32_t nr, const uint32_t *a);
void k1_mm_lock (void);
void k1_mm_unlock (void);
long k1_sys_ifioctl (int fd, uint32_t req, uint32_t arg);
long k1_get_iov (uint32_t addr, uint32_t cnt, struct iovec *iov, int writing);
long k1_put_its (uint32_t addr, const struct itimerspec *its, int is64);
struct timespec;
struct rusage;
long k1_get_ts (uint32_t addr, struct timespec *ts, int is64);
long k1_put_ts (uint32_t addr, const struct timespec *ts, int is64);
long k1_put_rusage (uint32_t addr, const struct rusage *ru);
long k1_sys_misc (uint32_t nr, const uint32_t *a);
long k1_get_its (uint32_t addr, struct itimerspec *its, int is64);

/* loop.c  */
void k1_cpu_loop (struct k1_thread *t) __attribute__ ((noreturn));

/* signal.c  */
void k1_signal_init (struct k1_thread *t);
void k1_signal_host_init (void);
void k1_signal_thread_stack (struct k1_thread *t);
void k1_signal_thread_mask (struct k1_thread *t);
long k1_signal_temp_mask (uint32_t mask, uint32_t size, sigset_t *host);
void k1_signal_temp_done (int interrupted);
long k1_put_siginfo (uint32_t addr, const siginfo_t *si);
void k1_signal_fault (struct k1_thread *t);
int k1_fault_signal (enum k1_fault f);
void k1_signal_deliver_pending (struct k1_thread *t);
void k1_signal_from_debugger (struct k1_thread *t, int sig);
void k1_die_by_signal (int sig) __attribute__ ((noreturn));
long k1_sys_rt_sigaction (uint32_t sig, uint32_t act, uint32_t oact,
			  uint32_t size);
long k1_sys_rt_sigprocmask (uint32_t how, uint32_t set, uint32_t oset,
			    uint32_t size);
long k1_sys_rt_sigreturn (struct k1_thread *t);
long k1_sys_sigaltstack (uint32_t ss, uint32_t oss);
long k1_sys_rt_sigsuspend (uint32_t set, uint32_t size);
long k1_sys_rt_sigpending (uint32_t set, uint32_t size);
struct timespec;
long k1_sys_rt_sigtimedwait (uint32_t set, uint32_t info,
			     const struct timespec *ts, uint32_t size);
long k1_sys_sigqueueinfo (int thread, int32_t tgid, int32_t tid, uint32_t sig,
			  uint32_t info);
long k1_sys_signalfd4 (int32_t fd, uint32_t mask, uint32_t size,
		       uint32_t flags);
void k1_signal_after_fork (struct k1_thread *t);
void k1_signal_end_suspend (struct k1_thread *t);
int k1_signal_restart_wanted (struct k1_thread *t);
void k1_signal_exec_mask (int undo);
extern uint32_t k1_sigpage;

/* syscall.c  */
void k1_do_syscall (struct k1_thread *t);
const char *k1_syscall_name (unsigned nr);
extern int k1_opt_strace, k1_opt_strict, k1_opt_exit_on_signal, k1_opt_safe;

/* loader.c  */
int k1_load (struct k1_cpu *cpu, const char *path, char **argv, char **envp,
	     const char *argv0);
extern uint32_t k1_brk_start, k1_brk_cur;
/* Where the loader put the auxiliary vector (for the GDB stub).  */
extern uint32_t k1_auxv_addr, k1_auxv_len;
extern char k1_exe_path[4096];
/* The guest's root for the files of the dynamic loader and its
   libraries (qemu-user's -L): "" for none.  */
extern char k1_sysroot[4096];
void k1_sysroot_init (const char *opt);
const char *k1_sysroot_path (const char *p, char *buf, size_t size);

/* main.c  */
void k1_exit (int status) __attribute__ ((noreturn));
void k1_report (void);
extern char **k1_sim_argv;
extern int k1_sim_nopts;
const char *k1_elf_check (const unsigned char *buf, size_t size,
			  int whole_file);
long k1_execve (uint32_t path, uint32_t argv, uint32_t envp);
long k1_execve_host (const char *p, uint32_t argv, uint32_t envp);
extern uint64_t k1_max_bundles;

/* gdbstub.c: the GDB remote-protocol stub (-g PORT).  */
extern int k1_gdb_active;
/* Listen on 127.0.0.1:PORT, wait for GDB and serve it until it
   resumes the program T is about to start.  */
void k1_gdb_start (struct k1_thread *t, int port);
/* Around k1_cpu_exec, when K1_GDB_ACTIVE: wait while the debugger
   has the program stopped; then tell the stub what the core returned.
   k1_gdb_event returns K1_GDB_PASS (handle the exit as usual: a
   system call, the signal of a fault GDB passes on) or K1_GDB_DONE
   (the stub dealt with it: run on).  */
enum { K1_GDB_PASS, K1_GDB_DONE };
void k1_gdb_enter (struct k1_thread *t);
int k1_gdb_event (struct k1_thread *t, enum k1_exit e);
/* The process ends: STATUS >= 0 its exit status, -N by signal N.  */
void k1_gdb_exited (int status);
void k1_gdb_thread_exit (struct k1_thread *t);
/* A signal SIG with a guest handler is about to be delivered to T: the
   signal to deliver instead (0: none), as GDB says.  */
int k1_gdb_signal (struct k1_thread *t, int sig);
/* In the child of a fork: it runs without the debugger.  */
void k1_gdb_after_fork (void);

#endif /* K1_LINUX_H */
