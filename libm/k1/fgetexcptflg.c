/* Store the state of given exception flags.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

int
fegetexceptflag (fexcept_t *flagp, int excepts)
{
  *flagp = __k1_get_cs () & excepts & FE_ALL_EXCEPT;
  return 0;
}
