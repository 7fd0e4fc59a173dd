/* Assembler macros for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _LINUX_K1_SYSDEP_H
#define _LINUX_K1_SYSDEP_H 1

#include <common/sysdep.h>

#ifdef __ASSEMBLER__

/* The K1 assembler has no statement separator (";;" ends a bundle), so
   a preprocessor macro cannot expand to several directives.  ENTRY,
   END and the symbol aliases of libc-symbols.h are assembler macros
   instead.  */

	.macro	__k1_entry name
	.text
	.globl	\name
	.type	\name, @function
	/* Code is made of 32-bit syllables.  */
	.p2align 2
\name:
	cfi_startproc
	.endm

	.macro	__k1_end name
	cfi_endproc
	.size	\name, . - \name
	.endm

	.macro	__k1_strong_alias original, alias
	.globl	\alias
	.set	\alias, \original
	.endm

	.macro	__k1_weak_alias original, alias
	.weak	\alias
	.set	\alias, \original
	.endm

	.macro	__k1_hidden_alias original, alias
	.globl	\alias
	.hidden	\alias
	.set	\alias, \original
	.endm

# define ENTRY(name)	__k1_entry C_SYMBOL_NAME(name)
# undef END
# define END(name)	__k1_end C_SYMBOL_NAME(name)

# undef strong_alias
# define strong_alias(original, alias) \
	__k1_strong_alias C_SYMBOL_NAME(original), C_SYMBOL_NAME(alias)
# undef weak_alias
# define weak_alias(original, alias) \
	__k1_weak_alias C_SYMBOL_NAME(original), C_SYMBOL_NAME(alias)
# undef hidden_def
# define hidden_def(name) \
	__k1_hidden_alias C_SYMBOL_NAME(name), C_SYMBOL_NAME(__GI_##name)
# undef hidden_weak
# define hidden_weak(name) hidden_def (name)

/* Make system call NAME, whose arguments are already in $r0..$r5; the
   result is in $r0, -4095..-1 being -errno.  */
	.macro	__k1_do_call nr
	make	$r6 = \nr
	;;
	scall	$r6
	;;
	.endm
# define DO_CALL(name)	__k1_do_call SYS_ify (name)

#endif /* __ASSEMBLER__ */

#endif /* _LINUX_K1_SYSDEP_H */
