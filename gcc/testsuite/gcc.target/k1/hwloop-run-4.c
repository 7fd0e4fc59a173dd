/* Hardware loops with an early exit (searches), among them one whose
   last bundle is its conditional exit (taken, it leaves the loop; not
   taken, the loop goes on) and ones whose entry test ends the block
   before them: every exit position, no exit, trip counts 0 to 40.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

__attribute__ ((noinline)) int
match_back (const char *t, const char *p, int j)
{
  while (j >= 0 && t[j] == p[j])
    j--;
  return j;
}

__attribute__ ((noinline)) int
find (const int *a, int n, int x)
{
  int i;
  for (i = 0; i < n; i++)
    if (a[i] == x)
      break;
  return i;
}

__attribute__ ((noinline)) int
count_matches (const char *t, int n, const char *p, int m)
{
  int count = 0;
  for (int i = 0; i + m <= n; i++)
    {
      int j = m - 1;
      while (j >= 0 && t[i + j] == p[j])
	j--;
      if (j < 0)
	count++;
    }
  return count;
}

/* The same count, the other way round.  */
__attribute__ ((noinline)) int
count_forward (const char *t, int n, const char *p, int m)
{
  int count = 0;
  for (int i = 0; i + m <= n; i++)
    {
      int ok = 1;
      for (int j = 0; j < m; j++)
	ok &= t[i + j] == p[j];
      count += ok;
    }
  return count;
}

int
main (void)
{
  char t[64], p[64];
  int a[64];

  for (int n = 0; n <= 40; n++)
    for (int k = -1; k < n; k++)
      {
	for (int i = 0; i < n; i++)
	  {
	    t[i] = p[i] = 'a' + i % 7;
	    a[i] = i * 3;
	  }
	if (k >= 0)
	  p[k] = 'z';
	/* Only position K differs: the backward match stops there.  */
	if (match_back (t, p, n - 1) != k)
	  abort ();
	if (find (a, n, k >= 0 ? k * 3 : -5) != (k >= 0 ? k : n))
	  abort ();
	for (int m = 0; m <= 4 && m <= n; m++)
	  if (count_matches (t, n, p + n - m, m)
	      != count_forward (t, n, p + n - m, m))
	    abort ();
      }
  return 0;
}
