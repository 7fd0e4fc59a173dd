/* Sibling calls jump with goto or igoto and keep $ra.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

extern int f (int);
int direct (int a) { return f (a + 1); }
int indirect (int (*p) (int), int a) { return p (a * 3); }

/* { dg-final { scan-assembler {goto f} } } */
/* { dg-final { scan-assembler {igoto \$r(3[2-9]|[4-6][0-9])} } } */
/* { dg-final { scan-assembler-not {get \$r16 = \$ra} } } */
