/* The return address of a makecontext function, for K1 Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>

/* makecontext leaves uc_link in $r18, which the function preserves.
   When the function returns: setcontext (uc_link), or exit (0) if there
   is none; exit (-1) if setcontext fails.  */
ENTRY (__start_context)
	/* Outermost frame of the context.  */
	cfi_undefined (64)
	add	$r0 = $r18, 0
	cb.eqz	$r18, 1f
	;;
	call	__setcontext
	;;
	make	$r0 = -1
	;;
1:
	call	HIDDEN_JUMPTARGET(exit)
	;;
	.word	0
END (__start_context)
	.hidden	__start_context
