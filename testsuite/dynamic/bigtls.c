/* A library for dlopen whose TLS (64 KiB) cannot fit in the static
   TLS block's room to spare: its global-dynamic accesses go through
   __tls_get_addr, which gives each thread its own block on first
   use.  Built with -fPIC -shared.  */
__thread int big_init = 5;
__thread int big_buf[16384];

/* Add ID to every element of this thread's buffer; return the sum of
   the buffer and of this thread's big_init.  */
long
big_work (int id)
{
  long sum = 0;
  int i;

  big_init += id;
  for (i = 0; i < 16384; i++)
    big_buf[i] += id;
  for (i = 0; i < 16384; i++)
    sum += big_buf[i];
  return sum + big_init;
}

int *
big_addr (void)
{
  return big_buf;
}
