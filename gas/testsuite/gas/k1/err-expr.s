# Constant arithmetic that C leaves undefined: the most negative value
# divided by -1, and shifts by a negative count or one of 64 or more,
# in each of gas's evaluators (found by fuzz-gas).
	.set m, -1
	.dword 0x8000000000000000 / m, 0x8000000000000000 % m
	.set k, n
	.set n, -1
	.if 1 << k
	.error "1 << -1 is not 0"
	.endif
	.set j, i
	.set i, 70
	.if 1 >> j
	.error "1 >> 70 is not 0"
	.endif
	.if 0x8000000000000000 / k != 0x8000000000000000
	.error "0x8000000000000000 / -1 is not 0x8000000000000000"
	.endif
	.dword x / -1, x % -1, 1 << y
	.set x, 0x8000000000000000
	.set y, -1
	.word 1 << 64, 1 << m
