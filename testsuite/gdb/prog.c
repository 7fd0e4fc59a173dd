/* The program of the scripted GDB suite (run.sh), built at -O2 -g:
   a chain of three calls that are not inlined, a structure, a 64-bit
   result, a global that changes, a signal handler and, with an
   argument, a store through a null pointer.  */

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

struct point
{
  int x, y;
  const char *name;
};

int counter;
volatile int handled;

__attribute__ ((noinline)) int
leaf (struct point *p)
{
  int sum = p->x * 3 + p->y;	/* line-leaf */
  __asm__ volatile ("" : : "r" (sum) : "memory");
  return sum;
}

__attribute__ ((noinline)) int
middle (int n)
{
  struct point q = { n, n + 1, "q" };
  int r = leaf (&q);
  return r + 1;
}

__attribute__ ((noinline)) int
top (int n)
{
  return middle (n) * 2;
}

__attribute__ ((noinline)) long long
wide (long long a, int b)
{
  return a * b + 1;
}

__attribute__ ((noinline)) void
handler (int sig)
{
  handled = sig;		/* line-handler */
}

int
main (int argc, char **argv)
{
  int r = top (argc + 4);	/* line-top */
  long long w = wide (0x100000000LL, 3);	/* line-wide */

  for (int i = 0; i < 4; i++)
    counter += i;		/* line-counter */
  signal (SIGUSR1, handler);
  kill (getpid (), SIGUSR1);
  printf ("%d %lld %d %d\n", r, w, counter, handled);
  if (argc > 1 && strcmp (argv[1], "crash") == 0)
    *(volatile int *) (long) (argc - 2) = 1;	/* line-crash */
  return 0;
}
