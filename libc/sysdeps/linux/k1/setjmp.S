/* __sigsetjmp for K1 (Kalray MPPA-256).
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>
#include <jmpbuf-offsets.h>

/* int __sigsetjmp (sigjmp_buf env, int savemask)

   Saves the callee-saved registers and the return address, then
   tail-calls __sigjmp_save (env, savemask), which records the signal
   mask if asked to and returns 0.  The rounding mode in $cs is global
   state and the loop registers are caller-saved, so neither is kept.  */
ENTRY (__sigsetjmp)
	sd	JB_R18[$r0] = $p18
	get	$r2 = $ra
	;;
	sd	JB_R20[$r0] = $p20
	;;
	sd	JB_R22[$r0] = $p22
	;;
	sd	JB_R24[$r0] = $p24
	;;
	sd	JB_R26[$r0] = $p26
	;;
	sd	JB_R28[$r0] = $p28
	;;
	sd	JB_R30[$r0] = $p30
	;;
	sw	JB_SP[$r0] = $r12
	;;
	sw	JB_FP[$r0] = $r14
	;;
	sw	JB_RA[$r0] = $r2
	goto	__sigjmp_save
	;;
END (__sigsetjmp)
libc_hidden_def (__sigsetjmp)
