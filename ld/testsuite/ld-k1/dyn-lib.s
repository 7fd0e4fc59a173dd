# The shared library that the dynamic executable tests link against
# (tmpdir/libdyn.so, made by k1.exp): functions, data, read-only data
# and a TLS variable.
	.text
	.globl libfunc
	.type libfunc, @function
libfunc:
	ret
	;;
	.size libfunc, .-libfunc
	.globl libfunc2
	.type libfunc2, @function
libfunc2:
	ret
	;;
	.size libfunc2, .-libfunc2

	.data
	.globl libvar
	.type libvar, @object
	.size libvar, 4
	.p2align 2
libvar:
	.4byte 42

	.section .rodata
	.globl librodata
	.type librodata, @object
	.size librodata, 8
	.p2align 2
librodata:
	.4byte 1, 2

	.section .tdata,"awT",@progbits
	.globl libtls
	.type libtls, @object
	.size libtls, 4
	.p2align 2
libtls:
	.4byte 7
