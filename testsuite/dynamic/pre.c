/* Interposes lib_add of libk1t.so through LD_PRELOAD.  */
int
lib_add (int a, int b)
{
  return a * b;
}
