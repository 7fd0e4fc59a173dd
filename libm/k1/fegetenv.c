/* Store the current floating-point environment.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

int
fegetenv (fenv_t *envp)
{
  envp->__cs = __k1_get_cs () & _K1_CS_FENV;
  return 0;
}
