/* SHA-256 (FIPS 180-4) of the standard test messages and of 32 KiB of
   generated data (its digest computed by Python's hashlib from the same
   generator).  */

#include "bench.h"
#include <string.h>

static const uint32_t k[64] = {
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
  0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
  0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void
sha256_block (uint32_t h[8], const unsigned char *p)
{
  uint32_t w[64];
  for (int i = 0; i < 16; i++)
    w[i] = (uint32_t) p[4 * i] << 24 | (uint32_t) p[4 * i + 1] << 16
	   | (uint32_t) p[4 * i + 2] << 8 | p[4 * i + 3];
  for (int i = 16; i < 64; i++)
    {
      uint32_t s0 = ROR (w[i - 15], 7) ^ ROR (w[i - 15], 18) ^ (w[i - 15] >> 3);
      uint32_t s1 = ROR (w[i - 2], 17) ^ ROR (w[i - 2], 19) ^ (w[i - 2] >> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
  uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
  uint32_t e = h[4], f = h[5], g = h[6], hh = h[7];
  for (int i = 0; i < 64; i++)
    {
      uint32_t t1 = hh + (ROR (e, 6) ^ ROR (e, 11) ^ ROR (e, 25))
		    + ((e & f) ^ (~e & g)) + k[i] + w[i];
      uint32_t t2 = (ROR (a, 2) ^ ROR (a, 13) ^ ROR (a, 22))
		    + ((a & b) ^ (a & c) ^ (b & c));
      hh = g; g = f; f = e; e = d + t1;
      d = c; c = b; b = a; a = t1 + t2;
    }
  h[0] += a; h[1] += b; h[2] += c; h[3] += d;
  h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

static void
sha256 (const unsigned char *msg, unsigned len, uint32_t h[8])
{
  static const uint32_t init[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
  };
  unsigned char tail[128];
  unsigned i, rest;
  memcpy (h, init, sizeof init);
  for (i = 0; i + 64 <= len; i += 64)
    sha256_block (h, msg + i);
  rest = len - i;
  memset (tail, 0, sizeof tail);
  memcpy (tail, msg + i, rest);
  tail[rest] = 0x80;
  unsigned n = rest + 9 <= 64 ? 64 : 128;
  uint64_t bits = (uint64_t) len * 8;
  for (int j = 0; j < 8; j++)
    tail[n - 1 - j] = bits >> (8 * j);
  sha256_block (h, tail);
  if (n == 128)
    sha256_block (h, tail + 64);
}

#define LEN 32768
static unsigned char data[LEN];

int
main (void)
{
  static const uint32_t abc[8] = {
    0xba7816bf, 0x8f01cfea, 0x414140de, 0x5dae2223,
    0xb00361a3, 0x96177a9c, 0xb410ff61, 0xf20015ad
  };
  static const uint32_t two_blocks[8] = {
    0x248d6a61, 0xd20638b8, 0xe5c02693, 0x0c3e6039,
    0xa33ce459, 0x64ff2167, 0xf6ecedd4, 0x19db06c1
  };
  uint32_t h[8];
  int ok = 1;

  sha256 ((const unsigned char *) "abc", 3, h);
  ok &= memcmp (h, abc, sizeof h) == 0;
  sha256 ((const unsigned char *)
	  "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 56, h);
  ok &= memcmp (h, two_blocks, sizeof h) == 0;
  for (unsigned i = 0; i < LEN; i++)
    data[i] = bench_rand () >> 24;
  sha256 (data, LEN, h);
  ok &= h[0] == 0xf3b37f66u && h[7] == 0x666cac64u;
  return bench_report ("sha256", ok, h[0] ^ h[7]);
}
