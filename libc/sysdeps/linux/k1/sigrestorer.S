/* Signal return trampoline for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>

/* sigaction installs this as sa_restorer (SA_RESTORER): the kernel
   enters a handler with $ra pointing here, and rt_sigreturn restores
   every register from the signal frame at $r12.  The nop keeps the
   address before the entry, which unwinders look up for a return
   address, inside this function.  */
	.text
	.p2align 2
	nop
	;;
ENTRY (__default_rt_sa_restorer)
	make	$r6 = SYS_ify (rt_sigreturn)
	;;
	scall	$r6
	;;
END (__default_rt_sa_restorer)
	.hidden	__default_rt_sa_restorer
