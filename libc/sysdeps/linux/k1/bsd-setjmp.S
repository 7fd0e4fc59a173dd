/* BSD setjmp for K1: setjmp (env) is __sigsetjmp (env, 1).
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>

ENTRY (setjmp)
	make	$r1 = 1
	goto	HIDDEN_JUMPTARGET(__sigsetjmp)
	;;
END (setjmp)
