/* Signals and threads (raw clone): tgkill reaches the thread it
   names; a process-directed signal goes to a thread that does not
   block it; each thread has its own mask and its own pending set.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/futex.h>

#define CHECK(c) do { if (!(c)) { printf ("FAIL line %d: %s (errno %d)\n", __LINE__, #c, errno); fails++; } } while (0)

#define FLAGS (CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND \
	       | CLONE_THREAD | CLONE_SYSVSEM | CLONE_SETTLS \
	       | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID)

static int ctid, ready, stop, got_term, child_pending_term, main_pending_term;
static volatile int handled[65];

static long
futex (int *uaddr, int op, int val)
{
  return syscall (SYS_futex, uaddr, op, val, NULL, NULL, 0);
}

static void
on_sig (int s)
{
  handled[s] = syscall (SYS_gettid);
}

static void
wait_for (volatile int *p)
{
  struct timespec ts = { 0, 1000000 };
  for (int i = 0; i < 5000 && !*p; i++)
    nanosleep (&ts, NULL);
}

static int
has (int sig)
{
  sigset_t p;
  sigemptyset (&p);
  return sigpending (&p) == 0 && sigismember (&p, sig) == 1;
}

static int
child (void *arg)
{
  sigset_t s;
  int sig;

  (void) arg;
  /* This thread takes SIGUSR2, blocks SIGTERM and waits for it.  */
  sigemptyset (&s);
  sigaddset (&s, SIGUSR2);
  sigprocmask (SIG_UNBLOCK, &s, NULL);
  sigemptyset (&s);
  sigaddset (&s, SIGTERM);
  sigprocmask (SIG_BLOCK, &s, NULL);
  __atomic_store_n (&ready, 1, __ATOMIC_RELEASE);
  futex (&ready, FUTEX_WAKE, 1);
  while (!__atomic_load_n (&got_term, __ATOMIC_ACQUIRE))
    {
      if (has (SIGTERM))
	{
	  child_pending_term = 1;
	  if (sigwait (&s, &sig) == 0 && sig == SIGTERM)
	    __atomic_store_n (&got_term, 1, __ATOMIC_RELEASE);
	}
      sched_yield ();
    }
  while (!__atomic_load_n (&stop, __ATOMIC_ACQUIRE))
    futex (&stop, FUTEX_WAIT, 0);
  return 0;
}

int
main (void)
{
  int fails = 0, self = syscall (SYS_gettid), pid = getpid ();
  char *stack = malloc (65536);
  sigset_t s;
  void *tp;

  __asm__ ("add %0 = $r13, 0" : "=r" (tp));
  signal (SIGUSR1, on_sig);
  signal (SIGUSR2, on_sig);
  /* The main thread blocks SIGUSR2; the child inherits the mask and
     unblocks it.  */
  sigemptyset (&s);
  sigaddset (&s, SIGUSR2);
  CHECK (sigprocmask (SIG_BLOCK, &s, NULL) == 0);
  int t = clone (child, stack + 65536, FLAGS, NULL, &ctid, tp, &ctid);
  CHECK (t > 0 && t != self);
  while (!__atomic_load_n (&ready, __ATOMIC_ACQUIRE))
    futex (&ready, FUTEX_WAIT, 0);

  /* tgkill: the thread named, each time.  */
  CHECK (syscall (SYS_tgkill, pid, t, SIGUSR1) == 0);
  wait_for (&handled[SIGUSR1]);
  CHECK (handled[SIGUSR1] == t);
  handled[SIGUSR1] = 0;
  CHECK (syscall (SYS_tgkill, pid, self, SIGUSR1) == 0);
  CHECK (handled[SIGUSR1] == self);
  handled[SIGUSR1] = 0;
  CHECK (syscall (SYS_tkill, t, SIGUSR1) == 0);
  wait_for (&handled[SIGUSR1]);
  CHECK (handled[SIGUSR1] == t);

  /* kill: the process; only the child does not block SIGUSR2.  */
  CHECK (kill (pid, SIGUSR2) == 0);
  wait_for (&handled[SIGUSR2]);
  CHECK (handled[SIGUSR2] == t);

  /* A signal for the child, blocked there: pending in the child only,
     taken by its sigwait.  */
  CHECK (syscall (SYS_tgkill, pid, t, SIGTERM) == 0);
  wait_for (&got_term);
  main_pending_term = has (SIGTERM);
  CHECK (got_term && child_pending_term && !main_pending_term);

  __atomic_store_n (&stop, 1, __ATOMIC_RELEASE);
  futex (&stop, FUTEX_WAKE, 1);
  int c;
  while ((c = __atomic_load_n (&ctid, __ATOMIC_ACQUIRE)) != 0)
    futex (&ctid, FUTEX_WAIT, c);

  if (fails == 0)
    printf ("threadsig: all passed\n");
  return fails != 0;
}
