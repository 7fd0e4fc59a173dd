/* Dynamic TLS: dlopen a library whose TLS is larger than the static
   TLS block's room, after threads exist, and use it from 4 threads
   and the main thread.  Each must see its own, freshly initialized
   copy (.tdata's value, .tbss's zeros) at its own address.  */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static long (*work) (int);
static int *(*addr) (void);
static int *addrs[5];
static long sums[5];
static pthread_barrier_t start, hold;

static void *
thread (void *arg)
{
  int id = (int) (long) arg;

  /* The threads exist before the library is loaded.  */
  pthread_barrier_wait (&start);
  /* Twice: the second call sees the first one's values.  */
  sums[id] = work (id) + work (id);
  addrs[id] = addr ();
  /* Hold every thread alive until all have their addresses.  */
  pthread_barrier_wait (&hold);
  return NULL;
}

int
main (int argc, char **argv)
{
  pthread_t t[4];
  int i, bad = 0;
  void *h;

  pthread_barrier_init (&start, NULL, 5);
  pthread_barrier_init (&hold, NULL, 5);
  for (i = 0; i < 4; i++)
    pthread_create (&t[i], NULL, thread, (void *) (long) (i + 1));
  h = dlopen (argv[1], RTLD_NOW);
  if (!h)
    {
      printf ("dlopen: %s\n", dlerror ());
      return 1;
    }
  work = (long (*) (int)) dlsym (h, "big_work");
  addr = (int *(*) (void)) dlsym (h, "big_addr");
  if (!work || !addr)
    {
      printf ("dlsym: %s\n", dlerror ());
      return 1;
    }
  pthread_barrier_wait (&start);
  sums[0] = work (0) + work (0);
  addrs[0] = addr ();
  pthread_barrier_wait (&hold);
  for (i = 0; i < 4; i++)
    pthread_join (t[i], NULL);
  for (i = 0; i <= 4; i++)
    {
      /* First call: 16384 * i + 5 + i; second: 2 * 16384 * i + 5 + 2i.  */
      long want = 3L * 16384 * i + 10 + 3 * i;
      if (sums[i] != want)
	bad = 1, printf ("thread %d: %ld, not %ld\n", i, sums[i], want);
      for (int j = 0; j < i; j++)
	if (addrs[i] == addrs[j])
	  bad = 1, printf ("threads %d and %d share a block\n", i, j);
    }
  printf ("%s\n", bad ? "bad" : "ok");
  return bad;
}
