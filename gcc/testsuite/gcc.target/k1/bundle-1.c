/* Independent instructions share a bundle: two ALU operations, a load
   and a multiply issue together at -O2.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mbundle" } */

int
f (int a, int b, int c, int d)
{
  return (a + b) ^ (c - d);
}

int
g (int *p, int a, int b)
{
  return p[3] ^ (a * b);
}

/* { dg-final { scan-assembler {(add \$r[0-9]+ = \$r[01], \$r[01]\n\tsbf|sbf \$r[0-9]+ = \$r3, \$r2\n\tadd)} } } */
/* { dg-final { scan-assembler {(lw \$r[0-9]+ = 12\[\$r0\]\n\tmul|mul \$r[0-9]+ = \$r[12], \$r[12]\n\tlw)} } } */
