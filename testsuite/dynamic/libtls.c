/* TLS variables of a shared library, read and written from the
   library in the global-dynamic model (__tls_get_addr of a GOT pair
   with R_K1_DTPMOD32 and R_K1_DTPOFF32), the initial-exec one (an
   R_K1_TPOFF32 GOT entry) and the local-dynamic one, and from the
   executable.  Built with -fPIC -shared.  */
__thread int tls_init = 1234;
__thread int tls_zero;
__thread char tls_buf[24] = "tls";
static __thread long long tls_local = 5;

__attribute__ ((tls_model ("global-dynamic"))) extern __thread int tls_init;

int
tls_get_gd (void)
{
  return tls_init;
}

__attribute__ ((tls_model ("initial-exec"))) extern __thread int tls_zero;

int
tls_bump_ie (void)
{
  return ++tls_zero;
}

int *
tls_init_addr (void)
{
  return &tls_init;
}

long long
tls_local_next (void)
{
  return tls_local++;
}
