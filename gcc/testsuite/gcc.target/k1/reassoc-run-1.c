/* Reassociated xor, or, and and plus chains (k1_reassoc) give the
   answers of the plain definitions: a table-driven CRC against the
   bit-at-a-time one, for every length from 0 to 40 and every
   alignment, and mixed chains whose operand ready last is a load.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

static unsigned int table[256];

static unsigned int __attribute__ ((noipa))
crc_table (const unsigned char *p, unsigned int n)
{
  unsigned int c = 0xffffffffu;
  for (unsigned int i = 0; i < n; i++)
    c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return c;
}

static unsigned int __attribute__ ((noipa))
crc_bits (const unsigned char *p, unsigned int n)
{
  unsigned int c = 0xffffffffu;
  for (unsigned int i = 0; i < n; i++)
    {
      c ^= p[i];
      for (int k = 0; k < 8; k++)
	c = (c >> 1) ^ (0xedb88320u & -(c & 1));
    }
  return c;
}

/* In each loop the load is ready after the other operands of its
   step's chain, one chain per operation.  */
#define CHAINS							\
  unsigned int x = 1, y = 2, z = 3, s = 4;			\
  for (unsigned int i = 0; i < n; i++)				\
    {								\
      x = t[(x ^ p[i]) & 0xff] ^ (x >> 3);			\
      x ^= p[i + 1];						\
    }								\
  for (unsigned int i = 0; i < n; i++)				\
    {								\
      y = t[(y | p[i]) & 0xff] | (y << 1);			\
      y |= p[i + 1];						\
    }								\
  for (unsigned int i = 0; i < n; i++)				\
    {								\
      z = t[(z + p[i]) & 0xff] & (z + 0x7f);			\
      z &= p[i + 1] | 0xff00;					\
    }								\
  for (unsigned int i = 0; i < n; i++)				\
    {								\
      s = t[(s + p[i]) & 0xff] + (s >> 2);			\
      s += p[i + 1];						\
    }								\
  return x ^ y ^ z ^ s;

static unsigned int __attribute__ ((noipa))
chains (const unsigned int *t, const unsigned char *p, unsigned int n)
{
  CHAINS
}

static unsigned int __attribute__ ((noipa, optimize ("O0")))
chains_ref (const unsigned int *t, const unsigned char *p, unsigned int n)
{
  CHAINS
}

int
main (void)
{
  unsigned char buf[48];
  for (unsigned int i = 0; i < 256; i++)
    {
      unsigned int c = i;
      for (int k = 0; k < 8; k++)
	c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
  for (int i = 0; i < 48; i++)
    buf[i] = i * 37 + 11;
  for (unsigned int off = 0; off < 4; off++)
    for (unsigned int n = 0; n <= 40; n++)
      {
	if (crc_table (buf + off, n) != crc_bits (buf + off, n))
	  abort ();
	if (chains (table, buf + off, n) != chains_ref (table, buf + off, n))
	  abort ();
      }
  return 0;
}
