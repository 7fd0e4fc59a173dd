/* CPU-bound work on N guest threads (raw clone): the same total work
   split in N, to compare the wall time of 1 and 2 threads.
   Usage: bench-threads N.  Prints the checksum.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sched.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/futex.h>

#define WORK 40000000u		/* loop iterations in all */
#define MAXT 16
#define FLAGS (CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND \
	       | CLONE_THREAD | CLONE_SYSVSEM | CLONE_SETTLS \
	       | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID)

static int tid[MAXT];
static unsigned result[MAXT];
static unsigned share;

static int
work (void *arg)
{
  int i = (int) (long) arg;
  unsigned x = 2463534242u + i, sum = 0;

  for (unsigned k = 0; k < share; k++)
    {
      x ^= x << 13;
      x ^= x >> 17;
      x ^= x << 5;
      sum += x;
    }
  result[i] = sum;
  return 0;
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 1;
  void *tp;
  unsigned total = 0;

  if (n < 1 || n > MAXT)
    return 2;
  share = WORK / n;
  __asm__ ("add %0 = $r13, 0" : "=r" (tp));
  for (int i = 1; i < n; i++)
    {
      char *stack = malloc (65536);
      if (clone (work, stack + 65536, FLAGS, (void *) (long) i, &tid[i], tp,
		 &tid[i]) <= 0)
	return 3;
    }
  work (0);
  for (int i = 1; i < n; i++)
    {
      int t;
      while ((t = __atomic_load_n (&tid[i], __ATOMIC_ACQUIRE)) != 0)
	syscall (SYS_futex, &tid[i], FUTEX_WAIT, t, NULL, NULL, 0);
    }
  for (int i = 0; i < n; i++)
    total += result[i];
  printf ("%u\n", total);
  return 0;
}
