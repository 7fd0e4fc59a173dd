/* Widening multiplications and multiply-accumulate into a pair.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

long long mulss (int a, int b) { return (long long) a * b; }
unsigned long long muluu (unsigned a, unsigned b)
{ return (unsigned long long) a * b; }
long long mulsu (int a, unsigned b) { return (long long) a * (long long) b; }
long long maddss (long long c, int a, int b) { return c + (long long) a * b; }
unsigned long long madduu (unsigned long long c, unsigned a, unsigned b)
{ return c + (unsigned long long) a * b; }
int mulhs (int a, int b) { return ((long long) a * b) >> 32; }
long long mul64 (long long a, long long b) { return a * b; }

/* { dg-final { scan-assembler {mul.ss \$p0 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {mul.uu \$p0 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {mul.su \$p0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {madd.ss \$p0 = \$r[23], \$r[23]} } } */
/* { dg-final { scan-assembler {madd.uu \$p0 = \$r[23], \$r[23]} } } */
/* { dg-final { scan-assembler-not {call __muldi3} } } */
