/* CPU-bound OpenMP work for the speedup figure (speedup.sh): N
   xorshift steps split over the threads by a parallel for, each
   block's result added to a checksum by a reduction, so that every
   thread count prints the same line.  */
#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  long blocks = argc > 1 ? atol (argv[1]) : 64, b;
  long steps = argc > 2 ? atol (argv[2]) : 500000;
  unsigned int check = 0;

#pragma omp parallel for schedule(static) reduction(+:check)
  for (b = 0; b < blocks; b++)
    {
      unsigned int x = 2463534242u + (unsigned int) b;
      long i;

      for (i = 0; i < steps; i++)
	{
	  x ^= x << 13;
	  x ^= x >> 17;
	  x ^= x << 5;
	}
      check += x;
    }
  printf ("%ld blocks of %ld steps: %08x\n", blocks, steps, check);
  return 0;
}
