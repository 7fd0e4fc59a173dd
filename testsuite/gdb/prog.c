/* The program of the scripted GDB suite (run.sh), built at -O2 -g:
   a chain of three calls that are not inlined, a structure, a 64-bit
   result, a global that changes, a signal handler, a function with
   small structures among its stack arguments and, with an argument, a
   store through a null pointer.  */

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

/* For inferior calls: aggregates that go on the stack, a 3-byte one
   in a 4-byte slot, a 12-byte one aligned to 4, then a 5-byte one
   aligned to 8.  */
struct c3
{
  char a, b, c;
};
struct c5
{
  char a, b, c, d, e;
};
struct c12
{
  char s[12];
};
struct c3 g3 = { 1, 2, 3 };
struct c12 g12 = { { 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2 } };
struct c5 g5 = { 4, 5, 6, 7, 8 };

__attribute__ ((noinline, used)) int
late (long long a, long long b, long long c, long long d, long long e,
      int f, int g, struct c3 x, struct c12 z, struct c5 y)
{
  return (int) (a + b + c + d + e) + f + g + x.a * 100 + x.c * 1000
	 + y.a * 10000 + y.e * 100000 + z.s[0] * 1000000 + z.s[11] * 10;
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
