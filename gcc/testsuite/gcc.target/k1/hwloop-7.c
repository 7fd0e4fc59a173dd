/* loopdo is scheduled with the code before the loop: it shares its
   bundle with instructions that do not compute its count, which the
   scheduler places before it.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

void
sums (int *restrict a, const int *restrict b, int n, int m)
{
  for (int i = 0; i < n; i++)
    {
      int s = a[i];
      for (int j = 0; j < m; j++)
	s += b[i + j] * j;
      a[i] = s;
    }
}

/* { dg-final { scan-assembler-times {loopdo} 1 } } */
/* { dg-final { scan-assembler {[^;]\n\tloopdo} } } */
