/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_ASM_K1_SIGCONTEXT_H
#define _UAPI_ASM_K1_SIGCONTEXT_H

#include <asm/ptrace.h>

/* The machine context of a signal frame (uc_mcontext): every register
   that rt_sigreturn restores.  */
struct sigcontext {
	struct user_regs_struct regs;
};

#endif /* _UAPI_ASM_K1_SIGCONTEXT_H */
