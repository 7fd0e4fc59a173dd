/* A counted innermost loop becomes a hardware loop: loopdo and no
   branch back.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mhwloops" } */

void
scale (int *p, int n, int k)
{
  for (int i = 0; i < n; i++)
    p[i] *= k;
}

/* { dg-final { scan-assembler {loopdo \$r[0-9]+, \.L[0-9]+} } } */
/* { dg-final { scan-assembler-not {cb\.[a-z]+ \$r[0-9]+, \.L[0-9]+\n;;\n\.L[0-9]+:\n\tret} } } */
