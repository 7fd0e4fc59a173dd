/* Backtraces through frames whose prologues and epilogues share their
   bundles with other instructions (pass_k1_bundle_cfi moves the CFI
   to the bundle boundaries): from the innermost function, the unwinder
   finds every caller, by the function each return address is in.  */
/* { dg-do run } */
/* { dg-options "-O2 -fasynchronous-unwind-tables" } */

#include <stdlib.h>
#include <unwind.h>

#define DEPTH 4

static void *want[DEPTH];
static int found;

static _Unwind_Reason_Code
frame (struct _Unwind_Context *ctx, void *arg)
{
  int *n = arg;
  void *start = (void *) _Unwind_GetRegionStart (ctx);
  /* Frame 0 is f4, then f3, f2, f1, main.  */
  if (*n >= 1 && *n <= DEPTH && start == want[*n - 1])
    found++;
  ++*n;
  return _URC_NO_REASON;
}

volatile int sink;

/* Each keeps values in callee-saved registers across its call, so its
   prologue saves several and its epilogue restores them.  */
#define LEVEL(NAME, CALLEE)						\
  __attribute__ ((noinline)) int					\
  NAME (int a, int b)							\
  {									\
    int x = a * 3 + b, y = b * 5 - a, z = a ^ b, w = a + b + 7;	\
    int r = CALLEE (x + 1, y + 2);					\
    sink = r;								\
    return r + x * y + z - w;						\
  }

__attribute__ ((noinline)) int
f4 (int a, int b)
{
  int n = 0;
  _Unwind_Backtrace (frame, &n);
  return a + b + n;
}

LEVEL (f3, f4)
LEVEL (f2, f3)
LEVEL (f1, f2)

int
main (void)
{
  want[0] = (void *) f3;
  want[1] = (void *) f2;
  want[2] = (void *) f1;
  want[3] = (void *) main;
  f1 (1, 2);
  if (found != DEPTH)
    abort ();
  return 0;
}
