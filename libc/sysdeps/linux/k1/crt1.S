/* Process entry point for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.

   In addition to the permissions in the GNU Lesser General Public
   License, the authors give you unlimited permission to link the
   compiled version of this file with other programs, and to distribute
   those programs without any restriction coming from the use of this
   file.  */

/* The kernel starts us with $r12 pointing at argc, then argv[], NULL,
   envp[], NULL and the auxiliary vector; $r0 is a function to register
   with atexit (the dynamic loader's finalizer) or 0.  We call

     __uClibc_main (main, argc, argv, _init, _fini, rtld_fini, stack_end)

   with all seven arguments in $r0..$r6; it never returns.  */

#include <features.h>

	.text
	.globl	_start
	.type	_start, @function
	.p2align 2
_start:
	/* Outermost frame: no caller to unwind to.  */
	.cfi_startproc
	.cfi_undefined 64
	add	$r5 = $r0, 0		/* rtld_fini */
	add	$r2 = $r12, 4		/* argv */
	lw	$r1 = 0[$r12]		/* argc */
	;;
	add	$r6 = $r12, 0		/* stack_end */
	/* The stack is 8-byte aligned at every call; the kernel
	   guarantees it, but a loader that drops arguments may not.  */
	and	$r12 = $r12, -8
	;;
#ifdef __PIC__
	/* Position-independent executable: addresses relative to this
	   bundle, which is where $pc and @pcrel both count from.  */
	get	$r16 = $pc
	make	$r0 = @pcrel(main)
	make	$r3 = @pcrel(_init)
	;;
	add	$r0 = $r0, $r16
	add	$r3 = $r3, $r16
	;;
	get	$r16 = $pc
	make	$r4 = @pcrel(_fini)
	;;
	add	$r4 = $r4, $r16
	make	$r14 = 0		/* no frame pointer */
	call	@plt(__uClibc_main)
	;;
#else
	make	$r0 = main
	make	$r3 = _init
	;;
	make	$r4 = _fini
	make	$r14 = 0		/* no frame pointer */
	call	__uClibc_main
	;;
#endif
	/* Not reached: crash rather than run into whatever follows.  */
	.word	0
	.cfi_endproc
	.size	_start, . - _start

/* The first word of initialized data.  */
	.data
	.globl	__data_start
__data_start:
	.long	0
	.weak	data_start
	data_start = __data_start
