/* Loop shapes that hardware loops must get right (or leave alone):
   zero and negative trip counts, an early break whose induction
   variable is used after the loop, calls in the body, a goto into the
   body, three-deep nests whose inner count depends on the outer index,
   one-instruction bodies, and an inner loop inside an outer one with
   continue (the shape another VLIW port miscompiled in hexdump).  */
/* { dg-do run } */
/* { dg-options "-O2 -mhwloops" } */

extern void abort (void);

int a[300];
volatile int sink;

__attribute__ ((noinline)) int
sum (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

__attribute__ ((noinline)) void
clear (int *p, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    p[i] = 0;
}

__attribute__ ((noinline)) int
find (const int *p, int n, int v)
{
  int i;
  for (i = 0; i < n; i++)
    if (p[i] == v)
      break;
  return i * 1000 + (i < n ? p[i] : -1);
}

__attribute__ ((noinline)) int
twice (int x)
{
  sink = x;
  return 2 * x;
}

__attribute__ ((noinline)) int
calls (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += twice (i);
  return s;
}

__attribute__ ((noinline)) int
goto_into (int n, int skip)
{
  int s = 0, i = 0;
  if (skip)
    goto inside;
  for (; i < n; i++)
    {
      s += 3;
    inside:
      s += i;
    }
  return s;
}

__attribute__ ((noinline)) int
nest3 (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      for (int k = j; k < i; k++)
	s += i * 7 + j * 3 + k;
  return s;
}

__attribute__ ((noinline)) unsigned
one_insn (unsigned x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 3;
  return x;
}

__attribute__ ((noinline)) int
count_down (int n)
{
  int c = 0;
  while (n-- > 0)
    c++;
  return c;
}

/* hexdump: lines of 16 bytes, each byte of a line formatted in an
   inner counted loop, with continue in the outer loop.  */
__attribute__ ((noinline)) int
hexdump (const unsigned char *p, int len)
{
  int out = 0;
  for (int off = 0; off < len; off += 16)
    {
      if (p[off] == 0xff)
	continue;
      int n = len - off < 16 ? len - off : 16;
      for (int i = 0; i < n; i++)
	out = out * 31 + p[off + i];
    }
  return out;
}

int
main (void)
{
  unsigned char bytes[100];
  for (int i = 0; i < 300; i++)
    a[i] = i * 5 - 7;
  for (int i = 0; i < 100; i++)
    bytes[i] = i * 37 + 11;
  bytes[32] = 0xff;

  if (sum (a, 0) != 0 || sum (a, -5) != 0 || sum (a, 1) != -7
      || sum (a, 300) != 222150)
    abort ();
  if (find (a, 300, 28) != 7028 || find (a, 300, 29) != 300 * 1000 - 1
      || find (a, 0, 28) != -1 || find (a, -3, 28) != -1)
    abort ();
  if (calls (0) != 0 || calls (10) != 90)
    abort ();
  if (goto_into (5, 0) != 25 || goto_into (5, 1) != 22
      || goto_into (0, 0) != 0 || goto_into (0, 1) != 0)
    abort ();
  if (nest3 (0) != 0 || nest3 (1) != 0 || nest3 (12) != 20592)
    abort ();
  if (one_insn (1, 0) != 1 || one_insn (1, 5) != 243
      || one_insn (7, 40) != 0x1fdf58e7u)
    abort ();
  if (count_down (0) != 0 || count_down (-4) != 0 || count_down (9) != 9)
    abort ();
  if (hexdump (bytes, 100) != 0x47b5a9d2 || hexdump (bytes, 0) != 0
      || (unsigned) hexdump (bytes, 7) != 0x9cb4da3au)
    abort ();
  clear (a, 0);
  if (a[0] != -7)
    abort ();
  clear (a, 300);
  if (sum (a, 300) != 0)
    abort ();
  return 0;
}
