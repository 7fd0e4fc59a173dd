/* Clear given exceptions in the current floating-point environment.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

int
feclearexcept (int excepts)
{
  __k1_update_cs (excepts & FE_ALL_EXCEPT, 0);
  return 0;
}
