/* A library for dlopen: constructors and destructors, and a function
   that uses libk1t.so.  */
#include <stdio.h>

int plug_state;

__attribute__ ((constructor)) static void
plug_init (void)
{
  plug_state = 7;
  printf ("plug constructor\n");
}

__attribute__ ((destructor)) static void
plug_fini (void)
{
  printf ("plug destructor\n");
}

int
plug_fn (int x)
{
  return x * plug_state;
}

/* TLS of a library loaded by dlopen (local dynamic: the block comes
   from __tls_get_addr).  */
static __thread int plug_tls = 100;

int
plug_tls_next (void)
{
  return plug_tls++;
}
