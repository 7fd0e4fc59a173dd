/* A counted loop whose body calls a function that itself runs a
   hardware loop: the caller's loop must not be a hardware loop (the
   callee changes $lc, $ls and $le).  At -Os combine once made the
   decrement and the branch on its result a k1_loop_end that machine
   reorg turned into loopdo, even with -mno-hwloops (BusyBox's
   shell_builtin_read).  */
/* { dg-do run } */
/* { dg-options "-Os -mhwloops" } */
extern void abort (void);
extern void *memset (void *, int, __SIZE_TYPE__);

char buf[256];
int calls;

__attribute__ ((noinline)) int
sum (const char *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  calls++;
  return s;
}

__attribute__ ((noinline)) int
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
main (void)
{
  memset (buf, 1, sizeof buf);
  int t = reader (20, 7);
  int expect = 0, pos;
  memset (buf, 1, sizeof buf);
  for (pos = 0; pos < 20; pos++)
    {
      buf[pos] = (char) pos;
      for (int i = 0; i < pos + 7; i++)
	expect += buf[i];
    }
  if (t != expect || calls != 20)
    abort ();
  return 0;
}
