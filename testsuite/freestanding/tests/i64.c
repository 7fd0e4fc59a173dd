/* 64-bit arithmetic on register pairs.  */
#include "../lib.h"

static volatile long long vals[] = { 0, 1, -1, 2, 0x100000000ll, -0x100000001ll,
				     0x123456789abcdefll, 0x7fffffffffffffffll,
				     -0x7fffffffffffffffll - 1, 1000000007,
				     -3, 0xffffffffll };
#define N (int) (sizeof vals / sizeof vals[0])

int
main (void)
{
  unsigned long long h = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	long long a = vals[i], b = vals[j];
	unsigned long long ua = a, ub = b;
	long long r[16];
	int ok = b != 0 && !(a == -0x7fffffffffffffffll - 1 && b == -1);
	r[0] = a + b;
	r[1] = a - b;
	r[2] = a * b;
	r[3] = ok ? a / b : 0;
	r[4] = ok ? a % b : 0;
	r[5] = ub ? ua / ub : 0;
	r[6] = ub ? ua % ub : 0;
	r[7] = (a & b) ^ (a | ~b);
	r[8] = a << (b & 63);
	r[9] = a >> (b & 63);
	r[10] = ua >> (b & 63);
	r[11] = (a < b) + 2 * (ua < ub) + 4 * (a == b) + 8 * (a >= b)
		+ 16 * (ua <= ub) + 32 * (a != 0);
	r[12] = a < b ? a : b;
	r[13] = (long long) (int) a * (int) b;
	r[14] = (unsigned long long) (unsigned) a * (unsigned) b;
	r[15] = -a + (a << 3) + (b >> 17) + (ua >> 40);
	for (int k = 0; k < 16; k++)
	  h = h * 1000003 + r[k];
	if (i == 6)
	  {
	    put_int ("mul", r[2]);
	    put_int ("div", r[3]);
	    put_uns ("umod", r[6]);
	    put_int ("sh", r[8] ^ r[9]);
	  }
      }
  put_hex ("hash", h);
  for (int i = 0; i < N; i++)
    {
      put_int ("sx", (long long) (int) vals[i]);
      put_uns ("zx", (unsigned long long) (unsigned) vals[i]);
      put_int ("clzll", vals[i] ? __builtin_clzll (vals[i]) : 64);
      put_int ("popll", __builtin_popcountll (vals[i]));
    }
  return 0;
}
