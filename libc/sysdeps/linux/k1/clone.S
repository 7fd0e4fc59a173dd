/* clone for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>
#define _ERRNO_H	1
#include <bits/errno.h>

/* int clone (int (*fn) (void *arg), void *child_stack, int flags,
	      void *arg, pid_t *ptid, void *tls, pid_t *ctid);

   Variadic arguments are passed like named ones, so all seven are in
   $r0..$r6.  The system call is the generic one,

     clone (flags, newsp, ptid, ctid, tls)

   and gives the child a copy of every register but $r0 (0) and $r12
   (NEWSP), so FN and ARG simply stay in $r7 and $r8.  */
ENTRY (__clone)
	cb.eqz	$r0, .Linvalid		/* no function */
	add	$r7 = $r0, 0
	add	$r8 = $r3, 0
	;;
	cb.eqz	$r1, .Linvalid		/* no stack */
	add	$r0 = $r2, 0		/* flags */
	/* The child starts with the ABI's 8-byte alignment.  */
	and	$r1 = $r1, -8
	;;
	add	$r2 = $r4, 0		/* ptid */
	add	$r3 = $r6, 0		/* ctid */
	;;
	add	$r4 = $r5, 0		/* tls */
	make	$r6 = SYS_ify (clone)
	;;
	scall	$r6
	;;
	cb.eqz	$r0, .Lchild
	comp.gtu $r9 = $r0, -4096
	;;
	cb.nez	$r9, .Lerror
	;;
	ret
	;;

.Lchild:
	/* Outermost frame of the new thread: nothing to unwind to.  */
	cfi_undefined (64)
	make	$r14 = 0
	add	$r0 = $r8, 0
	icall	$r7
	;;
	/* Leave with FN's result, without running atexit handlers or
	   flushing stdio that the parent owns.  */
	make	$r6 = SYS_ify (exit)
	;;
	scall	$r6
	;;

.Linvalid:
	make	$r0 = -EINVAL
	;;
.Lerror:
	sbf	$r0 = $r0, 0		/* positive errno */
	goto	__syscall_error
	;;
END (__clone)
weak_alias (__clone, clone)
