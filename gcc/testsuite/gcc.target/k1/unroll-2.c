/* Small loops are not unrolled at -Os (unroll-1.c).  */
/* { dg-do compile } */
/* { dg-options "-Os" } */

void
f (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] += 3;
}

/* { dg-final { scan-assembler-not {add \$r[0-9]+ = \$r[0-9]+, 16\n} } } */
