# Call frame information: CFA is $r12 + 0, $ra is column 64.
	.text
	.globl f
	.type f, @function
f:
	.cfi_startproc
	add $sp = $sp, -16
	get $r1 = $ra ;;
	.cfi_def_cfa_offset 16
	sw 12[$sp] = $r1 ;;
	.cfi_offset $ra, -4
	sw 8[$sp] = $r14 ;;
	.cfi_offset $r14, -8
	ret ;;
	.cfi_endproc
	.size f, .-f
