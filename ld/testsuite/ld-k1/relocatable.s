# ld -r keeps the relocations, moved to the combined sections; those
# against section symbols get their addends adjusted.
	.text
	.globl _start
_start:
	call ext
	;;
	make $r0 = lvar + 4
	;;
	cb.nez $r0, ext2
	;;
	make $r1 = @got(var)
	;;
	.data
	.4byte 0
lvar:
	.4byte _start
