/* Shapes that the post-reload scheduler once put into one bundle with
   a true dependence between them, read in parallel:
   - a halfword load and the insf that reads its result: the insf
     followed a clobber of its register, to which the scheduler moved
     its dependences (20041124-1.c);
   - an add to a base register and a load from it whose offset the
     scheduler had rewritten to break the dependence (stdarg-1.c,
     stpncpy-chk.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -mbundle" } */

#include <stdarg.h>

extern void abort (void);

struct s { _Complex unsigned short x; };
struct s gs = { 100 + 200i };

__attribute__ ((noinline)) struct s
foo (void)
{
  return gs;
}

__attribute__ ((noinline)) int
sum (int n, ...)
{
  va_list ap;
  int s = 0;
  va_start (ap, n);
  while (n--)
    s = s * 3 + va_arg (ap, int);
  va_end (ap);
  return s;
}

__attribute__ ((noinline)) char *
copy (char *d, const char *s, int n)
{
  while (n && *s)
    {
      *d++ = *s++;
      n--;
    }
  while (n--)
    *d++ = 0;
  return d;
}

int
main (void)
{
  char buf[16];
  if (foo ().x != gs.x)
    abort ();
  if (sum (5, 1, 2, 3, 4, 5) != 179)
    abort ();
  if (copy (buf, "abcdef", 10) != buf + 10 || buf[5] != 'f' || buf[9] != 0)
    abort ();
  return 0;
}
