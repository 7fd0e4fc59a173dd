# TLS in a shared object: a global symbol's GD pair is DTPMOD32 and
# DTPOFF32 against it, a local one's DTPMOD32 against symbol 0 and a
# constant offset; IE entries are TPOFF32 (symbol 0 and the offset in
# the block as addend for a local symbol); DF_STATIC_TLS is set.
	.text
	.globl f
	.type f, @function
f:
	make $r0 = @tlsgd(gtls)
	;;
	make $r1 = @tlsgd(ltls)
	;;
	lw $r2 = @tlsie(gtls)[$r20]
	;;
	lw $r3 = @tlsie(ltls)[$r20]
	;;
	make $r4 = @tlsie(ext_tls)
	;;
	ret
	;;
	.section .tdata,"awT",@progbits
	.p2align 2
	.globl gtls
	.type gtls, @object
	.size gtls, 4
gtls:
	.4byte 1
ltls:
	.4byte 2
