/* Define the machine-dependent type `jmp_buf'.  K1 version.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _BITS_SETJMP_H
#define _BITS_SETJMP_H	1

#if !defined _SETJMP_H && !defined _PTHREAD_H
# error "Never include <bits/setjmp.h> directly; use <setjmp.h> instead."
#endif

/* The callee-saved registers of the calling convention.  $r18..$r31
   come first and as 64-bit words so that setjmp and longjmp can move
   them as aligned register pairs.  The layout is in jmpbuf-offsets.h.  */
typedef struct
  {
    unsigned long long __regs[7];	/* $r18:$r19 .. $r30:$r31 */
    unsigned long __sp;			/* $r12 */
    unsigned long __fp;			/* $r14 */
    unsigned long __ra;			/* return address of setjmp */
    unsigned long __unused;
  } __jmp_buf[1];

#endif /* bits/setjmp.h */
