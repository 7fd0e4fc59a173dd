/* Reassociation of an update (reassoc-3.c) keeps the result: the
   number of positions a skip table visits, against a loop where it
   does not apply.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

extern void abort (void);

__attribute__ ((noinline)) int
f (const unsigned char *t, int n, const int *skip, int m)
{
  int count = 0;
  for (int i = 0; i + m <= n; i += skip[t[i + m - 1]])
    count++;
  return count;
}

__attribute__ ((noinline)) int
g (const unsigned char *t, int n, const int *skip, int m)
{
  int count = 0, i = 0;
  while (i + m <= n)
    {
      count++;
      i += skip[t[i + m - 1]];
      /* Not reassociated: I comes from the asm.  */
      __asm__ ("" : "+r" (i));
    }
  return count;
}

int
main (void)
{
  unsigned char t[300];
  int skip[256];
  for (int i = 0; i < 256; i++)
    skip[i] = 1 + i % 5;
  for (int i = 0; i < 300; i++)
    t[i] = i * 37 + 11;
  for (int m = 1; m < 8; m++)
    for (int n = 0; n < 300; n += 13)
      if (f (t, n, skip, m) != g (t, n, skip, m))
	abort ();
  return 0;
}
