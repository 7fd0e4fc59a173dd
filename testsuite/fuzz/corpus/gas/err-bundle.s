# Bundle size limits: at most 5 instructions and 8 syllables.
	make $r1 = 100000
	make $r2 = 100000
	lw $r3 = 100000[$r4]
	mul $r5 = $r6, 100000
	goto x ;;
	make $r1 = 100000
	make $r2 = 100000
	lw $r3 = 100000[$r4]
	mul $r5 = $r6, 100000 ;;
	nop
	add $r1 = $r2, $r3
	add $r2 = $r2, $r3
	lw $r3 = 0[$r4]
	mul $r5 = $r6, $r7
	add $r9 = $r2, $r3 ;;
