/* Test exception in the current environment.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

int
fetestexcept (int excepts)
{
  return __k1_get_cs () & excepts & FE_ALL_EXCEPT;
}
