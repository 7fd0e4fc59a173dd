/* Exact conversions between decimal or hexadecimal numbers and IEEE
   binary floating point; see _fpconv.h for why.

   Both directions reduce to comparing big integers: a decimal value
   M * 10^E and a binary one Q * 2^K are both ratios of integers, so the
   digits or bits wanted are quotients computed exactly, and the rest of
   the division says how to round.

   Licensed under the LGPL v2.1, see the file COPYING.LIB in this tarball.  */

#include <errno.h>
#include <float.h>
#include <stdint.h>
#include <string.h>
#include "_fpconv.h"

#if FLT_RADIX != 2 || DBL_MANT_DIG != 53 || FLT_MANT_DIG != 24
# error "_fpconv.c needs IEEE single and double formats"
#endif

/* Big enough for the largest operand: 800 digits (2,658 bits) shifted
   left by up to 1,140 bits, or 10^1127 (3,744 bits) shifted by 58.  */
#define BN_LIMBS 130

typedef struct
{
  int n;			/* limbs in use; w[n - 1] != 0 unless n == 0 */
  uint32_t w[BN_LIMBS];
} bn_t;

static void
bn_set (bn_t *a, uint64_t v)
{
  a->n = 0;
  while (v)
    {
      a->w[a->n++] = (uint32_t) v;
      v >>= 32;
    }
}

/* a = a * m + add.  */
static void
bn_mul_add (bn_t *a, uint32_t m, uint32_t add)
{
  uint64_t c = add;
  int i;

  for (i = 0; i < a->n; i++)
    {
      c += (uint64_t) a->w[i] * m;
      a->w[i] = (uint32_t) c;
      c >>= 32;
    }
  if (c)
    a->w[a->n++] = (uint32_t) c;
}

/* a = a * 10^k.  */
static void
bn_mul_pow10 (bn_t *a, int k)
{
  static const uint32_t pow10[] = {
    1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000,
    1000000000
  };

  for (; k >= 9; k -= 9)
    bn_mul_add (a, pow10[9], 0);
  if (k)
    bn_mul_add (a, pow10[k], 0);
}

/* a = a << k.  */
static void
bn_shl (bn_t *a, int k)
{
  int limbs = k / 32, bits = k % 32, i;

  if (a->n == 0)
    return;
  if (bits)
    {
      uint32_t top = a->w[a->n - 1] >> (32 - bits);
      for (i = a->n - 1; i > 0; i--)
	a->w[i] = (a->w[i] << bits) | (a->w[i - 1] >> (32 - bits));
      a->w[0] <<= bits;
      if (top)
	a->w[a->n++] = top;
    }
  if (limbs)
    {
      memmove (a->w + limbs, a->w, a->n * sizeof a->w[0]);
      memset (a->w, 0, limbs * sizeof a->w[0]);
      a->n += limbs;
    }
}

/* a = a >> 1.  */
static void
bn_shr1 (bn_t *a)
{
  int i;

  for (i = 0; i < a->n - 1; i++)
    a->w[i] = (a->w[i] >> 1) | (a->w[i + 1] << 31);
  if (a->n)
    {
      a->w[a->n - 1] >>= 1;
      if (a->w[a->n - 1] == 0)
	a->n--;
    }
}

static int
bn_cmp (const bn_t *a, const bn_t *b)
{
  int i;

  if (a->n != b->n)
    return a->n < b->n ? -1 : 1;
  for (i = a->n - 1; i >= 0; i--)
    if (a->w[i] != b->w[i])
      return a->w[i] < b->w[i] ? -1 : 1;
  return 0;
}

/* a = a - b, for a >= b.  */
static void
bn_sub (bn_t *a, const bn_t *b)
{
  uint32_t borrow = 0;
  int i;

  for (i = 0; i < a->n; i++)
    {
      uint32_t bw = i < b->n ? b->w[i] : 0;
      uint64_t d = (uint64_t) a->w[i] - bw - borrow;
      a->w[i] = (uint32_t) d;
      borrow = (d >> 32) & 1;
    }
  while (a->n && a->w[a->n - 1] == 0)
    a->n--;
}

static int
bitlen64 (uint64_t v)
{
  return v ? 64 - __builtin_clzll (v) : 0;
}

static int
bn_bitlen (const bn_t *a)
{
  return a->n ? (a->n - 1) * 32 + bitlen64 (a->w[a->n - 1]) : 0;
}

/* Return floor (n / d), which must be below 2^58; n becomes the rest.
   d is clobbered.  */
static uint64_t
bn_div_small_quotient (bn_t *n, bn_t *d)
{
  uint64_t q = 0;
  int i;

  bn_shl (d, 57);
  for (i = 57; i >= 0; i--)
    {
      if (bn_cmp (n, d) >= 0)
	{
	  bn_sub (n, d);
	  q |= (uint64_t) 1 << i;
	}
      bn_shr1 (d);
    }
  return q;
}

/* Shift q right by drop > 0 bits, rounding to nearest with ties to
   even; sticky says that nonzero bits were already dropped below q.  */
static uint64_t
shift_round (uint64_t q, int drop, int sticky, int *inexact)
{
  uint64_t r, rest, half;

  if (drop > 63)
    {
      *inexact |= q != 0 || sticky;
      return 0;			/* q < 2^63: below half of the unit */
    }
  r = q >> drop;
  rest = q & (((uint64_t) 1 << drop) - 1);
  half = (uint64_t) 1 << (drop - 1);
  *inexact |= rest != 0 || sticky;
  if (rest > half || (rest == half && (sticky || (r & 1))))
    r++;
  return r;
}

struct format
{
  int mant_dig, min_exp, max_exp;
};

static const struct format formats[] = {
  [__FPCONV_DOUBLE] = { DBL_MANT_DIG, DBL_MIN_EXP, DBL_MAX_EXP },
  [__FPCONV_FLOAT] = { FLT_MANT_DIG, FLT_MIN_EXP, FLT_MAX_EXP },
};

/* The number q * 2^k, plus less than one unit of q if sticky, rounded
   to format F.  q != 0.  */
static double
round_pack (uint64_t q, int k, int sticky, const struct format *f,
	    int format)
{
  int b = bitlen64 (q), e = b - 1 + k, emin = f->min_exp - 1;
  int p = f->mant_dig, elow, biased, inexact = sticky;
  uint64_t r;

  if (e < emin)
    p -= emin - e;		/* subnormal: fewer bits */
  if (b > p)
    r = shift_round (q, b - p, sticky, &inexact);
  else
    r = q << (p - b);
  elow = e - p + 1;		/* the value is r * 2^elow */
  if (r >> f->mant_dig)
    {
      r >>= 1;			/* rounding carried into a new bit */
      elow++;
    }
  /* Underflow, as glibc sees it: the result is inexact and tiny, that
     is, the value rounded to full precision as if the exponent had no
     lower bound would still be below the smallest normal number (tininess
     after rounding, as IEEE 754 allows and x86 does).  */
  if (e < emin && inexact)
    {
      int dummy = 0;
      if (e < emin - 1 || b <= f->mant_dig
	  || !(shift_round (q, b - f->mant_dig, sticky, &dummy)
	       >> f->mant_dig))
	__set_errno (ERANGE);
    }
  if (r >> (f->mant_dig - 1))
    biased = elow + f->mant_dig - 1 + f->max_exp - 1;
  else
    biased = 0;			/* subnormal or zero */
  if (biased >= 2 * f->max_exp - 1)
    {
      __set_errno (ERANGE);
      return format == __FPCONV_FLOAT ? (double) FLT_MAX * 2 : DBL_MAX * 2;
    }
  if (format == __FPCONV_FLOAT)
    {
      union { float f; uint32_t u; } v;
      v.u = ((uint32_t) biased << 23) | ((uint32_t) r & 0x7fffff);
      return v.f;
    }
  else
    {
      union { double d; uint64_t u; } v;
      v.u = ((uint64_t) biased << 52) | (r & (((uint64_t) 1 << 52) - 1));
      return v.d;
    }
}

double
__fpconv_round (const struct __fpconv_num *num, int format)
{
  const struct format *f = &formats[format];
  int n = num->ndigits, e = num->exp, lead, i, s;
  uint32_t chunk;
  bn_t a, d;

  if (num->hex)
    return num->hexmant ? round_pack (num->hexmant, num->exp, num->inexact,
				      f, format) : 0.0;
  while (n && num->digit[n - 1] == 0)
    {
      n--;			/* trailing zeros only make numbers bigger */
      e++;
    }
  if (n == 0)
    return 0.0;
  /* Out of range whatever the digits: the value is at least 10^lead,
     below 10^(lead + 1).  max_exp * log10(2) and (min_exp - mant_dig)
     * log10(2), with a margin of 2.  */
  lead = n - 1 + e;
  if (lead > f->max_exp * 30103 / 100000 + 2)
    {
      __set_errno (ERANGE);
      return format == __FPCONV_FLOAT ? (double) FLT_MAX * 2 : DBL_MAX * 2;
    }
  if (lead < (f->min_exp - f->mant_dig) * 30103 / 100000 - 2)
    {
      __set_errno (ERANGE);
      return 0.0;
    }
  /* a / d = the value, exactly.  */
  bn_set (&a, 0);
  chunk = 0;
  for (i = 0; i < n; i++)
    {
      chunk = chunk * 10 + num->digit[i];
      if (i % 9 == 8 || i == n - 1)
	{
	  bn_mul_pow10 (&a, i % 9 + 1);
	  bn_mul_add (&a, 1, chunk);
	  chunk = 0;
	}
    }
  bn_set (&d, 1);
  if (e >= 0)
    bn_mul_pow10 (&a, e);
  else
    bn_mul_pow10 (&d, -e);
  /* Scale by 2^s so that the quotient has 56 or 57 bits: 2 more than a
     double's, to round, and the rest of the division as sticky bit.  */
  s = 56 - (bn_bitlen (&a) - bn_bitlen (&d));
  if (s > 0)
    bn_shl (&a, s);
  else if (s < 0)
    bn_shl (&d, -s);
  {
    uint64_t q = bn_div_small_quotient (&a, &d);
    return round_pack (q, -s, a.n != 0 || num->inexact, f, format);
  }
}

int
__fpconv_digits (double x, int fixed, int prec, char *buf, int maxdig,
		 int *ndigits)
{
  union { double d; uint64_t u; } v;
  uint64_t m;
  int e, b, k, n, i, c;
  bn_t r, s, t;

  v.d = x;
  m = v.u & (((uint64_t) 1 << 52) - 1);
  e = (int) (v.u >> 52) & 0x7ff;
  if (e)
    {
      m |= (uint64_t) 1 << 52;
      e -= 1075;
    }
  else
    e = -1074;			/* x = m * 2^e */
  b = bitlen64 (m) - 1 + e;	/* 2^b <= x < 2^(b + 1) */
  /* floor (b * log10 (2)), or one off: corrected below.  */
  k = (b * 78913) >> 18;
  bn_set (&r, m);
  bn_set (&s, 1);
  if (e >= 0)
    bn_shl (&r, e);
  else
    bn_shl (&s, -e);
  if (k >= 0)
    bn_mul_pow10 (&s, k);
  else
    bn_mul_pow10 (&r, -k);
  /* Now x = r / s * 10^k; make 1 <= r / s < 10.  */
  if (bn_cmp (&r, &s) < 0)
    {
      bn_mul_add (&r, 10, 0);
      k--;
    }
  t = s;
  bn_mul_add (&t, 10, 0);
  if (bn_cmp (&r, &t) >= 0)
    {
      s = t;
      k++;
    }
  n = fixed ? prec + k + 1 : prec;
  if (n <= 0)
    {
      /* Rounding at 10^(k+1) or above: 1 there, or 0.  */
      *ndigits = 0;
      if (n < 0)
	return k;
      t = s;
      bn_mul_add (&t, 5, 0);
      if (bn_cmp (&r, &t) <= 0)
	return k;		/* a tie rounds to the even 0 */
      buf[0] = '1';
      *ndigits = 1;
      return k + 1;
    }
  if (n > maxdig)
    n = maxdig;
  for (i = 0; i < n; i++)
    {
      int digit = 0;

      if (i)
	bn_mul_add (&r, 10, 0);
      while (bn_cmp (&r, &s) >= 0)
	{
	  bn_sub (&r, &s);
	  digit++;
	}
      buf[i] = '0' + digit;
    }
  /* Round by what is left: r / s, below 1 unit of the last digit.  */
  bn_shl (&r, 1);
  c = bn_cmp (&r, &s);
  if (c > 0 || (c == 0 && ((buf[n - 1] - '0') & 1)))
    {
      for (i = n - 1; i >= 0 && buf[i] == '9'; i--)
	buf[i] = '0';
      if (i < 0)
	{
	  buf[0] = '1';		/* 9.99... became 10.0... */
	  k++;
	}
      else
	buf[i]++;
    }
  *ndigits = n;
  return k;
}

int
__fpconv_hexdigits (double x, int ndig, char *buf)
{
  union { double d; uint64_t u; } v;
  uint64_t m, f;
  int e, b, hexexp, i, dummy = 0;

  v.d = x;
  m = v.u & (((uint64_t) 1 << 52) - 1);
  e = (int) (v.u >> 52) & 0x7ff;
  if (e)
    {
      m |= (uint64_t) 1 << 52;
      e -= 1075;
    }
  else
    e = -1074;			/* x = m * 2^e */
  b = bitlen64 (m) - 1 + e;	/* 2^b <= x < 2^(b + 1) */
  hexexp = b >= 0 ? b / 4 : -((3 - b) / 4);
  /* x / 16^hexexp in [1, 16) as a fixed-point number with 13 hexadecimal
     digits after the point: 4 * hexexp <= b <= e + 52 makes the shift
     nonnegative, and the result is below 2^56.  */
  f = m << (e - 4 * hexexp + 52);
  if (ndig < 14)
    {
      f = shift_round (f, 4 * (14 - ndig), 0, &dummy);
      if (f >> (4 * ndig))
	{
	  f >>= 4;		/* f.fff... rounded up to 10.00... */
	  hexexp++;
	}
      f <<= 4 * (14 - ndig);
    }
  for (i = 13; i >= 0; i--)
    {
      buf[i] = '0' + (int) (f & 15);
      f >>= 4;
    }
  return hexexp;
}
