/* The prologue's stores end their bundles (the CFI that follows must
   name the address after the bundle), so the scheduler issues them
   last in their cycle: other instructions share their bundles.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int f (int, int, int);

int
g (int a, int b, int c, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += f (a + i, b, c) == 0;
  return s;
}

/* { dg-final { scan-assembler {\n\t(add|make|comp|and)[^\n]*\n\tsw [0-9]+\[\$r12\]} } } */
