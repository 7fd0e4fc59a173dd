/* __longjmp for K1 (Kalray MPPA-256).
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>
#include <jmpbuf-offsets.h>

/* void __longjmp (__jmp_buf env, int val)

   Restores what __sigsetjmp saved and returns VAL (1 if it is 0) from
   that __sigsetjmp call.  */
ENTRY (__longjmp)
	ld	$p18 = JB_R18[$r0]
	/* A longjmp out of a hardware loop body must not leave the loop
	   armed: the code after setjmp could end a bundle at $le.  */
	make	$r2 = 0
	;;
	ld	$p20 = JB_R20[$r0]
	set	$lc = $r2
	;;
	ld	$p22 = JB_R22[$r0]
	cmove.eqz $r1 = $r1, 1
	;;
	ld	$p24 = JB_R24[$r0]
	;;
	ld	$p26 = JB_R26[$r0]
	;;
	ld	$p28 = JB_R28[$r0]
	;;
	ld	$p30 = JB_R30[$r0]
	;;
	lw	$r2 = JB_RA[$r0]
	;;
	lw	$r14 = JB_FP[$r0]
	set	$ra = $r2
	;;
	lw	$r12 = JB_SP[$r0]
	add	$r0 = $r1, 0
	;;
	ret
	;;
END (__longjmp)
libc_hidden_def (__longjmp)
