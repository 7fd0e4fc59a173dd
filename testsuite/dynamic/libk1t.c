/* A shared library of ours: functions, data the executable uses
   directly (a copy relocation in a non-PIC executable), a function
   whose address is compared across objects, and functions for the
   lazy-binding test.  Built with -fPIC -shared.  */
#include <stdio.h>

int lib_counter = 42;
const char lib_name[16] = "k1t library";

int
lib_add (int a, int b)
{
  return a + b;
}

/* Six 64-bit arguments and a structure returned through memory: every
   argument register, $r15 and the stack, through the PLT and the lazy
   resolver.  */
struct big { long long a, b, c; };

struct big
lib_big (long long a, long long b, long long c, long long d, long long e,
	 long long f, int g, long long h)
{
  struct big r = { a + b + c, d + e + f, g + h };
  return r;
}

double
lib_scale (double x, float y, int n)
{
  return x * y * n;
}

/* What the library sees: its own data (the executable's copy once
   copied) and a function's address.  */
int *
lib_counter_addr (void)
{
  return &lib_counter;
}

int
lib_bump (void)
{
  return ++lib_counter;
}

void *
lib_fn_addr (void)
{
  return (void *) lib_add;
}

int
lazy_target (int x)
{
  return x * 3;
}

void *
lazy_target_addr (void)
{
  return (void *) lazy_target;
}

int
never_called (int x)
{
  return x - 1;
}

/* Calls another library of the link (libc) through its own PLT.  */
int
lib_print (const char *s)
{
  return printf ("lib says %s\n", s);
}
