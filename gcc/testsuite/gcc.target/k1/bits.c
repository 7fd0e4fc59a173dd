/* Bit counting and bit fields: clz, ctz, cbs, extfz, extfs, insf,
   sign and zero extension.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int clz (unsigned a) { return __builtin_clz (a); }
int ctz (unsigned a) { return __builtin_ctz (a); }
int pop (unsigned a) { return __builtin_popcount (a); }
struct s { unsigned a : 5; int b : 9; unsigned c : 18; };
unsigned getc_ (struct s *p) { return p->c; }
int getb (struct s x) { return x.b; }
struct s setb (struct s x, int v) { x.b = v; return x; }
int sxb (int a) { return (signed char) a; }
int sxh (int a) { return (short) a; }
unsigned zxb (unsigned a) { return a & 0xff; }
unsigned zxh (unsigned a) { return (unsigned short) a; }

/* { dg-final { scan-assembler {clz \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {ctz \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {cbs \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {extfs \$r0 = \$r0, 13, 5} } } */
/* { dg-final { scan-assembler {insf \$r0 = \$r1, 13, 5} } } */
/* { dg-final { scan-assembler {sxb \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {sxh \$r0 = \$r0} } } */
/* { dg-final { scan-assembler {zxb \$r0 = \$r0|and \$r0 = \$r0, 255} } } */
/* { dg-final { scan-assembler {zxh \$r0 = \$r0} } } */
