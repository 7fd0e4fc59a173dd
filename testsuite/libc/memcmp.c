/* memcmp (libc/string/k1/memcmp.c) against a byte loop: every pair of
   alignments, lengths 0-40 and the first difference at each place, in
   either direction; then blocks that end where an unreadable page
   starts, so that no byte after a block is read.  */

#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static int
sign (int x)
{
  return (x > 0) - (x < 0);
}

static int __attribute__ ((noinline))
ref (const unsigned char *a, const unsigned char *b, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

/* memcmp through a pointer, so that GCC does not expand it.  */
static int (*volatile cmp) (const void *, const void *, size_t) = memcmp;

static int failures;

static void
check (const unsigned char *a, const unsigned char *b, size_t n)
{
  int want = ref (a, b, n), got = sign (cmp (a, b, n));
  if (got != want && failures++ < 10)
    printf ("FAIL memcmp (%p, %p, %zu): %d, want %d\n", (void *) a,
	    (void *) b, n, got, want);
}

int
main (void)
{
  static unsigned char x[64], y[64];

  for (int o1 = 0; o1 < 8; o1++)
    for (int o2 = 0; o2 < 8; o2++)
      for (size_t n = 0; n <= 40; n++)
	for (int at = -1; at < (int) n; at++)
	  for (int dir = 0; dir < (at < 0 ? 1 : 2); dir++)
	    {
	      for (int i = 0; i < 56; i++)
		x[o1 + i] = y[o2 + i] = (unsigned char) (i * 37 + 0x80);
	      if (at >= 0)
		y[o2 + at] = x[o1 + at] + (dir ? 1 : -1);
	      /* A difference just after the block must not count.  */
	      y[o2 + n] = x[o1 + n] + 1;
	      check (x + o1, y + o2, n);
	    }

  long page = sysconf (_SC_PAGESIZE);
  unsigned char *m = mmap (0, 2 * page, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED || mprotect (m + page, page, PROT_NONE) != 0)
    {
      puts ("FAIL mmap");
      return 1;
    }
  memset (m, 'k', page);
  memset (x, 'k', sizeof x);
  for (size_t n = 0; n <= 40; n++)
    for (int o = 0; o < 8; o++)
      {
	check (x + o, m + page - n, n);
	check (m + page - n, x + o, n);
      }

  if (failures)
    printf ("memcmp: %d failures\n", failures);
  return failures != 0;
}
