/* Set the given exception flags to the state saved in *FLAGP.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

int
fesetexceptflag (const fexcept_t *flagp, int excepts)
{
  __k1_update_cs (excepts & FE_ALL_EXCEPT, *flagp);
  return 0;
}
