# Code copied onto the stack runs (a trampoline): without a
# .note.GNU-stack the stack is executable.
	.include "lib.inc"
	.globl _start
_start:
	add $r12 = $r12, -16
	make $r1 = code
	;;
	lw $r2 = 0[$r1]
	;;
	lw $r3 = 4[$r1]
	;;
	sw 0[$r12] = $r2
	;;
	sw 4[$r12] = $r3
	;;
	icall $r12
	;;
	CHECK $r0, 77, 1
	make $r4 = 1
	;;
	sw 8[$r12] = $r4		# a store to the page afterwards
	;;
	icall $r12
	;;
	CHECK $r0, 77, 2
	EXIT 0
code:	make $r0 = 77
	;;
	ret
	;;
