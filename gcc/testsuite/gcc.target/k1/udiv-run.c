/* 32-bit division and remainder, which come from libgcc on K1
   (config/k1/udivmodsi4.c), checked against a bit-at-a-time reference
   (64-bit division is no reference: libgcc2.c builds it on 32-bit
   division) on edge cases and on pseudo-random operands of every
   width.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

extern void abort (void);

static unsigned int seed = 12345;

static unsigned int
next (void)
{
  seed = seed * 1664525u + 1013904223u;
  return seed;
}

static unsigned int
ref_div (unsigned int a, unsigned int b, unsigned int *rem)
{
  unsigned int q = 0;
  unsigned long long r = 0;

  for (int i = 31; i >= 0; i--)
    {
      r = (r << 1) | ((a >> i) & 1);
      if (r >= b)
	{
	  r -= b;
	  q |= 1u << i;
	}
    }
  *rem = r;
  return q;
}

__attribute__ ((noinline)) static void
check (unsigned int a, unsigned int b)
{
  unsigned int q = a / b, r = a % b, rq, rr;
  int sa = (int) a, sb = (int) b;

  rq = ref_div (a, b, &rr);
  if (q != rq || r != rr)
    abort ();
  /* INT_MIN / -1 overflows; skip it.  */
  if (sa == -2147483647 - 1 && sb == -1)
    return;
  /* C truncates toward zero; the remainder has the dividend's sign.  */
  rq = ref_div (sa < 0 ? -a : a, sb < 0 ? -b : b, &rr);
  if (sa / sb != ((sa < 0) != (sb < 0) ? -(int) rq : (int) rq)
      || sa % sb != (sa < 0 ? -(int) rr : (int) rr))
    abort ();
}

static const unsigned int edge[] = {
  1, 2, 3, 7, 8, 9, 0x7fff, 0x8000, 0xffff, 0x10000, 0x7fffffff,
  0x80000000, 0x80000001, 0xfffffffe, 0xffffffff
};

int
main (void)
{
  unsigned int n = sizeof edge / sizeof edge[0];

  for (unsigned int i = 0; i < n; i++)
    for (unsigned int j = 0; j < n; j++)
      {
	check (edge[i], edge[j]);
	check (edge[i] - 1, edge[j]);
      }
  for (int i = 0; i < 20000; i++)
    {
      unsigned int a = next () >> (next () & 31);
      unsigned int b = next () >> (next () & 31);
      if (b == 0)
	b = 1;
      check (a, b);
      if (a != 0)
	check (a, a);
      check (b * (a & 0xff), b);
    }
  return 0;
}
