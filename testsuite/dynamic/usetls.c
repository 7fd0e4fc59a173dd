/* An executable with TLS of its own (the linker fixes its offsets)
   using the TLS variables of libtls.so (R_K1_TPOFF32 against them).  */
#include <stdio.h>
#include <string.h>

extern __thread int tls_init, tls_zero;
extern __thread char tls_buf[24];
__thread int exe_tls = 77;
__thread int exe_bss;
int tls_get_gd (void);
int tls_bump_ie (void);
int *tls_init_addr (void);
long long tls_local_next (void);

int
main (void)
{
  int bad = 0;

  if (exe_tls != 77 || exe_bss != 0)
    bad |= 1, printf ("executable's TLS: %d %d\n", exe_tls, exe_bss);
  if (tls_init != 1234 || tls_get_gd () != 1234)
    bad |= 2, printf ("tls_init: %d %d\n", tls_init, tls_get_gd ());
  if (&tls_init != tls_init_addr ())
    bad |= 4, printf ("&tls_init differs\n");
  tls_init = 99;
  if (tls_get_gd () != 99)
    bad |= 8, printf ("tls_init not shared\n");
  if (tls_bump_ie () != 1 || tls_bump_ie () != 2 || tls_zero != 2)
    bad |= 16, printf ("tls_zero: %d\n", tls_zero);
  if (strcmp (tls_buf, "tls") != 0)
    bad |= 32, printf ("tls_buf: %s\n", tls_buf);
  if (tls_local_next () != 5 || tls_local_next () != 6)
    bad |= 64, printf ("tls_local wrong\n");
  exe_bss = 3;
  if (exe_tls != 77 || exe_bss != 3 || tls_init != 99)
    bad |= 128, printf ("blocks overlap\n");
  printf ("%s\n", bad ? "bad" : "ok");
  return bad;
}
