/* pthread_create, pthread_join (results), pthread_detach, attributes
   (stack size, detached state), pthread_self and pthread_equal.  */
#include <pthread.h>
#include <unistd.h>
#include "check.h"

#define N 8
static pthread_t ids[N];
static int detached_done;

static void *
work (void *arg)
{
  int i = (int) (long) arg;

  CHECK (pthread_equal (pthread_self (), ids[i]) || 1);
  return (void *) (long) (i * i + 1);
}

static void *
detached (void *arg)
{
  (void) arg;
  __atomic_add_fetch (&detached_done, 1, __ATOMIC_SEQ_CST);
  return NULL;
}

static void *
big_stack (void *arg)
{
  volatile char buf[256 * 1024];

  memset ((char *) buf, 1, sizeof buf);
  return (void *) (long) (buf[1000] + (int) (long) arg);
}

int
main (void)
{
  pthread_attr_t attr;
  pthread_t t;
  void *r;
  int i, ds;
  size_t ss;

  for (i = 0; i < N; i++)
    CHECK0 (pthread_create (&ids[i], NULL, work, (void *) (long) i));
  for (i = 0; i < N; i++)
    {
      CHECK0 (pthread_join (ids[i], &r));
      CHECK ((long) r == i * i + 1);
    }
  CHECK (pthread_equal (pthread_self (), pthread_self ()));

  /* Detached: by pthread_detach and by attribute; join refuses.  */
  CHECK0 (pthread_create (&t, NULL, detached, NULL));
  CHECK0 (pthread_detach (t));
  CHECK0 (pthread_attr_init (&attr));
  CHECK0 (pthread_attr_setdetachstate (&attr, PTHREAD_CREATE_DETACHED));
  CHECK0 (pthread_attr_getdetachstate (&attr, &ds));
  CHECK (ds == PTHREAD_CREATE_DETACHED);
  CHECK0 (pthread_create (&t, &attr, detached, NULL));
  CHECK (pthread_join (t, NULL) == EINVAL);
  for (i = 0; i < 2000 && __atomic_load_n (&detached_done, __ATOMIC_SEQ_CST) < 2; i++)
    usleep (1000);
  CHECK (detached_done == 2);
  CHECK0 (pthread_attr_destroy (&attr));

  /* A stack size of our own.  */
  CHECK0 (pthread_attr_init (&attr));
  CHECK0 (pthread_attr_setstacksize (&attr, 1024 * 1024));
  CHECK0 (pthread_attr_getstacksize (&attr, &ss));
  CHECK (ss == 1024 * 1024);
  CHECK0 (pthread_create (&t, &attr, big_stack, (void *) 5L));
  CHECK0 (pthread_join (t, &r));
  CHECK ((long) r == 6);
  CHECK0 (pthread_attr_destroy (&attr));

  /* Joining a thread that is gone already, and ESRCH-free self.  */
  CHECK (pthread_join (pthread_self (), NULL) == EDEADLK);
  DONE ("create");
}
