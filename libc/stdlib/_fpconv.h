/* Exact conversions between decimal or hexadecimal strings and IEEE
   binary floating point, for strtod, strtof and printf.

   uClibc-ng computes these conversions in __fpmax_t arithmetic (long
   double), keeping DECIMAL_DIG digits and scaling by inexact powers of
   ten.  Where long double is double (K1), that loses several bits: most
   values printed with %.17g did not read back to themselves.  These
   functions use integer arithmetic on big integers instead and round
   exactly once, to nearest with ties to even.

   Licensed under the LGPL v2.1, see the file COPYING.LIB in this tarball.  */

#ifndef _FPCONV_H
#define _FPCONV_H 1

#include <features.h>
#include <stdint.h>

/* The binary formats a string can be converted to.  */
#define __FPCONV_DOUBLE 0
#define __FPCONV_FLOAT 1

/* Significant decimal digits a parsed number keeps.  Every value halfway
   between two doubles has at most 767 significant digits, so digits after
   the 800th only matter through whether one of them is nonzero.  */
#define __FPCONV_MAX_DIGITS 800

/* A number as parsed from a string, before rounding.  */
struct __fpconv_num
{
  int hex;			/* value = hexmant * 2^exp  */
  uint64_t hexmant;
  int ndigits;			/* value = digits * 10^exp: the integer */
  int exp;			/* whose decimal digits (0-9) are digit[]  */
  int inexact;			/* a nonzero digit was dropped after these */
  unsigned char digit[__FPCONV_MAX_DIGITS];
};

/* Round NUM (nonnegative) to FORMAT (__FPCONV_DOUBLE or __FPCONV_FLOAT)
   and return it; a float result is exactly representable in the double
   returned.  Sets errno to ERANGE on overflow (the result is infinity)
   and on an inexact subnormal or zero result.  */
extern double __fpconv_round (const struct __fpconv_num *num, int format)
     attribute_hidden;

/* Write to BUF the decimal digits ('0'-'9') of X (finite, > 0), rounded
   to nearest with ties to even: PREC significant digits, or, if FIXED,
   the digits down to 10^-PREC; at most MAXDIG, rounding at the last.
   Returns the decimal exponent of the first digit (X is about
   d.ddd * 10^exp) and sets *NDIGITS to the number written, which is 0
   when a FIXED conversion rounds X to zero.  */
extern int __fpconv_digits (double x, int fixed, int prec, char *buf,
			    int maxdig, int *ndigits) attribute_hidden;

/* Write to BUF the first 14 hexadecimal digits of X (finite, > 0), as
   '0' + value (0-15), the first nonzero, rounded to nearest with ties
   to even after NDIG (1-14) of them and zero after; 14 hold all of a
   double's bits.  Returns the exponent: X is 0xd.ddd * 16^exp.  */
extern int __fpconv_hexdigits (double x, int ndig, char *buf)
     attribute_hidden;

#endif /* _FPCONV_H */
