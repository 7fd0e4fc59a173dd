/* Uses libgcc_s.so.1 (linked with -shared-libgcc; built at -O0 so that
   the recursion stays): 64-bit division
   and the unwinder walking the stack through a few frames.  */
#include <stdio.h>
#include <unwind.h>

static int frames;

static _Unwind_Reason_Code
count (struct _Unwind_Context *ctx, void *arg)
{
  (void) ctx;
  (void) arg;
  frames++;
  return _URC_NO_REASON;
}

__attribute__ ((noinline)) int
depth (int n)
{
  if (n == 0)
    {
      _Unwind_Backtrace (count, 0);
      return frames - 1;
    }
  return depth (n - 1) + 1;
}

int
main (int argc, char **argv)
{
  volatile long long a = 1000000000000LL * (argc + 2), b = 7 + argc;
  (void) argv;
  printf ("%lld %lld\n", a / b, a % b);
  int d = depth (5) - 5;
  printf ("%s\n", d >= 7 ? "unwound" : "not unwound");
  return 0;
}
