# Words that are not instructions disassemble as .word.
	.text
	.word 0			# the all-zero syllable
	.word 0x00001000	# nop, for reference
	.word 0x72010000	# make with X set but the parallel bit clear
	.word 0xf2010000	# make with X set, extension with bits 30:22 set
	.word 0x00400000
	.word 0x60060082	# addd $p1 = $p2, $p2: odd pair
	.word 0x0001f000	# BCU minor opcode out of the table
	.word 0x80001000	# nop with the parallel bit: no ";;"
	.word 0x00001000
