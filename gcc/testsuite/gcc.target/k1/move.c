/* Moves: make for constants and symbols, loads and stores with
   base + offset and base + index addresses, every width.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

extern int g[];
int big (void) { return 0x12345678; }
int sym (void) { return (int) &g[3]; }
int ldw (int *p) { return p[1000]; }
int ldx (int *p, int i) { return p[i + 0] + ((char *) p)[i]; }
unsigned char ldb (unsigned char *p) { return p[5]; }
signed char ldsb (signed char *p) { return p[5]; }
short ldh (short *p) { return p[3]; }
unsigned short lduh (unsigned short *p) { return p[3]; }
void stb (char *p, char c) { p[7] = c; }
void sth (short *p, short c) { p[7] = c; }
void stw (int *p, int c, int i) { p[i] = c; }
long long ldd (long long *p) { return p[2]; }
void std (long long *p, long long v) { p[3] = v; }
double movd (void) { return 1.5; }

/* { dg-final { scan-assembler {make \$r0 = 305419896} } } */
/* { dg-final { scan-assembler {make \$r0 = g\+12} } } */
/* { dg-final { scan-assembler {lw \$r0 = 4000\[\$r0\]} } } */
/* { dg-final { scan-assembler {lbs \$r[0-9]+ = \$r[0-9]+\[\$r[0-9]+\]} } } */
/* { dg-final { scan-assembler {lbz \$r0 = 5\[\$r0\]} } } */
/* { dg-final { scan-assembler {lbs \$r0 = 5\[\$r0\]} } } */
/* { dg-final { scan-assembler {lhs \$r0 = 6\[\$r0\]} } } */
/* { dg-final { scan-assembler {lhz \$r0 = 6\[\$r0\]} } } */
/* { dg-final { scan-assembler {sb 7\[\$r0\] = \$r1} } } */
/* { dg-final { scan-assembler {sh 14\[\$r0\] = \$r1} } } */
/* { dg-final { scan-assembler {sw \$r[0-9]+\[\$r[0-9]+\] = \$r1} } } */
/* { dg-final { scan-assembler {ld \$p0 = 16\[\$r0\]} } } */
/* { dg-final { scan-assembler {sd 24\[\$r0\] = \$p2} } } */
