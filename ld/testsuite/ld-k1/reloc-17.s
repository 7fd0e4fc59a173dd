# R_K1_17_PCREL: cb.<cond> and loopdo, a signed word offset in bits 22:6
# counted from the start of the bundle.
	.text
	.globl _start
_start:
	cb.nez $r1, ext2
	;;
	add $r3 = $r4, $r5
	loopdo $r2, ext2
	;;
	cb.eqz $r1, back
	;;
	cb.gtz $r1, far
	;;
