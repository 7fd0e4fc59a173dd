# Unknown mnemonics.
	foo $r1 = $r2 ;;
	add.lt $r1 = $r2, $r3 ;;
