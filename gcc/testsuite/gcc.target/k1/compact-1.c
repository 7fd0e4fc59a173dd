/* Bundle compaction (k1_compact_bundles): the xor is ready in the
   cycle after the second load and would issue alone there, while the
   third load waits for the second; issued with the third load, its
   result is still ready before the add reads it, and the function has
   four bundles instead of five, in the same cycles.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-rtl-mach" } */

int
f (int ***p, int a, int b)
{
  int *q = **p;
  int z = a * b + 1;
  return *q + (z ^ 5);
}

/* { dg-final { scan-rtl-dump-times {issues with insn} 1 "mach" } } */
/* { dg-final { scan-assembler-times {\n;;\n} 4 } } */
/* { dg-final { scan-assembler {\txor \$r[0-9]+ = \$r[0-9]+, 5\n\tlw } } } */
