# A static executable with code, data, TLS and bss.
	.text
	.globl _start
	.type _start, @function
_start:
	make $r0 = @tprel(tv)
	;;
	make $r6 = 93
	;;
	scall $r6
	;;
	.data
	.globl d
d:
	.4byte 1
	.section .tdata,"awT",@progbits
	.globl tv
tv:
	.4byte 2
	.bss
	.globl b
b:
	.space 64
