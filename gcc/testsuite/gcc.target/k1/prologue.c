/* Prologue and epilogue: $ra through $r16 with get and set, callee-
   saved registers, DWARF CFI ($ra is column 64).  */
/* { dg-do compile } */
/* { dg-options "-O2 -g" } */

extern int f (int);
int
g (int a, int b)
{
  int x = f (a);
  int y = f (b + x);
  return x * y + a;
}
int leaf (int a) { return a + 1; }

/* { dg-final { scan-assembler {get \$r16 = \$ra} } } */
/* { dg-final { scan-assembler {set \$ra = \$r[0-9]+} } } */
/* { dg-final { scan-assembler {\.cfi_offset 64, -4} } } */
/* { dg-final { scan-assembler {\.cfi_def_cfa_offset 16} } } */
/* { dg-final { scan-assembler {sw [0-9]+\[\$r12\] = \$r18} } } */
/* { dg-final { scan-assembler {\.cfi_offset 18, } } } */
/* { dg-final { scan-assembler {\.cfi_restore 64} } } */
/* { dg-final { scan-assembler-times {get \$r16 = \$ra} 1 } } */
