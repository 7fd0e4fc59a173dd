/* A signal the program blocks stays pending whatever its disposition
   (default, ignored, a handler): sigpending shows it, and sigwait,
   sigtimedwait and signalfd take it.  Before the simulator honoured
   the mask, the first raise ended the run with SIGUSR1.  */

#include <stdio.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <errno.h>
#include <time.h>
#include <sys/signalfd.h>

#define CHECK(c) do { if (!(c)) { printf ("FAIL line %d: %s (errno %d)\n", __LINE__, #c, errno); fails++; } } while (0)

static volatile int caught;
static void on_sig (int s) { caught = s; }

static int
pending (int sig)
{
  sigset_t p;

  sigemptyset (&p);
  return sigpending (&p) == 0 && sigismember (&p, sig) == 1;
}

static sigset_t
only (int sig)
{
  sigset_t s;

  sigemptyset (&s);
  sigaddset (&s, sig);
  return s;
}

int
main (void)
{
  int fails = 0, sig = 0;
  sigset_t s;
  siginfo_t si;
  struct timespec ts = { 5, 0 }, short_ts = { 0, 10000000 };

  /* Default disposition (terminate), sigwait.  */
  s = only (SIGUSR1);
  CHECK (sigprocmask (SIG_BLOCK, &s, NULL) == 0);
  CHECK (raise (SIGUSR1) == 0);
  CHECK (pending (SIGUSR1));
  CHECK (sigwait (&s, &sig) == 0 && sig == SIGUSR1);
  CHECK (!pending (SIGUSR1));

  /* sigtimedwait with the sender's siginfo; then a timeout.  */
  s = only (SIGUSR2);
  CHECK (sigprocmask (SIG_BLOCK, &s, NULL) == 0);
  CHECK (kill (getpid (), SIGUSR2) == 0);
  memset (&si, 0, sizeof si);
  CHECK (sigtimedwait (&s, &si, &ts) == SIGUSR2);
  CHECK (si.si_signo == SIGUSR2 && si.si_code == SI_USER
	 && si.si_pid == getpid () && si.si_uid == getuid ());
  errno = 0;
  CHECK (sigtimedwait (&s, &si, &short_ts) == -1 && errno == EAGAIN);
  /* sigqueue's value comes through.  */
  union sigval v = { .sival_int = 1234 };
  CHECK (sigqueue (getpid (), SIGUSR2, v) == 0);
  memset (&si, 0, sizeof si);
  CHECK (sigwaitinfo (&s, &si) == SIGUSR2);
  CHECK (si.si_code == SI_QUEUE && si.si_value.sival_int == 1234);

  /* signalfd on a blocked SIGTERM (default: terminate).  */
  s = only (SIGTERM);
  CHECK (sigprocmask (SIG_BLOCK, &s, NULL) == 0);
  int fd = signalfd (-1, &s, SFD_CLOEXEC);
  CHECK (fd >= 0);
  CHECK (raise (SIGTERM) == 0);
  CHECK (pending (SIGTERM));
  struct signalfd_siginfo ssi;
  CHECK (read (fd, &ssi, sizeof ssi) == sizeof ssi);
  CHECK (ssi.ssi_signo == SIGTERM && ssi.ssi_pid == (unsigned) getpid ());
  CHECK (!pending (SIGTERM));
  close (fd);

  /* A handler: not run while blocked, run when unblocked.  */
  signal (SIGINT, on_sig);
  s = only (SIGINT);
  CHECK (sigprocmask (SIG_BLOCK, &s, NULL) == 0);
  CHECK (raise (SIGINT) == 0);
  CHECK (caught == 0 && pending (SIGINT));
  CHECK (sigprocmask (SIG_UNBLOCK, &s, NULL) == 0);
  CHECK (caught == SIGINT && !pending (SIGINT));

  /* Blocked signals are never ignored: an ignored one stays pending
     too, and setting SIG_IGN again discards it.  */
  signal (SIGHUP, SIG_IGN);
  s = only (SIGHUP);
  CHECK (sigprocmask (SIG_BLOCK, &s, NULL) == 0);
  CHECK (raise (SIGHUP) == 0);
  CHECK (pending (SIGHUP));
  signal (SIGHUP, SIG_IGN);
  CHECK (!pending (SIGHUP));

  /* Default-ignored SIGCHLD, blocked: pending as well.  */
  s = only (SIGCHLD);
  CHECK (sigprocmask (SIG_BLOCK, &s, NULL) == 0);
  CHECK (raise (SIGCHLD) == 0);
  CHECK (pending (SIGCHLD));
  CHECK (sigwait (&s, &sig) == 0 && sig == SIGCHLD);

  if (fails == 0)
    printf ("sigblock: all passed\n");
  return fails != 0;
}
