/* Epilogues of _init and _fini (the .init and .fini sections) for K1.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.

   In addition to the permissions in the GNU Lesser General Public
   License, the authors give you unlimited permission to link the
   compiled version of this file with other programs, and to distribute
   those programs without any restriction coming from the use of this
   file.  */

	.section .init, "ax", @progbits
	lw	$r16 = 0[$r12]
	;;
	set	$ra = $r16
	add	$r12 = $r12, 8
	;;
	ret
	;;

	.section .fini, "ax", @progbits
	lw	$r16 = 0[$r12]
	;;
	set	$ra = $r16
	add	$r12 = $r12, 8
	;;
	ret
	;;
