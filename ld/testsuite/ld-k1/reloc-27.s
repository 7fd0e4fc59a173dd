# R_K1_27_PCREL: goto and call, a signed word offset in bits 26:0
# counted from the start of the bundle.
	.text
	.globl _start
_start:
	call ext
	;;
	make $r0 = 1
	goto ext2
	;;
	call far
	;;
	goto back
	;;
