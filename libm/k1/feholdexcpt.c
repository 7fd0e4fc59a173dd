/* Store the current environment and clear the exception flags.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

/* Exceptions never trap, so non-stop mode is the only mode: only the
   flags need clearing.  */
int
feholdexcept (fenv_t *envp)
{
  unsigned int cs = __k1_get_cs ();

  envp->__cs = cs & _K1_CS_FENV;
  __k1_set_cs (cs & ~FE_ALL_EXCEPT);
  return 0;
}
