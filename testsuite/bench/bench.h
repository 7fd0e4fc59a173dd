/* Shared helpers of the benchmark kernels: a deterministic generator
   and the result line.  Each kernel is one program that checks its own
   result and exits 0 only when it is right.  */

#ifndef BENCH_H
#define BENCH_H

#include <stdio.h>
#include <stdint.h>

/* A 32-bit linear congruential generator (Numerical Recipes).  */
static uint32_t bench_seed = 12345;

static inline uint32_t
bench_rand (void)
{
  bench_seed = bench_seed * 1664525u + 1013904223u;
  return bench_seed;
}

/* Print NAME's result and return the exit status.  */
static inline int
bench_report (const char *name, int ok, uint32_t checksum)
{
  printf ("%s: %s (checksum %08x)\n", name, ok ? "ok" : "FAILED",
	  (unsigned) checksum);
  return ok ? 0 : 1;
}

#endif
