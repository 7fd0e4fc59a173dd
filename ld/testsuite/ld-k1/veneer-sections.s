# Branches between output sections 256 MiB apart, both ways, to a global
# function and to a local label (a relocation against a section symbol).
	.text
	.globl _start
_start:
	call farfn
	;;
.Lback:
	ret
	;;
	.section .fartext,"ax",@progbits
	.globl farfn
farfn:
	goto .Lback
	;;
