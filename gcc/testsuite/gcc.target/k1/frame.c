/* alloca and variable-length arrays use the frame pointer $r14, which
   holds the CFA; __builtin_frame_address and __builtin_return_address
   work.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

extern void use (char *);
void
dyn (int n)
{
  char buf[n];
  use (buf);
  use (__builtin_alloca (n * 2));
}
void *fa (void) { return __builtin_frame_address (0); }
void *ra (void) { return __builtin_return_address (0); }

/* { dg-final { scan-assembler {add \$r14 = \$r12, } } } */
/* { dg-final { scan-assembler {add \$r12 = \$r14, -} } } */
/* { dg-final { scan-assembler {sw [0-9]+\[\$r12\] = \$r14} } } */
/* { dg-final { scan-assembler {add \$r0 = \$r14, 0} } } */
/* { dg-final { scan-assembler {get \$r0 = \$ra} } } */
