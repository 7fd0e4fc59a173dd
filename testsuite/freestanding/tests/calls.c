/* Calls: many and mixed arguments, structures by value and returned,
   variadic functions, indirect calls and recursion.  */
#include "../lib.h"
#include <stdarg.h>

struct s1 { char c; };
struct s4 { short a, b; };
struct s8 { int a, b; };
struct s8d { double d; };
struct s12 { int a, b, c; };
struct s32 { long long x[4]; };
struct s3 { char a, b, c; };

#define NI __attribute__ ((noinline, noclone))

NI long long
many (int a, long long b, int c, double d, int e, float f, long long g,
      int h, int i, double j, int k, long long l, int m, char n, short o)
{
  return a + b * 3 + c * 5 + (long long) (d * 7) + e * 11 + (long long) (f * 13)
	 + g * 17 + h * 19 + i * 23 + (long long) (j * 29) + k * 31 + l * 37
	 + m * 41 + n * 43 + o * 47;
}

NI double
mixd (float a, double b, int c, float d, double e, long long f, float g,
      double h, double i, double j)
{
  return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9
	 + j * 10;
}

NI int
take (struct s1 a, struct s4 b, struct s8 c, struct s8d d, struct s12 e,
      struct s32 f, struct s3 g, int h)
{
  return a.c + b.a * 2 + b.b * 3 + c.a * 4 + c.b * 5 + (int) d.d * 6
	 + e.a * 7 + e.b * 8 + e.c * 9 + (int) f.x[0] + (int) f.x[3] * 10
	 + g.a + g.b * 11 + g.c * 12 + h * 13;
}

NI struct s4 ret4 (int x) { struct s4 r = { x, -x }; return r; }
NI struct s8 ret8 (int x) { struct s8 r = { x, x * 2 }; return r; }
NI struct s3 ret3 (int x) { struct s3 r = { x, x + 1, x + 2 }; return r; }
NI struct s12 ret12 (int x) { struct s12 r = { x, x * 3, x * 5 }; return r; }
NI struct s32 ret32 (long long x)
{ struct s32 r = { { x, x + 1, x * x, -x } }; return r; }
NI struct s8d retd (double x) { struct s8d r = { x * 2 }; return r; }

NI long long
sum (int n, ...)
{
  va_list ap;
  long long t = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    {
      int kind = va_arg (ap, int);
      if (kind == 0)
	t += va_arg (ap, int);
      else if (kind == 1)
	t += va_arg (ap, long long) * 3;
      else if (kind == 2)
	t += (long long) (va_arg (ap, double) * 5);
      else
	{
	  struct s8 s = va_arg (ap, struct s8);
	  t += s.a * 7 + s.b;
	}
    }
  va_end (ap);
  return t;
}

NI long long
sumbig (int n, ...)
{
  va_list ap;
  long long t = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    {
      struct s12 e = va_arg (ap, struct s12);
      t = t * 7 + e.a + e.b * 3 + e.c * 5 + va_arg (ap, int);
      struct s32 f = va_arg (ap, struct s32);
      t += f.x[0] - f.x[3] + va_arg (ap, long long);
    }
  va_end (ap);
  return t;
}

NI int
after (int a, struct s12 b, int c, long long d, struct s3 e)
{
  return a + b.a * 2 + b.c * 3 + c * 4 + (int) d * 5 + e.c * 6;
}

NI static int
vsum (int n, va_list ap)
{
  int t = 0;
  while (n--)
    t = t * 3 + va_arg (ap, int);
  return t;
}

NI int
wrap (int n, ...)
{
  va_list ap;
  va_start (ap, n);
  int r = vsum (n, ap);
  va_end (ap);
  return r;
}

NI int fib (int n) { return n < 2 ? n : fib (n - 1) + fib (n - 2); }
NI int add1 (int x) { return x + 1; }
NI int dbl (int x) { return x * 2; }
static int (*volatile fns[2]) (int) = { add1, dbl };

NI int tail2 (int x, int y) { return x * 100 + y; }
NI int tail1 (int x) { return tail2 (x + 1, x - 1); }

int
main (void)
{
  put_int ("many", many (1, 2, 3, 4.5, 5, 6.25f, 7, 8, 9, 10.5, 11, 12, 13,
			 14, 15));
  put_int ("many2", many (-1, 0x100000000ll, -3, -4.5, 5, -6.25f, -7, 8, -9,
			  1e10, 11, -12, 13, -14, -15));
  put_dbl ("mixd", mixd (1.5f, 2.25, 3, 4.5f, 5.75, 6, 7.5f, 8.25, 9.5, 10.75));
  struct s1 a = { 3 };
  struct s4 b = { 4, 5 };
  struct s8 c = { 6, 7 };
  struct s8d d = { 8.5 };
  struct s12 e = { 9, 10, 11 };
  struct s32 f = { { 12, 13, 14, 15 } };
  struct s3 g = { 16, 17, 18 };
  put_int ("take", take (a, b, c, d, e, f, g, 19));
  struct s4 r4 = ret4 (21);
  struct s8 r8 = ret8 (22);
  struct s3 r3 = ret3 (23);
  struct s12 r12 = ret12 (24);
  struct s32 r32 = ret32 (25);
  struct s8d rd = retd (1.25);
  put_int ("ret4", r4.a * 1000 + r4.b);
  put_int ("ret8", r8.a * 1000 + r8.b);
  put_int ("ret3", r3.a * 10000 + r3.b * 100 + r3.c);
  put_int ("ret12", r12.a + r12.b * 100 + r12.c * 10000);
  put_int ("ret32", r32.x[0] + r32.x[1] * 100 + r32.x[2] * 10000 + r32.x[3]);
  put_dbl ("retd", rd.d);
  put_int ("sum", sum (6, 0, 5, 1, 0x100000000ll, 2, 2.5, 0, -7, 3, c, 1, -1ll));
  put_int ("sum2", sum (13, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 1, 6ll, 1, 7ll,
			2, 8.5, 3, c, 2, 9.75, 0, 10, 1, 11ll, 0, 12));
  put_int ("wrap", wrap (5, 1, 2, 3, 4, 5));
  put_int ("sumbig", sumbig (2, e, 7, f, 8ll, r12, -9, r32, 0x100000000ll));
  put_int ("after", after (1, e, 2, 3, g));
  put_int ("fib", fib (20));
  put_int ("ind", fns[0] (5) + fns[1] (7) * 100);
  put_int ("tail", tail1 (50));
  return 0;
}
