# An unknown system call returns -ENOSYS; with --strict the simulator
# stops with a message naming it.
# options: --strict
# expect-exit: 1
	.include "lib.inc"
	.globl _start
_start:
	SYSCALL 1000
	EXIT 0
