# Line numbers: each bundle gets the line of its first instruction.
	.file 1 "lines.c"
	.text
f:
	.loc 1 3 0
	make $r0 = 0
	make $r1 = 1
	;;
	.loc 1 4 0
	add $r0 = $r0, $r1
	;;
	.loc 1 5 0
	add $r0 = $r0, 1
.Lnext:
	.loc 1 6 0
	ret
	;;
