# A function that --gc-sections removes has a CIE whose personality
# (an absolute R_K1_32 in .eh_frame) is a function of libdyn.so.  With
# the function gone, so is the CIE and its relocation: the link must
# not call that relocation unresolvable.
	.section .text.gone,"ax",@progbits
	.globl gone
	.type gone, @function
gone:
	.cfi_startproc
	.cfi_personality 0, libfunc
	ret
	;;
	.cfi_endproc
	.size gone, .-gone

	.section .text._start,"ax",@progbits
	.globl _start
	.type _start, @function
_start:
	.cfi_startproc
	ret
	;;
	.cfi_endproc
	.size _start, .-_start
