/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_ASM_K1_PTRACE_H
#define _UAPI_ASM_K1_PTRACE_H

#ifndef __ASSEMBLY__

/* The user-visible register set of a K1 thread: the 64 general
   registers, then the program counter and the user system registers.
   The same layout is the machine context of a signal frame.  */
struct user_regs_struct {
	unsigned long r[64];	/* $r0..$r63; $r12 is $sp, $r13 the TP */
	unsigned long pc;
	unsigned long ra;
	unsigned long cs;	/* compute status: FP flags, rounding, carry */
	unsigned long lc;	/* hardware loop count, end and start */
	unsigned long le;
	unsigned long ls;
};

#endif /* __ASSEMBLY__ */

#endif /* _UAPI_ASM_K1_PTRACE_H */
