# A symbol is either TLS or not.
	.text
	.globl _start
_start:
	make $r0 = @got(tv)
	;;
	make $r0 = @tlsie(tv)
	;;
	.section .tdata,"awT",@progbits
	.globl tv
tv:
	.4byte 1
