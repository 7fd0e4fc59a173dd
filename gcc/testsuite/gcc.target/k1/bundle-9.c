/* A call shares the bundle that sets its arguments: the value it
   returns is written by its target, after the bundle, so the $r0 of
   the call's value does not conflict with the argument's.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int f (int);

int
g (int a)
{
  return f (a + 1);
}

/* { dg-final { scan-assembler {\n\tadd \$r0 = \$r0, 1\n\tgoto f\n;;} } } */
