# k1-linux-run benchmark: a fixed integer workload (loads, stores,
# ALU, multiplies, a hardware loop and a branch), about 3.5 instructions
# per bundle.  bench.sh times it.
	.text
	.globl _start
_start:
	make $r20 = 20000
	make $r4 = 0
	;;
	make $r5 = 12345
	;;
.Louter:
	make $r1 = buf
	make $r2 = 1024
	;;
	loopdo $r2, .Lend
	;;
	lw $r3 = 0[$r1]
	add $r4 = $r4, $r3
	xor $r5 = $r5, $r4
	mul $r7 = $r3, $r5
	;;
	sw 0[$r1] = $r4
	add $r1 = $r1, 4
	sll $r6 = $r5, 3
	;;
	or $r8 = $r6, $r7
	comp.lt $r9 = $r4, $r5
	;;
.Lend:
	add $r20 = $r20, -1
	;;
	cb.nez $r20, .Louter
	;;
	make $r0 = 0
	make $r6 = 93
	;;
	scall $r6
	;;
	.bss
	.balign 8
buf:	.space 4096
