/* Small loops are unrolled 4 times when optimizing for speed (the
   bundles get independent instructions), not at -Os; k1_loop_unroll_adjust
   and common/config/k1/k1-common.cc.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

void
f (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] += 3;
}

/* { dg-final { scan-assembler {add \$r[0-9]+ = \$r[0-9]+, 16\n} } } */
/* { dg-final { scan-assembler-times {loopdo} 1 } } */
