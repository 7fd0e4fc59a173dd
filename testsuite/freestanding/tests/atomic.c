/* Atomic builtins (single thread): word compare-and-swap with
   acswapw, the operations built on it, and byte and halfword ones
   on the containing word.  */
#include "../lib.h"

static int w = 5;
static unsigned char b[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
static unsigned short h[4] = { 100, 200, 300, 400 };

int
main (void)
{
  int e = 5;
  put_int ("cas-ok", __atomic_compare_exchange_n (&w, &e, 9, 0,
						   __ATOMIC_SEQ_CST,
						   __ATOMIC_SEQ_CST));
  put_int ("w", w);
  e = 5;
  put_int ("cas-fail", __atomic_compare_exchange_n (&w, &e, 11, 0,
						     __ATOMIC_ACQ_REL,
						     __ATOMIC_ACQUIRE));
  put_int ("e", e);
  put_int ("fadd", __atomic_fetch_add (&w, 3, __ATOMIC_RELAXED));
  put_int ("subf", __atomic_sub_fetch (&w, 1, __ATOMIC_SEQ_CST));
  put_int ("xchg", __atomic_exchange_n (&w, -7, __ATOMIC_SEQ_CST));
  put_int ("or", __sync_fetch_and_or (&w, 0x100));
  put_int ("w", w);
  for (int i = 0; i < 8; i++)
    {
      unsigned char x = b[i];
      put_int ("bcas", __sync_bool_compare_and_swap (&b[i], x, x * 3));
      put_int ("bcas2", __sync_bool_compare_and_swap (&b[i], x, 0));
      put_int ("tas", __atomic_test_and_set (&b[i], __ATOMIC_SEQ_CST));
      put_int ("badd", __atomic_add_fetch (&b[i], 10, __ATOMIC_SEQ_CST));
    }
  for (int i = 0; i < 8; i++)
    put_int ("b", b[i]);
  for (int i = 0; i < 4; i++)
    {
      put_int ("hval", __sync_val_compare_and_swap (&h[i], h[i], h[i] + 1));
      put_int ("hxchg", __atomic_exchange_n (&h[i], 7 * i, __ATOMIC_SEQ_CST));
    }
  for (int i = 0; i < 4; i++)
    put_int ("h", h[i]);
  return 0;
}
