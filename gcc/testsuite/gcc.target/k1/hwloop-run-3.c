/* A loop whose 16-bit counter runs 65536 times, unrolled with a
   runtime iteration count: the count plus one wraps to zero in the
   counter's mode, so the unrolled loop's count is not exact and the
   loop must not become a hardware loop.  The unroller handed the
   doloop pass 0 / 8 as the count and loopdo got 0
   (gcc.dg/torture/pr59058.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -funroll-loops -mhwloops" } */

extern void abort (void);

short b;

__attribute__ ((noinline)) int
run (void)
{
  int c = 0, n = 0;
l1:
  b++;
  c |= b;
  n++;
  if (b)
    goto l1;
  return c == -1 ? n : 0;
}

int
main (void)
{
  if (run () != 65536)
    abort ();
  b = 65530 - 65536;
  if (run () != 6)
    abort ();
  return 0;
}
