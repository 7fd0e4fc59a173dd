/* { dg-do run } */
/* { dg-shouldfail "abort is expected" } */
#include <stdlib.h>
int main (void) { abort (); }
