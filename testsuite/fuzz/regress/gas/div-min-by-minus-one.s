	.set m, -1
	.word 1 << n, 1 << m, 56
	.word 0x8000000000000000 / m
