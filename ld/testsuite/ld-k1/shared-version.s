# Symbol versioning: a version script gives the exported symbols a
# version; .symver adds an old version of a function.
	.text
	.globl f_new
	.type f_new, @function
f_new:
	ret
	;;
	.globl f_old
	.type f_old, @function
f_old:
	ret
	;;
	.symver f_new, f@@V2
	.symver f_old, f@V1
	.globl g
	.type g, @function
g:
	ret
	;;
