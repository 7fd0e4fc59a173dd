/* With -g, no label falls inside a bundle (the assembler would close
   the bundle there): no .LVL label of variable tracking, no .LBB/.LBE
   label of a lexical block.  */
/* { dg-do compile } */
/* { dg-options "-O2 -g -mbundle" } */

extern void use (int *, int);

int
f (int *p, int n)
{
  int a[8], s = 0;
  for (int i = 0; i < n; i++)
    {
      int v = p[i] * 3 + i;
      s += v ^ (v >> 2);
      a[i & 7] = s;
    }
  use (a, s);
  return s + a[1];
}

/* An instruction line, then directives, then a label.  */
/* { dg-final { scan-assembler-not {\n\t[a-z][^\n]*\n(\t\.[^\n]*\n)*[.A-Za-z_][^\n]*:} } } */
/* Variable tracking ran: its labels are there, between bundles.  */
/* { dg-final { scan-assembler {\.LVL[0-9]+:} } } */
