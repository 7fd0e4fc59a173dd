# Memory operands: offset[$base] and $index[$base].
	.text
	lbs $r1 = 0[$r2] ;;
	lbz $r1 = -1[$r2] ;;
	lhs $r1 = 510[$r2] ;;
	lhz $r1 = -512[$r2] ;;
	lw $r1 = 4096[$sp] ;;
	lw $r1 = -4096[$r63] ;;
	lw $r1 = var[$r0] ;;
	lw $r1 = var + 4[$r0] ;;
	lbs $r1 = $r3[$r2] ;;
	lbz $r1 = $r3[$r2] ;;
	lhs $r1 = $r3[$r2] ;;
	lhz $r1 = $r3[$r2] ;;
	lw $r1 = $r3[$r2] ;;
	sb 1[$r2] = $r1 ;;
	sh 2[$r2] = $r1 ;;
	sw 4[$r2] = $r1 ;;
	sw 0x10000[$r2] = $r1 ;;
	sb $r3[$r2] = $r1 ;;
	sh $r3[$r2] = $r1 ;;
	sw $r3[$r2] = $r1 ;;
