# An unhandled SIGILL ends the program as Linux does: status 132.
# expect-exit: 132
	.globl _start
_start:
	.word 0x7fffffff
	;;
