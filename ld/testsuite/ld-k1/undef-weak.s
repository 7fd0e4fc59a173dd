# Undefined weak symbols are 0 in a static executable, also in the GOT.
	.text
	.globl _start
_start:
	make $r0 = @got(w)
	;;
	make $r1 = w
	;;
	.weak w
	.data
	.4byte w
