/* The unwinder walks K1 frames with the CFI of the prologues: a
   backtrace, and a forced unwind through C frames compiled with
   -fexceptions that runs their cleanups.  Linked with the C library
   (the unwinder finds .eh_frame through it).  */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unwind.h>

static int depth, cleaned;
static jmp_buf done;

static _Unwind_Reason_Code
count (struct _Unwind_Context *ctx, void *arg)
{
  (void) ctx;
  ++*(int *) arg;
  return _URC_NO_REASON;
}

static _Unwind_Reason_Code
stop (int version, _Unwind_Action actions, _Unwind_Exception_Class cls,
      struct _Unwind_Exception *exc, struct _Unwind_Context *ctx, void *arg)
{
  (void) version; (void) cls; (void) exc; (void) arg;
  /* Stop at main's frame, whose caller has no unwind tables.  */
  if ((actions & _UA_END_OF_STACK) || _Unwind_GetIP (ctx) == 0)
    longjmp (done, 1);
  return _URC_NO_REASON;
}

static void cleanup (int *p) { cleaned += *p; }

__attribute__ ((noinline)) static void
leaf (int n)
{
  int frames = 0;
  _Unwind_Backtrace (count, &frames);
  depth = frames;
  if (n)
    {
      static struct _Unwind_Exception exc;
      memset (&exc, 0, sizeof exc);
      exc.exception_class = 0x4b314b314b314b31ull;
      _Unwind_ForcedUnwind (&exc, stop, 0);
      abort ();
    }
}

__attribute__ ((noinline)) static void
mid (int n, double d, long long x)
{
  int c __attribute__ ((cleanup (cleanup))) = 10;
  char buf[64];
  snprintf (buf, sizeof buf, "%g %lld", d, x);
  leaf (n);
  puts (buf);
}

__attribute__ ((noinline)) static void
top (int n)
{
  int c __attribute__ ((cleanup (cleanup))) = 1;
  volatile char *p = __builtin_alloca (n * 16 + 8);
  p[0] = 1;
  mid (n, 1.5, 1ll << 40);
}

int
main (void)
{
  top (0);
  printf ("backtrace frames >= 4: %d\n", depth >= 4);
  cleaned = 0;
  if (setjmp (done) == 0)
    top (1);
  printf ("cleanups: %d\n", cleaned);
  return cleaned == 11 ? 0 : 1;
}
