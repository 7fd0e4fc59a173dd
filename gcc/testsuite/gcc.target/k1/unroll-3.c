/* A loop that may leave from its body, with a count known only at run
   time (a search), is not unrolled at -O2: the code for the iterations
   left over from the copies would cost more than the copies save.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int
match_back (const char *t, const char *p, int j)
{
  while (j >= 0 && t[j] == p[j])
    j--;
  return j;
}

/* { dg-final { scan-assembler-not {and \$r[0-9]+ = \$r[0-9]+, 3\n} } } */
