# What closes an open bundle besides ";;": a label, a directive that
# emits data or changes section (the bundle stays in its own section),
# and the end of the input.
	.text
base:
	add $r1 = $r2, 3
	.data
d:	.word 1
	.text
	add $r1 = $r2, 4
	.word 0x00001000
	add $r1 = $r1, 1
	.pushsection .text.b, "ax", @progbits
	ret
	.popsection
	ret
	.text 1
	add $r2 = $r2, 1
	.text 0
	add $r3 = $r3, 1
l:	add $r4 = $r4, 1
	.nop
	add $r5 = $r5, 1
