/* Arguments: $r0..$r11, 64-bit values in aligned pairs (skipping a
   register), the rest on the stack aligned to their size; once an
   argument is on the stack so are the later ones.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

long long pair (int a, long long b) { return b; }
double dpair (int a, int b, int c, double d) { return d; }
int stack1 (int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7,
	    int a8, int a9, int a10, int a11, int a12)
{ return a12; }
long long stack2 (int a0, int a1, int a2, int a3, int a4, int a5, int a6,
		  int a7, int a8, int a9, int a10, long long a11)
{ return a11; }
struct s8 { int a, b; };
int small (int a, struct s8 s) { return s.b; }
struct s12 { int a, b, c; };
int large (struct s12 s, int x) { return x + s.c; }

/* { dg-final { scan-assembler {addd \$p0 = \$p2, 0} } } */
/* { dg-final { scan-assembler {addd \$p0 = \$p4, 0} } } */
/* { dg-final { scan-assembler {lw \$r0 = 0\[\$r12\]} } } */
/* { dg-final { scan-assembler {ld \$p0 = 0\[\$r12\]} } } */
/* { dg-final { scan-assembler {add \$r0 = \$r3, 0} } } */
/* { dg-final { scan-assembler {lw \$r[0-9]+ = 8\[\$r12\]} } } */
/* { dg-final { scan-assembler {lw \$r[0-9]+ = 12\[\$r12\]} } } */
