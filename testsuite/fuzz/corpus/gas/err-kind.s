# Operands of the wrong kind.
	get $r1 = $r2 ;;
	set $r1 = $r2 ;;
	add $r1 = $r2, $lc ;;
	add $r1 = 5, $r2 ;;
	goto $r1 ;;
	lw $r1 = 8($r2) ;;
