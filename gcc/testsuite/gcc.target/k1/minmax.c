/* min, max, minu, maxu, abs.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int smin (int a, int b) { return a < b ? a : b; }
int smax (int a, int b) { return a > b ? a : b; }
unsigned umin (unsigned a, unsigned b) { return a < b ? a : b; }
unsigned umax (unsigned a, unsigned b) { return a > b ? a : b; }
int iabs (int a) { return a < 0 ? -a : a; }
int clamp (int a) { return a > 255 ? 255 : a; }

/* { dg-final { scan-assembler {min \$r0 = } } } */
/* { dg-final { scan-assembler {max \$r0 = } } } */
/* { dg-final { scan-assembler {minu \$r0 = } } } */
/* { dg-final { scan-assembler {maxu \$r0 = } } } */
/* { dg-final { scan-assembler {abs \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {min \$r0 = \$r0, 255} } } */
