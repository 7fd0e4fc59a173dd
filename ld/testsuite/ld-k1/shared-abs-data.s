# An absolute address in code of a shared object, followed in the same
# section by a word that needs a dynamic relocation: the error is
# reported and the link fails cleanly (the word's relocation was not
# counted, and ld crashed writing it).
	.text
	.globl f
f:
	make $r0 = var
	;;
	ret
	;;
	.p2align 2
	.4byte var
	.data
var:
	.4byte 1
