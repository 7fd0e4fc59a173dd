/* Architecture features of K1 (Kalray MPPA-256) that are not
   configuration options.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _BITS_UCLIBC_ARCH_FEATURES_H
#define _BITS_UCLIBC_ARCH_FEATURES_H

/* abort() ends with this: the all-zero syllable is not an instruction,
   so executing it raises SIGILL.  */
#define __UCLIBC_ABORT_INSTRUCTION__ ".word 0"

/* mmap is mmap2 (offset in pages) on asm-generic 32-bit ABIs.  */
#undef __UCLIBC_MMAP_HAS_6_ARGS__

/* The 32-bit time stat64 family is there (__ARCH_WANT_STAT64).  */
#undef __UCLIBC_HAVE_STATX__

/* A 64-bit system call argument takes an even/odd register pair, as in
   the C calling convention, so a register may be skipped before it.  */
#define __UCLIBC_SYSCALL_ALIGN_64BIT__

/* does your target have a broken create_module() ? */
#undef __UCLIBC_BROKEN_CREATE_MODULE__

/* does your target have to worry about older [gs]etrlimit() ? */
#undef __UCLIBC_HANDLE_OLDER_RLIMIT__

/* does your target have an asm .set ? */
#define __UCLIBC_HAVE_ASM_SET_DIRECTIVE__

/* define if target doesn't like .global */
#undef __UCLIBC_ASM_GLOBAL_DIRECTIVE__

/* define if target supports .weak */
#define __UCLIBC_HAVE_ASM_WEAK_DIRECTIVE__

/* define if target supports .weakext */
#undef __UCLIBC_HAVE_ASM_WEAKEXT_DIRECTIVE__

/* needed probably only for ppc64 */
#undef __UCLIBC_HAVE_ASM_GLOBAL_DOT_NAME__

/* define if target supports IEEE signed zero floats */
#define __UCLIBC_HAVE_SIGNED_ZERO__

/* define if target supports CFI pseudo ops */
#define __UCLIBC_HAVE_ASM_CFI_DIRECTIVES__

#endif /* _BITS_UCLIBC_ARCH_FEATURES_H */
