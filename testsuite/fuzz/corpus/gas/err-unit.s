# More instructions for a unit than it has.
	goto x
	ret ;;
	lw $r1 = 0[$r2]
	sw 0[$r2] = $r3 ;;
	mul $r1 = $r2, $r3
	fadd $r4 = $r5, $r6 ;;
	add $r1 = $r2, $r3
	add $r4 = $r2, $r3
	add $r5 = $r2, $r3 ;;
	addd $p2 = $p4, $p6
	add $r1 = $r2, $r3 ;;
	add $r1 = $r2, $r3
	addd $p2 = $p4, $p6 ;;
	call x
	get $r1 = $ra ;;
