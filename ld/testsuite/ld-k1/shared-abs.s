# An absolute address in code of a shared object is an error.
	.text
	.globl f
f:
	make $r0 = var
	;;
	.data
var:
	.4byte 1
