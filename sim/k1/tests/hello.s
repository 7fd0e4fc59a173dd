# A static program that writes a line and exits with status 7.
# expect-exit: 7
# expect-stdout: hello, world
	.text
	.globl _start
_start:
	make $r0 = 1
	make $r1 = msg
	;;
	make $r2 = 13
	make $r6 = 64
	;;
	scall $r6
	;;
	make $r0 = 7
	make $r6 = 93
	;;
	scall $r6
	;;
	.data
msg:	.ascii "hello, world\n"
