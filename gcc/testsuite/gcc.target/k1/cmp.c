/* Comparisons: comp and compd into a register, cb against zero,
   cmove for conditional moves.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int lt (int a, int b) { return a < b; }
int gtu (unsigned a, unsigned b) { return a > b; }
int eqi (int a) { return a == 42; }
int sel (int c, int a, int b) { return c ? a : b; }
int selgt (int c, int a, int b) { return c > 0 ? a : b; }
int sel2 (int x, int y, int a, int b) { return x < y ? a : b; }
long long seld (int c, long long a, long long b) { return c ? a : b; }
extern void f (void);
void br (int a) { if (a < 0) f (); }
void br2 (int a, int b) { if (a <= b) f (); }
void brodd (int a) { if (a & 1) f (); }

/* { dg-final { scan-assembler {comp.lt \$r0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {comp.gtu \$r0 = \$r0, \$r1} } } */
/* { dg-final { scan-assembler {comp.eq \$r0 = \$r0, 42} } } */
/* { dg-final { scan-assembler {cmove.(eqz|nez) \$r[0-9]+ = \$r[0-9]+, \$r[0-9]+} } } */
/* { dg-final { scan-assembler {cmove.(gtz|lez) } } } */
/* { dg-final { scan-assembler {cmoved.(eqz|nez) \$p[0-9]+ = \$r[0-9]+, \$p[0-9]+} } } */
/* { dg-final { scan-assembler {cb.(gez|ltz) \$r0, } } } */
/* { dg-final { scan-assembler {comp.(le|gt) \$r[0-9]+ = \$r[01], \$r[01]} } } */
/* { dg-final { scan-assembler {cb.(odd|even) \$r0, } } } */
