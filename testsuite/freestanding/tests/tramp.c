/* Nested functions called through trampolines on the stack: the code
   written there must be fetched after fence and iinval.  */
#include "../lib.h"

#define NI __attribute__ ((noinline, noclone))

NI int
apply (int (*f) (int), int x)
{
  return f (x) + f (x + 1);
}

NI int
nested (int k)
{
  int add (int x) { return x + k; }
  return apply (add, 10);
}

NI int
nested2 (int k, int m)
{
  int v = m;
  int mul (int x) { v += x; return x * k + v; }
  int r = apply (mul, 3);
  return r * 1000 + v;
}

#ifdef __k1__
/* The executable asks for an executable stack (PT_GNU_STACK RWE); say
   so again in case the loader maps the stack without it.  */
static void
exec_stack (void)
{
  char here;
  unsigned page = (unsigned) &here & ~4095u;
  sys3 (226, page - 8 * 4096, 9 * 4096, 7);
}
#else
static void exec_stack (void) { }
#endif

int
main (void)
{
  exec_stack ();
  put_int ("nested", nested (5));
  put_int ("nested2", nested2 (7, 100));
  return 0;
}
