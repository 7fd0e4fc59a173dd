/* The prologue's stores share their bundles with other instructions
   (their CFI goes to the end of the bundle: pass_k1_bundle_cfi), and
   only the release of the frame waits for the rest of the body: the
   epilogue's restores share their bundles with the body's last
   instructions (here the copy of the result to $r0).  */
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

/* { dg-final { scan-assembler {\n\t(add|make|comp|and|get)[^\n]*\n\tsw [0-9]+\[\$r12\]|\n\tsw [0-9]+\[\$r12\][^\n]*\n\t(add|make|comp|and|get)} } } */
/* { dg-final { scan-assembler {\n\tlw \$r[0-9]+ = [0-9]+\[\$r12\]\n\tadd \$r0 = \$r[0-9]+, 0\n;;} } } */
