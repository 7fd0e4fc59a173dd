/* Variadic functions save the unnamed argument registers just below
   the stack arguments; va_list is { __ptr, __stack }.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
#include <stdarg.h>

int
sum (int n, ...)
{
  va_list ap;
  int t = 0;
  va_start (ap, n);
  while (n--)
    t += va_arg (ap, int);
  va_end (ap);
  return t;
}

extern int v (int, ...);
int call (void) { return v (1, 2ll, 3.0); }

/* { dg-final { scan-assembler {sw 52\[\$r12\] = \$r11} } } */
/* { dg-final { scan-assembler {sw 12\[\$r12\] = \$r1} } } */
/* { dg-final { scan-assembler {make \$r0 = 1} } } */
/* { dg-final { scan-assembler {maked \$p2 = 2} } } */
/* { dg-final { scan-assembler {make \$r5 = 1074266112} } } */
