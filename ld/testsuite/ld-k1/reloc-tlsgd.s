# R_K1_TLSGD_LO10 / R_K1_TLSGD_HI22: the GOT offset of a (module,
# offset) pair, filled in a static link with module 1.
	.text
	.globl _start
_start:
	make $r0 = @tlsgd(tg)
	;;
	make $r1 = @tlsgd(tl)
	;;
	.section .tdata,"awT",@progbits
	.p2align 2
	.globl tg
tg:
	.4byte 1
tl:
	.4byte 2
