/* Each K1 built-in is its instruction.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

unsigned
f (unsigned x, int y)
{
  unsigned cs = __builtin_k1_get (3);
  __builtin_k1_set (3, cs | 0x300);
  return __builtin_k1_extfz (x, 15, 8) + __builtin_k1_extfs (y, 7, 4)
	 + __builtin_k1_insf (x, y, 31, 24);
}

/* { dg-final { scan-assembler {get \$r[0-9]+ = \$cs} } } */
/* { dg-final { scan-assembler {set \$cs = \$r[0-9]+} } } */
/* { dg-final { scan-assembler {extfz \$r[0-9]+ = \$r[0-9]+, 15, 8} } } */
/* { dg-final { scan-assembler {extfs \$r[0-9]+ = \$r[0-9]+, 7, 4} } } */
/* { dg-final { scan-assembler {insf \$r[0-9]+ = \$r[0-9]+, 31, 24} } } */
