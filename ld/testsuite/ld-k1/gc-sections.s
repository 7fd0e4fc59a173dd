# --gc-sections drops the sections nothing reachable from _start uses.
	.section .text.start,"ax",@progbits
	.globl _start
_start:
	call used
	;;
	.section .text.used,"ax",@progbits
	.globl used
used:
	make $r0 = @got(usedvar)
	;;
	ret
	;;
	.section .text.unused,"ax",@progbits
	.globl unused
unused:
	call used
	;;
	make $r0 = @got(unusedvar)
	;;
	.section .data.usedvar,"aw",@progbits
	.globl usedvar
usedvar:
	.4byte 1
	.section .data.unusedvar,"aw",@progbits
	.globl unusedvar
unusedvar:
	.4byte unused
