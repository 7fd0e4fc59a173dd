# S + A - P in 32-bit data (R_K1_32_PCREL), from the address of the field.
	.text
	.globl _start
_start:
	ret
	;;
	.data
	.4byte 0
here:
	.reloc here, R_K1_32_PCREL, var
	.4byte 0
	.reloc here + 4, R_K1_32_PCREL, ext + 8
	.4byte 0
	.4byte ext - .
	.4byte var - . + 2
