# Dynamic relocations have no place in an input object.
	.text
	.globl _start
_start:
	ret
	;;
	.data
	.reloc ., R_K1_GLOB_DAT, var
	.4byte 0
