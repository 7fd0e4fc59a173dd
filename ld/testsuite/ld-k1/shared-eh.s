# A shared object with unwind information: --eh-frame-hdr makes
# .eh_frame_hdr and PT_GNU_EH_FRAME.
	.text
	.globl f
	.type f, @function
f:
	.cfi_startproc
	add $r12 = $r12, -8
	;;
	.cfi_def_cfa_offset 8
	add $r12 = $r12, 8
	;;
	.cfi_def_cfa_offset 0
	ret
	;;
	.cfi_endproc
	.size f, .-f
