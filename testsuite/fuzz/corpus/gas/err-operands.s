# Missing, extra and misplaced operands; stray semicolons.
	add $r1 = $r2 ;;
	add $r1 = $r2, $r3, $r4 ;;
	add $r1 = $r2, $r3 ] ;;
	lw $r1 = 8[$r2 ;;
	ret $r1 ;;
	nop ; nop ;;
