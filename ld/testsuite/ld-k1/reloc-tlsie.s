# R_K1_TLSIE_LO10 / R_K1_TLSIE_HI22: the GOT offset of a TP offset,
# filled in a static link.  A symbol used both through @tlsgd and
# @tlsie gets a pair and then an IE entry.
	.text
	.globl _start
_start:
	make $r0 = @tlsie(ti)
	;;
	make $r1 = @tlsie(tboth)
	;;
	make $r2 = @tlsgd(tboth)
	;;
	.section .tdata,"awT",@progbits
	.p2align 2
	.4byte 1
ti:
	.4byte 2
tboth:
	.4byte 3
