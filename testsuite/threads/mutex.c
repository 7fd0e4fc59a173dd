/* Mutexes under contention from 8 threads: normal, recursive and
   error-checking; trylock, and the error-checking mutex's errors.  */
#include <pthread.h>
#include "check.h"

#define THREADS 8
#define ROUNDS 3000

static pthread_mutex_t m;
static long counter;
static int kind;

static void *
hammer (void *arg)
{
  int i;

  (void) arg;
  for (i = 0; i < ROUNDS; i++)
    {
      CHECK0 (pthread_mutex_lock (&m));
      if (kind == PTHREAD_MUTEX_RECURSIVE)
	{
	  CHECK0 (pthread_mutex_lock (&m));
	  counter++;
	  CHECK0 (pthread_mutex_unlock (&m));
	}
      else
	{
	  /* A non-atomic increment, spread over a read and a write
	     the others could slip between without the lock.  */
	  long v = counter;
	  __asm__ __volatile__ ("" ::: "memory");
	  counter = v + 1;
	}
      CHECK0 (pthread_mutex_unlock (&m));
    }
  return NULL;
}

static void
run (int k, const char *name)
{
  pthread_mutexattr_t a;
  pthread_t t[THREADS];
  int i;

  kind = k;
  counter = 0;
  CHECK0 (pthread_mutexattr_init (&a));
  CHECK0 (pthread_mutexattr_settype (&a, k));
  CHECK0 (pthread_mutex_init (&m, &a));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_create (&t[i], NULL, hammer, NULL));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_join (t[i], NULL));
  if (counter != (long) THREADS * ROUNDS)
    printf ("FAIL %s: counter %ld\n", name, counter);
  CHECK (counter == (long) THREADS * ROUNDS);
  CHECK0 (pthread_mutex_destroy (&m));
  CHECK0 (pthread_mutexattr_destroy (&a));
}

static void *
try_other (void *arg)
{
  return (void *) (long) pthread_mutex_trylock ((pthread_mutex_t *) arg);
}

int
main (void)
{
  pthread_mutexattr_t a;
  pthread_t t;
  void *r;

  run (PTHREAD_MUTEX_NORMAL, "normal");
  run (PTHREAD_MUTEX_RECURSIVE, "recursive");
  run (PTHREAD_MUTEX_ERRORCHECK, "errorcheck");

  /* Error-checking: relock and unlock by a non-owner fail.  */
  CHECK0 (pthread_mutexattr_init (&a));
  CHECK0 (pthread_mutexattr_settype (&a, PTHREAD_MUTEX_ERRORCHECK));
  CHECK0 (pthread_mutex_init (&m, &a));
  CHECK (pthread_mutex_unlock (&m) == EPERM);
  CHECK0 (pthread_mutex_lock (&m));
  CHECK (pthread_mutex_lock (&m) == EDEADLK);
  /* trylock from another thread: busy.  */
  CHECK0 (pthread_create (&t, NULL, try_other, &m));
  CHECK0 (pthread_join (t, &r));
  CHECK ((long) r == EBUSY);
  CHECK0 (pthread_mutex_unlock (&m));
  CHECK0 (pthread_create (&t, NULL, try_other, &m));
  CHECK0 (pthread_join (t, &r));
  /* (It left the mutex locked: no destroy.)  */
  CHECK ((long) r == 0);
  DONE ("mutex");
}
