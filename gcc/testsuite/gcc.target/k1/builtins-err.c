/* Bad arguments of the K1 built-ins are errors, not crashes.  */
/* { dg-do compile } */

unsigned
f (unsigned x, int n)
{
  unsigned r = __builtin_k1_get (n);		/* { dg-error "must be a constant" } */
  r += __builtin_k1_get (99);			/* { dg-error "must be a constant" } */
  r += __builtin_k1_get (9);			/* { dg-error "cannot read system register" } */
  __builtin_k1_set (2, x);			/* { dg-error "cannot write system register" } */
  r += __builtin_k1_extfz (x, 32, 0);		/* { dg-error "must be a constant" } */
  r += __builtin_k1_extfz (x, 3, 4);		/* { dg-error "is above its msb" } */
  r += __builtin_k1_insf (x, x, n, 0);		/* { dg-error "must be a constant" } */
  return r;
}
