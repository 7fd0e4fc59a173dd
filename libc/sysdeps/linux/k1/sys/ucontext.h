/* ucontext_t for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _SYS_UCONTEXT_H
#define _SYS_UCONTEXT_H	1

#include <features.h>
#include <signal.h>

/* struct sigcontext, the kernel's machine context: every register
   (asm/sigcontext.h, asm/ptrace.h).  */
#include <bits/sigcontext.h>

/* Number of general registers in gregset_t, and their indexes past
   $r0..$r63.  */
#define NGREG	70
#ifdef __USE_GNU
# define REG_SP	12
# define REG_TP	13
# define REG_FP	14
# define REG_PC	64
# define REG_RA	65
# define REG_CS	66
# define REG_LC	67
# define REG_LE	68
# define REG_LS	69
#endif

typedef unsigned long greg_t;
typedef greg_t gregset_t[NGREG];

/* The FPU works on the general registers; its state is in $cs.  */
typedef struct sigcontext mcontext_t;

/* The layout of the kernel's struct ucontext.  */
typedef struct ucontext
  {
    unsigned long uc_flags;
    struct ucontext *uc_link;
    stack_t uc_stack;
    mcontext_t uc_mcontext;
    __sigset_t uc_sigmask;
  } ucontext_t;

#endif /* sys/ucontext.h */
