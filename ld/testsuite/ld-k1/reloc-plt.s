# R_K1_PLT_27_PCREL: without a PLT the call goes straight to the symbol.
	.text
	.globl _start
_start:
	call @plt(ext)
	;;
	goto @plt(ext2)
	;;
