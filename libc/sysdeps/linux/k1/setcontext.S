/* setcontext for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>
#include "ucontext_i.h"

/* int setcontext (const ucontext_t *ucp)

   Installs the signal mask of UCP, then every general register but
   $r13 (the thread pointer belongs to the thread, not the context),
   and $ra, and jumps to its pc.  The jump goes through $r16, and $r17
   holds UCP meanwhile: both are the linker's scratch registers, dead at
   the places a context resumes (the return from getcontext or
   swapcontext, the entry of a makecontext function).  Returns only on
   error.  */
ENTRY (__setcontext)
	add	$r17 = $r0, 0
	/* rt_sigprocmask (SIG_SETMASK, &ucp->uc_sigmask, NULL, _NSIG / 8) */
	make	$r0 = SIG_SETMASK
	;;
	add	$r1 = $r17, UCONTEXT_SIGMASK
	make	$r2 = 0
	;;
	make	$r3 = _NSIG8
	;;
	DO_CALL (rt_sigprocmask)
	comp.gtu $r1 = $r0, -4096
	;;
	cb.nez	$r1, 1f
	;;
	.globl	__k1_setcontext_regs
	.hidden	__k1_setcontext_regs
__k1_setcontext_regs:
	/* A context may be entered from inside a hardware loop body: do
	   not leave that loop armed.  */
	make	$r16 = 0
	;;
	set	$lc = $r16
	lw	$r16 = UC_RA[$r17]
	;;
	set	$ra = $r16
	lw	$r16 = UC_PC[$r17]
	;;
	lw	$r0 = UC_R0 + 0[$r17]
	;;
	lw	$r1 = UC_R0 + 4[$r17]
	;;
	lw	$r2 = UC_R0 + 8[$r17]
	;;
	lw	$r3 = UC_R0 + 12[$r17]
	;;
	lw	$r4 = UC_R0 + 16[$r17]
	;;
	lw	$r5 = UC_R0 + 20[$r17]
	;;
	lw	$r6 = UC_R0 + 24[$r17]
	;;
	lw	$r7 = UC_R0 + 28[$r17]
	;;
	lw	$r8 = UC_R0 + 32[$r17]
	;;
	lw	$r9 = UC_R0 + 36[$r17]
	;;
	lw	$r10 = UC_R0 + 40[$r17]
	;;
	lw	$r11 = UC_R0 + 44[$r17]
	;;
	lw	$r12 = UC_R0 + 48[$r17]
	;;
	lw	$r14 = UC_R0 + 56[$r17]
	;;
	lw	$r15 = UC_R0 + 60[$r17]
	;;
	lw	$r18 = UC_R0 + 72[$r17]
	;;
	lw	$r19 = UC_R0 + 76[$r17]
	;;
	lw	$r20 = UC_R0 + 80[$r17]
	;;
	lw	$r21 = UC_R0 + 84[$r17]
	;;
	lw	$r22 = UC_R0 + 88[$r17]
	;;
	lw	$r23 = UC_R0 + 92[$r17]
	;;
	lw	$r24 = UC_R0 + 96[$r17]
	;;
	lw	$r25 = UC_R0 + 100[$r17]
	;;
	lw	$r26 = UC_R0 + 104[$r17]
	;;
	lw	$r27 = UC_R0 + 108[$r17]
	;;
	lw	$r28 = UC_R0 + 112[$r17]
	;;
	lw	$r29 = UC_R0 + 116[$r17]
	;;
	lw	$r30 = UC_R0 + 120[$r17]
	;;
	lw	$r31 = UC_R0 + 124[$r17]
	;;
	lw	$r32 = UC_R0 + 128[$r17]
	;;
	lw	$r33 = UC_R0 + 132[$r17]
	;;
	lw	$r34 = UC_R0 + 136[$r17]
	;;
	lw	$r35 = UC_R0 + 140[$r17]
	;;
	lw	$r36 = UC_R0 + 144[$r17]
	;;
	lw	$r37 = UC_R0 + 148[$r17]
	;;
	lw	$r38 = UC_R0 + 152[$r17]
	;;
	lw	$r39 = UC_R0 + 156[$r17]
	;;
	lw	$r40 = UC_R0 + 160[$r17]
	;;
	lw	$r41 = UC_R0 + 164[$r17]
	;;
	lw	$r42 = UC_R0 + 168[$r17]
	;;
	lw	$r43 = UC_R0 + 172[$r17]
	;;
	lw	$r44 = UC_R0 + 176[$r17]
	;;
	lw	$r45 = UC_R0 + 180[$r17]
	;;
	lw	$r46 = UC_R0 + 184[$r17]
	;;
	lw	$r47 = UC_R0 + 188[$r17]
	;;
	lw	$r48 = UC_R0 + 192[$r17]
	;;
	lw	$r49 = UC_R0 + 196[$r17]
	;;
	lw	$r50 = UC_R0 + 200[$r17]
	;;
	lw	$r51 = UC_R0 + 204[$r17]
	;;
	lw	$r52 = UC_R0 + 208[$r17]
	;;
	lw	$r53 = UC_R0 + 212[$r17]
	;;
	lw	$r54 = UC_R0 + 216[$r17]
	;;
	lw	$r55 = UC_R0 + 220[$r17]
	;;
	lw	$r56 = UC_R0 + 224[$r17]
	;;
	lw	$r57 = UC_R0 + 228[$r17]
	;;
	lw	$r58 = UC_R0 + 232[$r17]
	;;
	lw	$r59 = UC_R0 + 236[$r17]
	;;
	lw	$r60 = UC_R0 + 240[$r17]
	;;
	lw	$r61 = UC_R0 + 244[$r17]
	;;
	lw	$r62 = UC_R0 + 248[$r17]
	;;
	lw	$r63 = UC_R0 + 252[$r17]
	;;
	igoto	$r16
	;;
1:
	sbf	$r0 = $r0, 0
	goto	__syscall_error
	;;
END (__setcontext)
	/* Called directly by __start_context.  */
	.hidden	__setcontext
weak_alias (__setcontext, setcontext)
