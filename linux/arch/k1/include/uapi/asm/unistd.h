/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* K1 system call numbers: the asm-generic table with the 32-bit time,
   stat64 and rlimit variants that uClibc-ng uses.  A system call takes
   its number in $r6 and its arguments in $r0..$r5 ("scall $r6").  */

#define __ARCH_WANT_STAT64
#define __ARCH_WANT_SET_GET_RLIMIT
#define __ARCH_WANT_TIME32_SYSCALLS
#define __ARCH_WANT_SYS_CLONE
#define __ARCH_WANT_RENAMEAT

#include <asm-generic/unistd.h>
