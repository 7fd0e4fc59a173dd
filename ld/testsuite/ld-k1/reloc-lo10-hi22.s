# R_K1_LO10 / R_K1_HI22: a 32-bit immediate split between the
# instruction syllable (bits 15:6) and its extension syllable (bits 21:0).
	.text
	.globl _start
_start:
	make $r0 = var + 0x123
	;;
	make $r1 = big
	;;
	add $r2 = $r3, small
	;;
	lw $r4 = var[$r5]
	;;
