/* Loops software-pipelined by -fmodulo-sched (on at -O2), of the
   kernels' shapes (a dot product, a table-driven CRC, a shift-and-xor
   chain, a copy with a stride), give the same answers as the same
   loops not pipelined, for every trip count from 0 to 40: the prologue
   and epilogue SMS adds, and the version for counts below its stage
   count, are exercised.  */
/* { dg-do run } */
/* { dg-options "-O2 -fmodulo-sched -fmodulo-sched-allow-regmoves" } */

#include <stdlib.h>

#define N 48

#define KERNELS(SUFFIX, ATTR)						\
  ATTR __attribute__ ((noinline)) int					\
  dot##SUFFIX (const int *a, const short *b, int n)			\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      s += a[i] * b[i];							\
    return s;								\
  }									\
  ATTR __attribute__ ((noinline)) unsigned				\
  crc##SUFFIX (const unsigned char *p, int n, const unsigned *t)	\
  {									\
    unsigned c = ~0u;							\
    for (int i = 0; i < n; i++)						\
      c = t[(c ^ p[i]) & 0xff] ^ (c >> 8);				\
    return ~c;								\
  }									\
  ATTR __attribute__ ((noinline)) unsigned				\
  mix##SUFFIX (unsigned x, int n)					\
  {									\
    for (int i = 0; i < n; i++)						\
      x = (x << 5 | x >> 27) ^ (x + (unsigned) i);			\
    return x;								\
  }									\
  ATTR __attribute__ ((noinline)) void					\
  stride##SUFFIX (int *d, const int *s, int n)				\
  {									\
    for (int i = 0; i < n; i++)						\
      d[i] = s[2 * i] - s[2 * i + 1] * 3;				\
  }

KERNELS (_sms, )
KERNELS (_ref, __attribute__ ((optimize ("no-modulo-sched", "no-unroll-loops"))))

int a[N], d1[N], d2[N], s2[2 * N];
short b[N];
unsigned char bytes[N];
unsigned table[256];

int
main (void)
{
  for (unsigned i = 0; i < 256; i++)
    {
      unsigned c = i;
      for (int k = 0; k < 8; k++)
	c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
  for (int i = 0; i < N; i++)
    {
      a[i] = i * 7919 - 100000;
      b[i] = (short) (i * 31 - 700);
      bytes[i] = (unsigned char) (i * 37 + 11);
      s2[2 * i] = i * i;
      s2[2 * i + 1] = 5 - i;
    }
  for (int n = 0; n <= 40; n++)
    {
      if (dot_sms (a, b, n) != dot_ref (a, b, n))
	abort ();
      if (crc_sms (bytes, n, table) != crc_ref (bytes, n, table))
	abort ();
      if (mix_sms (0x12345678u + n, n) != mix_ref (0x12345678u + n, n))
	abort ();
      for (int i = 0; i < N; i++)
	d1[i] = d2[i] = -1;
      stride_sms (d1, s2, n);
      stride_ref (d2, s2, n);
      for (int i = 0; i < N; i++)
	if (d1[i] != d2[i])
	  abort ();
    }
  return 0;
}
