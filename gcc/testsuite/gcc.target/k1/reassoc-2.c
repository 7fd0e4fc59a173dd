/* Reassociation by depth (k1_reassoc) leaves alone a loop the units
   bound rather than its recurrence: a SHA-256 round has more
   instructions than cycles on its longest path, so an instruction
   more would cost a cycle.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-rtl-k1_reassoc" } */

#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

void
rounds (const unsigned int *k, const unsigned int *w, unsigned int *h)
{
  unsigned int a = h[0], b = h[1], c = h[2], d = h[3];
  unsigned int e = h[4], f = h[5], g = h[6], hh = h[7];
  for (int i = 0; i < 64; i++)
    {
      unsigned int t1 = hh + (ROR (e, 6) ^ ROR (e, 11) ^ ROR (e, 25))
			+ ((e & f) ^ (~e & g)) + k[i] + w[i];
      unsigned int t2 = (ROR (a, 2) ^ ROR (a, 13) ^ ROR (a, 22))
			+ ((a & b) ^ (a & c) ^ (b & c));
      hh = g; g = f; f = e; e = d + t1;
      d = c; c = b; b = a; a = t1 + t2;
    }
  h[0] += a; h[1] += b; h[2] += c; h[3] += d;
  h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

/* { dg-final { scan-rtl-dump {Loop 1: recurrence [0-9]+ cycles, units [0-9]+} "k1_reassoc" } } */
/* { dg-final { scan-rtl-dump-not {reassociated} "k1_reassoc" } } */
