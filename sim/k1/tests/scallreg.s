# scall takes the system call number from the register it names, not
# from $r6; in its bundle it reads that register (and $r0..$r5) as it
# was before the bundle, even when another instruction writes it or a
# load fills it.
# expect-stdout: okokok
	.include "lib.inc"
	.globl _start
_start:
	make $r6 = 93			# exit, if $r6 were read
	make $r0 = 1
	;;
	make $r1 = msg
	make $r2 = 2
	;;
	make $r40 = 64			# write
	;;
	scall $r40
	;;
	CHECK $r0, 2, 1
	CHECK $r40, 64, 2
	CHECK $r6, 93, 3
	# Another instruction of the bundle writes the number register.
	make $r0 = 1
	make $r1 = msg
	;;
	make $r2 = 2
	make $r9 = 64
	;;
	make $r9 = 93
	scall $r9
	;;
	CHECK $r0, 2, 4
	CHECK $r9, 93, 5
	# A load into the number register in the bundle.
	make $r0 = 1
	make $r1 = msg
	;;
	make $r2 = 2
	make $r8 = 64
	;;
	make $r59 = exitnr
	;;
	lw $r8 = 0[$r59]
	scall $r8
	;;
	CHECK $r0, 2, 6
	CHECK $r8, 93, 7
	# $r0 as the number: getpid (172) returns our pid.
	make $r0 = 172
	;;
	scall $r0
	;;
	add $r20 = $r0, 0
	make $r6 = 172
	;;
	scall $r6
	;;
	comp.ne $r61 = $r20, $r0
	make $r62 = 8
	;;
	cb.nez $r61, fail
	;;
	EXIT 0

	.data
	.balign 4
exitnr:	.word 93
msg:	.ascii "ok"
