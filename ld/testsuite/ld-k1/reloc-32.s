# R_K1_32: 32-bit data, S + A.
	.text
	.globl _start
_start:
	ret
	;;
	.data
	.4byte var
	.4byte var + 4
	.4byte ext
	.4byte big - 1
