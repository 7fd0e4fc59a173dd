/* makecontext for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <stdarg.h>
#include <stdint.h>
#include <ucontext.h>

extern void __start_context (void) attribute_hidden;

/* The new context calls FUNC (ARGS...) on UCP's stack as the calling
   convention says: the first twelve (int) arguments in $r0..$r11, the
   rest on the stack at increasing addresses from the stack pointer,
   which is 8-byte aligned.  FUNC returns to __start_context, which
   finds uc_link in the callee-saved $r18.  */
void
__makecontext (ucontext_t *ucp, void (*func) (void), int argc, ...)
{
  unsigned long *regs = ucp->uc_mcontext.regs.r;
  unsigned long *sp;
  va_list ap;
  int i;

  sp = (unsigned long *) ((uintptr_t) ucp->uc_stack.ss_sp
			  + ucp->uc_stack.ss_size);
  if (argc > 12)
    sp -= argc - 12;
  sp = (unsigned long *) ((uintptr_t) sp & -8);

  va_start (ap, argc);
  for (i = 0; i < argc; i++)
    if (i < 12)
      regs[i] = va_arg (ap, unsigned long);
    else
      sp[i - 12] = va_arg (ap, unsigned long);
  va_end (ap);

  regs[12] = (uintptr_t) sp;
  regs[14] = 0;				/* no frame pointer */
  regs[18] = (uintptr_t) ucp->uc_link;
  ucp->uc_mcontext.regs.pc = (uintptr_t) func;
  ucp->uc_mcontext.regs.ra = (uintptr_t) &__start_context;
}
weak_alias (__makecontext, makecontext)
