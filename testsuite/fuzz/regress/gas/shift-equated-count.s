	.set k, n
	.set n, -1
	.if 1 << k
	.endif
