/* Errors of libm functions: errno (EDOM, ERANGE) and the exception
   flags they raise, as C99 Annex F and POSIX want them and as GCC
   assumes with -fmath-errno (gcc.dg/torture/pr68264.c checks some).
   A quiet NaN argument raises nothing and leaves errno alone.

   Prints "pass NAME" or "FAIL NAME: why" per check, then
   "matherr: N passed, N failed", and exits 1 if any failed.  */

#include <errno.h>
#include <fenv.h>
#include <math.h>
#include <stdio.h>

static int passed, failed;

static volatile double nan_arg, big, tiny_neg, four, result;

/* CHECK (CALL, ERRNO, RAISED): CALL sets errno to ERRNO and raises at
   least the exceptions RAISED and, if RAISED is 0, none.  The result is
   used: GCC drops a call whose result is unused unless its argument can
   overflow or be out of the domain (-ftree-builtin-call-dce), and
   underflow is not among those.  */
#define CHECK(CALL, ERRNO, RAISED) check (#CALL, (errno = 0, \
  feclearexcept (FE_ALL_EXCEPT), result = (CALL), errno), \
  fetestexcept (FE_ALL_EXCEPT), ERRNO, RAISED)

static void
check (const char *name, int err, int raised, int want_err, int want_raised)
{
  if (err == want_err
      && (want_raised ? (raised & want_raised) == want_raised : raised == 0))
    {
      printf ("pass %s\n", name);
      passed++;
    }
  else
    {
      printf ("FAIL %s: errno %d (want %d), exceptions %#x (want %#x%s)\n",
	      name, err, want_err, raised, want_raised,
	      want_raised ? " at least" : "");
      failed++;
    }
}

int
main (void)
{
  nan_arg = __builtin_nan ("");
  big = 1e80;
  tiny_neg = -1e80;
  four = 4.0;

  CHECK (acos (nan_arg), 0, 0);
  CHECK (log (nan_arg), 0, 0);
  CHECK (exp (nan_arg), 0, 0);
  CHECK (pow (100.0, nan_arg), 0, 0);
  CHECK (sqrt (nan_arg), 0, 0);

  CHECK (acos (big), EDOM, FE_INVALID);
  CHECK (asin (tiny_neg), EDOM, FE_INVALID);
  CHECK (acosh (tiny_neg), EDOM, FE_INVALID);
  CHECK (atanh (big), EDOM, FE_INVALID);
  CHECK (log (tiny_neg), EDOM, FE_INVALID);
  CHECK (log2 (tiny_neg), EDOM, FE_INVALID);
  CHECK (log10 (tiny_neg), EDOM, FE_INVALID);
  CHECK (sqrt (tiny_neg), EDOM, FE_INVALID);
  CHECK (log (0.0 * four), ERANGE, FE_DIVBYZERO);

  CHECK (cosh (big), ERANGE, FE_OVERFLOW);
  CHECK (sinh (tiny_neg), ERANGE, FE_OVERFLOW);
  CHECK (exp (big), ERANGE, FE_OVERFLOW);
  CHECK (exp2 (big), ERANGE, FE_OVERFLOW);
  CHECK (pow (100.0, big), ERANGE, FE_OVERFLOW);
  CHECK (exp (tiny_neg), ERANGE, FE_UNDERFLOW);
  CHECK (pow (100.0, tiny_neg), ERANGE, FE_UNDERFLOW);

  CHECK (sqrt (four), 0, 0);

  printf ("matherr: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
