# kill (getpid (), SIGABRT) with the default action: the simulator ends
# with SIGABRT (status 134), without leaving a core file.
# expect-exit: 134
	.include "lib.inc"
	.globl _start
_start:
	SYSCALL 172
	make $r1 = 6
	;;
	SYSCALL 129
	EXIT 0
