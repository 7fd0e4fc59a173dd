# Register pairs: odd pairs, and pairs where a register is expected
# and the other way round.
	addd $p1 = $p2, $p4 ;;
	addd $p2 = $p2, $p63 ;;
	addd $r2 = $p2, $p4 ;;
	add $p2 = $r1, $r2 ;;
	ld $r2 = 0[$r1] ;;
