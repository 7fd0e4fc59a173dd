# Register pairs: even registers only, printed as $pN.
	.text
	addd $p0 = $p2, $p62 ;;
	sbfd $p60 = $p58, $p56 ;;
	slld $p2 = $p4, $r7 ;;
	srad $p2 = $p4, 33 ;;
	compd.ltu $r1 = $p2, $p4 ;;
	cmoved.even $p2 = $r3, $p4 ;;
	sxwd $p8 = $r9 ;;
	zxwd $p8 = $r9 ;;
	mul.ss $p10 = $r1, $r2 ;;
	madd.uu $p10 = $r1, $r2 ;;
	faddd $p2 = $p4, $p6 ;;
	fwiden $p2 = $r1 ;;
	fnarrow $r1 = $p2 ;;
	fixeddw $r1 = $p2 ;;
	ld $p4 = 16[$r12] ;;
	sd 16[$sp] = $p4 ;;
	ld $p6 = $r1[$r2] ;;
	sd $r1[$r2] = $p6 ;;
	acswapw 0[$r1] = $p2 ;;
