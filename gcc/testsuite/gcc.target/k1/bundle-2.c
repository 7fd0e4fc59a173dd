/* -mno-bundle: every instruction is a bundle of its own, as at -O0.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mno-bundle" } */

int
f (int a, int b, int c, int d)
{
  return (a + b) ^ (c - d);
}

/* Two instruction lines in a row would be one bundle.  */
/* { dg-final { scan-assembler-not {\n\t[a-z][^\n]*\n\t[a-z]} } } */
/* { dg-final { scan-assembler {sbf \$r[0-9]+ = \$r3, \$r2\n;;} } } */
