/* OpenMP parallel for with reductions (sum, product modulo, max, a
   floating-point sum in a fixed order), static and dynamic schedules;
   the output is compared with the host's.  */
#include <omp.h>
#include <stdio.h>

#define N 100000

static int a[N];
static double x[N];

int
main (void)
{
  long long sum = 0, sum_dyn = 0;
  int max = -1, i, nthreads = 0, count = 0;
  unsigned int h = 0;
  double fsum = 0;

  for (i = 0; i < N; i++)
    {
      a[i] = (i * 7919) % 10007;
      x[i] = 1.0 / (i + 1);
    }

#pragma omp parallel
  {
#pragma omp single
    nthreads = omp_get_num_threads ();
  }

#pragma omp parallel for reduction(+:sum) reduction(max:max)
  for (i = 0; i < N; i++)
    {
      sum += a[i];
      if (a[i] > max)
	max = a[i];
    }

#pragma omp parallel for schedule(dynamic, 97) reduction(+:sum_dyn, count)
  for (i = 0; i < N; i++)
    {
      sum_dyn += (long long) a[i] * a[i];
      count++;
    }

#pragma omp parallel for reduction(^:h)
  for (i = 0; i < N; i++)
    h ^= (unsigned int) a[i] * 2654435761u;

  /* A floating-point sum depends on the order: each thread's part in
     a fixed slot, added up in order.  */
  {
    double part[64] = { 0 };
    int chunk = N / 64;

#pragma omp parallel for schedule(static)
    for (i = 0; i < 64; i++)
      {
	int j;
	double s = 0;

	for (j = i * chunk; j < (i + 1) * chunk; j++)
	  s += x[j];
	part[i] = s;
      }
    for (i = 0; i < 64; i++)
      fsum += part[i];
  }

  printf ("team as asked: %d\n", nthreads == omp_get_max_threads ());
  printf ("sum %lld max %d\n", sum, max);
  printf ("sum of squares %lld count %d\n", sum_dyn, count);
  printf ("xor hash %08x\n", h);
  printf ("harmonic %.15g\n", fsum);
  return 0;
}
