/* Nested loops whose inner loop runs in hardware, with loopdo in a
   bundle shared with the code before it (hwloop-7.c): every pair of
   trip counts from 0 to 9, checked against sums done one at a time
   through a volatile index.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

#define N 16

__attribute__ ((noinline)) void
sums (int *restrict a, const int *restrict b, int n, int m)
{
  for (int i = 0; i < n; i++)
    {
      int s = a[i];
      for (int j = 0; j < m; j++)
	s += b[i + j] * j;
      a[i] = s;
    }
}

int
main (void)
{
  int a[N], b[2 * N];
  for (int k = 0; k < 2 * N; k++)
    b[k] = 3 * k + 1;
  for (int n = 0; n < 10; n++)
    for (int m = 0; m < 10; m++)
      {
	for (int k = 0; k < N; k++)
	  a[k] = k - 5;
	sums (a, b, n, m);
	for (int i = 0; i < N; i++)
	  {
	    int want = i - 5;
	    if (i < n)
	      for (volatile int j = 0; j < m; j++)
		want += b[i + j] * j;
	    if (a[i] != want)
	      abort ();
	  }
      }
  return 0;
}
