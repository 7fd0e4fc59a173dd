# An unhandled SIGSEGV ends the program as Linux does: status 139.
# expect-exit: 139
	.globl _start
_start:
	make $r1 = 0
	;;
	lw $r2 = 0[$r1]
	;;
