/* Atomic operations for K1 (Kalray MPPA-256).
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _K1_BITS_ATOMIC_H
#define _K1_BITS_ATOMIC_H	1

#include <stdint.h>

typedef int8_t atomic8_t;
typedef uint8_t uatomic8_t;
typedef int_fast8_t atomic_fast8_t;
typedef uint_fast8_t uatomic_fast8_t;

typedef int16_t atomic16_t;
typedef uint16_t uatomic16_t;
typedef int_fast16_t atomic_fast16_t;
typedef uint_fast16_t uatomic_fast16_t;

typedef int32_t atomic32_t;
typedef uint32_t uatomic32_t;
typedef int_fast32_t atomic_fast32_t;
typedef uint_fast32_t uatomic_fast32_t;

typedef int64_t atomic64_t;
typedef uint64_t uatomic64_t;
typedef int_fast64_t atomic_fast64_t;
typedef uint_fast64_t uatomic_fast64_t;

typedef intptr_t atomicptr_t;
typedef uintptr_t uatomicptr_t;
typedef intmax_t atomic_max_t;
typedef uintmax_t uatomic_max_t;

#define atomic_full_barrier() \
  __asm__ __volatile__ ("fence\n\t;;" : : : "memory")

/* The one atomic primitive is acswapw on a word: with the new value in
   the low and the expected value in the high register of a pair, it
   stores the new value if memory holds the expected one, and leaves
   the old contents in the high register.  The pair is fixed ($p8) so
   that nothing depends on how the compiler prints pair operands.  The
   fence after it gives the acquire semantics callers expect.  */
#define __arch_compare_and_exchange_val_32_acq(mem, newval, oldval)	\
  ({									\
     __typeof (mem) __k1_mem = (mem);					\
     unsigned long __k1_new = (unsigned long) (newval);			\
     unsigned long __k1_old = (unsigned long) (oldval);			\
     register unsigned long __k1_lo __asm__ ("$r8") = __k1_new;		\
     register unsigned long __k1_hi __asm__ ("$r9") = __k1_old;		\
     __asm__ __volatile__ ("acswapw 0[%2] = $p8\n\t;;\n\t"		\
			   "fence\n\t;;"				\
			   : "+r" (__k1_lo), "+r" (__k1_hi)		\
			   : "r" (__k1_mem)				\
			   : "memory");					\
     (__typeof (*mem)) __k1_hi;						\
  })

/* There is no atomic access to bytes, halfwords or doublewords; the
   size dispatch of <atomic.h> never reaches these for a word.  */
#define __arch_compare_and_exchange_val_8_acq(mem, newval, oldval)	\
  ({ abort (); (__typeof (*mem)) 0; })
#define __arch_compare_and_exchange_val_16_acq(mem, newval, oldval)	\
  ({ abort (); (__typeof (*mem)) 0; })
#define __arch_compare_and_exchange_val_64_acq(mem, newval, oldval)	\
  ({ abort (); (__typeof (*mem)) 0; })

#endif /* bits/atomic.h */
