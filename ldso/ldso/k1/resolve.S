/* The lazy-binding resolver of the K1 (Kalray MPPA-256) dynamic loader.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.

   PLT0 jumps here (docs/k1-abi.md, PLT) with
     $r16      the link map of the calling object (its GOT[1]),
     0[$r12]   GOTn, the address of the PLT slot to bind,
     $r12      the caller's stack pointer less 8,
   and every argument register as the caller left it.  We save what
   the called function may read and _dl_linux_resolver may clobber:
   the argument registers $r0..$r11 (the return registers $r0:$r1 are
   among them), $r15 (the address of a large returned aggregate), $ra
   (the caller's return address) and $cs (the rounding mode and the
   sticky exception flags, which the C code must not be seen to
   change).  Then we bind the slot, restore all of it, drop our frame
   and PLT0's 8 bytes, and jump to the function, which sees the
   registers and the stack of the original call.

   Frame (72 bytes above the new $r12 up to the caller's $r12):
     0..47   $p0..$p10
     48      $r15
     52      $ra
     56      $cs
     60      padding
     64      GOTn, pushed by PLT0
     68      padding  */

#include <features.h>

	.text
	.globl	_dl_linux_resolve
	.hidden	_dl_linux_resolve
	.type	_dl_linux_resolve, @function
	.p2align 2
_dl_linux_resolve:
	.cfi_startproc
	/* PLT0 pushed 8 bytes: the caller's $r12 (the CFA) is 8 above.  */
	.cfi_def_cfa_offset 8
	add	$r12 = $r12, -64
	;;
	.cfi_def_cfa_offset 72
	sd	0[$r12] = $p0
	;;
	sd	8[$r12] = $p2
	;;
	sd	16[$r12] = $p4
	;;
	sd	24[$r12] = $p6
	;;
	sd	32[$r12] = $p8
	get	$r17 = $ra
	;;
	sd	40[$r12] = $p10
	;;
	sw	48[$r12] = $r15
	;;
	sw	52[$r12] = $r17
	get	$r17 = $cs
	;;
	.cfi_offset 64, -20
	sw	56[$r12] = $r17
	;;
	/* _dl_linux_resolver (link map, GOTn).  */
	lw	$r1 = 64[$r12]
	add	$r0 = $r16, 0
	;;
	call	_dl_linux_resolver
	;;
	add	$r16 = $r0, 0		/* the function */
	lw	$r17 = 56[$r12]
	;;
	set	$cs = $r17
	lw	$r17 = 52[$r12]
	;;
	set	$ra = $r17
	lw	$r15 = 48[$r12]
	;;
	ld	$p10 = 40[$r12]
	;;
	ld	$p8 = 32[$r12]
	;;
	ld	$p6 = 24[$r12]
	;;
	ld	$p4 = 16[$r12]
	;;
	ld	$p2 = 8[$r12]
	;;
	ld	$p0 = 0[$r12]
	;;
	add	$r12 = $r12, 72
	igoto	$r16
	;;
	.cfi_endproc
	.size	_dl_linux_resolve, . - _dl_linux_resolve
