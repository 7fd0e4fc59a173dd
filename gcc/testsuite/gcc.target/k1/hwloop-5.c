/* The loop of hwloop-4.c with -mhwloops: it calls, so it is no hardware
   loop.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mhwloops" } */

extern int next (void);
extern void put (int);

int
reader (int nchars)
{
  int total = 0;
  do
    {
      int c = next ();
      if (c == '\\')
	continue;
      if (c == '\n')
	break;
      put (c);
      total += c;
    }
  while (--nchars);
  return total;
}

/* { dg-final { scan-assembler-not {loopdo} } } */
