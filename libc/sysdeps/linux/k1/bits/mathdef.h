/* Evaluation types and ilogb values of <math.h> for K1.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#if !defined _MATH_H && !defined _COMPLEX_H
# error "Never use <bits/mathdef.h> directly; include <math.h> instead"
#endif

#if defined __USE_ISOC99 && defined _MATH_H && !defined _MATH_H_MATHDEF
# define _MATH_H_MATHDEF	1

/* The FPU has single and double precision operations, so expressions
   are evaluated in their own type (FLT_EVAL_METHOD 0).  */
typedef float float_t;
typedef double double_t;

/* The values returned by ilogb for 0 and NaN.  */
# define FP_ILOGB0	(-2147483647)
# define FP_ILOGBNAN	2147483647

#endif /* ISO C99 */

/* long double functions are wrappers of the double ones, present
   only when so configured.  */
#if !defined __NO_LONG_DOUBLE_MATH && !defined __UCLIBC_HAS_LONG_DOUBLE_MATH__
# define __NO_LONG_DOUBLE_MATH	1
#endif
