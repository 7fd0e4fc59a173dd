/* Floating-point environment of K1 (Kalray MPPA-256).
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _FENV_H
# error "Never use <bits/fenv.h> directly; include <fenv.h> instead."
#endif

/* The FPU state is in the compute status register $cs: sticky flags
   in bits 4:0 and the rounding mode in bits 9:8.  Nothing traps.  The
   values below are those bits in place.  */

enum
  {
    FE_INVALID =
#define FE_INVALID	0x01
      FE_INVALID,
    FE_DIVBYZERO =
#define FE_DIVBYZERO	0x02
      FE_DIVBYZERO,
    FE_OVERFLOW =
#define FE_OVERFLOW	0x04
      FE_OVERFLOW,
    FE_UNDERFLOW =
#define FE_UNDERFLOW	0x08
      FE_UNDERFLOW,
    FE_INEXACT =
#define FE_INEXACT	0x10
      FE_INEXACT
  };

#define FE_ALL_EXCEPT \
	(FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW | FE_INEXACT)

enum
  {
    FE_TONEAREST =
#define FE_TONEAREST	0x000
      FE_TONEAREST,
    FE_UPWARD =
#define FE_UPWARD	0x100
      FE_UPWARD,
    FE_DOWNWARD =
#define FE_DOWNWARD	0x200
      FE_DOWNWARD,
    FE_TOWARDZERO =
#define FE_TOWARDZERO	0x300
      FE_TOWARDZERO
  };

/* Type representing exception flags.  */
typedef unsigned int fexcept_t;

/* The floating-point part of $cs (flags and rounding mode).  */
typedef struct
  {
    unsigned int __cs;
  }
fenv_t;

/* If the default argument is used we use this value.  */
#define FE_DFL_ENV	((const fenv_t *) -1)
