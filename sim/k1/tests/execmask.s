# The signal mask survives execve: block SIGUSR2, exec this program
# again with an argument; the new image finds SIGUSR2 blocked.  Also
# vfork: the parent resumes once the child has exec'd.
	.include "lib.inc"
	.globl _start
_start:
	lw $r20 = 0[$r12]		# argc
	;;
	lw $r21 = 4[$r12]		# argv[0]
	;;
	comp.eq $r1 = $r20, 2
	;;
	cb.nez $r1, again
	;;
	SC 135, 0, set, 0, 8		# block SIGUSR2
	CHECK $r0, 0, 1
	STW argv, $r21
	SC 220, 0x4111, 0, 0, 0, 0	# vfork
	CHECKNN $r0, 2
	cb.nez $r0, parent
	;;
	LDW $r0, argv			# child: execve (argv[0], argv, 0)
	make $r1 = argv
	make $r2 = 0
	;;
	SYSCALL 221
	EXIT 3
parent:
	add $r0 = $r0, 0
	make $r1 = status
	;;
	make $r2 = 0
	make $r3 = 0
	;;
	SYSCALL 260			# wait4
	LDW $r1, status
	CHECK $r1, 0, 4
	EXIT 0
again:
	SC 135, 0, 0, old, 8
	LDW $r1, old
	CHECK $r1, 0x800, 5		# bit of SIGUSR2 (12)
	EXIT 0
	.data
	.balign 8
set:	.word 0x800, 0
old:	.word 0, 0
argv:	.word 0, arg1, 0
arg1:	.asciz "again"
	.balign 4
status:	.word -1
