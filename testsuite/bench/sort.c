/* Sorting 32768 integers: quicksort (median of three, insertion sort
   for short runs) on a generated array, checked for order and for being
   a permutation of the input (sum and xor of the elements).  */

#include "bench.h"

#define N 32768
static int32_t v[N];

static void
insertion (int32_t *p, int n)
{
  for (int i = 1; i < n; i++)
    {
      int32_t x = p[i];
      int j = i - 1;
      while (j >= 0 && p[j] > x)
	{
	  p[j + 1] = p[j];
	  j--;
	}
      p[j + 1] = x;
    }
}

static void
quicksort (int32_t *p, int n)
{
  while (n > 16)
    {
      int32_t a = p[0], b = p[n / 2], c = p[n - 1];
      int32_t pivot = a < b ? (b < c ? b : (a < c ? c : a))
			    : (a < c ? a : (b < c ? c : b));
      int i = 0, j = n - 1;
      for (;;)
	{
	  while (p[i] < pivot)
	    i++;
	  while (p[j] > pivot)
	    j--;
	  if (i >= j)
	    break;
	  int32_t t = p[i];
	  p[i] = p[j];
	  p[j] = t;
	  i++;
	  j--;
	}
      /* Recurse into the smaller part, loop on the larger.  */
      if (j + 1 < n - j - 1)
	{
	  quicksort (p, j + 1);
	  p += j + 1;
	  n -= j + 1;
	}
      else
	{
	  quicksort (p + j + 1, n - j - 1);
	  n = j + 1;
	}
    }
  insertion (p, n);
}

int
main (void)
{
  uint32_t sum = 0, x = 0, sum2 = 0, x2 = 0;
  int ok = 1;

  for (int i = 0; i < N; i++)
    {
      v[i] = (int32_t) bench_rand () >> 8;
      sum += v[i];
      x ^= v[i];
    }
  quicksort (v, N);
  for (int i = 0; i < N; i++)
    {
      sum2 += v[i];
      x2 ^= v[i];
      if (i > 0 && v[i - 1] > v[i])
	ok = 0;
    }
  ok &= sum == sum2 && x == x2;
  return bench_report ("sort", ok, v[N / 2] ^ v[N / 3]);
}
