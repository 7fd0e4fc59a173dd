/* A loop whose decrement and branch on the result combine could make
   one insn (BusyBox's shell_builtin_read) is no hardware loop: not with
   -mno-hwloops, and not with -mhwloops either, since it calls.  */
/* { dg-do compile } */
/* { dg-options "-Os -mno-hwloops" } */

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
