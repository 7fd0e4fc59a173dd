/* Guest signals 32 and 33, NPTL's SIGCANCEL and SIGSETXID, which the
   host C library keeps for itself (its sigaction refuses them, its
   pthread_sigmask drops them): a handler of each runs, with its
   siginfo; blocked, each stays pending and rt_sigtimedwait takes it.
   Raw system calls, as uClibc-ng's NPTL makes them.  */

#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

#define CHECK(c) do { if (!(c)) { printf ("FAIL line %d: %s (errno %d)\n", __LINE__, #c, errno); fails++; } } while (0)

/* The kernel's struct sigaction (asm-generic).  */
struct ksigaction
{
  void *handler;
  unsigned long flags;
  void *restorer;
  unsigned long long mask;
};

static volatile int got[64], code[64];

static void
on_sig (int s, siginfo_t *si, void *uc)
{
  (void) uc;
  got[s] = si->si_signo;
  code[s] = si->si_code;
}

#define BIT(s) (1ull << ((s) - 1))

int
main (void)
{
  int fails = 0, s;
  pid_t pid = getpid (), tid = syscall (SYS_gettid);

  for (s = 32; s <= 33; s++)
    {
      struct ksigaction ka, old;
      unsigned long long set = BIT (s), pend = 0;

      memset (&ka, 0, sizeof ka);
      ka.handler = (void *) on_sig;
      ka.flags = SA_SIGINFO;
      CHECK (syscall (SYS_rt_sigaction, s, &ka, NULL, 8) == 0);
      CHECK (syscall (SYS_rt_sigaction, s, NULL, &old, 8) == 0);
      CHECK (old.handler == (void *) on_sig);

      /* Delivered at once.  */
      CHECK (syscall (SYS_tgkill, pid, tid, s) == 0);
      CHECK (got[s] == s);
      CHECK (code[s] == SI_TKILL);

      /* Blocked: pending until rt_sigtimedwait takes it.  */
      got[s] = 0;
      CHECK (syscall (SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8) == 0);
      CHECK (syscall (SYS_tgkill, pid, tid, s) == 0);
      CHECK (got[s] == 0);
      CHECK (syscall (SYS_rt_sigpending, &pend, 8) == 0);
      CHECK ((pend & BIT (s)) != 0);
      {
	siginfo_t si;
	struct timespec ts = { 5, 0 };

	memset (&si, 0, sizeof si);
	CHECK (syscall (SYS_rt_sigtimedwait, &set, &si, &ts, 8) == s);
	CHECK (si.si_signo == s);
      }
      CHECK (got[s] == 0);

      /* Blocked, then unblocked: the handler runs then.  */
      CHECK (syscall (SYS_tgkill, pid, tid, s) == 0);
      CHECK (got[s] == 0);
      CHECK (syscall (SYS_rt_sigprocmask, SIG_UNBLOCK, &set, NULL, 8) == 0);
      CHECK (got[s] == s);
    }
  if (!fails)
    printf ("rtsig: ok\n");
  return fails != 0;
}
