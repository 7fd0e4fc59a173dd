	.text
	.globl _start
_start:
	goto aligned
	;;
