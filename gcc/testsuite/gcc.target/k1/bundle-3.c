/* -O0 keeps one instruction per bundle.  */
/* { dg-do compile } */
/* { dg-options "-O0" } */

int
f (int a, int b, int c, int d)
{
  return (a + b) ^ (c - d);
}

/* { dg-final { scan-assembler-not {\n\t[a-z][^\n]*\n\t[a-z]} } } */
