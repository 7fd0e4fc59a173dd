/* struct user, the core dump header, for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef _SYS_USER_H
#define _SYS_USER_H	1

/* struct user_regs_struct: $r0..$r63, $pc, $ra, $cs, $lc, $le, $ls.  */
#include <asm/ptrace.h>
#include <bits/uClibc_page.h>

struct user
  {
    struct user_regs_struct regs;	/* The registers.  */
    unsigned long int u_tsize;		/* Text segment size (pages).  */
    unsigned long int u_dsize;		/* Data segment size (pages).  */
    unsigned long int u_ssize;		/* Stack segment size (pages).  */
    unsigned long int start_code;	/* Start of the text.  */
    unsigned long int start_stack;	/* Bottom of the stack.  */
    long int signal;			/* Signal that caused the core dump.  */
    int reserved;
    struct user_regs_struct *u_ar0;	/* For gdb: where the registers are.  */
    unsigned long int magic;		/* Identifies a core file.  */
    char u_comm[32];			/* Command that dumped core.  */
  };

#define NBPG			PAGE_SIZE
#define UPAGES			1
#define HOST_TEXT_START_ADDR	(u.start_code)
#define HOST_STACK_END_ADDR	(u.start_stack + u.u_ssize * NBPG)

#endif /* sys/user.h */
