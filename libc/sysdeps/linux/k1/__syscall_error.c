/* Set errno from a system call's negated error number.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <errno.h>
#include <features.h>

/* The assembler wrappers (clone, vfork) tail-call this with the
   positive error number in $r0; their caller sees -1.  */
long __syscall_error (int err_no) attribute_hidden;

long __syscall_error (int err_no)
{
	__set_errno (err_no);
	return -1;
}
