/* Install the given floating-point environment.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

int
fesetenv (const fenv_t *envp)
{
  /* The default environment: round to nearest, no flags.  */
  __k1_update_cs (_K1_CS_FENV, envp == FE_DFL_ENV ? 0 : envp->__cs);
  return 0;
}
