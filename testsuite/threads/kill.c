/* pthread_kill reaches the thread it names (its handler runs there),
   and sigwait in one thread takes a signal the others block,
   whichever thread it was sent to.  */
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#include "check.h"

static pthread_t target;
static volatile pthread_t handled_by;
static volatile int handled;
static pthread_barrier_t bar;

static void
on_usr1 (int sig)
{
  (void) sig;
  handled_by = pthread_self ();
  handled = 1;
}

static void *
sleeper (void *arg)
{
  int i;

  (void) arg;
  pthread_barrier_wait (&bar);
  for (i = 0; i < 5000 && !handled; i++)
    usleep (1000);
  return NULL;
}

static void *
waiter (void *arg)
{
  sigset_t set;
  int sig = 0;

  (void) arg;
  sigemptyset (&set);
  sigaddset (&set, SIGUSR2);
  pthread_barrier_wait (&bar);
  CHECK0 (sigwait (&set, &sig));
  return (void *) (long) sig;
}

int
main (void)
{
  struct sigaction sa;
  sigset_t set;
  void *r;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_usr1;
  sigemptyset (&sa.sa_mask);
  CHECK (sigaction (SIGUSR1, &sa, NULL) == 0);
  CHECK0 (pthread_barrier_init (&bar, NULL, 2));

  /* pthread_kill: the handler runs on the thread named.  */
  CHECK0 (pthread_create (&target, NULL, sleeper, NULL));
  pthread_barrier_wait (&bar);
  CHECK0 (pthread_kill (target, SIGUSR1));
  CHECK0 (pthread_join (target, NULL));
  CHECK (handled);
  CHECK (pthread_equal (handled_by, target));
  CHECK (pthread_kill (pthread_self (), 0) == 0);

  /* sigwait: SIGUSR2 blocked everywhere (the mask is inherited),
     sent to the process and to the main thread, taken by the
     waiter... sent to the waiter itself.  */
  sigemptyset (&set);
  sigaddset (&set, SIGUSR2);
  CHECK0 (pthread_sigmask (SIG_BLOCK, &set, NULL));
  CHECK0 (pthread_create (&target, NULL, waiter, NULL));
  pthread_barrier_wait (&bar);
  usleep (10000);
  CHECK0 (pthread_kill (target, SIGUSR2));
  CHECK0 (pthread_join (target, &r));
  CHECK ((long) r == SIGUSR2);

  /* Process-directed: only the waiter may take it.  */
  CHECK0 (pthread_create (&target, NULL, waiter, NULL));
  pthread_barrier_wait (&bar);
  usleep (10000);
  CHECK (kill (getpid (), SIGUSR2) == 0);
  CHECK0 (pthread_join (target, &r));
  CHECK ((long) r == SIGUSR2);
  DONE ("kill");
}
