# A TP-relative relocation against a symbol outside the TLS sections
# (the assembler refuses @tprel of one, so use .reloc).
	.text
	.globl _start
_start:
	make $r0 = 0x12345
	;;
	.reloc _start, R_K1_TPREL_LO10, lvar
	.reloc _start + 4, R_K1_TPREL_HI22, lvar
	.data
lvar:
	.4byte 0
