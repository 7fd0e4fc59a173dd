/* k1-linux-run: a user-mode Linux simulator for K1 programs.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.  */

#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>
#include "linux.h"

char **k1_sim_argv;
int k1_sim_nopts;

static const struct { unsigned nr; const char *name; } sysnames[] = {
#include "k1-sysnames.h"
};

const char *
k1_syscall_name (unsigned nr)
{
  for (size_t i = 0; i < sizeof sysnames / sizeof sysnames[0]; i++)
    if (sysnames[i].nr == nr)
      return sysnames[i].name;
  return NULL;
}

static void
set_exec_mode (const char *m)
{
  if (!strcmp (m, "fast"))
    k1_exec_mode = K1_EXEC_FAST;
  else if (!strcmp (m, "ref"))
    k1_exec_mode = K1_EXEC_REF;
  else if (!strcmp (m, "jit") && k1_jit_available ())
    k1_exec_mode = K1_EXEC_JIT;
  else if (!strcmp (m, "jit"))
    k1_exec_mode = K1_EXEC_FAST;	/* no translator for this host */
  else
    k1_fatal ("unknown executor '%s' (jit, fast, ref)", m);
}

/* The end-of-run output of --stats and --count.  */
void
k1_report (void)
{
  if (k1_opt_stats || k1_opt_count)
    {
      struct k1_stats *total = k1_stats_new ();

      k1_threads_stats (total);
      if (k1_opt_stats)
	{
	  k1_stats_print (total, k1_trace_file);
	  k1_threads_report (k1_trace_file);
	}
      else
	fprintf (k1_trace_file, "bundles %llu instructions %llu\n",
		 (unsigned long long) k1_stats_bundles (total),
		 (unsigned long long) k1_stats_insns (total));
      free (total);
    }
  fflush (NULL);
}

void
k1_exit (int status)
{
  k1_gdb_exited (status);
  k1_report ();
  /* The host's exit_group: it ends every guest thread at once, as
     Linux's does, whatever system call its host thread is blocked in,
     so no thread needs to be told.  */
  _exit (status);
}

static void
usage (FILE *f)
{
  fprintf (f,
"Usage: %s [OPTION]... PROGRAM [ARGUMENT]...\n"
"Run the static (or dynamic) K1 Linux executable PROGRAM on this host.\n"
"\n"
"  --trace            print every executed bundle (address, disassembly)\n"
"                     and each register it wrote, with the new value\n"
"                     (once there are threads, each line names its own)\n"
"  --strace           print each system call, its arguments and result\n"
"  --stats            at exit, print bundles, instructions, cycles of the\n"
"                     latency and interlock model, instructions per bundle\n"
"                     and the instruction mix\n"
"  --count            at exit, print the bundle and instruction counts\n"
"  -g PORT, --gdb=PORT  wait for GDB's remote protocol on 127.0.0.1:PORT\n"
"                     before the first bundle (PORT 0: a free one, named\n"
"                     on standard error); runs on the reference executor\n"
"                     (without the slower cycle model of --stats)\n"
#if defined __x86_64__
"  --exec=MODE        the executor: jit (blocks translated to x86-64\n"
"                     code, the default), fast (blocks of threaded\n"
"                     code) or ref (one bundle at a time, the\n"
"                     reference); the environment's\n"
"                     K1_EXEC=jit|fast|ref chooses it too; --trace,\n"
"                     --stats and --max-bundles always use ref\n"
#else
"  --exec=MODE        the executor: fast (blocks of threaded code, the\n"
"                     default) or ref (one bundle at a time, the\n"
"                     reference); the environment's K1_EXEC=fast|ref\n"
"                     chooses it too (jit, x86-64 only, means fast\n"
"                     here); --trace, --stats and --max-bundles always\n"
"                     use ref\n"
#endif
"  --strict           stop with a message at an unimplemented system call\n"
"                     (otherwise it returns -ENOSYS)\n"
"  --max-bundles=N    stop with status 124 after N bundles of a thread\n"
"                     (0: no limit);\n"
"  --max-bundles N    the same\n"
"  --exit-on-signal   when a signal ends the program, exit with status\n"
"                     128 + N instead of killing the simulator with it\n"
"  --safe-syscalls    refuse (-EPERM) system calls that act outside the\n"
"                     process, such as file and process ones (fuzzing)\n"
"  --log=FILE         write trace, strace and stats output to FILE\n"
"                     instead of standard error\n"
"  --log-append=FILE  the same, appending (what execve passes on)\n"
"  --argv0=NAME       pass NAME as argv[0] instead of PROGRAM\n"
"  -E VAR=VALUE       set VAR in the guest's environment only\n"
"  -U VAR             remove VAR from the guest's environment\n"
"  -L DIR, --sysroot=DIR\n"
"                     the guest's root for the dynamic loader and the\n"
"                     files it opens: a guest's absolute path names\n"
"                     DIR's regular file when there is one, the host's\n"
"                     otherwise; \"\" for none (default: $K1_LD_PREFIX,\n"
"                     else the toolchain's k1-linux/sysroot)\n"
"  --help             show this help and exit\n"
"  --version          show the version and exit\n"
"\n"
"The exit status is the program's, or 128 + N if signal N ended it.\n"
"Errors of the simulator itself (bad executable) exit with status 1.\n",
	   k1_progname);
}

/* ENV with VAR=VALUE set (SET) or VAR removed (!SET): the guest's
   environment, as qemu-user's -E and -U make it, so that LD_PRELOAD
   and friends reach the guest's loader without the host's seeing
   them.  */
static char **
guest_env (char **env, int set, const char *arg)
{
  size_t n = 0, len, j = 0;
  const char *eq = strchr (arg, '=');
  char **out;

  if (set && !eq)
    k1_fatal ("-E wants VAR=VALUE, not %s", arg);
  len = set ? (size_t) (eq - arg) : strlen (arg);
  while (env[n])
    n++;
  out = calloc (n + 2, sizeof *out);
  if (!out)
    k1_fatal ("out of memory");
  for (size_t k = 0; k < n; k++)
    if (strncmp (env[k], arg, len) || env[k][len] != '=')
      out[j++] = env[k];
  if (set)
    out[j++] = (char *) arg;
  out[j] = NULL;
  return out;
}

/* Make the simulator's process look like the guest program to the rest
   of the system (ps, pidof, killall): its name (comm) becomes the base
   name of PROG, as the kernel names a process after the file it runs,
   and /proc/PID/cmdline shows the guest's arguments, ARGV0 (if not
   NULL) then ARGV[I + 1] on, instead of the simulator's.  Those are
   rewritten in place, in the memory the kernel gave ARGV, where they
   fit: the guest's arguments are the simulator's last ones, and ARGV0
   came from a longer --argv0=ARGV0.  k1_sim_argv, which exec passes on
   to the next simulator, gets a copy of the original first.  */
static void
show_guest (int argc, char **argv, int i, const char *argv0)
{
  const char *prog = argv[i], *base = strrchr (prog, '/');
  char **copy = calloc (argc + 1, sizeof *copy), *area, *p;
  size_t size, len;
  int k;

  prctl (PR_SET_NAME, base ? base + 1 : prog, 0, 0, 0);
  if (!copy)
    return;
  for (k = 0; k < argc; k++)
    if (!(copy[k] = strdup (argv[k])))
      return;
  k1_sim_argv = copy;
  /* The kernel lays the strings out one after the other: that whole
     area is what /proc/PID/cmdline shows.  */
  for (k = 1; k < argc; k++)
    if (argv[k] != argv[k - 1] + strlen (argv[k - 1]) + 1)
      return;
  area = argv[0];
  size = argv[argc - 1] + strlen (argv[argc - 1]) + 1 - area;
  p = area;
  for (k = i; k < argc; k++)
    {
      const char *s = k == i && argv0 ? argv0 : copy[k];

      len = strlen (s) + 1;
      if ((size_t) (p - area) + len > size)
	return;
      memcpy (p, s, len);
      p += len;
    }
  memset (p, 0, size - (p - area));
}

int
main (int argc, char **argv)
{
  const char *argv0 = NULL, *sysroot = NULL;
  char **envp = environ;
  int i, gdb_port = -1;

  k1_sim_argv = argv;
  k1_trace_file = stderr;
  if (getenv ("K1_EXEC"))
    set_exec_mode (getenv ("K1_EXEC"));
  for (i = 1; i < argc && argv[i][0] == '-'; i++)
    {
      const char *a = argv[i];

      if (!strcmp (a, "--"))
	{
	  i++;
	  break;
	}
      else if (!strcmp (a, "--trace"))
	k1_opt_trace = 1;
      else if (!strcmp (a, "--strace"))
	k1_opt_strace = 1;
      else if (!strcmp (a, "--stats"))
	k1_opt_stats = 1;
      else if (!strcmp (a, "--exit-on-signal"))
	k1_opt_exit_on_signal = 1;
      else if (!strcmp (a, "--safe-syscalls"))
	k1_opt_safe = 1;
      else if (!strcmp (a, "--count"))
	k1_opt_count = 1;
      else if (!strncmp (a, "--exec=", 7))
	set_exec_mode (a + 7);
      else if (!strcmp (a, "--strict"))
	k1_opt_strict = 1;
      else if (!strncmp (a, "--max-bundles=", 14)
	       || (!strcmp (a, "--max-bundles") && i + 1 < argc))
	{
	  const char *v = a[13] == '=' ? a + 14 : argv[++i];
	  char *end;
	  errno = 0;
	  k1_max_bundles = strtoull (v, &end, 0);
	  if (errno || *end || !*v)
	    k1_fatal ("bad --max-bundles value: %s", v);
	}
      else if (!strncmp (a, "--log=", 6) || !strncmp (a, "--log-append=", 13))
	{
	  const char *f = strchr (a, '=') + 1;
	  k1_trace_file = fopen (f, a[5] == '=' ? "w" : "a");
	  if (!k1_trace_file)
	    k1_fatal ("%s: %s", f, strerror (errno));
	}
      else if (!strncmp (a, "--gdb=", 6)
	       || (!strcmp (a, "-g") && i + 1 < argc))
	{
	  const char *v = a[1] == 'g' ? argv[++i] : a + 6;
	  char *end;
	  long port = strtol (v, &end, 10);
	  if (*end || !*v || port < 0 || port > 65535)
	    k1_fatal ("bad GDB port: %s", v);
	  gdb_port = (int) port;
	}
      else if (!strncmp (a, "--argv0=", 8))
	argv0 = a + 8;
      else if (!strncmp (a, "--sysroot=", 10))
	sysroot = a + 10;
      else if (!strcmp (a, "-L") && i + 1 < argc)
	sysroot = argv[++i];
      else if ((!strcmp (a, "-E") || !strcmp (a, "-U")) && i + 1 < argc)
	envp = guest_env (envp, a[1] == 'E', argv[++i]);
      else if (!strcmp (a, "--help"))
	{
	  usage (stdout);
	  return 0;
	}
      else if (!strcmp (a, "--version"))
	{
	  printf ("k1-linux-run 1.0 (K1 toolchain)\n");
	  return 0;
	}
      else
	{
	  fprintf (stderr, "%s: unknown option %s\n", k1_progname, a);
	  usage (stderr);
	  return 1;
	}
    }
  k1_sim_nopts = i;
  /* An execve of the program runs the new image without the debugger:
     drop -g from the options it passes on.  */
  for (int j = 1; j < k1_sim_nopts; j++)
    if (!strcmp (argv[j], "-g") || !strncmp (argv[j], "--gdb=", 6))
      {
	int n = argv[j][1] == 'g' ? 2 : 1;
	memmove (argv + j, argv + j + n, (argc + 1 - j - n) * sizeof *argv);
	argc -= n;
	i -= n;
	k1_sim_nopts -= n;
	j--;
      }
  k1_sysroot_init (sysroot);
  if (i >= argc)
    {
      usage (stderr);
      return 1;
    }
  if (k1_trace_file != stderr)
    setvbuf (k1_trace_file, NULL, _IOFBF, 1 << 16);

  {
    static struct k1_thread main_thread;
    struct k1_thread *t = &main_thread;

    k1_mem_init ();
    k1_cpu_init (&t->cpu);
    t->tid = t->cpu.tid = gettid ();
    k1_self = t;
    k1_signal_host_init ();
    k1_signal_thread_stack (t);
    k1_signal_init (t);
    k1_threads_init (t);
    if (k1_load (&t->cpu, argv[i], argv + i, envp, argv0) != 0)
      return 1;
    show_guest (argc, argv, i, argv0);
    if (gdb_port >= 0)
      k1_gdb_start (t, gdb_port);
    k1_cpu_loop (t);
  }
}
