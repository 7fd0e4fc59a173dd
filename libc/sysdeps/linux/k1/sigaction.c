/* sigaction for K1 (Kalray MPPA-256) Linux.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include <signal.h>
#include <string.h>
#include <sys/syscall.h>

/* The kernel returns from a handler through sa_restorer, which must be
   our rt_sigreturn stub (sigrestorer.S) unless the caller brings its
   own.  The value is the kernel's (asm/signal.h).  */
#ifndef SA_RESTORER
# define SA_RESTORER	0x04000000
#endif

extern void __default_rt_sa_restorer (void) attribute_hidden;

int
__libc_sigaction (int sig, const struct sigaction *act,
		  struct sigaction *oact)
{
	struct sigaction kact;

	/* uClibc's struct sigaction is the kernel's, sa_mask included
	   (_NSIG / 8 bytes).  */
	if (act && !(act->sa_flags & SA_RESTORER)) {
		memcpy (&kact, act, sizeof (kact));
		kact.sa_flags |= SA_RESTORER;
		kact.sa_restorer = __default_rt_sa_restorer;
		act = &kact;
	}
	return INLINE_SYSCALL (rt_sigaction, 4, sig, act, oact,
			       sizeof (act->sa_mask));
}

#ifndef LIBC_SIGACTION
# ifndef __UCLIBC_HAS_THREADS__
strong_alias (__libc_sigaction, sigaction)
libc_hidden_def (sigaction)
# else
weak_alias (__libc_sigaction, sigaction)
libc_hidden_weak (sigaction)
# endif
#endif
