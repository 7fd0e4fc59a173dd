# Relocation operators where they do not belong.
	make $r1 = @foo(x) ;;
	make $r1 = @plt(x) ;;
	goto @got(x) ;;
	cb.eqz $r1, @pcrel(x) ;;
	make $r1 = @got x ;;
	make $r1 = @got(x ;;
	sll $r1 = $r2, @got(x) ;;
	.data
	.short @dtpoff(x)
	.long @dtpoff x
