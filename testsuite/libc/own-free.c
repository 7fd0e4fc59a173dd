/* A static program may define a function of the C library's that its
   start-up code does not need: here free (gcc.dg/torture/pr59330.c).
   With shared libraries enabled, libc.a's start-up once pulled in the
   object of static dlopen, and with it malloc and free.  */

void
free (void *p)
{
  (void) p;
}

static void *
get (void)
{
  return 0;
}

int
main (void)
{
  free (get ());
  return 0;
}
