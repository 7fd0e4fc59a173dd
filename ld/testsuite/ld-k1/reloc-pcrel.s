# R_K1_PCREL_LO10 / R_K1_PCREL_HI22: S + A - P.  The offset counts from
# the start of the bundle, even when the instruction is not first in it.
	.text
	.globl _start
_start:
	make $r0 = @pcrel(ext)
	;;
	add $r1 = $r2, $r3
	make $r4 = @pcrel(_start)
	;;
	make $r5 = @pcrel(var + 8)
	;;
