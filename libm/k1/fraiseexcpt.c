/* Raise given exceptions.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

/* Exceptions never trap on K1, so raising one is setting its flag.  */
int
feraiseexcept (int excepts)
{
  excepts &= FE_ALL_EXCEPT;
  __k1_update_cs (excepts, excepts);
  return 0;
}
