# GOT entries exist only for references from allocated sections.
	.text
	.globl _start
_start:
	ret
	;;
	.section .note.k1test,"",@note
	.4byte 0
	.reloc 0, R_K1_GOT_LO10, _start
