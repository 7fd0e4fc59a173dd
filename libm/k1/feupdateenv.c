/* Install the given environment, then raise the saved exceptions.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

int
feupdateenv (const fenv_t *envp)
{
  unsigned int raised = __k1_get_cs () & FE_ALL_EXCEPT;

  fesetenv (envp);
  feraiseexcept (raised);
  return 0;
}
