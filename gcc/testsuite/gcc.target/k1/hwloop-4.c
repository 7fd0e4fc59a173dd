/* With -mno-hwloops no loop becomes a hardware loop, also where combine
   could make the loop's decrement and branch one insn (-Os).  */
/* { dg-do compile } */
/* { dg-options "-Os -mno-hwloops" } */

extern int sum (const char *, int);
char buf[256];

int
reader (int nchars, int step)
{
  int total = 0, pos = 0;
  do
    {
      buf[pos] = (char) pos;
      total += sum (buf, pos + step);
      pos++;
    }
  while (--nchars != 0);
  return total;
}

int
count (int *p, int n)
{
  int c = 0;
  do
    c += *p++;
  while (--n != 0);
  return c;
}

/* { dg-final { scan-assembler-not {loopdo} } } */
