/* BSD _setjmp for K1: _setjmp (env) is __sigsetjmp (env, 0).
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <sysdep.h>

ENTRY (_setjmp)
	make	$r1 = 0
	goto	HIDDEN_JUMPTARGET(__sigsetjmp)
	;;
END (_setjmp)
