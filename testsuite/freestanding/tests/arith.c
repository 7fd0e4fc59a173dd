/* 32-bit integer arithmetic, logic, shifts, comparisons, bit
   operations and extensions.  */
#include "../lib.h"

static volatile int vals[] = { 0, 1, -1, 2, 7, -8, 100, -1000, 65535,
			       0x12345678, -0x7fffffff - 1, 0x7fffffff };
#define N (int) (sizeof vals / sizeof vals[0])

__attribute__ ((noinline)) static int rotl (unsigned x, int n)
{ return (x << n) | (x >> ((32 - n) & 31)); }

struct bf { unsigned a : 3; int b : 7; unsigned c : 13; int d : 9; };

int
main (void)
{
  unsigned long long h = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	int a = vals[i], b = vals[j];
	unsigned ua = a, ub = b;
	int r[24];
	r[0] = a + b;
	r[1] = a - b;
	r[2] = a * b;
	r[3] = (b != 0 && !(a == -0x7fffffff - 1 && b == -1)) ? a / b : 0;
	r[4] = (b != 0 && !(a == -0x7fffffff - 1 && b == -1)) ? a % b : 0;
	r[5] = ub ? ua / ub : 0;
	r[6] = ub ? ua % ub : 0;
	r[7] = a & b;
	r[8] = a | ~b;
	r[9] = a ^ b;
	r[10] = ~(a & b);
	r[11] = a << (b & 31);
	r[12] = a >> (b & 31);
	r[13] = ua >> (b & 31);
	r[14] = rotl (ua, b & 31);
	r[15] = a < b ? a : b;
	r[16] = ua > ub ? ua : ub;
	r[17] = (a < b) + 2 * (ua < ub) + 4 * (a == b) + 8 * (a >= b)
		+ 16 * (ua <= ub) + 32 * (a > 5) + 64 * (ua > 5);
	r[18] = a > b ? 17 : b;
	r[19] = a ? a : 99;
	r[20] = (signed char) a + (short) b + (unsigned char) b
		+ (unsigned short) a;
	r[21] = (long long) a * b >> 32;
	r[22] = (unsigned long long) ua * ub >> 32;
	r[23] = a * 12345 + (b & 0xfff0f);
	for (int k = 0; k < 24; k++)
	  h = h * 1000003 + (unsigned) r[k];
	if (i == 9 || j == 9)
	  {
	    put_int ("add", r[0]);
	    put_int ("div", r[3]);
	    put_int ("udiv", r[5]);
	    put_int ("mulhs", r[21]);
	  }
      }
  put_hex ("hash", h);

  for (int i = 0; i < N; i++)
    {
      unsigned x = vals[i];
      put_int ("abs", __builtin_abs (vals[i]));
      put_int ("clz", x ? __builtin_clz (x) : 32);
      put_int ("ctz", x ? __builtin_ctz (x) : 32);
      put_int ("pop", __builtin_popcount (x));
      put_int ("ffs", __builtin_ffs (x));
      put_int ("ext1", (int) (x << 5) >> 20);
      put_int ("ext2", (x >> 7) & 0x3ff);
      struct bf s = { 0, 0, 0, 0 };
      s.a = x; s.b = x >> 3; s.c = x >> 10; s.d = x;
      put_int ("bf", s.a + s.b * 10 + s.c * 1000 + s.d * 7);
    }
  return 0;
}
