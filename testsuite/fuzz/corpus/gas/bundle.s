# Bundles: several units, parallel bits, extension syllables, and what
# closes a bundle besides ";;" (a label, a directive, the end of input).
	.text
base:
	add $r1 = $r2, $r3
	add $r4 = $r5, $r6
	lw $r7 = 0[$r8]
	mul $r9 = $r10, $r11
	goto base
	;;
	addd $p2 = $p4, $p6
	sw 0[$r12] = $r1
	fadd $r8 = $r9, $r10
	ret
;;
	make $r1 = 100000
	make $r2 = 200000
	lw $r3 = 300000[$r4]
	mul $r5 = $r6, 400000
	;;
	add $r1 = $r2, $r3
	add $r2 = $r1, $r3 ;;
	addc $r1 = $r2, $r3
	sbf $r4 = $r5, $r6 ;;
	nop ;; nop ;;
	add $r1 = $r1, 1
label:
	add $r1 = $r1, 1
	.nops 8
	.p2align 4
	add $r1 = $r1, 1
	nop
