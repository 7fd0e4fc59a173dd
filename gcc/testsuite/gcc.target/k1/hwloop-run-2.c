/* A counted loop that calls a function running a hardware loop of its
   own must not be a hardware loop: the callee changes $lc, $ls and $le.
   Combine once made the loop's decrement and the branch on its result
   the insn that machine reorg turns into loopdo, with no check for
   calls and even with -mno-hwloops (BusyBox's shell_builtin_read).  */
/* { dg-do run } */
/* { dg-options "-O2 -mhwloops" } */

extern void abort (void);

const char text[] = "ab\\c\\\\de\nfgh";
int pos, sum;
int buf[64];

__attribute__ ((noinline)) int
next (void)
{
  /* A hardware loop in the callee.  */
  for (int i = 0; i < 10; i++)
    buf[i] = i * pos;
  return text[pos++];
}

__attribute__ ((noinline)) void
put (int c)
{
  for (int i = 0; i < 7; i++)
    sum += c + buf[i];
}

__attribute__ ((noinline)) int
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

int
main (void)
{
  /* "ab\c\\de" up to the newline: the backslashes are skipped.  */
  if (reader (100) != 'a' + 'b' + 'c' + 'd' + 'e' || pos != 9)
    abort ();
  pos = 0;
  /* Three characters: a, b and the skipped backslash.  */
  if (reader (3) != 'a' + 'b' || pos != 3)
    abort ();
  return 0;
}
