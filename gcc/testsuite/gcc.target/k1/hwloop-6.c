/* A search loop runs in hardware with its conditional exit in its last
   bundle (not taken, the loop goes on at $ls), without a nop after it
   for the end of the loop; the loop whose entry test ends the block
   before it runs in hardware too (loopdo in a block of its own).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int
count_matches (const char *t, int n, const char *p, int m)
{
  int count = 0;
  for (int i = 0; i + m <= n; i++)
    {
      int j = m - 1;
      while (j >= 0 && t[i + j] == p[j])
	j--;
      if (j < 0)
	count++;
    }
  return count;
}

int
find (const int *a, int n, int x)
{
  int i;
  for (i = 0; i < n; i++)
    if (a[i] == x)
      break;
  return i;
}

/* { dg-final { scan-assembler-times {loopdo} 2 } } */
/* { dg-final { scan-assembler-not {\tnop} } } */
