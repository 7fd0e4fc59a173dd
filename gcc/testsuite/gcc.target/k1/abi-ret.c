/* Results: $r0, $r0:$r1 for 64-bit values and aggregates of up to 8
   bytes; larger aggregates through the address in $r15.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

struct s8 { int a, b; };
struct s12 { int a, b, c; };
struct s3 { char a, b, c; };
struct s8 r8 (int a, int b) { struct s8 s = { a, b }; return s; }
struct s12 r12 (int a) { struct s12 s = { a, a, a }; return s; }
struct s3 r3 (char a) { struct s3 s = { a, a, a }; return s; }
long long rll (long long a) { return a + 1; }
extern struct s12 g12 (void);
int use12 (void) { return g12 ().c; }

/* { dg-final { scan-assembler {sw 8\[\$r15\]} } } */
/* { dg-final { scan-assembler {add \$r0 = \$r15, 0} } } */
/* { dg-final { scan-assembler {add \$r15 = \$r12, } } } */
