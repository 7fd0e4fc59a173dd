/* Frame-related insns share bundles: their CFI directives go to the
   end of the bundle (pass_k1_bundle_cfi), never inside it, so the last
   restore, the release of the frame and the return can be one
   bundle.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int f (int);

int
g (int a, int b, int c)
{
  int x = f (a);
  int y = f (b + x);
  return f (c + y) + x + y + a + b + c;
}

/* { dg-final { scan-assembler {\n\tlw \$r[0-9]+ = [0-9]+\[\$r12\]\n\tadd \$r12 = \$r12, [0-9]+\n(\tret\n)?;;} } } */
/* { dg-final { scan-assembler-not {\n\t[a-z][^\n]*\n\t\.cfi_} } } */
