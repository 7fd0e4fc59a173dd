/* Nested functions: the trampoline is written to the stack, then
   fence and iinval make it visible to instruction fetch.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

extern int apply (int (*) (int));
int
outer (int k)
{
  int add (int x) { return x + k; }
  return apply (add);
}

/* { dg-final { scan-assembler {fence} } } */
/* { dg-final { scan-assembler {iinval} } } */
/* { dg-final { scan-assembler {make \$r[0-9]+ = 12304} } } */
/* { dg-final { scan-assembler {or \$r[0-9]+ = \$r[0-9]+, -226426880} } } */
/* { dg-final { scan-assembler {or \$r[0-9]+ = \$r[0-9]+, -230621184} } } */
