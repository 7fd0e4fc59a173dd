/* Set the current rounding direction.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "fenv_libc.h"

int
fesetround (int round)
{
  if ((round & ~_K1_CS_RM) != 0)
    return 1;
  __k1_update_cs (_K1_CS_RM, round);
  return 0;
}
