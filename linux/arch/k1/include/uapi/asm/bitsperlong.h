/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_ASM_K1_BITSPERLONG_H
#define _UAPI_ASM_K1_BITSPERLONG_H

/* K1 is ILP32.  Set explicitly so that tools compiling these headers
   on a 64-bit host (the simulator's ABI tables) see the guest value.  */
#define __BITS_PER_LONG 32

#include <asm-generic/bitsperlong.h>

#endif /* _UAPI_ASM_K1_BITSPERLONG_H */
