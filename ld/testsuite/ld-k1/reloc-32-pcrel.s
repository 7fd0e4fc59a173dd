# R_K1_32_PCREL: S + A - P, from the address of the field.
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
