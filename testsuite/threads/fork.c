/* fork from a threaded program: the child has one thread (the one
   that forked), its own copy of memory, locks that the atfork
   handlers left usable, and can create threads of its own; the
   parent's threads go on.  */
#include <pthread.h>
#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static volatile int stop, value = 1;
static int prepared, in_parent, in_child;

static void prepare (void) { prepared++; pthread_mutex_lock (&m); }
static void parent (void) { in_parent++; pthread_mutex_unlock (&m); }
static void child (void) { in_child++; pthread_mutex_unlock (&m); }

static void *
busy (void *arg)
{
  (void) arg;
  while (!stop)
    {
      pthread_mutex_lock (&m);
      value++;
      pthread_mutex_unlock (&m);
      sched_yield ();
    }
  return NULL;
}

static void *
add (void *arg)
{
  return (void *) ((long) arg + 1);
}

int
main (void)
{
  pthread_t t[3], ct;
  pid_t pid;
  int i, st;
  void *r;

  CHECK0 (pthread_atfork (prepare, parent, child));
  for (i = 0; i < 3; i++)
    CHECK0 (pthread_create (&t[i], NULL, busy, NULL));
  usleep (10000);
  fflush (stdout);
  pid = fork ();
  if (pid == 0)
    {
      int bad = 0;

      /* The child: its own memory, one thread, working locks.  */
      if (in_child != 1 || prepared != 1)
	bad |= 1;
      if (pthread_mutex_lock (&m) != 0)
	bad |= 2;
      value = -5;
      pthread_mutex_unlock (&m);
      if (pthread_create (&ct, NULL, add, (void *) 41L) != 0
	  || pthread_join (ct, &r) != 0 || (long) r != 42)
	bad |= 4;
      _exit (bad ? 10 + bad : 0);
    }
  CHECK (pid > 0);
  CHECK (waitpid (pid, &st, 0) == pid);
  CHECK (WIFEXITED (st) && WEXITSTATUS (st) == 0);
  if (!(WIFEXITED (st) && WEXITSTATUS (st) == 0))
    printf ("child status %#x\n", st);
  CHECK (in_parent == 1 && prepared == 1 && in_child == 0);
  i = value;
  usleep (10000);
  CHECK (value != -5);
  stop = 1;
  for (i = 0; i < 3; i++)
    CHECK0 (pthread_join (t[i], NULL));
  CHECK (value > 1);
  DONE ("fork");
}
