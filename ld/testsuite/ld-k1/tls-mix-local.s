# A local symbol used through @got and @tlsie.
	.text
	.globl _start
_start:
	make $r0 = @got(ltv)
	;;
	make $r1 = @tlsie(ltv)
	;;
	.section .tdata,"awT",@progbits
ltv:
	.4byte 1
