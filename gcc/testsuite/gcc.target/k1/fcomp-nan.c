/* PR 91323 on K1: the quiet comparisons (isless and friends, ==, !=)
   must not raise invalid on a quiet NaN, the ordered ones (<, <=, >,
   >=, and "< or >") must.  Passes that reverse a comparison used to
   turn !(a unge b) into fcomp.olt.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <fenv.h>

extern void abort (void);

#define QUIET(name, expr)						\
  __attribute__ ((noinline)) int name (float a, float b) { return expr; }

QUIET (q_isless_or_greater, __builtin_isless (a, b) || __builtin_isgreater (a, b))
QUIET (q_islessgreater, __builtin_islessgreater (a, b))
QUIET (q_isless, __builtin_isless (a, b))
QUIET (q_not_isless, !__builtin_isless (a, b))
QUIET (q_islessequal, __builtin_islessequal (a, b))
QUIET (q_isgreaterequal, __builtin_isgreaterequal (a, b))
QUIET (q_isunordered, __builtin_isunordered (a, b))
QUIET (q_eq, a == b)
QUIET (q_ne, a != b)

QUIET (s_lt_or_gt, a < b || a > b)
QUIET (s_lt, a < b)
QUIET (s_not_lt, !(a < b))
QUIET (s_le, a <= b)
QUIET (s_gt, a > b)
QUIET (s_ge, a >= b)

__attribute__ ((noinline)) int
q_isless_d (double a, double b)
{
  return !__builtin_isless (a, b) && !__builtin_isgreater (a, b);
}

typedef int (*cmp) (float, float);

static void
check (cmp f, int expect, int raises)
{
  volatile float nan = __builtin_nanf ("");
  feclearexcept (FE_ALL_EXCEPT);
  if (f (nan, 1.0f) != expect)
    abort ();
  if (!fetestexcept (FE_INVALID) != !raises)
    abort ();
}

int
main (void)
{
  check (q_isless_or_greater, 0, 0);
  check (q_islessgreater, 0, 0);
  check (q_isless, 0, 0);
  check (q_not_isless, 1, 0);
  check (q_islessequal, 0, 0);
  check (q_isgreaterequal, 0, 0);
  check (q_isunordered, 1, 0);
  check (q_eq, 0, 0);
  check (q_ne, 1, 0);
  check (s_lt_or_gt, 0, 1);
  check (s_lt, 0, 1);
  check (s_not_lt, 1, 1);
  check (s_le, 0, 1);
  check (s_gt, 0, 1);
  check (s_ge, 0, 1);
  feclearexcept (FE_ALL_EXCEPT);
  if (q_isless_d (__builtin_nan (""), 2.0) != 1 || fetestexcept (FE_INVALID))
    abort ();
  return 0;
}
