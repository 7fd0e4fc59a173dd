# Indirect functions need IRELATIVE relocations, which are not made yet.
	.text
	.globl _start
_start:
	call f
	;;
	.globl f
	.type f, %gnu_indirect_function
f:
	ret
	;;
