/* __thread: initial values from .tdata and zeros from .tbss in every
   thread, values that differ per thread and survive the others'
   writes, addresses that differ per thread, and (linked with
   tls-lib.c in the dynamic build, -DWITH_LIB) a shared library's TLS.  */
#include <pthread.h>
#include "check.h"

#define THREADS 8

__thread int tdata = 42;
__thread long long tdata64 = 0x123456789abcdefLL;
__thread char tbss[100];
__thread int tbss_int;
static __thread int tlocal = 7;
__thread int aligned_var __attribute__ ((aligned (64))) = 3;

#ifdef WITH_LIB
extern __thread int lib_tvar;
int lib_get (void);
void lib_set (int);
#endif

static pthread_barrier_t bar;
static int *addrs[THREADS + 1];

static void *
work (void *arg)
{
  int i = (int) (long) arg, j;

  CHECK (tdata == 42);
  CHECK (tdata64 == 0x123456789abcdefLL);
  CHECK (tlocal == 7);
  CHECK (aligned_var == 3);
  CHECK (((unsigned long) &aligned_var & 63) == 0);
  CHECK (tbss_int == 0);
  for (j = 0; j < 100; j++)
    CHECK (tbss[j] == 0);
#ifdef WITH_LIB
  CHECK (lib_tvar == 11);
  CHECK (lib_get () == 11);
  lib_set (1000 + i);
#endif
  tdata = i;
  tdata64 = (long long) i << 40;
  tlocal = i * 3;
  tbss_int = -i;
  memset (tbss, i, sizeof tbss);
  addrs[i] = &tdata;
  pthread_barrier_wait (&bar);
  /* Everyone has written: each still sees its own.  */
  CHECK (tdata == i);
  CHECK (tdata64 == (long long) i << 40);
  CHECK (tlocal == i * 3);
  CHECK (tbss_int == -i);
  CHECK (tbss[0] == i && tbss[99] == i);
#ifdef WITH_LIB
  CHECK (lib_get () == 1000 + i);
  CHECK (lib_tvar == 1000 + i);
#endif
  return (void *) (long) (tdata + tlocal);
}

int
main (void)
{
  pthread_t t[THREADS];
  void *r;
  int i, j;

  tdata = -1;
  CHECK0 (pthread_barrier_init (&bar, NULL, THREADS));
  for (i = 1; i <= THREADS; i++)
    CHECK0 (pthread_create (&t[i - 1], NULL, work, (void *) (long) i));
  for (i = 1; i <= THREADS; i++)
    {
      CHECK0 (pthread_join (t[i - 1], &r));
      CHECK ((long) r == i * 4);
    }
  for (i = 1; i <= THREADS; i++)
    for (j = i + 1; j <= THREADS; j++)
      CHECK (addrs[i] != addrs[j]);
  CHECK (tdata == -1);
  CHECK (tlocal == 7);
#ifdef WITH_LIB
  CHECK (lib_get () == 11);
#endif
  DONE ("tls");
}
