/* Shrink-wrapping: the early-out path of a function whose other path
   calls out runs no prologue (no stack frame, no save of $ra); it
   returns through simple_return.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-rtl-pro_and_epilogue" } */

extern int slow (const char *, int);

int
first_differs (const char *a, const char *b, int n)
{
  if (n == 0 || a[0] != b[0])
    return a[0] - b[0];
  return slow (a, n) + slow (b, n);
}

/* { dg-final { scan-rtl-dump "Performing shrink-wrapping" "pro_and_epilogue" } } */
