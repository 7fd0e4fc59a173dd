/* (x << s) & mask, with the mask a field at s (insf into a zeroed
   register), against the same computed with volatile operands: nine
   widths and places from 1 bit at 31 to 30 bits at 1, and the result
   in the operand's register.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

extern void abort (void);

#define F(S, W)								\
  __attribute__ ((noinline)) static unsigned				\
  f_##S##_##W (unsigned x)						\
  {									\
    return (x & ((1ull << W) - 1)) << S;				\
  }

#define CHECK(S, W)							\
  do									\
    {									\
      volatile unsigned s = S, m = (1ull << W) - 1;			\
      for (int i = 0; i < 5; i++)					\
	if (f_##S##_##W (vals[i]) != (vals[i] & m) << s)		\
	  abort ();							\
    }									\
  while (0)

F (1, 1) F (2, 8) F (3, 5) F (8, 16) F (16, 15) F (31, 1) F (24, 7)
F (4, 27) F (1, 30)

/* X's register is the result's: x = (x & 0xff) << 2 in a loop.  */
__attribute__ ((noinline)) static unsigned
in_place (unsigned x, int n)
{
  for (int i = 0; i < n; i++)
    x = ((x ^ i) & 0xff) << 2;
  return x;
}

int
main (void)
{
  static const unsigned vals[5] = { 0, 1, 0xffffffffu, 0x12345678u,
				    0x80000001u };
  CHECK (1, 1); CHECK (2, 8); CHECK (3, 5); CHECK (8, 16); CHECK (16, 15);
  CHECK (31, 1); CHECK (24, 7); CHECK (4, 27); CHECK (1, 30);
  volatile unsigned x = 0x1234567u;
  unsigned want = x;
  for (int i = 0; i < 7; i++)
    want = ((want ^ i) & 0xff) << 2;
  if (in_place (x, 7) != want)
    abort ();
  return 0;
}
