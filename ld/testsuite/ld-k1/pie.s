# A position-independent executable: GOT entries and pointers of its
# own symbols are R_K1_RELATIVE; calls to its functions go direct.
	.text
	.globl _start
	.type _start, @function
_start:
	get $r20 = $pc
	make $r21 = @pcrel(_GLOBAL_OFFSET_TABLE_)
	;;
	add $r20 = $r20, $r21
	;;
	lw $r0 = @got(gvar)[$r20]
	;;
	call @plt(g)
	;;
	ret
	;;
	.globl g
	.type g, @function
g:
	ret
	;;
	.data
	.p2align 2
	.globl gvar
	.type gvar, @object
	.size gvar, 4
gvar:
	.4byte gvar
