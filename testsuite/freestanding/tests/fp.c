/* Single and double precision: arithmetic, fused multiply-add,
   division (libgcc), conversions and comparisons.  Compiled with
   -ffp-contract=off so that only explicit fma fuse.  */
#include "../lib.h"

static volatile double dv[] = { 0.0, -0.0, 1.0, -1.5, 3.0, 0.1, 1e300, -1e-300,
				 123456789.125, 4294967296.0, 1.0 / 3.0,
				 2.5e-310, __builtin_inf (), __builtin_nan ("") };
#define N (int) (sizeof dv / sizeof dv[0])

static void
put_flt (const char *name, float f)
{
  union { float f; unsigned u; } x = { f };
  if (f != f)
    x.u = 0x7fc00000;
  put_hex (name, x.u);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	double a = dv[i], b = dv[j];
	float fa = a, fb = b;
	put_dbl ("dadd", a + b);
	put_dbl ("dsub", a - b);
	put_dbl ("dmul", a * b);
	put_dbl ("ddiv", a / b);
	put_dbl ("dfma", __builtin_fma (a, b, 1.0));
	put_flt ("fadd", fa + fb);
	put_flt ("fsub", fa - fb);
	put_flt ("fmul", fa * fb);
	put_flt ("fdiv", fa / fb);
	put_flt ("ffma", __builtin_fmaf (fa, fb, -2.0f));
	put_int ("dcmp", (a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b)
		 + 16 * (a > b) + 32 * (a >= b)
		 + 64 * __builtin_isunordered (a, b)
		 + 128 * __builtin_islessgreater (a, b));
	put_int ("fcmp", (fa < fb) + 2 * (fa <= fb) + 4 * (fa == fb)
		 + 8 * (fa != fb) + 16 * (fa > fb) + 32 * (fa >= fb)
		 + 64 * __builtin_isunordered (fa, fb));
      }
  for (int i = 0; i < N; i++)
    {
      double a = dv[i];
      float fa = a;
      put_dbl ("neg", -a);
      put_dbl ("abs", __builtin_fabs (a));
      put_flt ("fneg", -fa);
      put_flt ("narrow", fa);
      put_dbl ("widen", (double) fa);
      if (a > -2e9 && a < 2e9)
	{
	  put_int ("d2i", (int) a);
	  put_int ("f2i", (int) fa);
	  put_int ("d2ll", (long long) (a * 1e6));
	}
      if (a >= 0 && a < 4e9)
	{
	  put_uns ("d2u", (unsigned) a);
	  put_uns ("f2u", (unsigned) fa);
	}
    }
  static volatile long long lv[] = { 0, 1, -1, 0x7fffffffffffffffll,
				     0x123456789abcdefll, -1000000000000ll };
  for (int i = 0; i < 6; i++)
    {
      put_dbl ("ll2d", (double) lv[i]);
      put_flt ("ll2f", (float) lv[i]);
      put_dbl ("ull2d", (double) (unsigned long long) lv[i]);
      put_dbl ("i2d", (double) (int) lv[i]);
      put_flt ("i2f", (float) (int) lv[i]);
      put_flt ("u2f", (float) (unsigned) lv[i]);
      put_dbl ("u2d", (double) (unsigned) lv[i]);
    }
  return 0;
}
