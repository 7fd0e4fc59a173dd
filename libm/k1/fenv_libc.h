/* Access to the compute status register $cs for the K1 fenv functions.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _K1_FENV_LIBC_H
#define _K1_FENV_LIBC_H 1

#include <fenv.h>

/* The parts of $cs that fenv_t holds; the rest (the carry of addc and
   friends) is left alone.  */
#define _K1_CS_RM	0x300
#define _K1_CS_FENV	(_K1_CS_RM | FE_ALL_EXCEPT)

/* The built-ins are volatile: no instruction moves across them, they
   issue once every instruction before them has its result (and so has
   raised its flags), and the instructions after them wait for them
   (docs/k1-builtins.md).  */
static __inline__ unsigned int
__k1_get_cs (void)
{
  return __builtin_k1_get (__K1_SFR_CS);
}

static __inline__ void
__k1_set_cs (unsigned int cs)
{
  __builtin_k1_set (__K1_SFR_CS, cs);
}

/* Replace the bits of $cs in MASK by those of BITS.  */
static __inline__ void
__k1_update_cs (unsigned int mask, unsigned int bits)
{
  __k1_set_cs ((__k1_get_cs () & ~mask) | (bits & mask));
}

#endif /* fenv_libc.h */
