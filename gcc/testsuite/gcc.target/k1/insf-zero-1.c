/* A field shifted into place, (x & 0xff) << 2 as in table[(c ^ *p) &
   0xff], is insf into a zeroed register: the zeroing does not wait for
   x, so one instruction is on x's path instead of and then sll.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

unsigned
index_of (unsigned c, unsigned char b)
{
  return ((c ^ b) & 0xff) << 2;
}

unsigned
lookup (const unsigned *table, const unsigned char *p, unsigned n,
	unsigned c)
{
  for (unsigned i = 0; i < n; i++)
    c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return c;
}

/* { dg-final { scan-assembler {insf \$r0 = \$r[0-9]+, 9, 2} } } */
/* { dg-final { scan-assembler-not {and \$r[0-9]+ = \$r[0-9]+, 255} } } */
/* { dg-final { scan-assembler-not {sll \$r[0-9]+ = \$r[0-9]+, 2\M} } } */
