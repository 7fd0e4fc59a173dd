/* Forced unwinding (what thread cancellation does) from a signal
   handler through the signal frame: libgcc recognizes the restorer
   (config/k1/linux-unwind.h) and takes the interrupted $pc as the
   return address (column 65), so the cleanup of the function that
   faulted runs.  Without the fallback the unwinder stops at the
   restorer and the cleanup never runs.  */
/* { dg-do run } */
/* { dg-options "-O2 -fexceptions -fnon-call-exceptions" } */

#include <setjmp.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unwind.h>

static jmp_buf env;
static volatile int cleaned, frames;
static struct _Unwind_Exception exc;

static _Unwind_Reason_Code
stop (int version, _Unwind_Action actions, _Unwind_Exception_Class cls,
      struct _Unwind_Exception *e, struct _Unwind_Context *ctx, void *arg)
{
  frames++;
  if (actions & _UA_END_OF_STACK)
    longjmp (env, 1);
  return _URC_NO_REASON;
}

static void
handler (int sig)
{
  memset (&exc, 0, sizeof exc);
  _Unwind_ForcedUnwind (&exc, stop, 0);
  abort ();
}

static void
cleanup (int *p)
{
  cleaned = *p;
}

int *volatile bad = 0;

static void __attribute__ ((noinline))
victim (void)
{
  int x __attribute__ ((cleanup (cleanup))) = 42;
  *bad = x;
}

int
main (void)
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = handler;
  sigaction (SIGSEGV, &sa, 0);
  if (setjmp (env) == 0)
    {
      victim ();
      abort ();
    }
  if (cleaned != 42 || frames < 3)
    abort ();
  return 0;
}
