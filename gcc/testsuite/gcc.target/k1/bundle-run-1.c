/* Bundles with a read and a write of one register: the read sees the
   value from before the bundle.  The scheduler puts such pairs together
   (anti dependences cost nothing); the results must be those of the
   sequential program.  */
/* { dg-do run } */
/* { dg-options "-O2 -mbundle" } */

extern void abort (void);

__attribute__ ((noinline)) unsigned
mix (unsigned a, unsigned b, unsigned c, int n)
{
  for (int i = 0; i < n; i++)
    {
      unsigned t = a;
      a = b ^ (c << 3);
      b = c + t;
      c = t - (b >> 1);
    }
  return a * 31u + b * 7u + c;
}

__attribute__ ((noinline)) void
rotate (unsigned *p, int n)
{
  for (int i = 0; i < n; i++)
    {
      unsigned x = p[0], y = p[1], z = p[2];
      p[0] = y + 1;
      p[1] = z ^ x;
      p[2] = x - y;
    }
}

__attribute__ ((noinline)) long long
wide (long long a, long long b, int n)
{
  for (int i = 0; i < n; i++)
    {
      long long t = a;
      a = b + (a >> 3);
      b = t ^ b;
    }
  return a - b;
}

int
main (void)
{
  unsigned p[3] = { 1, 2, 3 };
  if (mix (1, 2, 3, 100) != 0xe1ecb333u)
    abort ();
  rotate (p, 37);
  if (p[0] != 0xffffff03u || p[1] != 0xffffffd2u || p[2] != 0xffffff2fu)
    abort ();
  if (wide (0x123456789abcdefLL, -77, 50) != 0x9d631c4bc506b9LL)
    abort ();
  return 0;
}
