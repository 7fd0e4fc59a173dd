# Dynamic linking is not supported yet.
	.text
	.globl f
f:
	ret
	;;
