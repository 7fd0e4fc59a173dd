/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_ASM_K1_UCONTEXT_H
#define _UAPI_ASM_K1_UCONTEXT_H

/* uc_mcontext is a struct sigcontext (asm/sigcontext.h).  */
#include <asm/signal.h>
#include <asm/sigcontext.h>
#include <asm-generic/ucontext.h>

#endif /* _UAPI_ASM_K1_UCONTEXT_H */
