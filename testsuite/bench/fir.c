/* A single-precision FIR filter, 32 taps over 8192 samples, checked
   against the same filter computed in double precision.  */

#include "bench.h"

#define TAPS 32
#define LEN 8192
static float coef[TAPS], in[LEN + TAPS], out[LEN];

static void
fir (void)
{
  for (int i = 0; i < LEN; i++)
    {
      float s = 0.0f;
      for (int k = 0; k < TAPS; k++)
	s += coef[k] * in[i + k];
      out[i] = s;
    }
}

static float
unit (void)
{
  return (float) (bench_rand () >> 8) / 16777216.0f - 0.5f;
}

int
main (void)
{
  int ok = 1;
  uint32_t sum = 0;

  for (int k = 0; k < TAPS; k++)
    coef[k] = unit () / TAPS;
  for (int i = 0; i < LEN + TAPS; i++)
    in[i] = unit ();
  for (int rep = 0; rep < 2; rep++)
    fir ();
  for (int i = 0; i < LEN; i += 7)
    {
      double s = 0.0;
      for (int k = 0; k < TAPS; k++)
	s += (double) coef[k] * in[i + k];
      double d = s - out[i];
      /* 32 roundings of values below 1/64: far below 1e-6.  */
      ok &= d < 1e-6 && d > -1e-6;
      sum += (uint32_t) (int32_t) (out[i] * 1e6f);
    }
  return bench_report ("fir", ok, sum);
}
