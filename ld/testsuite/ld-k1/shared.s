# The smallest shared object: ET_DYN with its dynamic symbol table.
	.text
	.globl f
	.type f, @function
f:
	ret
	;;
