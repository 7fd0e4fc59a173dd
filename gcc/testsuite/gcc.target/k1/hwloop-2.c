/* -mno-hwloops keeps the loop a branch.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mno-hwloops" } */

void
scale (int *p, int n, int k)
{
  for (int i = 0; i < n; i++)
    p[i] *= k;
}

/* { dg-final { scan-assembler-not {loopdo} } } */
/* { dg-final { scan-assembler {cb\.} } } */
