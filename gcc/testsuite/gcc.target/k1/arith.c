/* 32-bit ALU and MAU operations.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int add (int a, int b) { return a + b; }
int addi (int a) { return a + 1000000; }
int sub (int a, int b) { return a - b; }
int subi (int a) { return 77 - a; }
int neg (int a) { return -a; }
int mul (int a, int b) { return a * b; }
int madd (int a, int b, int c) { return c + a * b; }
int msbf (int a, int b, int c) { return c - a * b; }
int andn (int a, int b) { return ~a & b; }
int orn (int a, int b) { return ~a | b; }
int nxor (int a, int b) { return ~(a ^ b); }
int nand (int a, int b) { return ~(a & b); }
int nor (int a, int b) { return ~(a | b); }
int sll (int a, int b) { return a << b; }
int sra (int a) { return a >> 7; }
unsigned srl (unsigned a) { return a >> 9; }
unsigned rol (unsigned a) { return (a << 5) | (a >> 27); }
int divs (int a, int b) { return a / b; }

/* { dg-final { scan-assembler {add \$r0 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {add \$r0 = \$r0, 1000000} } } */
/* { dg-final { scan-assembler {sbf \$r0 = \$r1, \$r0} } } */
/* { dg-final { scan-assembler {sbf \$r0 = \$r0, 77} } } */
/* { dg-final { scan-assembler {sbf \$r0 = \$r0, 0} } } */
/* { dg-final { scan-assembler {mul \$r0 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {madd \$r2 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {msbf \$r2 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {andn \$r0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {orn \$r0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {nxor \$r0} } } */
/* { dg-final { scan-assembler {nand \$r0} } } */
/* { dg-final { scan-assembler {nor \$r0 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {sll \$r0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {sra \$r0 = \$r0, 7} } } */
/* { dg-final { scan-assembler {srl \$r0 = \$r0, 9} } } */
/* { dg-final { scan-assembler {rol \$r0 = \$r0, 5|ror \$r0 = \$r0, 27} } } */
/* { dg-final { scan-assembler {call __divsi3} } } */
