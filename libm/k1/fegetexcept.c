/* Get the enabled floating-point exceptions (a GNU extension).
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

/* The K1 FPU never traps: no exception is ever enabled.  */
int
fegetexcept (void)
{
  return 0;
}
