/* Prints its arguments: run through "ld-uClibc.so.0 args ...", it
   must see only its own.  */
#include <stdio.h>

int
main (int argc, char **argv)
{
  int i;

  for (i = 0; i < argc; i++)
    printf ("%d:%s\n", i, argv[i]);
  return 0;
}
