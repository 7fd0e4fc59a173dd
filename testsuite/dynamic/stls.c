/* TLS of a static executable: initialised, zero and aligned variables
   in the block that __uClibc_main sets up.  */
#include <stdio.h>

__thread int tls_a = 41;
__thread int tls_z;
__thread long long tls_d __attribute__ ((aligned (16))) = 7;

int
main (void)
{
  tls_a++;
  tls_z += 2;
  printf ("%d %d %lld %d\n", tls_a, tls_z, tls_d,
	  (int) ((unsigned long) &tls_d % 16));
  return 0;
}
