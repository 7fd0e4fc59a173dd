/* No hardware loop around a call (the callee may change the loop
   registers) or an asm.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mhwloops" } */

extern void g (int);

void
f (int n)
{
  for (int i = 0; i < n; i++)
    g (i);
}

void
h (int *p, int n)
{
  for (int i = 0; i < n; i++)
    __asm__ volatile ("add %0 = %0, 1" : "+r" (p[i]));
}

/* { dg-final { scan-assembler-not {loopdo} } } */
