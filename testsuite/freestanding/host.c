/* Host version of lib.h, to compute the expected output.  */
#include <stdio.h>
#include <string.h>
#include "lib.h"

void put_str (const char *s) { printf ("%s\n", s); }
void put_int (const char *n, long long v) { printf ("%s %lld\n", n, v); }
void put_uns (const char *n, unsigned long long v) { printf ("%s %llu\n", n, v); }
void put_hex (const char *n, unsigned long long v) { printf ("%s 0x%llx\n", n, v); }
void
put_dbl (const char *n, double d)
{
  unsigned long long u;
  memcpy (&u, &d, 8);
  if (d != d)
    u = 0x7ff8000000000000ull;
  put_hex (n, u);
}
