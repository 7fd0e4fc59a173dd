/* CRC-32 (IEEE 802.3, reflected, polynomial 0xedb88320) of a 64 KiB
   buffer with a 256-entry table, checked against the bit-at-a-time
   definition and the standard check value of "123456789".  */

#include "bench.h"

#define LEN 65536
static unsigned char buf[LEN];
static uint32_t table[256];

static void
crc_init (void)
{
  for (uint32_t i = 0; i < 256; i++)
    {
      uint32_t c = i;
      for (int k = 0; k < 8; k++)
	c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
}

static uint32_t
crc_table (const unsigned char *p, unsigned n)
{
  uint32_t c = 0xffffffffu;
  for (unsigned i = 0; i < n; i++)
    c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

static uint32_t
crc_bitwise (const unsigned char *p, unsigned n)
{
  uint32_t c = 0xffffffffu;
  for (unsigned i = 0; i < n; i++)
    {
      c ^= p[i];
      for (int k = 0; k < 8; k++)
	c = (c >> 1) ^ (0xedb88320u & -(c & 1));
    }
  return c ^ 0xffffffffu;
}

int
main (void)
{
  crc_init ();
  for (unsigned i = 0; i < LEN; i++)
    buf[i] = bench_rand () >> 24;
  uint32_t c = 0;
  for (int rep = 0; rep < 4; rep++)
    c = c * 31 + crc_table (buf + rep, LEN - rep);
  int ok = crc_table ((const unsigned char *) "123456789", 9) == 0xcbf43926u
	   && crc_table (buf, 4096) == crc_bitwise (buf, 4096);
  return bench_report ("crc32", ok, c);
}
