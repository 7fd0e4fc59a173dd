/* Shrink-wrapped functions give the right answers on both paths, keep
   the callee-saved registers of their callers, and can be unwound from
   a callee on the path that runs the prologue: the CFI of a prologue
   that is not at the function's entry is right.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>
#include <unwind.h>

static int depth;

static _Unwind_Reason_Code
count (struct _Unwind_Context *ctx, void *arg)
{
  depth++;
  return _URC_NO_REASON;
}

static int __attribute__ ((noinline))
leaf_work (int x)
{
  int before = depth;
  depth = 0;
  _Unwind_Backtrace (count, 0);
  /* leaf_work, wrapped, main and what calls main at least.  */
  if (depth < 4)
    abort ();
  depth = before;
  return x * 3;
}

/* The early return needs no frame; the other path saves $ra and the
   registers live across the calls.  */
static int __attribute__ ((noinline))
wrapped (int *p, int n)
{
  if (n <= 0 || p[0] < 0)
    return n - 1;
  int a = leaf_work (p[0]);
  int b = leaf_work (n);
  return a + b + p[n - 1];
}

int
main (void)
{
  int v[4] = { 5, 6, 7, 8 };
  int neg[1] = { -3 };
  register int keep1 = v[1] * 11, keep2 = v[2] * 13;

  for (int i = 0; i < 3; i++)
    {
      if (wrapped (v, 0) != -1)
	abort ();
      if (wrapped (neg, 1) != 0)
	abort ();
      if (wrapped (v, 4) != 15 + 12 + 8)
	abort ();
    }
  __asm__ volatile ("" : "+r" (keep1), "+r" (keep2));
  if (keep1 != 66 || keep2 != 91)
    abort ();
  return 0;
}
