/* Enable floating-point exception traps (a GNU extension).
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

/* The K1 FPU cannot trap: enabling any exception fails; the previous
   set of enabled exceptions is always empty.  */
int
feenableexcept (int excepts)
{
  return (excepts & FE_ALL_EXCEPT) ? -1 : 0;
}
