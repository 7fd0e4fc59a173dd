/* An asm with instructions is a bundle of its own; calls, returns and
   jumps end their bundle.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mbundle" } */

extern int h (int);

int
f (int a, int b)
{
  int x = a + b;
  int y = a - b;
  __asm__ volatile ("add %0 = %0, 77" : "+r" (x));
  return h (x ^ y) + 1;
}

/* { dg-final { scan-assembler {;;\n(\t\.[^\n]*\n)*#APP\n(#[^\n]*\n)?\tadd \$r[0-9]+ = \$r[0-9]+, 77\n(#[^\n]*\n)?;;} } } */
/* An instruction right after a call, a goto or a ret in one bundle.  */
/* { dg-final { scan-assembler-not {\n\t(call|goto|ret|igoto|icall)[^\n]*\n\t[a-z]} } } */
