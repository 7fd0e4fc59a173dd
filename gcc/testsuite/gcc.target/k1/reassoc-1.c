/* Reassociation by depth (k1_reassoc): in the unrolled table-driven
   CRC, c = t ^ (c >> 8) followed by c ^ byte puts the table load T,
   ready last, two xors from the next index; (c >> 8) ^ byte is
   computed while T loads, so one xor follows it: in each of the
   three copies the unroller makes after the first, whose T comes
   from the previous iteration.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-rtl-k1_reassoc" } */

extern unsigned int table[256];

unsigned int
crc (const unsigned char *p, unsigned int n)
{
  unsigned int c = 0xffffffffu;
  for (unsigned int i = 0; i < n; i++)
    c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return c;
}

/* { dg-final { scan-rtl-dump-times {reassociated} 3 "k1_reassoc" } } */
