/* Single and double precision in the MAU.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

float fadd (float a, float b) { return a + b; }
float fsub (float a, float b) { return a - b; }
float fmul (float a, float b) { return a * b; }
float ffma (float a, float b, float c) { return __builtin_fmaf (a, b, c); }
float ffms (float a, float b, float c) { return __builtin_fmaf (-a, b, c); }
float fneg (float a) { return -a; }
float fabs_ (float a) { return __builtin_fabsf (a); }
float fmin_ (float a, float b) { return __builtin_fminf (a, b); }
float fmax_ (float a, float b) { return __builtin_fmaxf (a, b); }
int flt (float a, float b) { return a < b; }
int fune (float a, float b) { return a != b; }
float fdiv (float a, float b) { return a / b; }
double dadd (double a, double b) { return a + b; }
double dsub (double a, double b) { return a - b; }
double dmul (double a, double b) { return a * b; }
double dfma (double a, double b, double c) { return __builtin_fma (a, b, c); }
double dneg (double a) { return -a; }
int dge (double a, double b) { return a >= b; }
int dgt (double a, double b) { return a > b; }
float i2f (int a) { return a; }
float u2f (unsigned a) { return a; }
int f2i (float a) { return a; }
unsigned f2u (float a) { return a; }
double i2d (int a) { return a; }
int d2i (double a) { return a; }
double widen (float a) { return a; }
float narrow (double a) { return a; }
double ddiv (double a, double b) { return a / b; }

/* { dg-final { scan-assembler {fadd \$r0 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {fsbf \$r0 = \$r1, \$r0} } } */
/* { dg-final { scan-assembler {fmul \$r0 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {ffma \$r2 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {ffms \$r2 = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {fneg \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {fabs \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {fmin \$r0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {fmax \$r0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {fcomp.olt \$r0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {fcomp.une \$r0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {goto __divsf3|call __divsf3} } } */
/* { dg-final { scan-assembler {faddd \$p0 = \$p[02], \$p[02]} } } */
/* { dg-final { scan-assembler {fsbfd \$p0 = \$p2, \$p0} } } */
/* { dg-final { scan-assembler {fmuld \$p0} } } */
/* { dg-final { scan-assembler {ffmad \$p4 = \$p[02], \$p[02]} } } */
/* { dg-final { scan-assembler {fnegd \$p0 = \$p0} } } */
/* { dg-final { scan-assembler {fcompd.oge \$r0 = \$p0, \$p2} } } */
/* { dg-final { scan-assembler {fcompd.olt \$r0 = \$p2, \$p0} } } */
/* { dg-final { scan-assembler {floatw \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {floatuw \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {fixedw \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {fixeduw \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {floatwd \$p0 = \$r0} } } */
/* { dg-final { scan-assembler {fixeddw \$r0 = \$p0} } } */
/* { dg-final { scan-assembler {fwiden \$p0 = \$r0} } } */
/* { dg-final { scan-assembler {fnarrow \$r0 = \$p0} } } */
/* { dg-final { scan-assembler {goto __divdf3|call __divdf3} } } */
