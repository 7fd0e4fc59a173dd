/* Integer matrix multiply, C = A * B for 64 x 64 matrices, checked with
   Freivalds' test: C x = A (B x) for a few vectors x.  */

#include "bench.h"

#define N 64
static int32_t a[N][N], b[N][N], c[N][N];

static void
matmul (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	int32_t s = 0;
	for (int k = 0; k < N; k++)
	  s += a[i][k] * b[k][j];
	c[i][j] = s;
      }
}

static void
matvec (int32_t m[N][N], const int32_t *x, int32_t *y)
{
  for (int i = 0; i < N; i++)
    {
      int32_t s = 0;
      for (int k = 0; k < N; k++)
	s += m[i][k] * x[k];
      y[i] = s;
    }
}

int
main (void)
{
  int32_t x[N], bx[N], abx[N], cx[N];
  uint32_t sum = 0;
  int ok = 1;

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (int32_t) (bench_rand () >> 20) - 2048;
	b[i][j] = (int32_t) (bench_rand () >> 20) - 2048;
      }
  for (int rep = 0; rep < 3; rep++)
    matmul ();
  for (int t = 0; t < 4; t++)
    {
      for (int i = 0; i < N; i++)
	x[i] = (int32_t) (bench_rand () >> 28) - 8;
      matvec (b, x, bx);
      matvec (a, bx, abx);
      matvec (c, x, cx);
      for (int i = 0; i < N; i++)
	ok &= cx[i] == abx[i];
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum = sum * 33 + (uint32_t) c[i][j];
  return bench_report ("matmul", ok, sum);
}
