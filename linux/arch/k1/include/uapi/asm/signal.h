/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_ASM_K1_SIGNAL_H
#define _UAPI_ASM_K1_SIGNAL_H

/* uClibc-ng returns from handlers through its own rt_sigreturn stub,
   so struct sigaction carries sa_restorer.  */
#define SA_RESTORER	0x04000000

#include <asm-generic/signal.h>

#endif /* _UAPI_ASM_K1_SIGNAL_H */
