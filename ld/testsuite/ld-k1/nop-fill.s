# The gap before an aligned input section is filled with nop bundles.
	.text
	.p2align 4
	.globl aligned
aligned:
	ret
	;;
