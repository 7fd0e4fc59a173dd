# Branches resolved by the assembler, local labels, system registers.
	.text
base:
1:	goto 1b ;;
	goto 1f ;;
	nop ;;
	cb.eqz $r1, 1b ;;
1:	cb.nez $r1, 1b
	add $r1 = $r1, 1 ;;
	add $r1 = $r1, 1
	cb.ltz $r2, 2f ;;
	cb.gez $r2, 2f ;;
	cb.lez $r2, 2f ;;
	cb.gtz $r2, 2f ;;
	cb.odd $r2, 2f ;;
2:	cb.even $r2, base ;;
	loopdo $r3, .Lend ;;
	add $r1 = $r1, 1 ;;
.Lend:
	call base ;;
	make $r1 = 1000
	add $r2 = $r2, 1
	call base ;;
	icall $r4 ;;
	igoto $r5 ;;
	scall $r6 ;;
	get $r1 = $pc ;;
	get $r1 = $ps ;;
	get $r1 = $ra ;;
	get $r1 = $cs ;;
	get $r1 = $ls ;;
	get $r1 = $le ;;
	get $r1 = $lc ;;
	get $r1 = $sps ;;
	get $r1 = $spc ;;
	get $r1 = $ea ;;
	get $r1 = $ev ;;
	get $r1 = $s42 ;;
	set $ra = $r1 ;;
	set $cs = $r1 ;;
	set $lc = $r1 ;;
	fence ;;
	iinval ;;
