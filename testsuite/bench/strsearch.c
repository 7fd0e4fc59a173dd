/* String search: Boyer-Moore-Horspool over 64 KiB of generated text
   for several patterns, each count checked against a naive search.  */

#include "bench.h"
#include <string.h>

#define LEN 65536
static char text[LEN + 1];

static int
horspool (const char *t, int n, const char *p, int m)
{
  int skip[256], count = 0;
  for (int i = 0; i < 256; i++)
    skip[i] = m;
  for (int i = 0; i < m - 1; i++)
    skip[(unsigned char) p[i]] = m - 1 - i;
  for (int i = 0; i + m <= n; i += skip[(unsigned char) t[i + m - 1]])
    {
      int j = m - 1;
      while (j >= 0 && t[i + j] == p[j])
	j--;
      if (j < 0)
	count++;
    }
  return count;
}

static int
naive (const char *t, int n, const char *p, int m)
{
  int count = 0;
  for (int i = 0; i + m <= n; i++)
    if (memcmp (t + i, p, m) == 0)
      count++;
  return count;
}

int
main (void)
{
  static const char *const pats[] = {
    "abc", "the", "bacab", "aaaa", "cabbage", "abcdabcd", "zzz", "dab"
  };
  uint32_t sum = 0;
  int ok = 1;

  /* Words of a small alphabet, skewed towards a, b, c.  */
  for (int i = 0; i < LEN; i++)
    {
      uint32_t r = bench_rand () >> 24;
      text[i] = r < 40 ? ' ' : r < 190 ? "abc"[r % 3] : "abcdeghtz"[r % 9];
    }
  for (int rep = 0; rep < 3; rep++)
    for (unsigned k = 0; k < sizeof pats / sizeof pats[0]; k++)
      sum = sum * 7 + horspool (text, LEN, pats[k], strlen (pats[k]));
  for (unsigned k = 0; k < sizeof pats / sizeof pats[0]; k++)
    {
      int m = strlen (pats[k]);
      ok &= horspool (text, LEN, pats[k], m) == naive (text, LEN, pats[k], m);
    }
  return bench_report ("strsearch", ok, sum);
}
