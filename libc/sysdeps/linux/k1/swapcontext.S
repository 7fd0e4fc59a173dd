/* swapcontext for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>
#include "ucontext_i.h"

/* int swapcontext (ucontext_t *oucp, const ucontext_t *ucp)

   getcontext (oucp), resuming as a return of 0 from swapcontext, then
   setcontext (ucp); the signal masks are exchanged in one system
   call.  */
ENTRY (__swapcontext)
	add	$r7 = $r0, 0
	add	$r17 = $r1, 0
	get	$r8 = $ra
	;;
	get	$r10 = $cs
	make	$r9 = 0
	;;
	sw	UC_R0[$r7] = $r9
	;;
	sw	UC_PC[$r7] = $r8
	;;
	sw	UC_RA[$r7] = $r8
	;;
	sw	UC_CS[$r7] = $r10
	;;
	sw	UC_R0 + 48[$r7] = $r12
	;;
	sw	UC_R0 + 56[$r7] = $r14
	;;
	sw	UC_R0 + 72[$r7] = $r18
	;;
	sw	UC_R0 + 76[$r7] = $r19
	;;
	sw	UC_R0 + 80[$r7] = $r20
	;;
	sw	UC_R0 + 84[$r7] = $r21
	;;
	sw	UC_R0 + 88[$r7] = $r22
	;;
	sw	UC_R0 + 92[$r7] = $r23
	;;
	sw	UC_R0 + 96[$r7] = $r24
	;;
	sw	UC_R0 + 100[$r7] = $r25
	;;
	sw	UC_R0 + 104[$r7] = $r26
	;;
	sw	UC_R0 + 108[$r7] = $r27
	;;
	sw	UC_R0 + 112[$r7] = $r28
	;;
	sw	UC_R0 + 116[$r7] = $r29
	;;
	sw	UC_R0 + 120[$r7] = $r30
	;;
	sw	UC_R0 + 124[$r7] = $r31
	;;
	/* rt_sigprocmask (SIG_SETMASK, &ucp->uc_sigmask,
			   &oucp->uc_sigmask, _NSIG / 8) */
	make	$r0 = SIG_SETMASK
	add	$r1 = $r17, UCONTEXT_SIGMASK
	;;
	add	$r2 = $r7, UCONTEXT_SIGMASK
	make	$r3 = _NSIG8
	;;
	DO_CALL (rt_sigprocmask)
	comp.gtu $r1 = $r0, -4096
	;;
	cb.nez	$r1, 1f
	;;
	goto	__k1_setcontext_regs
	;;
1:
	sbf	$r0 = $r0, 0
	goto	__syscall_error
	;;
END (__swapcontext)
weak_alias (__swapcontext, swapcontext)
