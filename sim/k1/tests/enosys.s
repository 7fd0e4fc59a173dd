# An unimplemented system call returns -ENOSYS.
	.include "lib.inc"
	.globl _start
_start:
	SYSCALL 1000
	CHECK $r0, -38, 1
	SYSCALL 42			# nfsservctl: unimplemented
	CHECK $r0, -38, 2
	EXIT 0
