# Start-up code of the freestanding execute tests.
# At entry $r12 points at argc, then argv[]; exit_group (94) with the
# result of main (argc, argv).

	.text
	.globl	_start
	.type	_start, @function
_start:
	lw $r0 = 0[$r12]
	add $r1 = $r12, 4
;;
	and $r12 = $r12, -8
;;
	add $r12 = $r12, -16
;;
	call main
;;
	make $r6 = 94
;;
	scall $r6
;;
	.size	_start, . - _start
