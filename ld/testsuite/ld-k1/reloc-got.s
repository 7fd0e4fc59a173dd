# R_K1_GOT_LO10 / R_K1_GOT_HI22: G + A, the offset of the symbol's GOT
# entry from GOT.  In a static link the entries hold the symbols' values.
	.text
	.globl _start
_start:
	make $r0 = @got(var)
	;;
	make $r1 = @got(lvar)
	;;
	lw $r2 = @got(var)[$r3]
	;;
	make $r4 = @got(ext)
	;;
	.data
lvar:
	.4byte 0
