# @pcrel to a global symbol that may be preempted is an error in a
# shared object.
	.text
	.globl f
f:
	get $r0 = $pc
	make $r1 = @pcrel(gvar)
	;;
	.data
	.globl gvar
gvar:
	.4byte 1
