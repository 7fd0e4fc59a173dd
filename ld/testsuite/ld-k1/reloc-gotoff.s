# R_K1_GOTOFF_LO10 / R_K1_GOTOFF_HI22: S + A - GOT.
	.text
	.globl _start
_start:
	make $r0 = @gotoff(var)
	;;
	make $r1 = @gotoff(lvar + 4)
	;;
	make $r2 = @gotoff(_GLOBAL_OFFSET_TABLE_)
	;;
	.data
lvar:
	.4byte 0, 0
