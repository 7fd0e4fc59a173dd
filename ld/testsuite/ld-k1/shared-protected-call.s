# A shared object calling a protected function of its own, as
# libpthread.so calls its protected functions: the calls bind locally,
# so they go straight to the function, with no PLT entry, no dynamic
# relocation and no "may bind outside this object" error.
	.text
	.globl f
	.type f, @function
f:
	call @plt(prot)
	;;
	call prot
	;;
	goto prot
	;;
	.size f, .-f
	.globl prot
	.protected prot
	.type prot, @function
prot:
	ret
	;;
	.size prot, .-prot
