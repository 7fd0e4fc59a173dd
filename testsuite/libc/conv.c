/* Number conversions: printf's %.17g, %g, %e, %f and %a and strtod /
   strtof, on random doubles and floats and on hard cases.

   Built twice, for K1 (uClibc-ng) and for the host (glibc, whose
   conversions are correctly rounded), and run as

     conv N SEED

   Every line it prints must be the same for both, except the "roundtrip"
   line, which counts this library's own failures: a value printed with
   %.17g (%.9g for floats) or %a must read back to itself, so that line
   must say 0.  Lines "block" hash the decimal strings printed and the
   bits read for each 1,000 values, so that a difference points at a
   block; "hard" lines show each hard case in full.  */

#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state;

static uint64_t
next (void)
{
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static uint64_t
bits_of (double d)
{
  uint64_t u;
  memcpy (&u, &d, sizeof u);
  return u;
}

static double
double_of (uint64_t u)
{
  double d;
  memcpy (&d, &u, sizeof d);
  return d;
}

static uint32_t
fbits_of (float f)
{
  uint32_t u;
  memcpy (&u, &f, sizeof u);
  return u;
}

static float
float_of (uint32_t u)
{
  float f;
  memcpy (&f, &u, sizeof f);
  return f;
}

/* FNV-1a over everything that must agree with the host.  */
static uint64_t hash;

static void
hash_bytes (const void *p, size_t n)
{
  const unsigned char *c = p;
  while (n--)
    {
      hash ^= *c++;
      hash *= 0x100000001b3ULL;
    }
}

static void
hash_str (const char *s)
{
  hash_bytes (s, strlen (s) + 1);
}

static void
hash_u64 (uint64_t u)
{
  hash_bytes (&u, sizeof u);
}

/* The significant digits of a number printed with %e, %f or %g.  */
static int
significant_digits (const char *s)
{
  int n = 0;

  s += strspn (s, "-+0.");
  for (; *s && *s != 'e'; s++)
    n += *s >= '0' && *s <= '9';
  return n;
}

static long roundtrip_errors;

static void
roundtrip_fail (const char *what, const char *text, uint64_t want,
		uint64_t got)
{
  if (roundtrip_errors++ < 10)
    printf ("roundtrip-fail %s \"%s\": want %016" PRIx64 ", got %016"
	    PRIx64 "\n", what, text, want, got);
}

/* A random finite double: any bit pattern (every exponent, subnormals
   included) three times in four, else a short decimal, the kind people
   type, whose conversions are near halfway more often.  */
static double
random_double (void)
{
  uint64_t r = next ();

  if (r & 3)
    {
      double d = double_of (next ());
      return isfinite (d) ? d : 1.5;
    }
  else
    {
      char s[40];
      uint64_t digits = next () % 100000000;
      int exp = (int) (next () % 640) - 320;

      snprintf (s, sizeof s, "%" PRIu64 "e%d", digits, exp);
      return strtod (s, NULL);
    }
}

static float
random_float (void)
{
  float f = float_of ((uint32_t) next ());
  return isfinite (f) ? f : 1.5f;
}

/* A random decimal string: up to 40 digits, a point somewhere, an
   exponent over the whole range and past it.  */
static void
random_decimal (char *s)
{
  int n = 1 + next () % 40, point = next () % (n + 1), i;

  if (next () & 1)
    *s++ = '-';
  for (i = 0; i < n; i++)
    {
      if (i == point)
	*s++ = '.';
      *s++ = '0' + next () % 10;
    }
  sprintf (s, "e%d", (int) (next () % 760) - 380);
}

static void
one_double (double x)
{
  char s[64], t[400];
  int prec = 1 + next () % 17;
  double y;

  snprintf (s, sizeof s, "%.17g", x);
  hash_str (s);
  y = strtod (s, NULL);
  if (bits_of (y) != bits_of (x))
    roundtrip_fail ("%.17g", s, bits_of (x), bits_of (y));

  snprintf (s, sizeof s, "%a", x);
  y = strtod (s, NULL);
  if (bits_of (y) != bits_of (x))
    roundtrip_fail ("%a", s, bits_of (x), bits_of (y));

  snprintf (s, sizeof s, "%.*g|%.*e", prec, x, prec - 1, x);
  hash_str (s);
  /* %f only where its digits stay within 17 significant ones: beyond,
     uClibc-ng prints zeros where glibc prints the exact digits.  */
  if (fabs (x) < 1e15)
    {
      snprintf (t, sizeof t, "%.*f", prec, x);
      if (significant_digits (t) <= 17)
	hash_str (t);
    }

  random_decimal (t);
  errno = 0;
  y = strtod (t, NULL);
  hash_str (t);
  hash_u64 (bits_of (y));
  hash_u64 (errno == ERANGE);
}

static void
one_float (float f)
{
  char s[64], t[400];
  float g;

  snprintf (s, sizeof s, "%.9g", f);
  hash_str (s);
  g = strtof (s, NULL);
  if (fbits_of (g) != fbits_of (f))
    roundtrip_fail ("float %.9g", s, fbits_of (f), fbits_of (g));

  snprintf (s, sizeof s, "%a", f);
  g = strtof (s, NULL);
  if (fbits_of (g) != fbits_of (f))
    roundtrip_fail ("float %a", s, fbits_of (f), fbits_of (g));

  random_decimal (t);
  errno = 0;
  g = strtof (t, NULL);
  hash_str (t);
  hash_u64 (fbits_of (g));
  hash_u64 (errno == ERANGE);
}

/* Inputs whose correct conversion is known to be hard or to have been
   wrong: the largest and smallest numbers, the boundaries of the
   subnormal range, halfway cases and numbers just beside them.  */
static const char *const hard_strings[] = {
  "1.7976931348623157e308", "1.7976931348623158e308",
  "1.7976931348623158079e308", "1.797693134862315807937e308",
  "1e308", "1e309", "1e-300", "1e-320", "1e-400",
  "2.2250738585072011e-308", "2.2250738585072012e-308",
  "2.2250738585072014e-308", "4.9406564584124654e-324",
  "2.4703282292062327e-324", "2.4703282292062328e-324",
  "5e-324", "3e-324",
  "9007199254740993", "9007199254740992.5", "9007199254740993.0000000001",
  "1.00000000000000011102230246251565404236316680908203125",
  "1.000000000000000111022302462515654042363166809082031250001",
  "1.00000000000000011102230246251565404236316680908203124999",
  "0.1", "0.2", "0.3", "1e23", "8.589973e9", "123456789012345678901234567890",
  "3.4028235677973366e38", "3.4028234663852886e38", "3.4028235e38",
  "1.17549435e-38", "1.1754943e-38", "1.4e-45", "7.006e-46", "7.0065e-46",
  "1.00000005960464477539", "1.0000000596046447753906250001",
  "0x1p-1074", "0x1.fffffffffffffp1023", "0x1.8p1", "0x.8p1", "0xAbC.dEp-4",
  "0x1.00000000000008p0", "0x1.000000000000081p0", "0x1.fffffffffffff8p1023",
  "-0x1p-1075", "0x1p-1076", "0x", "0x.p1", "1e", "1e+", ".5e-2x", "-.0",
  "inf", "-Infinity", "nan", "  +12.5e+1z", "", ".", "-",
  NULL
};

static const double hard_doubles[] = {
  0.1, 0.5, 1.5, 2.5, 1e21, 1e22, 1e23, 123456.5, 0.000123456789,
  DBL_MAX, DBL_MIN, 4.9406564584124654e-324, 2.2250738585072009e-308,
  9007199254740993.0, 5e-324, 1.0 / 3, 2.0 / 3, 999999.5, 9.5, 0.05, -0.0,
};

static const char *const formats[] = {
  "%.17g", "%g", "%.0f", "%.1f", "%.3e", "%.0e", "%.16e", "%e", "%f",
  "%.10f", "%.1g", "%#.3g", "%+.2e",
};

static void
hard (void)
{
  size_t i, j;
  char s[400];

  for (i = 0; hard_strings[i]; i++)
    {
      char *end;
      double d;
      float f;
      int e1, e2;

      errno = 0;
      d = strtod (hard_strings[i], &end);
      e1 = errno == ERANGE;
      errno = 0;
      f = strtof (hard_strings[i], NULL);
      e2 = errno == ERANGE;
      if (isnan (d))
	d = NAN;		/* one NaN for both libraries */
      if (isnan (f))
	f = NAN;
      printf ("hard strtod \"%s\" %016" PRIx64 " erange %d end %d; strtof %08"
	      PRIx32 " erange %d\n", hard_strings[i], bits_of (d), e1,
	      (int) (end - hard_strings[i]), fbits_of (f), e2);
    }
  for (i = 0; i < sizeof hard_doubles / sizeof hard_doubles[0]; i++)
    {
      printf ("hard printf %016" PRIx64, bits_of (hard_doubles[i]));
      for (j = 0; j < sizeof formats / sizeof formats[0]; j++)
	{
	  snprintf (s, sizeof s, formats[j], hard_doubles[i]);
	  /* Past 17 significant digits uClibc-ng prints zeros.  */
	  if (significant_digits (s) > 17)
	    strcpy (s, "(long)");
	  printf (" %s", s);
	}
      printf ("\n");
    }
}

int
main (int argc, char **argv)
{
  long n = argc > 1 ? atol (argv[1]) : 10000, i;

  state = argc > 2 ? strtoull (argv[2], NULL, 0) : 1;
  if (state == 0)
    state = 1;
  hard ();
  hash = 0xcbf29ce484222325ULL;
  for (i = 0; i < n; i++)
    {
      one_double (random_double ());
      one_float (random_float ());
      if (i % 1000 == 999 || i == n - 1)
	{
	  printf ("block %ld %016" PRIx64 "\n", i / 1000, hash);
	  hash = 0xcbf29ce484222325ULL;
	}
    }
  printf ("roundtrip %ld values, %ld errors\n", n, roundtrip_errors);
  return roundtrip_errors != 0;
}
