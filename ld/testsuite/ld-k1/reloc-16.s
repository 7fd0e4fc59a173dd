# R_K1_16: signed or unsigned 16-bit data.
	.text
	.globl _start
_start:
	ret
	;;
	.data
	.2byte big
	.2byte small
	.2byte var - var + 2
	.2byte 0
