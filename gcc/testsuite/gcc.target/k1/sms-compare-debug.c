/* Swing modulo scheduling (on at -O2) must give the same code with
   and without -g: the notes before each pipelined insn move with it
   whether or not a debug insn lies between.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fmodulo-sched -fmodulo-sched-allow-regmoves -fcompare-debug --param sms-min-sc=1" } */

int sink;

void
copy_bytes (const char *p, long n)
{
  while (n--)
    sink = *p++;
}

void
sum_words (const int *p, int n, int *out)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int v = p[i] * 3;
      s += v;
    }
  *out = s;
}
