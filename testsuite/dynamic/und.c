/* Calls a function that the library it runs with does not define.  */
#include <stdio.h>

int und_fn (void);

int
main (void)
{
  printf ("main runs\n");
  /* The loader exits without flushing stdio.  */
  fflush (stdout);
  printf ("%d\n", und_fn ());
  return 0;
}
