# Data relocations of a shared object: a pointer to a local symbol is
# R_K1_RELATIVE, a pointer to a global one R_K1_32 against it, and GOT
# entries are R_K1_RELATIVE for a local symbol, R_K1_GLOB_DAT for a
# global one.
	.text
	.globl f
	.type f, @function
f:
	get $r20 = $pc
	make $r21 = @pcrel(_GLOBAL_OFFSET_TABLE_)
	;;
	add $r20 = $r20, $r21
	;;
	lw $r0 = @got(gvar)[$r20]
	;;
	lw $r1 = @got(lvar)[$r20]
	;;
	lw $r2 = @got(ext)[$r20]
	;;
	add $r3 = $r20, @gotoff(lvar)
	;;
	ret
	;;
	.size f, .-f

	.data
	.p2align 2
	.globl gvar
	.type gvar, @object
	.size gvar, 4
gvar:
	.4byte 0
lvar:
	.4byte lvar
	.4byte gvar
	.4byte ext + 8
