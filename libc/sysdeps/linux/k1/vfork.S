/* vfork for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>

#define CLONE_VM	0x00000100
#define CLONE_VFORK	0x00004000
#define SIGCHLD		17

/* pid_t vfork (void)

   clone (CLONE_VM | CLONE_VFORK | SIGCHLD, 0, ...): the child runs on
   our stack until it execs or exits, so this function must not touch
   memory.  The return address is in $ra, not on the stack, and the
   child returns through it like the parent.  */
ENTRY (__vfork)
	make	$r0 = CLONE_VM | CLONE_VFORK | SIGCHLD
	make	$r1 = 0
	;;
	make	$r2 = 0
	make	$r3 = 0
	;;
	make	$r4 = 0
	make	$r6 = SYS_ify (clone)
	;;
	scall	$r6
	;;
	comp.gtu $r1 = $r0, -4096
	;;
	cb.nez	$r1, 1f
	;;
	ret
	;;
1:
	sbf	$r0 = $r0, 0		/* positive errno */
	goto	__syscall_error
	;;
END (__vfork)
weak_alias (__vfork, vfork)
libc_hidden_def (vfork)
