/* System calls of the K1 dynamic loader: the generic ones (ldso's
   dl-syscall.h over bits/syscalls.h) are enough.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */
