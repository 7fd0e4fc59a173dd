/* A conditional increment is if-converted (k1_max_noce_ifcvt_seq_cost):
   a comparison and an add replace the branch around the add, so the
   counting loop has no branch left in its body and becomes one
   scheduled block.  */
/* { dg-do run } */
/* { dg-options "-O2 -save-temps" } */

extern void abort (void);

__attribute__ ((noinline)) int
count_equal (const int *p, int n, int x)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (p[i] == x)
      c++;
  return c;
}

__attribute__ ((noinline)) int
inc_if_equal (int a, int b, int c)
{
  if (a == b)
    c++;
  return c;
}

__attribute__ ((noinline)) int
inc_if_load_equal (const int *p, int x, int c)
{
  if (*p == x)
    c++;
  return c;
}

int
main (void)
{
  static const int v[] = { 3, 1, 3, 3, -1, 0, 3, 7, 3 };
  int n = sizeof v / sizeof v[0];
  if (count_equal (v, n, 3) != 5 || count_equal (v, n, 2) != 0
      || count_equal (v, 0, 3) != 0 || count_equal (v + 4, 1, -1) != 1)
    abort ();
  if (inc_if_equal (4, 4, 9) != 10 || inc_if_equal (4, 5, 9) != 9
      || inc_if_equal (-1, -1, -1) != 0)
    abort ();
  if (inc_if_load_equal (v, 3, 0) != 1 || inc_if_load_equal (v + 1, 3, 0) != 0)
    abort ();
  return 0;
}

/* The two functions without a loop have no branch but their return.  */
/* { dg-final { scan-assembler {inc_if_equal:\n(?:\.L[^\n]*\n|\t[^\n]*\n|;;\n)*?\tcomp\.eq [^\n]*\n(?:\.L[^\n]*\n|\t[^\n]*\n|;;\n)*?\tret\n} } } */
/* { dg-final { scan-assembler-not {inc_if_equal:\n(?:\.L[^\n]*\n|\t[^\n]*\n|;;\n)*?\tcb\.} } } */
/* { dg-final { scan-assembler-not {inc_if_load_equal:\n(?:\.L[^\n]*\n|\t[^\n]*\n|;;\n)*?\tcb\.} } } */
