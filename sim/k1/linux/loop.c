/* k1-linux-run: the CPU loop of a guest thread.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   As linux-user's cpu_loop in QEMU: run the core until it exits, do
   what the exit asks for (a system call, the signal of a fault), then
   deliver the signals that came meanwhile, and run on.  */

#define _GNU_SOURCE
#include "linux.h"

uint64_t k1_max_bundles;

void
k1_cpu_loop (struct k1_thread *t)
{
  struct k1_cpu *cpu = &t->cpu;

  if (k1_max_bundles)
    cpu->bundle_limit = k1_max_bundles;
  for (;;)
    {
      enum k1_exit e;

      if (k1_gdb_active)
	k1_gdb_enter (t);
      e = k1_cpu_exec (cpu);
      if (k1_gdb_active && k1_gdb_event (t, e) == K1_GDB_DONE)
	{
	  k1_signal_deliver_pending (t);
	  continue;
	}
      switch (e)
	{
	case K1_EXIT_SYSCALL:
	  k1_do_syscall (t);
	  if (t->restart)
	    {
	      /* Interrupted, SA_RESTART: run the bundle again after the
		 handler, only when the scall is alone in it.  */
	      t->restart = 0;
	      if (cpu->sc_alone)
		{
		  cpu->pc = cpu->sc_pc;
		  cpu->r[0] = cpu->sc_args[0];
		  cpu->r[K1_R_LC] = cpu->sc_lc;
		}
	    }
	  break;
	case K1_EXIT_FAULT:
	  k1_signal_fault (t);
	  break;
	case K1_EXIT_INTERRUPT:
	case K1_EXIT_BREAK:	/* only with a debugger, which took it */
	  break;
	case K1_EXIT_LIMIT:
	  fprintf (stderr, "%s: step limit of %llu bundles reached at 0x%08x\n",
		   k1_progname, (unsigned long long) k1_max_bundles, cpu->pc);
	  k1_exit (124);
	}
      k1_signal_deliver_pending (t);
    }
}
