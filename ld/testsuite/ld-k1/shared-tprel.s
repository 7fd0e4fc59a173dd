# Local exec in a shared object is an error.
	.text
	.globl f
f:
	add $r0 = $r13, @tprel(tv)
	;;
	.section .tdata,"awT",@progbits
tv:
	.4byte 1
