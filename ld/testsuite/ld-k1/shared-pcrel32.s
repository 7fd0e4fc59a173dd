# R_K1_32_PCREL in a shared object: against a symbol that may be
# preempted it stays a dynamic relocation, against a local one it is
# resolved by the linker.
	.data
	.p2align 2
lvar:
	.4byte ext - .
	.4byte lvar - .
