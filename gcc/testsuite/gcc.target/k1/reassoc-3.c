/* Reassociation by depth of an update (k1_reassoc_insn): Horspool's
   i += skip[...] followed by i + m puts the loaded skip, ready last,
   two adds from the test; (i + m) + skip, with i + m computed before
   the update, leaves one.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-rtl-k1_reassoc" } */

int
f (const unsigned char *t, int n, const int *skip, int m)
{
  int count = 0;
  for (int i = 0; i + m <= n; i += skip[t[i + m - 1]])
    count++;
  return count;
}

/* { dg-final { scan-rtl-dump-times {reassociated} 1 "k1_reassoc" } } */
