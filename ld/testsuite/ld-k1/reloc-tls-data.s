# R_K1_DTPOFF32 and R_K1_TPOFF32 resolved at link time.
	.text
	.globl _start
_start:
	ret
	;;
	.section .tdata,"awT",@progbits
	.p2align 2
	.4byte 1
tv:
	.4byte 2
	.data
	.reloc ., R_K1_DTPOFF32, tv
	.4byte 0
	.reloc ., R_K1_TPOFF32, tv + 4
	.4byte 0
