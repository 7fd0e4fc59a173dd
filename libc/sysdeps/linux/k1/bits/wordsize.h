/* K1 is ILP32.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#define __WORDSIZE	32
