/* Control flow and frames: switch tables, alloca and VLAs,
   __builtin_setjmp/longjmp, return and frame addresses.  */
#include "../lib.h"

#define NI __attribute__ ((noinline, noclone))

NI int
sw (int x)
{
  switch (x)
    {
    case 0: return 11;
    case 1: return 22;
    case 2: return 35;
    case 3: return 47;
    case 4: return 51;
    case 5: return 68;
    case 6: return 70;
    case 8: return 89;
    case 10: return 101;
    default: return -1;
    }
}

NI int
vla (int n)
{
  int a[n];
  char *p = __builtin_alloca (n * 3 + 1);
  for (int i = 0; i < n; i++)
    a[i] = i * i, p[i] = i;
  int t = 0;
  for (int i = 0; i < n; i++)
    t += a[i] * p[n - 1 - i];
  return t;
}

static void *jb[5];

NI static void
jump (int x)
{
  if (x > 3)
    __builtin_longjmp (jb, 1);
  jump (x + 1);
}

NI int
sj (void)
{
  volatile int r = 1;
  if (__builtin_setjmp (jb) == 0)
    {
      r = 2;
      jump (0);
      r = 3;
    }
  else
    r += 40;
  return r;
}

NI void *ra (void) { return __builtin_return_address (0); }

NI int
frame (void)
{
  char *f = __builtin_frame_address (0);
  char local;
  return f != 0 && f > &local;
}

NI unsigned long long
sel (int c, unsigned long long a, unsigned long long b)
{
  return c > 0 ? a : b;
}

int
main (void)
{
  for (int i = -1; i < 12; i++)
    put_int ("sw", sw (i));
  put_int ("vla", vla (10));
  put_int ("vla2", vla (100));
  put_int ("sj", sj ());
  put_int ("ra", ra () != 0);
  put_int ("frame", frame ());
  put_uns ("sel", sel (1, 0x123456789ull, 5) + sel (-1, 1, 0x900000000ull));
  return 0;
}
