#include <stdio.h>

int lib_add (int, int);

int
main (void)
{
  printf ("lib_add (6, 7) = %d\n", lib_add (6, 7));
  return 0;
}
