/* Cancellation: deferred, at cancellation points (a condition wait,
   sleep, read, pthread_testcancel), with cleanup handlers run in
   reverse order and the mutex of a condition wait reacquired for its
   handler; disabled cancellation waits until enabled; asynchronous
   cancellation of a busy loop.  The cancelled thread is unwound
   (libgcc, through the SIGCANCEL handler's frame).  */
#include <pthread.h>
#include <unistd.h>
#include "check.h"

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static pthread_barrier_t ready;
static int order[8], norder;

static void
note (void *arg)
{
  order[__atomic_fetch_add (&norder, 1, __ATOMIC_SEQ_CST)] = (int) (long) arg;
}

static void
unlock (void *arg)
{
  /* The wait reacquired the mutex before its cleanup ran.  */
  CHECK (pthread_mutex_trylock (&m) == EBUSY);
  note (arg);
  pthread_mutex_unlock ((pthread_mutex_t *) &m);
}

static void *
in_cond_wait (void *arg)
{
  (void) arg;
  pthread_cleanup_push (note, (void *) 1L);
  pthread_mutex_lock (&m);
  pthread_cleanup_push (unlock, (void *) 2L);
  pthread_barrier_wait (&ready);
  for (;;)
    pthread_cond_wait (&c, &m);
  pthread_cleanup_pop (0);
  pthread_cleanup_pop (0);
  return NULL;
}

static void *
in_sleep (void *arg)
{
  (void) arg;
  pthread_cleanup_push (note, (void *) 3L);
  pthread_barrier_wait (&ready);
  for (;;)
    sleep (100);
  pthread_cleanup_pop (0);
  return NULL;
}

static int fds[2];

static void *
in_read (void *arg)
{
  char ch;

  (void) arg;
  pthread_cleanup_push (note, (void *) 4L);
  pthread_barrier_wait (&ready);
  read (fds[0], &ch, 1);
  pthread_cleanup_pop (0);
  return (void *) 99L;
}

static volatile int spin_go;

static void *
disabled (void *arg)
{
  int old, i;

  (void) arg;
  pthread_setcancelstate (PTHREAD_CANCEL_DISABLE, &old);
  pthread_barrier_wait (&ready);
  for (i = 0; i < 20; i++)
    usleep (1000);		/* not a cancellation point now */
  note ((void *) 5L);
  pthread_setcancelstate (PTHREAD_CANCEL_ENABLE, &old);
  pthread_testcancel ();
  note ((void *) 6L);		/* never */
  return NULL;
}

static void *
async_loop (void *arg)
{
  int old;
  volatile unsigned long n = 0;

  (void) arg;
  pthread_cleanup_push (note, (void *) 7L);
  pthread_setcanceltype (PTHREAD_CANCEL_ASYNCHRONOUS, &old);
  pthread_barrier_wait (&ready);
  for (;;)
    n++;
  pthread_cleanup_pop (0);
  return NULL;
}

static void
cancel_one (void *(*fn) (void *), int first, int count)
{
  pthread_t t;
  void *r;

  norder = 0;
  CHECK0 (pthread_create (&t, NULL, fn, NULL));
  pthread_barrier_wait (&ready);
  usleep (20000);
  CHECK0 (pthread_cancel (t));
  CHECK0 (pthread_join (t, &r));
  CHECK (r == PTHREAD_CANCELED);
  CHECK (norder == count);
  if (norder >= 1)
    CHECK (order[0] == first);
}

int
main (void)
{
  CHECK0 (pthread_barrier_init (&ready, NULL, 2));
  CHECK (pipe (fds) == 0);

  cancel_one (in_cond_wait, 2, 2);
  CHECK (order[1] == 1);		/* inner handler first */
  CHECK (pthread_mutex_trylock (&m) == 0);
  pthread_mutex_unlock (&m);
  cancel_one (in_sleep, 3, 1);
  cancel_one (in_read, 4, 1);
  cancel_one (disabled, 5, 1);
  cancel_one (async_loop, 7, 1);
  DONE ("cancel");
}
