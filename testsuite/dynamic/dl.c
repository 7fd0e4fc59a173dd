/* dlopen, dlsym and dlclose of plug.so; dlopen of a missing library
   and dlsym of a missing symbol fail with dlerror.  */
#include <dlfcn.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  void *h;
  int (*fn) (int), (*tls) (void);
  int *state;

  if (dlopen ("libnothere.so", RTLD_NOW))
    printf ("dlopen of a missing library succeeded\n");
  else
    printf ("missing: %s\n", dlerror () ? "error" : "no error");
  printf ("opening\n");
  h = dlopen (argv[1], RTLD_LAZY);
  if (!h)
    {
      printf ("dlopen: %s\n", dlerror ());
      return 1;
    }
  fn = (int (*) (int)) dlsym (h, "plug_fn");
  state = (int *) dlsym (h, "plug_state");
  if (!fn || !state)
    {
      printf ("dlsym: %s\n", dlerror ());
      return 1;
    }
  printf ("plug_fn (6) = %d, plug_state = %d\n", fn (6), *state);
  tls = (int (*) (void)) dlsym (h, "plug_tls_next");
  if (tls)
    {
      int a = tls ();
      printf ("plug_tls %d %d\n", a, tls ());
    }
  if (dlsym (h, "no_such_symbol"))
    printf ("dlsym of a missing symbol succeeded\n");
  printf ("closing\n");
  if (dlclose (h) != 0)
    printf ("dlclose: %s\n", dlerror ());
  printf ("closed\n");
  return 0;
}
