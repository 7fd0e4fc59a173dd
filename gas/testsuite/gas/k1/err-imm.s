# Immediates out of range, and immediates that must be constants.
	make $r1 = 0x100000000 ;;
	make $r1 = -0x80000001 ;;
	sll $r1 = $r2, 32 ;;
	sll $r1 = $r2, -1 ;;
	slld $p2 = $p4, 64 ;;
	extfz $r1 = $r2, 32, 5 ;;
	extfs $r1 = $r2, 5, 32 ;;
	insf $r1 = $r2, 3, 5 ;;
	srl $r1 = $r2, x ;;
# Symbols equated to constants after their use: checked when fixed up.
	make $r1 = late ;;
	add $r1 = $r2, late - 0x100000000 ;;
	make $r1 = late2 ;;
	.set late, 0x123456789
	.set late2, -0x80000000
