	.text
	.globl f
	.type f, @function
f:
	make $r0 = (1 << 4) + (0x10 >> 2) * 3 - ~5 / 2 % 7
	add $r1 = $r0, -3
	lw $r3 = @gotoff(x)[$r12]
	;;
	call @plt(g)
	;;
	.set y, x + 4
	.equ z, y - x
	.p2align 3
	.word x, y, z, . - f
	.byte 1, 2, 0xff
	.short -1
	.ascii "a\n\0"
	.size f, . - f
	.section .tdata, "awT"
x:	.long 0
	.comm c, 8, 4
	.ifdef y
	.fill 3, 1, 0
	.endif
	.macro m a
	make $r\a = \a
	;;
	.endm
	m 5
	.rept 2
	nop
	;;
	.endr
