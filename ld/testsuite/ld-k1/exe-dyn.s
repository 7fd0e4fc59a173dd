# An executable using tmpdir/libdyn.so: calls through the PLT, the
# address of a library function (its PLT entry), library data read by
# absolute address (copied into the executable: R_K1_COPY, .dynbss
# for writable data, .data.rel.ro for read-only data), a GOT entry
# (R_K1_GLOB_DAT) and a pointer in data (to the copy: no relocation).
	.text
	.globl _start
	.type _start, @function
_start:
	call libfunc
	;;
	call @plt(libfunc)
	;;
	make $r0 = libfunc2
	;;
	make $r1 = libvar
	;;
	make $r2 = librodata
	;;
	lw $r3 = @got(libvar)[$r20]
	;;
	ret
	;;
	.data
	.p2align 2
	.4byte libvar
