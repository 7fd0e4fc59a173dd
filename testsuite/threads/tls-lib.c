/* The shared library of tls.c's dynamic build.  */
__thread int lib_tvar = 11;

int
lib_get (void)
{
  return lib_tvar;
}

void
lib_set (int v)
{
  lib_tvar = v;
}
