# Every relocation operator, plain symbols and branch relocations.
# PC-relative ones count from the start of the bundle, so a relocation
# on a later syllable of a bundle has the distance in its addend.
	.text
base:
	make $r0 = sym ;;
	make $r1 = sym + 8 ;;
	make $r2 = @got(sym) ;;
	make $r3 = @gotoff(sym) ;;
	make $r4 = @pcrel(sym) ;;
	make $r5 = @tprel(tsym) ;;
	make $r6 = @tlsgd(tsym) ;;
	make $r7 = @tlsie(tsym) ;;
	lw $r8 = @got(sym)[$r14] ;;
	lw $r8 = @gotoff(sym + 4)[$r14] ;;
	lw $r9 = @tprel(tsym)[$r13] ;;
	add $r10 = $r10, 1
	make $r11 = @pcrel(sym) ;;
	call sym ;;
	call @plt(sym) ;;
	goto sym ;;
	goto @plt(sym) ;;
	cb.eqz $r1, sym ;;
	loopdo $r2, sym ;;
	add $r1 = $r1, 1
	cb.nez $r1, sym ;;
	make $r3 = 1000
	add $r1 = $r1, 1
	call sym ;;
	make $r4 = @pcrel(base) ;;
	add $r1 = $r1, 1
	make $r4 = @pcrel(base) ;;
	.data
	.word sym
	.long sym + 4
	.short sym
	.long sym - .
	.long base
	.long @dtpoff(tsym)
	.long @dtpoff(tsym + 8)
