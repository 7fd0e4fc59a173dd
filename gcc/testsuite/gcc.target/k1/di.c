/* 64-bit operations on register pairs.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

long long add (long long a, long long b) { return a + b; }
long long addi (long long a) { return a + 100; }
long long sub (long long a, long long b) { return a - b; }
long long and_ (long long a, long long b) { return a & b; }
long long or_ (long long a, long long b) { return a | b; }
long long xor_ (long long a, long long b) { return a ^ b; }
long long andn (long long a, long long b) { return ~a & b; }
long long sll (long long a, int n) { return a << n; }
long long sra (long long a) { return a >> 12; }
unsigned long long srl (unsigned long long a, int n) { return a >> n; }
long long sx (int a) { return a; }
unsigned long long zx (unsigned a) { return a; }
int lt (long long a, long long b) { return a < b; }
int geu (unsigned long long a, unsigned long long b) { return a >= b; }
long long neg (long long a) { return -a; }
long long big (void) { return 0x123456789abcdefll; }

/* { dg-final { scan-assembler {addd \$p0 = \$p[02], \$p[02]} } } */
/* { dg-final { scan-assembler {addd \$p0 = \$p0, 100} } } */
/* { dg-final { scan-assembler {sbfd \$p0 = \$p2, \$p0} } } */
/* { dg-final { scan-assembler {andd \$p0} } } */
/* { dg-final { scan-assembler {ord \$p0} } } */
/* { dg-final { scan-assembler {xord \$p0} } } */
/* { dg-final { scan-assembler {andnd \$p0 = \$p0, \$p2} } } */
/* { dg-final { scan-assembler {slld \$p0 = \$p0, \$r2} } } */
/* { dg-final { scan-assembler {srad \$p0 = \$p0, 12} } } */
/* { dg-final { scan-assembler {srld \$p0 = \$p0, \$r2} } } */
/* { dg-final { scan-assembler {sxwd \$p0 = \$r0} } } */
/* { dg-final { scan-assembler {zxwd \$p0 = \$r0|make \$r1 = 0} } } */
/* { dg-final { scan-assembler {compd.lt \$r0 = \$p0, \$p2} } } */
/* { dg-final { scan-assembler {compd.geu \$r0 = \$p0, \$p2} } } */
/* { dg-final { scan-assembler {sbfd \$p0 = \$p0, 0} } } */
/* { dg-final { scan-assembler {make \$r0 = -1985229329} } } */
/* { dg-final { scan-assembler {make \$r1 = 19088743} } } */
