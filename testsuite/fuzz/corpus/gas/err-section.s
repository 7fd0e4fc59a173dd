# Instructions where there can be no contents.
	.bss
	nop ;;
	.struct 0
	make $r1 = 5 ;;
