# A branch target must be a multiple of 4.
	.text
	.globl _start
_start:
	goto odd
	;;
	cb.nez $r0, odd
	;;
