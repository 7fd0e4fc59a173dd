# Branch and data targets for the relocation tests, linked after the
# file under test.
	.text
	.globl ext
	.type ext, @function
ext:
	ret
	;;
	.globl ext2
	.type ext2, @function
ext2:
	nop
	;;
	ret
	;;

	.data
	.globl var
	.type var, @object
	.size var, 4
	.p2align 2
var:
	.4byte 0x11223344
