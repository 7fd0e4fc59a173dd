/* Prologues of _init and _fini (the .init and .fini sections) for K1.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.

   In addition to the permissions in the GNU Lesser General Public
   License, the authors give you unlimited permission to link the
   compiled version of this file with other programs, and to distribute
   those programs without any restriction coming from the use of this
   file.  */

/* The pieces of .init/.fini that crtbegin.o and others add between
   these prologues and the epilogues of crtn.S call functions, so the
   return address is kept on the stack (8 bytes, to keep the
   alignment).  */

	.section .init, "ax", @progbits
	.globl	_init
	.type	_init, @function
	.p2align 2
_init:
	add	$r12 = $r12, -8
	get	$r16 = $ra
	;;
	sw	0[$r12] = $r16
	;;

	.section .fini, "ax", @progbits
	.globl	_fini
	.type	_fini, @function
	.p2align 2
_fini:
	add	$r12 = $r12, -8
	get	$r16 = $ra
	;;
	sw	0[$r12] = $r16
	;;
