# R_K1_NONE changes nothing.
	.text
	.globl _start
_start:
	nop
	;;
	.reloc _start, R_K1_NONE, ext
