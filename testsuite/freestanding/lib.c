/* Freestanding runtime for K1: system calls, output and the few
   functions GCC may call (memcpy, memset, memmove, memcmp, abort).  */
#include "lib.h"

typedef __SIZE_TYPE__ size_t;

int
sys3 (int nr, int a, int b, int c)
{
  register int r0 __asm__ ("$r0") = a;
  register int r1 __asm__ ("$r1") = b;
  register int r2 __asm__ ("$r2") = c;
  register int r6 __asm__ ("$r6") = nr;
  __asm__ __volatile__ ("scall $r6" : "+r" (r0) : "r" (r1), "r" (r2), "r" (r6)
			: "memory");
  return r0;
}

void
_exit (int status)
{
  for (;;)
    sys3 (94, status, 0, 0);
}

void
abort (void)
{
  _exit (134);
}

void *
memcpy (void *d, const void *s, size_t n)
{
  char *dp = d;
  const char *sp = s;
  while (n--)
    *dp++ = *sp++;
  return d;
}

void *
memmove (void *d, const void *s, size_t n)
{
  char *dp = d;
  const char *sp = s;
  if (dp < sp)
    while (n--)
      *dp++ = *sp++;
  else
    while (n--)
      dp[n] = sp[n];
  return d;
}

void *
memset (void *d, int c, size_t n)
{
  char *dp = d;
  while (n--)
    *dp++ = c;
  return d;
}

int
memcmp (const void *a, const void *b, size_t n)
{
  const unsigned char *ap = a, *bp = b;
  for (; n; n--, ap++, bp++)
    if (*ap != *bp)
      return *ap - *bp;
  return 0;
}

static char buf[256];
static int len;

static void
flush (void)
{
  if (len)
    sys3 (64, 1, (int) buf, len);
  len = 0;
}

static void
put_c (char c)
{
  buf[len++] = c;
  if (c == '\n' || len == sizeof buf)
    flush ();
}

static void
put_s (const char *s)
{
  while (*s)
    put_c (*s++);
}

static void
put_u (unsigned long long v, unsigned base)
{
  char tmp[24];
  int i = 0;
  do
    {
      tmp[i++] = "0123456789abcdef"[v % base];
      v /= base;
    }
  while (v);
  while (i)
    put_c (tmp[--i]);
}

void
put_str (const char *s)
{
  put_s (s);
  put_c ('\n');
}

void
put_int (const char *name, long long v)
{
  put_s (name);
  put_c (' ');
  if (v < 0)
    {
      put_c ('-');
      put_u (-(unsigned long long) v, 10);
    }
  else
    put_u (v, 10);
  put_c ('\n');
}

void
put_uns (const char *name, unsigned long long v)
{
  put_s (name);
  put_c (' ');
  put_u (v, 10);
  put_c ('\n');
}

void
put_hex (const char *name, unsigned long long v)
{
  put_s (name);
  put_s (" 0x");
  put_u (v, 16);
  put_c ('\n');
}

/* Doubles as their bits: exact, and no printf needed.  NaNs differ
   between machines (K1's default NaN is positive, x86's negative).  */
void
put_dbl (const char *name, double d)
{
  union { double d; unsigned long long u; } x = { d };
  if (d != d)
    x.u = 0x7ff8000000000000ull;
  put_hex (name, x.u);
}
