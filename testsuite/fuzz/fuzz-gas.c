/* libFuzzer target: the assembler on a mutated source file.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   gas keeps its state in globals that its main assumes start out
   zero, so each input runs in a child process forked from a process
   where gas never ran: the child runs gas's main (renamed k1_gas_main)
   on the input, as "as -o /dev/null INPUT" would, and copies the
   coverage counters it reached into shared memory, which the parent
   merges into its own for libFuzzer to see.  The child ending on a
   signal, a sanitizer report, an internal error of gas (as_abort, made
   an abort here) or with a status other than 0 or 1 is a crash of
   the parent.  Linked with
   -Wl,--wrap=signal_init,--wrap=as_abort,--wrap=xexit.
   Run it with -close_fd_mask=2: gas's diagnostics are noise, and the
   sanitizers' reports still come through.  */

#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <sanitizer/common_interface_defs.h>

extern int k1_gas_main (int, char **);

/* libFuzzer's inline 8-bit counters.  */
extern uint8_t __start___sancov_cntrs[] __attribute__ ((visibility ("hidden")));
extern uint8_t __stop___sancov_cntrs[] __attribute__ ((visibility ("hidden")));

static uint8_t *shared;
static size_t ncounters;

/* In this link GNU ld resolves the module constructor's (weak, hidden)
   references to these bounds to 0, and the counters are not
   registered: register them here.  A second registration of the
   same counters is ignored.  */
extern void __sanitizer_cov_8bit_counters_init (uint8_t *, uint8_t *);
static void __attribute__ ((constructor))
register_counters (void)
{
  __sanitizer_cov_8bit_counters_init (__start___sancov_cntrs,
				      __stop___sancov_cntrs);
}

/* gas's handlers of SIGSEGV and friends would hide a crash from the
   sanitizers.  */
void
__wrap_signal_init (void)
{
}

/* An internal error of gas: a crash, not an exit with status 1.  */
void __wrap_as_abort (const char *, int, const char *)
  __attribute__ ((noreturn));
void
__wrap_as_abort (const char *file, int line, const char *fn)
{
  fprintf (stderr, "fuzz-gas: internal error in %s at %s:%d\n",
	   fn ? fn : "?", file ? file : "?", line);
  abort ();
}

static void
copy_counters (void)
{
  memcpy (shared, __start___sancov_cntrs, ncounters);
}

/* gas ends with xexit: its xatexit functions (closing the output
   file), then not exit, whose libFuzzer handler would call this a
   crash, but _exit.  */
extern void (*_xexit_cleanup) (void);
void __wrap_xexit (int) __attribute__ ((noreturn));
void
__wrap_xexit (int status)
{
  if (_xexit_cleanup)
    _xexit_cleanup ();
  fflush (NULL);
  copy_counters ();
  _exit (status);
}

static void
die (void)
{
  _exit (77);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static char path[64];
  char *argv[] = { "as", "-o", "/dev/null", path, NULL };
  FILE *f;
  pid_t pid;
  int status;

  if (!shared)
    {
      ncounters = __stop___sancov_cntrs - __start___sancov_cntrs;
      shared = mmap (NULL, ncounters ? ncounters : 1, PROT_READ | PROT_WRITE,
		     MAP_SHARED | MAP_ANONYMOUS, -1, 0);
      if (shared == MAP_FAILED)
	abort ();
      snprintf (path, sizeof path, "/tmp/k1-fuzz-gas-%d.s", (int) getpid ());
    }
  f = fopen (path, "w");
  if (!f)
    abort ();
  fwrite (data, 1, size, f);
  fclose (f);
  memset (shared, 0, ncounters);
  fflush (NULL);
  pid = fork ();
  if (pid < 0)
    abort ();
  if (pid == 0)
    {
      signal (SIGALRM, SIG_DFL);	/* not libFuzzer's */
      alarm (10);
      __sanitizer_set_death_callback (die);
      __wrap_xexit (k1_gas_main (4, argv));
    }
  /* libFuzzer's timer interrupts the wait.  */
  while (waitpid (pid, &status, 0) != pid)
    if (errno != EINTR)
      abort ();
  for (size_t i = 0; i < ncounters; i++)
    if (shared[i] > __start___sancov_cntrs[i])
      __start___sancov_cntrs[i] = shared[i];
  if (WIFSIGNALED (status))
    {
      fprintf (stderr, "fuzz-gas: the assembler died of signal %d%s\n",
	       WTERMSIG (status),
	       WTERMSIG (status) == SIGALRM ? " (more than 10 s)" : "");
      abort ();
    }
  if (WEXITSTATUS (status) > 1)
    {
      fprintf (stderr, "fuzz-gas: the assembler exited with status %d%s\n",
	       WEXITSTATUS (status),
	       WEXITSTATUS (status) == 77 ? " (a sanitizer report)" : "");
      abort ();
    }
  return 0;
}
