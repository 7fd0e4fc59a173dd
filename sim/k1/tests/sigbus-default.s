# An unhandled SIGBUS ends the program as Linux does: status 135.
# expect-exit: 135
	.globl _start
_start:
	make $r1 = 2
	;;
	lw $r2 = 0[$r1]
	;;
