	.set n, 70
	.set m, -1
	.word 1 << n, 1 << m, -1 >> m, 3 >> 64
	.word 1 << 70
x:	.word (x - .) << 64
	make $r0 = (1 << 31) >> 35
	;;
	add $r1 = $r0, 1 << 66
	;;
