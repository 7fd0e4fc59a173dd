/* K1 is little-endian.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _ENDIAN_H
# error "Never use <bits/endian.h> directly; include <endian.h> instead."
#endif

#define __BYTE_ORDER __LITTLE_ENDIAN
