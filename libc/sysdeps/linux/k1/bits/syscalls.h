/* Inline system calls for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _BITS_SYSCALLS_H
#define _BITS_SYSCALLS_H
#ifndef _SYSCALL_H
# error "Never use <bits/syscalls.h> directly; include <sys/syscall.h> instead."
#endif

#ifndef __ASSEMBLER__

/* The number goes in $r6 and the arguments in $r0..$r5; "scall $r6"
   returns the result in $r0 and changes no other register.  The
   arguments are evaluated into temporaries first so that a function
   call among them cannot clobber a register variable already set.  */

#define __K1_SC_LOAD_0()
#define __K1_SC_LOAD_1(a1)						\
	long __k1_t1 = (long) (a1);
#define __K1_SC_LOAD_2(a1, a2)						\
	__K1_SC_LOAD_1 (a1) long __k1_t2 = (long) (a2);
#define __K1_SC_LOAD_3(a1, a2, a3)					\
	__K1_SC_LOAD_2 (a1, a2) long __k1_t3 = (long) (a3);
#define __K1_SC_LOAD_4(a1, a2, a3, a4)					\
	__K1_SC_LOAD_3 (a1, a2, a3) long __k1_t4 = (long) (a4);
#define __K1_SC_LOAD_5(a1, a2, a3, a4, a5)				\
	__K1_SC_LOAD_4 (a1, a2, a3, a4) long __k1_t5 = (long) (a5);
#define __K1_SC_LOAD_6(a1, a2, a3, a4, a5, a6)				\
	__K1_SC_LOAD_5 (a1, a2, a3, a4, a5) long __k1_t6 = (long) (a6);

/* $r0 is both the first argument and the result ("+r" below); it is
   set to 0 when there are no arguments so that it is never read
   uninitialized.  */
#define __K1_SC_REGS_0							\
	register long __k1_r0 __asm__ ("$r0") = 0;
#define __K1_SC_REGS_1							\
	register long __k1_r0 __asm__ ("$r0") = __k1_t1;
#define __K1_SC_REGS_2							\
	__K1_SC_REGS_1 register long __k1_r1 __asm__ ("$r1") = __k1_t2;
#define __K1_SC_REGS_3							\
	__K1_SC_REGS_2 register long __k1_r2 __asm__ ("$r2") = __k1_t3;
#define __K1_SC_REGS_4							\
	__K1_SC_REGS_3 register long __k1_r3 __asm__ ("$r3") = __k1_t4;
#define __K1_SC_REGS_5							\
	__K1_SC_REGS_4 register long __k1_r4 __asm__ ("$r4") = __k1_t5;
#define __K1_SC_REGS_6							\
	__K1_SC_REGS_5 register long __k1_r5 __asm__ ("$r5") = __k1_t6;

#define __K1_SC_IN_0
#define __K1_SC_IN_1
#define __K1_SC_IN_2	, "r" (__k1_r1)
#define __K1_SC_IN_3	__K1_SC_IN_2, "r" (__k1_r2)
#define __K1_SC_IN_4	__K1_SC_IN_3, "r" (__k1_r3)
#define __K1_SC_IN_5	__K1_SC_IN_4, "r" (__k1_r4)
#define __K1_SC_IN_6	__K1_SC_IN_5, "r" (__k1_r5)

#define INTERNAL_SYSCALL_NCS(name, err, nr, args...)			\
(__extension__								\
  ({									\
	long __k1_nr = (long) (name);					\
	__K1_SC_LOAD_##nr (args)					\
	{								\
	  register long __k1_r6 __asm__ ("$r6") = __k1_nr;		\
	  __K1_SC_REGS_##nr						\
	  __asm__ __volatile__ ("scall $r6\n\t;;"			\
				: "+r" (__k1_r0)			\
				: "r" (__k1_r6) __K1_SC_IN_##nr		\
				: "memory");				\
	  __k1_nr = __k1_r0;						\
	}								\
	__k1_nr;							\
  })									\
)

#endif /* __ASSEMBLER__ */
#endif /* _BITS_SYSCALLS_H */
