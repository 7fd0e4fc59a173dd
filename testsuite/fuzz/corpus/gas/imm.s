# Short (signed 10-bit constant) and extended immediates.
	.equ	small, 100
	.text
base:
	make $r0 = 0 ;;
	make $r1 = 511 ;;
	make $r2 = -512 ;;
	make $r3 = 512 ;;
	make $r4 = -513 ;;
	make $r5 = 0x7fffffff ;;
	make $r6 = -0x80000000 ;;
	make $r7 = 0xffffffff ;;
	make $r8 = 0xfffffe00 ;;
	make $r9 = small ;;
	make $r10 = small * 10 ;;
	make $r11 = later ;;
	make $r12 = sym ;;
	make $r13 = sym + 12 ;;
	make $r14 = .Lhere - base ;;
.Lhere:
	add $r1 = $r2, -1 ;;
	and $r1 = $r2, 0xff00ff ;;
	addd $p2 = $p4, -1 ;;
	maked $p4 = 0x80000000 ;;
	mul $r1 = $r2, 1000 ;;
	comp.gtu $r1 = $r2, 511 ;;
	cmove.nez $r1 = $r2, -100000 ;;
	sll $r1 = $r2, 31 ;;
	slld $p2 = $p4, 63 ;;
	extfz $r1 = $r2, 31, 0 ;;
	insf $r1 = $r2, 15, 8 ;;
	.equ	later, 7
