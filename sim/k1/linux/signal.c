/* k1-linux-run: guest signals.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   The host disposition of each signal mirrors the guest's: default
   and ignore are the host's own (so a default action ends this
   process exactly as it would end the guest), and a guest handler
   installs a host catcher that marks the signal pending; it is
   delivered between bundles.  The host signal mask mirrors the
   guest's too (but for SIGSEGV and SIGBUS, which the simulator needs
   for itself), so a signal the guest blocks stays pending in the host
   kernel whatever its disposition, where sigpending, sigtimedwait and
   signalfd find it.  Faults of guest code are delivered at once with
   the frame of docs/k1-abi.md.  */

#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <pthread.h>
#include "linux.h"

struct gaction
{
  uint32_t handler, flags, restorer;
  uint64_t mask;
};

/* Dispositions are the process's; updates under ACTIONS_LOCK.  */
static struct gaction actions[K1__NSIG + 1];
static pthread_mutex_t actions_lock = PTHREAD_MUTEX_INITIALIZER;
uint32_t k1_sigpage;
__thread struct k1_thread *k1_self;

#define BIT(s) ((uint64_t) 1 << ((s) - 1))
#define UNBLOCKABLE (BIT (K1_SIGKILL) | BIT (K1_SIGSTOP))
/* Never blocked on the host: its faults are the guest's faults.  */
#define HOST_OWN(s) ((s) == SIGSEGV || (s) == SIGBUS)
#define FRAME_UC K1_sizeof_siginfo_t
#define FRAME_SIZE (K1_sizeof_siginfo_t + K1_sizeof_ucontext)

static void siginfo_to_guest (uint8_t *b, const siginfo_t *si);

/* Host signals 32 and 33 are the host C library's own (glibc's
   SIGCANCEL and SIGSETXID): its sigaction refuses them, its sigaddset
   and sigfillset leave them out and pthread_sigmask drops them from a
   mask.  On the guest they are NPTL's SIGCANCEL and SIGSETXID, so
   dispositions and masks go to the host kernel by raw system calls,
   with sets made bit by bit (the kernel's 64-bit set is the first
   word of glibc's sigset_t).  */
#ifndef SA_RESTORER
# define SA_RESTORER 0x04000000
#endif

struct host_ksigaction
{
  void *handler;
  unsigned long flags;
  void *restorer;
  uint64_t mask;
};

static void
hset_empty (sigset_t *set)
{
  memset (set, 0, sizeof *set);
}

static void
hset_add (sigset_t *set, int sig)
{
  uint64_t w;

  memcpy (&w, set, 8);
  w |= (uint64_t) 1 << (sig - 1);
  memcpy (set, &w, 8);
}

static int
hset_has (const sigset_t *set, int sig)
{
  uint64_t w;

  memcpy (&w, set, 8);
  return (w >> (sig - 1)) & 1;
}

/* rt_sigprocmask of this host thread, every signal included.  */
static int
host_mask (int how, const sigset_t *set, sigset_t *old)
{
  return syscall (SYS_rt_sigprocmask, how, set, old, (size_t) 8);
}

/* rt_sigaction of the host: HANDLER is SIG_DFL, SIG_IGN or a
   SA_SIGINFO function.  The restorer that returns from a handler is
   the host C library's, read from SIGSEGV's action, which
   k1_signal_host_init installed through it.  */
static int
host_action (int sig, void *handler, unsigned long flags)
{
  static struct host_ksigaction proto;
  static int have_proto;
  struct host_ksigaction k;

  if (!have_proto)
    {
      if (syscall (SYS_rt_sigaction, SIGSEGV, NULL, &proto, (size_t) 8) != 0)
	memset (&proto, 0, sizeof proto);
      have_proto = 1;
    }
  memset (&k, 0, sizeof k);
  k.handler = handler;
  k.flags = flags | (proto.flags & SA_RESTORER);
  k.restorer = proto.restorer;
  return syscall (SYS_rt_sigaction, sig, &k, NULL, (size_t) 8);
}

/* Back to the host's default action.  */
static void
host_default (int sig)
{
  host_action (sig, (void *) SIG_DFL, 0);
}

/* The host handler of a signal with a guest handler: the host chose
   this thread, which does not block it; deliver it at the next bundle
   boundary.  */
static void
catcher (int sig, siginfo_t *si, void *uc)
{
  struct k1_thread *t = k1_self;

  (void) uc;
  if (t && sig > 0 && sig <= K1__NSIG)
    {
      t->pend_info[sig] = *si;
      t->pend[sig] = 1;
      k1_cpu_kick (&t->cpu);
    }
}

/* SIGSEGV and SIGBUS: a fault of guest code (or a write to cached
   code), a signal sent with kill, or a crash of the simulator.  */
static void
host_fault (int sig, siginfo_t *si, void *uc)
{
  if (si->si_code > 0 && k1_cpu_host_fault (si->si_addr, sig == SIGBUS, uc))
    return;
  if (si->si_code <= 0)
    {
      catcher (sig, si, uc);
      return;
    }
  signal (sig, SIG_DFL);
}

/* This host thread's stack for host_fault, which may run on a guest
   stack overflow of the simulator's making.  */
void
k1_signal_thread_stack (struct k1_thread *t)
{
  stack_t ss;

  if (!t->host_altstack)
    t->host_altstack = malloc (HOST_ALTSTACK);
  if (!t->host_altstack)
    k1_fatal ("out of memory");
  ss.ss_sp = t->host_altstack;
  ss.ss_size = HOST_ALTSTACK;
  ss.ss_flags = 0;
  sigaltstack (&ss, NULL);
}

/* Once per process.  */
void
k1_signal_host_init (void)
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = host_fault;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
  sigemptyset (&sa.sa_mask);
  sigaction (SIGSEGV, &sa, NULL);
  sigaction (SIGBUS, &sa, NULL);
}

/* Signals whose default action dumps core: the simulator catches them
   even then, so that it can end itself without a host core file.  */
static int
dumps_core (int sig)
{
  return sig == K1_SIGQUIT || sig == K1_SIGILL || sig == K1_SIGTRAP
	 || sig == K1_SIGABRT || sig == K1_SIGFPE || sig == K1_SIGXCPU
	 || sig == K1_SIGXFSZ || sig == K1_SIGSYS;
}

/* The host mask for guest mask M.  */
static void
host_set (uint64_t m, sigset_t *set)
{
  hset_empty (set);
  for (int s = 1; s <= K1__NSIG; s++)
    if ((m & BIT (s)) && !HOST_OWN (s))
      hset_add (set, s);
}

/* Make the host mask the guest's, after BLOCKED changed.  A signal
   caught but not delivered that is now blocked goes back to the host
   kernel, with its siginfo, to stay pending there.  */
static void
apply_mask (struct k1_thread *t)
{
  sigset_t set;

  host_set (t->blocked, &set);
  host_mask (SIG_SETMASK, &set, NULL);
  for (int s = 1; s <= K1__NSIG; s++)
    if (t->pend[s] && (t->blocked & BIT (s)) && !HOST_OWN (s))
      {
	t->pend[s] = 0;
	syscall (SYS_rt_tgsigqueueinfo, getpid (), t->tid, s,
		 &t->pend_info[s]);
      }
}

static void
host_catch (int sig)
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sigemptyset (&sa.sa_mask);
  sa.sa_sigaction = catcher;
  sa.sa_flags = SA_SIGINFO;
  if (sigaction (sig, &sa, NULL) != 0)
    host_action (sig, (void *) catcher, SA_SIGINFO);
}

/* A new thread's host mask, from its guest mask.  */
void
k1_signal_thread_mask (struct k1_thread *t)
{
  apply_mask (t);
}

/* The first thread's signal state.  */
void
k1_signal_init (struct k1_thread *t)
{
  /* Host signal numbers are the asm-generic ones, as the guest's.  */
  _Static_assert (K1_SIGSEGV == SIGSEGV && K1_SIGBUS == SIGBUS
		  && K1_SIGUSR1 == SIGUSR1 && K1_SIGCHLD == SIGCHLD
		  && K1_SIGPIPE == SIGPIPE && K1_SIGSYS == SIGSYS,
		  "guest and host signal numbers differ");
  memset (actions, 0, sizeof actions);
  /* The mask survives execve: the simulator that ran execve left it on
     the host.  Take it as the guest's.  */
  {
    sigset_t cur;

    hset_empty (&cur);
    if (host_mask (SIG_SETMASK, NULL, &cur) == 0)
      for (int s = 1; s <= K1__NSIG; s++)
	if (hset_has (&cur, s))
	  t->blocked |= BIT (s);
    t->blocked &= ~UNBLOCKABLE;
    t->ss_flags = K1_SS_DISABLE;
    apply_mask (t);
  }
  for (int s = 1; s <= K1__NSIG; s++)
    {
      struct sigaction sa;

      /* An ignored signal stays ignored across execve.  */
      if (s != SIGSEGV && s != SIGBUS && sigaction (s, NULL, &sa) == 0
	  && sa.sa_handler == SIG_IGN)
	actions[s].handler = 1;
      else if (dumps_core (s))
	host_catch (s);
    }
}

static int
ignored_by_default (int sig)
{
  return sig == K1_SIGCHLD || sig == K1_SIGURG || sig == K1_SIGWINCH
	 || sig == K1_SIGCONT || sig == K1_SIGSTOP || sig == K1_SIGTSTP
	 || sig == K1_SIGTTIN || sig == K1_SIGTTOU;
}

void
k1_die_by_signal (int sig)
{
  struct rlimit rl = { 0, 0 };
  sigset_t set;

  if (k1_opt_exit_on_signal)
    k1_exit (128 + sig);
  k1_gdb_exited (-sig);
  k1_report ();
  /* The shell sees 128 + SIG; no host core file of the simulator.  */
  setrlimit (RLIMIT_CORE, &rl);
  host_default (sig);
  hset_empty (&set);
  hset_add (&set, sig);
  host_mask (SIG_UNBLOCK, &set, NULL);
  /* Not raise: after a raw clone the C library's idea of the thread
     id is its parent's.  */
  syscall (SYS_tgkill, getpid (), gettid (), sig);
  _exit (128 + sig);
}

/* Save the registers in the frame at FRAME and enter the handler of
   SIG, with the siginfo HSI the host caught, or for a fault CODE and
   ADDR.  Returns 0, or -1 if the frame cannot be written.  */
static int
setup_frame (struct k1_thread *t, int sig, int code, uint32_t addr,
	     const siginfo_t *hsi, uint32_t pc, uint64_t mask)
{
  struct gaction *a = &actions[sig];
  uint32_t *r = t->cpu.r;
  uint32_t sp = r[12], frame;
  uint8_t buf[FRAME_SIZE];
  uint32_t *regs;
  int on_alt = t->ss_flags != K1_SS_DISABLE && sp - t->ss_sp < t->ss_size;

  if ((a->flags & K1_SA_ONSTACK) && t->ss_flags != K1_SS_DISABLE && !on_alt)
    sp = t->ss_sp + t->ss_size;
  frame = (sp - FRAME_SIZE) & ~15u;

  memset (buf, 0, sizeof buf);
#define PUT(off, v) do { uint32_t v_ = (v); memcpy (buf + (off), &v_, 4); } while (0)
  if (hsi)
    siginfo_to_guest (buf, hsi);	/* what the host caught */
  else
    {
      PUT (K1_siginfo_t_si_signo, sig);
      PUT (K1_siginfo_t_si_code, code);
      PUT (K1_siginfo_t_si_addr, addr);
    }
  PUT (FRAME_UC + K1_ucontext_uc_stack + K1_stack_t_ss_sp, t->ss_sp);
  PUT (FRAME_UC + K1_ucontext_uc_stack + K1_stack_t_ss_flags,
       t->ss_flags == K1_SS_DISABLE ? K1_SS_DISABLE : on_alt ? K1_SS_ONSTACK : 0);
  PUT (FRAME_UC + K1_ucontext_uc_stack + K1_stack_t_ss_size, t->ss_size);
  regs = (uint32_t *) (buf + FRAME_UC + K1_ucontext_uc_mcontext);
  memcpy (regs, r, 64 * 4);
  PUT (FRAME_UC + K1_ucontext_uc_mcontext + K1_user_regs_struct_pc, pc);
  PUT (FRAME_UC + K1_ucontext_uc_mcontext + K1_user_regs_struct_ra, r[K1_R_RA]);
  PUT (FRAME_UC + K1_ucontext_uc_mcontext + K1_user_regs_struct_cs,
       k1_cs_read (&t->cpu));
  PUT (FRAME_UC + K1_ucontext_uc_mcontext + K1_user_regs_struct_lc, r[K1_R_LC]);
  PUT (FRAME_UC + K1_ucontext_uc_mcontext + K1_user_regs_struct_le, r[K1_R_LE]);
  PUT (FRAME_UC + K1_ucontext_uc_mcontext + K1_user_regs_struct_ls, r[K1_R_LS]);
  memcpy (buf + FRAME_UC + K1_ucontext_uc_sigmask, &mask, 8);
  if (k1_copy_out (frame, buf, FRAME_SIZE) != 0)
    return -1;

  r[0] = sig;
  r[1] = frame;
  r[2] = frame + FRAME_UC;
  r[12] = frame;
  r[K1_R_RA] = (a->flags & K1_SA_RESTORER) ? a->restorer : k1_sigpage;
  t->cpu.pc = a->handler;
  t->blocked |= a->mask & ~UNBLOCKABLE;
  if (!(a->flags & K1_SA_NODEFER))
    t->blocked |= BIT (sig);
  apply_mask (t);
  if (a->flags & K1_SA_RESETHAND)
    {
      a->handler = 0;
      if (!dumps_core (sig) && sig != K1_SIGSEGV && sig != K1_SIGBUS)
	host_default (sig);
    }
  return 0;
}

/* Deliver SIG now, interrupting at PC.  Returns nonzero if a handler
   frame was built.  */
static int
deliver (struct k1_thread *t, int sig, int code, uint32_t addr,
	 const siginfo_t *hsi, uint32_t pc, int forced)
{
  struct gaction *a = &actions[sig];
  uint64_t mask = t->suspended ? t->suspend_saved : t->blocked;

  if (forced && ((t->blocked & BIT (sig)) || a->handler <= 1))
    k1_die_by_signal (sig);
  if (a->handler == 1)
    return 0;
  if (a->handler == 0)
    {
      if (ignored_by_default (sig))
	return 0;
      k1_die_by_signal (sig);
    }
  if (setup_frame (t, sig, code, addr, hsi, pc, mask) != 0)
    k1_die_by_signal (K1_SIGSEGV);
  if (t->suspended)
    t->suspended = 0;
  return 1;
}

/* The signal and si_code of each fault.  */
static const struct { int sig, code; } fault_map[] = {
  [K1_FAULT_ILLOPC] = { K1_SIGILL, K1_ILL_ILLOPC },
  [K1_FAULT_ILLOPN] = { K1_SIGILL, K1_ILL_ILLOPN },
  [K1_FAULT_PRVREG] = { K1_SIGILL, K1_ILL_PRVREG },
  [K1_FAULT_ALIGN] = { K1_SIGBUS, K1_BUS_ADRALN },
  [K1_FAULT_MAPERR] = { K1_SIGSEGV, K1_SEGV_MAPERR },
  [K1_FAULT_ACCERR] = { K1_SIGSEGV, K1_SEGV_ACCERR },
  [K1_FAULT_ADRERR] = { K1_SIGBUS, K1_BUS_ADRERR },
};

int
k1_fault_signal (enum k1_fault f)
{
  return fault_map[f].sig;
}

/* After K1_EXIT_FAULT: the signal the fault raises, delivered at once
   (a handler runs, or the process ends).  */
void
k1_signal_fault (struct k1_thread *t)
{
  int sig = fault_map[t->cpu.fault].sig, code = fault_map[t->cpu.fault].code;

  if (k1_opt_strace || k1_opt_trace)
    {
      flockfile (k1_trace_file);
      k1_trace_prefix (&t->cpu, k1_trace_file);
      fprintf (k1_trace_file, "--- signal %d code %d addr 0x%08x at 0x%08x\n",
	       sig, code, t->cpu.fault_addr, t->cpu.pc);
      funlockfile (k1_trace_file);
    }
  deliver (t, sig, code, t->cpu.fault_addr, NULL, t->cpu.pc, 1);
}

/* A signal the debugger gives T as it resumes it from a breakpoint or
   a step (GDB's "signal N"): delivered now, without asking the
   debugger again, as the signal of PTRACE_CONT is; pending, and seen
   by the debugger when it is unblocked, if T blocks it.  */
void
k1_signal_from_debugger (struct k1_thread *t, int sig)
{
  if (t->blocked & BIT (sig))
    {
      memset (&t->pend_info[sig], 0, sizeof t->pend_info[sig]);
      t->pend_info[sig].si_signo = sig;
      t->pend_info[sig].si_code = SI_USER;
      t->pend[sig] = 1;
      return;
    }
  deliver (t, sig, K1_SI_USER, 0, NULL, t->cpu.pc, 0);
}

/* Between bundles: run the handlers of what the host caught.  */
void
k1_signal_deliver_pending (struct k1_thread *t)
{
  for (int s = 1; s <= K1__NSIG; s++)
    if (t->pend[s] && !(t->blocked & BIT (s)))
      {
	t->pend[s] = 0;
	if (k1_gdb_active)
	  {
	    /* The debugger sees it first, and may discard it or send
	       another.  */
	    int g = k1_gdb_signal (t, s);
	    if (g != s)
	      {
		if (g > 0 && g <= K1__NSIG)
		  deliver (t, g, K1_SI_USER, 0, NULL, t->cpu.pc, 0);
		continue;
	      }
	  }
	if (k1_opt_strace)
	  {
	    flockfile (k1_trace_file);
	    k1_trace_prefix (&t->cpu, k1_trace_file);
	    fprintf (k1_trace_file, "--- signal %d delivered at 0x%08x\n", s,
		     t->cpu.pc);
	    funlockfile (k1_trace_file);
	  }
	deliver (t, s, t->pend_info[s].si_code, 0, &t->pend_info[s],
		 t->cpu.pc, 0);
      }
  k1_signal_end_suspend (t);
}

long
k1_sys_rt_sigaction (uint32_t sig, uint32_t act, uint32_t oact, uint32_t size)
{
  uint8_t buf[K1_sizeof_sigaction];
  struct gaction na;

  if (size != K1_sizeof_sigset_t || sig < 1 || sig > K1__NSIG)
    return -K1_EINVAL;
  if (act && k1_copy_in (buf, act, sizeof buf) != 0)
    return -K1_EFAULT;
  if (act && (sig == K1_SIGKILL || sig == K1_SIGSTOP))
    return -K1_EINVAL;
  if (oact)
    {
      uint8_t ob[K1_sizeof_sigaction];
      struct gaction *a = &actions[sig];

      memset (ob, 0, sizeof ob);
      memcpy (ob + K1_sigaction_sa_handler, &a->handler, 4);
      memcpy (ob + K1_sigaction_sa_flags, &a->flags, 4);
      memcpy (ob + K1_sigaction_sa_restorer, &a->restorer, 4);
      memcpy (ob + K1_sigaction_sa_mask, &a->mask, 8);
      if (k1_copy_out (oact, ob, sizeof ob) != 0)
	return -K1_EFAULT;
    }
  if (act)
    {
      struct sigaction sa;

      memcpy (&na.handler, buf + K1_sigaction_sa_handler, 4);
      memcpy (&na.flags, buf + K1_sigaction_sa_flags, 4);
      memcpy (&na.restorer, buf + K1_sigaction_sa_restorer, 4);
      memcpy (&na.mask, buf + K1_sigaction_sa_mask, 8);
      pthread_mutex_lock (&actions_lock);
      actions[sig] = na;
      memset (&sa, 0, sizeof sa);
      sigemptyset (&sa.sa_mask);
      /* The simulator keeps its fault handler for SIGSEGV, SIGBUS.  */
      if (sig != SIGSEGV && sig != SIGBUS)
	{
	  if (na.handler == 1)
	    sa.sa_handler = SIG_IGN;
	  else if (na.handler == 0 && !dumps_core (sig))
	    sa.sa_handler = SIG_DFL;
	  else
	    {
	      sa.sa_sigaction = catcher;
	      sa.sa_flags = SA_SIGINFO;
	    }
	  if (sigaction (sig, &sa, NULL) != 0)
	    host_action (sig, na.handler == 1 ? (void *) SIG_IGN
			      : na.handler == 0 && !dumps_core (sig)
			      ? (void *) SIG_DFL : (void *) catcher,
			 sa.sa_flags);
	}
      pthread_mutex_unlock (&actions_lock);
      if (na.handler == 1)
	k1_self->pend[sig] = 0;
    }
  return 0;
}

long
k1_sys_rt_sigprocmask (uint32_t how, uint32_t set, uint32_t oset,
		       uint32_t size)
{
  struct k1_thread *t = k1_self;
  uint64_t ns = 0, old = t->blocked;

  if (size != K1_sizeof_sigset_t)
    return -K1_EINVAL;
  if (set && k1_copy_in (&ns, set, 8) != 0)
    return -K1_EFAULT;
  if (set)
    switch (how)
      {
      case K1_SIG_BLOCK: t->blocked |= ns; break;
      case K1_SIG_UNBLOCK: t->blocked &= ~ns; break;
      case K1_SIG_SETMASK: t->blocked = ns; break;
      default: return -K1_EINVAL;
      }
  t->blocked &= ~UNBLOCKABLE;
  if (oset && k1_copy_out (oset, &old, 8) != 0)
    {
      t->blocked = old;
      return -K1_EFAULT;
    }
  apply_mask (t);
  return 0;
}

long
k1_sys_rt_sigpending (uint32_t set, uint32_t size)
{
  struct k1_thread *t = k1_self;
  uint64_t p = 0;
  sigset_t host;

  if (size > K1_sizeof_sigset_t)
    return -K1_EINVAL;
  /* The host holds what the guest blocks, but for HOST_OWN ones.  */
  hset_empty (&host);
  if (syscall (SYS_rt_sigpending, &host, (size_t) 8) == 0)
    for (int s = 1; s <= K1__NSIG; s++)
      if (hset_has (&host, s))
	p |= BIT (s);
  for (int s = 1; s <= K1__NSIG; s++)
    if (t->pend[s])
      p |= BIT (s);
  p &= t->blocked;
  return k1_copy_out (set, &p, size) ? -K1_EFAULT : 0;
}

long
k1_sys_rt_sigsuspend (uint32_t set, uint32_t size)
{
  struct k1_thread *t = k1_self;
  uint64_t ns;
  sigset_t all, tmp;

  if (size != K1_sizeof_sigset_t)
    return -K1_EINVAL;
  if (k1_copy_in (&ns, set, 8) != 0)
    return -K1_EFAULT;
  t->suspend_saved = t->blocked;
  t->suspended = 1;
  t->blocked = ns & ~UNBLOCKABLE;
  /* Everything blocked while looking at what was caught, so that the
     host sigsuspend sees what comes after.  */
  host_set (~(uint64_t) 0, &all);
  host_mask (SIG_SETMASK, &all, NULL);
  host_set (t->blocked, &tmp);
  for (;;)
    {
      int s;

      for (s = 1; s <= K1__NSIG; s++)
	if (t->pend[s] && !(t->blocked & BIT (s)))
	  break;
      if (s <= K1__NSIG)
	break;
      syscall (SYS_rt_sigsuspend, &tmp, (size_t) 8);
    }
  apply_mask (t);
  /* Delivery (after this bundle) saves the old mask in the frame; if
     the signal is ignored, k1_signal_end_suspend puts it back.  */
  return -K1_EINTR;
}

/* The end of a bundle after rt_sigsuspend: restore the mask if no
   handler ran.  */
void
k1_signal_end_suspend (struct k1_thread *t)
{
  if (t->suspended)
    {
      t->blocked = t->suspend_saved;
      t->suspended = 0;
      apply_mask (t);
    }
}

long
k1_sys_sigaltstack (uint32_t ss, uint32_t oss)
{
  struct k1_thread *t = k1_self;
  uint8_t buf[K1_sizeof_stack_t];
  uint32_t sp = t->cpu.r[12];
  int on = t->ss_flags != K1_SS_DISABLE && sp - t->ss_sp < t->ss_size;

  if (oss)
    {
      uint32_t fl = t->ss_flags == K1_SS_DISABLE ? K1_SS_DISABLE
		    : on ? K1_SS_ONSTACK : 0;
      memset (buf, 0, sizeof buf);
      memcpy (buf + K1_stack_t_ss_sp, &t->ss_sp, 4);
      memcpy (buf + K1_stack_t_ss_flags, &fl, 4);
      memcpy (buf + K1_stack_t_ss_size, &t->ss_size, 4);
      if (k1_copy_out (oss, buf, sizeof buf) != 0)
	return -K1_EFAULT;
    }
  if (ss)
    {
      uint32_t nsp, nfl, nsz;

      if (k1_copy_in (buf, ss, sizeof buf) != 0)
	return -K1_EFAULT;
      if (on)
	return -K1_EPERM;
      memcpy (&nsp, buf + K1_stack_t_ss_sp, 4);
      memcpy (&nfl, buf + K1_stack_t_ss_flags, 4);
      memcpy (&nsz, buf + K1_stack_t_ss_size, 4);
      if (nfl == K1_SS_DISABLE)
	{
	  t->ss_flags = K1_SS_DISABLE;
	  t->ss_sp = t->ss_size = 0;
	}
      else if (nfl == 0 || nfl == K1_SS_ONSTACK)
	{
	  if (nsz < K1_MINSIGSTKSZ)
	    return -ENOMEM;
	  t->ss_sp = nsp;
	  t->ss_size = nsz;
	  t->ss_flags = 0;
	}
      else
	return -K1_EINVAL;
    }
  return 0;
}

/* Restore the context saved by setup_frame; $sp points at the frame.  */
long
k1_sys_rt_sigreturn (struct k1_thread *t)
{
  uint8_t buf[FRAME_SIZE - FRAME_UC];
  uint32_t *r = t->cpu.r, v;
  uint64_t mask;
  const uint8_t *mc = buf + K1_ucontext_uc_mcontext;

  if (k1_copy_in (buf, r[12] + FRAME_UC, sizeof buf) != 0)
    {
      /* A bad frame is the scall's SIGSEGV.  */
      t->cpu.pc = t->cpu.sc_pc;
      t->cpu.fault = K1_FAULT_MAPERR;
      t->cpu.fault_addr = r[12];
      k1_signal_fault (t);
      return 0;
    }
  memcpy (r, mc, 64 * 4);
#define GETR(field, slot) \
  memcpy (&v, mc + K1_user_regs_struct_##field, 4); slot = v
  GETR (pc, t->cpu.pc);
  GETR (ra, r[K1_R_RA]);
  GETR (lc, r[K1_R_LC]);
  GETR (le, r[K1_R_LE]);
  GETR (ls, r[K1_R_LS]);
  memcpy (&v, mc + K1_user_regs_struct_cs, 4);
  k1_cs_write (&t->cpu, v);
  memcpy (&mask, buf + K1_ucontext_uc_sigmask, 8);
  t->blocked = mask & ~UNBLOCKABLE;
  apply_mask (t);
  return 0;
}

/* Nonzero if the signal about to be delivered has a handler installed
   with SA_RESTART: an interrupted system call is then restarted.  */
int
k1_signal_restart_wanted (struct k1_thread *t)
{
  for (int s = 1; s <= K1__NSIG; s++)
    if (t->pend[s] && !(t->blocked & BIT (s)))
      return actions[s].handler > 1 && (actions[s].flags & K1_SA_RESTART);
  return 0;
}

void
k1_signal_after_fork (struct k1_thread *t)
{
  for (int s = 1; s <= K1__NSIG; s++)
    t->pend[s] = 0;
}

/* The guest siginfo_t of host SI: the layouts differ after si_code
   (the union is 8-aligned on the host, pointers and clock_t are 64
   bits).  */
static void
siginfo_to_guest (uint8_t *b, const siginfo_t *si)
{
  const uint8_t *h = (const uint8_t *) si;
  const unsigned hu = offsetof (siginfo_t, si_pid);	/* host union */

  memset (b, 0, K1_sizeof_siginfo_t);
  memcpy (b + K1_siginfo_t_si_signo, &si->si_signo, 4);
  memcpy (b + K1_siginfo_t_si_errno, &si->si_errno, 4);
  memcpy (b + K1_siginfo_t_si_code, &si->si_code, 4);
  /* pid and uid, or a timer's id and overrun.  */
  memcpy (b + K1_siginfo_t_si_pid, h + hu, 8);
  if (si->si_signo == SIGCHLD)
    {
      uint32_t ut = (uint32_t) si->si_utime, st = (uint32_t) si->si_stime;

      memcpy (b + K1_siginfo_t_si_status, &si->si_status, 4);
      memcpy (b + K1_siginfo_t_si_utime, &ut, 4);
      memcpy (b + K1_siginfo_t_si_stime, &st, 4);
    }
  else if (si->si_code > 0
	   && (si->si_signo == SIGSEGV || si->si_signo == SIGBUS
	       || si->si_signo == SIGILL || si->si_signo == SIGFPE))
    {
      uint32_t v = (uint32_t) ((uint8_t *) si->si_addr - k1_mem);

      memcpy (b + K1_siginfo_t_si_addr, &v, 4);
    }
  else
    {
      /* sigval's low word: an int or a 32-bit pointer.  */
      uint32_t v = (uint32_t) (uintptr_t) si->si_value.sival_ptr;

      memcpy (b + K1_siginfo_t_si_value, &v, 4);
    }
}

long
k1_put_siginfo (uint32_t addr, const siginfo_t *si)
{
  uint8_t b[K1_sizeof_siginfo_t];

  siginfo_to_guest (b, si);
  return k1_copy_out (addr, b, sizeof b) ? -K1_EFAULT : 0;
}

/* The mask of ppoll, pselect6, epoll_pwait while they wait, as
   rt_sigsuspend's: at MASK (SIZE bytes) in guest memory, made the
   thread's with *HOST its host form.  */
long
k1_signal_temp_mask (uint32_t mask, uint32_t size, sigset_t *host)
{
  struct k1_thread *t = k1_self;
  uint64_t m;

  if (size != K1_sizeof_sigset_t)
    return -K1_EINVAL;
  if (k1_copy_in (&m, mask, 8) != 0)
    return -K1_EFAULT;
  t->suspend_saved = t->blocked;
  t->suspended = 1;
  t->blocked = m & ~UNBLOCKABLE;
  host_set (t->blocked, host);
  return 0;
}

/* After the wait: if INTERRUPTED, the handler runs with the temporary
   mask and its frame saves the old one (k1_signal_deliver_pending
   restores it if none runs); else the old mask is back now.  */
void
k1_signal_temp_done (int interrupted)
{
  if (!interrupted)
    k1_signal_end_suspend (k1_self);
}

/* rt_sigqueueinfo, and rt_tgsigqueueinfo if THREAD: the guest's
   siginfo_t of sigqueue, made a host one.  */
long
k1_sys_sigqueueinfo (int thread, int32_t tgid, int32_t tid, uint32_t sig,
		     uint32_t info)
{
  uint8_t b[K1_sizeof_siginfo_t];
  siginfo_t si;
  uint32_t v;
  long r;

  if (k1_copy_in (b, info, sizeof b) != 0)
    return -K1_EFAULT;
  memset (&si, 0, sizeof si);
  memcpy (&si.si_signo, b + K1_siginfo_t_si_signo, 4);
  memcpy (&si.si_errno, b + K1_siginfo_t_si_errno, 4);
  memcpy (&si.si_code, b + K1_siginfo_t_si_code, 4);
  memcpy ((uint8_t *) &si + offsetof (siginfo_t, si_pid),
	  b + K1_siginfo_t_si_pid, 8);
  memcpy (&v, b + K1_siginfo_t_si_value, 4);
  si.si_value.sival_ptr = (void *) (uintptr_t) v;
  if (thread)
    r = syscall (SYS_rt_tgsigqueueinfo, tgid, tid, (int) sig, &si);
  else
    r = syscall (SYS_rt_sigqueueinfo, tid, (int) sig, &si);
  return r < 0 ? -errno : r;
}

/* rt_sigtimedwait: the host's, on the host mask (a signal the guest
   blocks waits there); one caught but not delivered yet comes first.
   TS is the timeout or NULL.  */
long
k1_sys_rt_sigtimedwait (uint32_t set, uint32_t info,
			const struct timespec *ts, uint32_t size)
{
  struct k1_thread *t = k1_self;
  uint64_t want;
  sigset_t hs;
  siginfo_t si;
  int r;

  if (size != K1_sizeof_sigset_t)
    return -K1_EINVAL;
  if (k1_copy_in (&want, set, 8) != 0)
    return -K1_EFAULT;
  if (info && k1_prepare_write (info, K1_sizeof_siginfo_t) != 0)
    return -K1_EFAULT;
  want &= ~UNBLOCKABLE;
  for (int s = 1; s <= K1__NSIG; s++)
    if (t->pend[s] && (want & BIT (s)))
      {
	t->pend[s] = 0;
	if (info)
	  k1_put_siginfo (info, &t->pend_info[s]);
	return s;
      }
  host_set (want, &hs);
  memset (&si, 0, sizeof si);
  r = syscall (SYS_rt_sigtimedwait, &hs, &si, ts, (size_t) 8);
  if (r < 0)
    return -errno;
  if (info)
    k1_put_siginfo (info, &si);
  return r;
}

/* signalfd4: the host's; struct signalfd_siginfo has one layout on
   every architecture, so reads pass through.  */
long
k1_sys_signalfd4 (int32_t fd, uint32_t mask, uint32_t size, uint32_t flags)
{
  uint64_t m;
  long r;

  if (size != K1_sizeof_sigset_t)
    return -K1_EINVAL;
  if (k1_copy_in (&m, mask, 8) != 0)
    return -K1_EFAULT;
  r = syscall (SYS_signalfd4, fd, &m, (size_t) 8, (int) flags);
  return r < 0 ? -errno : r;
}

/* Just before execve: block on the host what the guest blocks, so that
   the new image inherits the mask (k1_signal_init reads it back).
   UNDO puts the host mask back when execve failed.  */
void
k1_signal_exec_mask (int undo)
{
  struct k1_thread *t = k1_self;
  sigset_t set;

  if (undo)
    {
      apply_mask (t);
      return;
    }
  hset_empty (&set);
  for (int s = 1; s <= K1__NSIG; s++)
    if (t->blocked & BIT (s))
      hset_add (&set, s);
  host_mask (SIG_SETMASK, &set, NULL);
}
