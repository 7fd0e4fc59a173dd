/* Access to the interrupted context from a signal handler.  K1 version.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <signal.h>

/* Handlers are always entered as SA_SIGINFO ones: signo, the
   siginfo_t and the ucontext_t are in $r0..$r2.  */
#define SIGCONTEXT siginfo_t *_si, struct ucontext *
#define SIGCONTEXT_EXTRA_ARGS _si,
#define GET_PC(ctx)	((void *) (ctx)->uc_mcontext.regs.pc)
#define GET_FRAME(ctx)	((void *) (ctx)->uc_mcontext.regs.r[14])
#define GET_STACK(ctx)	((void *) (ctx)->uc_mcontext.regs.r[12])
#define CALL_SIGHANDLER(handler, signo, ctx) \
  (handler)((signo), SIGCONTEXT_EXTRA_ARGS (ctx))
