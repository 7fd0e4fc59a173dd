# A shared object calling functions that may be preempted: each gets a
# PLT entry, a .got.plt slot and an R_K1_JMP_SLOT; a local function is
# called directly.
	.text
	.globl f
	.type f, @function
f:
	call @plt(ext)
	;;
	call @plt(ext2)
	;;
	goto @plt(ext)
	;;
	call local
	;;
	.size f, .-f
	.type local, @function
local:
	ret
	;;
