# A PC-relative reference to _GLOBAL_OFFSET_TABLE_ (the PIC prologue)
# creates the GOT, even with no entries in it.
	.text
	.globl _start
_start:
	make $r0 = @pcrel(_GLOBAL_OFFSET_TABLE_)
	;;
