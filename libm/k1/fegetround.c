/* Return the current rounding direction.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

int
fegetround (void)
{
  return __k1_get_cs () & _K1_CS_RM;
}
