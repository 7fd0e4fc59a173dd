/* Bundle compaction keeps the result: f of compact-1.c, whose xor
   issues with the load after it, run.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

extern void abort (void);

__attribute__ ((noinline)) int
f (int ***p, int a, int b)
{
  int *q = **p;
  int z = a * b + 1;
  return *q + (z ^ 5);
}

int
main (void)
{
  int v = 100, *pv = &v, **ppv = &pv;
  if (f (&ppv, 6, 7) != 100 + (43 ^ 5))
    abort ();
  return 0;
}
