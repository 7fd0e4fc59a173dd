# TLS in a dynamic executable: the entries of its own variable are
# constants (module 1, its offset; its TP offset), with no dynamic
# relocation; a library's variable needs DTPMOD32/DTPOFF32 and TPOFF32.
	.text
	.globl _start
	.type _start, @function
_start:
	make $r0 = @tlsgd(mytls)
	;;
	make $r1 = @tlsie(mytls)
	;;
	make $r2 = @tlsgd(libtls)
	;;
	make $r3 = @tlsie(libtls)
	;;
	add $r4 = $r13, @tprel(mytls)
	;;
	ret
	;;
	.section .tdata,"awT",@progbits
	.p2align 2
	.globl mytls
	.type mytls, @object
	.size mytls, 4
mytls:
	.4byte 3
