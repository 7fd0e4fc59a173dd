# Bad registers.
	add $r64 = $r1, $r2 ;;
	add $r1 = $x1, $r2 ;;
	add $r1 = $r01, $r2 ;;
	get $r1 = $s64 ;;
