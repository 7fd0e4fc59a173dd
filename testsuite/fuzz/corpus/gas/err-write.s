# Two writes to one register in a bundle.
	add $r1 = $r2, $r3
	add $r1 = $r4, $r5 ;;
	addd $p2 = $p4, $p6
	ld $p2 = 0[$r1] ;;
	ld $p2 = 0[$r1]
	add $r3 = $r4, $r5 ;;
	mul.ss $p4 = $r1, $r2
	add $r5 = $r1, $r2 ;;
	addc $r1 = $r2, $r3
	sbfci $r4 = $r5, $r6 ;;
	get $r7 = $lc
	add $r7 = $r1, $r2 ;;
	acswapw 0[$r1] = $p8
	add $r9 = $r1, $r2 ;;
	add $r1 = $r2, $r3
	lw $r2 = 0[$r1] ;;
