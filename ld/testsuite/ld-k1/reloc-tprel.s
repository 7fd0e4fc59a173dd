# R_K1_TPREL_LO10 / R_K1_TPREL_HI22: S + A - TP.  The TLS block starts
# at TP + align_up(8, p_align of PT_TLS), here 16.
	.text
	.globl _start
_start:
	make $r0 = @tprel(tv)
	;;
	add $r1 = $r13, @tprel(tb + 4)
	;;
	.section .tdata,"awT",@progbits
	.p2align 4
	.4byte 1
tv:
	.4byte 2
	.section .tbss,"awT",@nobits
	.p2align 3
tb:
	.space 8
