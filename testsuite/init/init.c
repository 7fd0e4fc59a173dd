/* init: a first process for a K1 Linux system that checks the C library
   and the kernel ABI underneath it.

   Every check prints one line, "init: pass NAME" or "init: FAIL NAME:
   WHY", and the program ends with "init: N passed, N failed"; the exit
   status is 0 when nothing failed and 1 otherwise.  Output goes through
   write(2) a line at a time, so that nothing is lost or duplicated
   across fork and exec.

   As process 1 it mounts a tmpfs on /tmp for the file checks and powers
   the system off at the end.  Run as "init alpha 'beta gamma'" the
   argument check also checks the arguments' contents; "init
   --exec-child TOKEN" is how the program re-executes itself for the
   execve check.

   Copyright (C) 2026 Free Software Foundation, Inc.
   SPDX-License-Identifier: LGPL-2.1-or-later  */

#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <fenv.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

/* From the kernel's auxiliary vector ABI (linux/auxvec.h).  */
#define AT_NULL		0
#define AT_PHDR		3
#define AT_PAGESZ	6
#define AT_ENTRY	9
#define AT_UID		11
#define AT_RANDOM	25

extern char **environ;
extern void _start (void);

static int n_passed, n_failed;
static char why[200];		/* first failed expectation of a check */
static char **main_argv;
static int main_argc;

static void
say (const char *fmt, ...)
{
  char line[512];
  va_list ap;
  int n;

  va_start (ap, fmt);
  n = vsnprintf (line, sizeof line - 1, fmt, ap);
  va_end (ap);
  if (n < 0)
    return;
  if (n > (int) sizeof line - 2)
    n = sizeof line - 2;
  line[n++] = '\n';
  (void) !write (1, line, n);
}

/* Record the first failure of the current check; return OK.  */
static int
expect (int ok, int line, const char *what)
{
  if (!ok && !why[0])
    snprintf (why, sizeof why, "line %d: %s", line, what);
  return ok;
}
#define EXPECT(cond) expect (!!(cond), __LINE__, #cond)

static void
run (const char *name, void (*fn) (void))
{
  why[0] = 0;
  fn ();
  if (why[0])
    {
      n_failed++;
      say ("init: FAIL %s: %s", name, why);
    }
  else
    {
      n_passed++;
      say ("init: pass %s", name);
    }
}

/* Keep the compiler from folding floating-point expressions.  */
static double
opaque (double x)
{
  volatile double v = x;
  return v;
}

static int
close_to (double got, double want)
{
  return fabs (got - want) <= 4 * DBL_EPSILON * fabs (want);
}

/* The directory the file checks work in.  */
static char workdir[64];

/* Arguments, environment and auxiliary vector as the kernel laid them
   out: argv[argc] is NULL, envp follows it, auxv follows envp.  */
static void
check_args (void)
{
  char **p;
  unsigned long *auxv;
  unsigned long pagesz = 0, entry = 0, phdr = 0, uid = ~0UL, rnd = 0;
  int i;

  EXPECT (main_argc >= 1);
  EXPECT (main_argv[main_argc] == NULL);
  for (i = 0; i < main_argc; i++)
    EXPECT (main_argv[i] != NULL);
  EXPECT (environ == main_argv + main_argc + 1);
  if (main_argc == 3 && !strcmp (main_argv[1], "alpha"))
    EXPECT (!strcmp (main_argv[2], "beta gamma"));

  for (p = environ; *p; p++)
    EXPECT (strchr (*p, '=') != NULL);
  auxv = (unsigned long *) (p + 1);
  for (; auxv[0] != AT_NULL; auxv += 2)
    switch (auxv[0])
      {
      case AT_PAGESZ: pagesz = auxv[1]; break;
      case AT_ENTRY: entry = auxv[1]; break;
      case AT_PHDR: phdr = auxv[1]; break;
      case AT_UID: uid = auxv[1]; break;
      case AT_RANDOM: rnd = auxv[1]; break;
      }
  EXPECT (pagesz == 4096);
  EXPECT (getpagesize () == 4096);
  EXPECT (entry == (unsigned long) &_start);
  EXPECT (phdr != 0);
  EXPECT (uid == (unsigned long) getuid ());
  EXPECT (rnd != 0);
}

/* The generic syscall(2) and the errno convention (-4095..-1).  */
static void
check_syscall (void)
{
  int status = 0;
  pid_t pid;

  EXPECT (syscall (SYS_getpid) == getpid ());
  EXPECT (syscall (SYS_write, 1, "", 0) == 0);
  errno = 0;
  EXPECT (syscall (SYS_close, -1) == -1 && errno == EBADF);
  errno = 0;
  EXPECT (syscall (4000) == -1 && errno == ENOSYS);
  /* A bad pointer is the kernel's EFAULT, not a crash.  */
  errno = 0;
  EXPECT (write (1, (const void *) 16, 4) == -1 && errno == EFAULT);

  /* abort: SIGABRT, even with the signal ignored.  */
  pid = fork ();
  if (pid == 0)
    {
      signal (SIGABRT, SIG_IGN);
      abort ();
    }
  EXPECT (pid > 0 && waitpid (pid, &status, 0) == pid);
  EXPECT (WIFSIGNALED (status) && WTERMSIG (status) == SIGABRT);
}

static void
check_environ (void)
{
  EXPECT (setenv ("K1_INIT_VAR", "one", 1) == 0);
  EXPECT (getenv ("K1_INIT_VAR") && !strcmp (getenv ("K1_INIT_VAR"), "one"));
  EXPECT (unsetenv ("K1_INIT_VAR") == 0);
  EXPECT (getenv ("K1_INIT_VAR") == NULL);
}

static void
check_files (void)
{
  static const char text[] = "The quick brown fox jumps over the lazy dog\n";
  char path[128], path2[128], buf[128];
  struct stat st;
  DIR *d;
  struct dirent *de;
  FILE *f;
  int fd, found = 0;

  snprintf (path, sizeof path, "%s/file", workdir);
  snprintf (path2, sizeof path2, "%s/renamed", workdir);

  fd = open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  EXPECT (fd >= 0);
  EXPECT (write (fd, text, sizeof text - 1) == (ssize_t) sizeof text - 1);
  EXPECT (close (fd) == 0);

  fd = open (path, O_RDONLY);
  EXPECT (fd >= 0);
  EXPECT (fstat (fd, &st) == 0 && S_ISREG (st.st_mode)
	  && st.st_size == (off_t) sizeof text - 1);
  EXPECT (lseek (fd, 4, SEEK_SET) == 4);
  memset (buf, 0, sizeof buf);
  EXPECT (read (fd, buf, 5) == 5 && !memcmp (buf, "quick", 5));
  EXPECT (pread (fd, buf, 3, 16) == 3 && !memcmp (buf, "fox", 3));
  EXPECT (lseek64 (fd, 0, SEEK_END) == (off64_t) sizeof text - 1);
  EXPECT (close (fd) == 0);

  EXPECT (truncate (path, 9) == 0);
  EXPECT (stat (path, &st) == 0 && st.st_size == 9);

  f = fopen (path, "a+");
  EXPECT (f != NULL);
  if (f)
    {
      EXPECT (fprintf (f, " %d %s\n", 42, "appended") > 0);
      rewind (f);
      EXPECT (fgets (buf, sizeof buf, f) && !strcmp (buf, "The quick 42 appended\n"));
      EXPECT (fclose (f) == 0);
    }

  EXPECT (rename (path, path2) == 0);
  EXPECT (access (path, F_OK) == -1 && errno == ENOENT);
  EXPECT (open (path, O_RDONLY) == -1 && errno == ENOENT);

  d = opendir (workdir);
  EXPECT (d != NULL);
  if (d)
    {
      while ((de = readdir (d)) != NULL)
	if (!strcmp (de->d_name, "renamed"))
	  found = 1;
      EXPECT (closedir (d) == 0);
    }
  EXPECT (found);

  EXPECT (mkdir (path, 0755) == 0);
  EXPECT (stat (path, &st) == 0 && S_ISDIR (st.st_mode));
  EXPECT (rmdir (path) == 0);
  EXPECT (unlink (path2) == 0);
  EXPECT (getcwd (buf, sizeof buf) != NULL && buf[0] == '/');
}

static void
check_malloc (void)
{
  enum { SMALL = 1000, BIG = 8 << 20 };
  void *cur, *prev;
  char *small[SMALL], *big, *p;
  size_t i;
  int ok = 1;

  /* brk itself.  */
  prev = sbrk (0);
  EXPECT (prev != (void *) -1);
  cur = sbrk (8192);
  EXPECT (cur == prev);
  if (cur != (void *) -1)
    {
      memset (cur, 0x5a, 8192);
      EXPECT (sbrk (0) == (char *) prev + 8192);
      EXPECT (sbrk (-8192) != (void *) -1);
    }

  for (i = 0; i < SMALL; i++)
    {
      small[i] = malloc (1 + i % 64);
      if (!small[i])
	ok = 0;
      else
	memset (small[i], (int) i, 1 + i % 64);
    }
  for (i = 0; i < SMALL && ok; i++)
    if (small[i][i % 64] != (char) i || ((uintptr_t) small[i] & 7))
      ok = 0;
  EXPECT (ok);
  for (i = 0; i < SMALL; i++)
    free (small[i]);

  big = malloc (BIG);
  EXPECT (big != NULL);
  if (big)
    {
      big[0] = 1;
      big[BIG - 1] = 2;
      p = realloc (big, 2 * BIG);
      EXPECT (p && p[0] == 1 && p[BIG - 1] == 2);
      free (p ? p : big);
    }
  p = calloc (4096, 4);
  EXPECT (p != NULL);
  if (p)
    {
      for (i = 0; i < 4096 * 4; i++)
	if (p[i])
	  break;
      EXPECT (i == 4096 * 4);
      free (p);
    }
}

static void
check_mmap (void)
{
  char path[128];
  unsigned int *m;
  char *f;
  int fd, i, ok = 1;

  m = mmap (NULL, 65536, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  EXPECT (m != MAP_FAILED);
  if (m != MAP_FAILED)
    {
      for (i = 0; i < 65536 / 4; i++)
	if (m[i] != 0)
	  ok = 0;
      EXPECT (ok);
      for (i = 0; i < 65536 / 4; i++)
	m[i] = i * 2654435761u;
      EXPECT (m[12345] == 12345 * 2654435761u);
      EXPECT (munmap (m, 65536) == 0);
    }

  snprintf (path, sizeof path, "%s/map", workdir);
  fd = open (path, O_RDWR | O_CREAT | O_TRUNC, 0644);
  EXPECT (fd >= 0);
  EXPECT (write (fd, "mapped file contents", 20) == 20);
  f = mmap (NULL, 4096, PROT_READ, MAP_PRIVATE, fd, 0);
  EXPECT (f != MAP_FAILED);
  if (f != MAP_FAILED)
    {
      EXPECT (!memcmp (f, "mapped file contents", 20));
      EXPECT (munmap (f, 4096) == 0);
    }
  close (fd);
  unlink (path);
}

static void
check_time (void)
{
  struct timespec a, b, d;
  struct timeval tv;
  struct tm tm;
  time_t t, zero = 0;
  char buf[64];
  long long ns;

  t = time (NULL);
  EXPECT (t > 1000000000);
  EXPECT (gettimeofday (&tv, NULL) == 0 && tv.tv_sec >= t
	  && tv.tv_usec >= 0 && tv.tv_usec < 1000000);
  EXPECT (clock_gettime (CLOCK_REALTIME, &a) == 0 && a.tv_sec >= t);
  EXPECT (clock_gettime (CLOCK_MONOTONIC, &a) == 0);
  d.tv_sec = 0;
  d.tv_nsec = 20 * 1000 * 1000;
  EXPECT (nanosleep (&d, NULL) == 0);
  EXPECT (clock_gettime (CLOCK_MONOTONIC, &b) == 0);
  ns = (b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec);
  EXPECT (ns >= 20 * 1000 * 1000);

  EXPECT (gmtime_r (&zero, &tm) != NULL && tm.tm_year == 70
	  && tm.tm_mon == 0 && tm.tm_mday == 1 && tm.tm_wday == 4);
  t = 1234567890;
  EXPECT (gmtime_r (&t, &tm) != NULL);
  EXPECT (strftime (buf, sizeof buf, "%Y-%m-%d %H:%M:%S", &tm) == 19
	  && !strcmp (buf, "2009-02-13 23:31:30"));
  EXPECT (timegm (&tm) == t);
}

/* setjmp and longjmp: the values of locals that live in callee-saved
   registers across setjmp must survive a longjmp from a function that
   used those registers for something else.  */
static jmp_buf jb;
static volatile int sink, do_jump = 1;

static __attribute__ ((noinline)) void
clobber_and_jump (int depth, int val)
{
  int a = depth * 3, b = depth * 5, c = depth * 7, e = depth * 11;

  if (depth == 0)
    {
      if (do_jump)
	longjmp (jb, val);
      return;
    }
  clobber_and_jump (depth - 1, val);
  sink = a * b - c * e;
}

static void
check_setjmp (void)
{
  /* Enough live values to need the callee-saved registers.  */
  unsigned int v0 = getpid (), v1 = v0 * 3, v2 = v0 ^ 0x5a5a, v3 = v0 + 77,
    v4 = v0 * v0, v5 = v1 + v2, v6 = ~v0, v7 = v3 << 3, v8 = v4 >> 2,
    v9 = v5 * 9, v10 = v0 - 1000, v11 = v1 ^ v2;
  unsigned int sum = v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11;
  volatile int round = 0;
  sigjmp_buf sjb;
  sigset_t set;
  int r;

  r = setjmp (jb);
  if (r == 0)
    clobber_and_jump (10, 1234);
  EXPECT (r == 1234);
  EXPECT (sum == v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11);
  EXPECT (v1 == v0 * 3 && v6 == ~v0 && v11 == (v1 ^ v2));

  r = setjmp (jb);
  if (round++ == 0)
    longjmp (jb, 0);
  EXPECT (r == 1);		/* longjmp (jb, 0) returns 1 */

  /* sigsetjmp (.., 1) restores the signal mask.  */
  sigemptyset (&set);
  sigprocmask (SIG_SETMASK, &set, NULL);
  if (sigsetjmp (sjb, 1) == 0)
    {
      sigaddset (&set, SIGUSR2);
      sigprocmask (SIG_BLOCK, &set, NULL);
      siglongjmp (sjb, 1);
    }
  sigprocmask (SIG_BLOCK, NULL, &set);
  EXPECT (!sigismember (&set, SIGUSR2));
}

/* ucontext: getcontext/setcontext, and a coroutine made with
   makecontext (with arguments past the twelve in registers) that
   swapcontexts back and forth and finally returns through uc_link.  */
static ucontext_t uc_main, uc_co;
static volatile long co_sum;
static volatile int co_steps;

static void
co_func (int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7,
	 int a8, int a9, int a10, int a11, int a12, int a13)
{
  co_sum = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11
	   + a12 * 1000 + a13 * 100000;
  co_steps++;
  swapcontext (&uc_co, &uc_main);
  co_steps++;
  swapcontext (&uc_co, &uc_main);
  co_steps++;
}

static void
check_ucontext (void)
{
  static char stack[32768] __attribute__ ((aligned (8)));
  volatile int round = 0;
  sigset_t set;

  EXPECT (getcontext (&uc_main) == 0);
  if (round++ == 0)
    setcontext (&uc_main);
  EXPECT (round == 2);

  EXPECT (getcontext (&uc_co) == 0);
  uc_co.uc_stack.ss_sp = stack;
  uc_co.uc_stack.ss_size = sizeof stack;
  uc_co.uc_link = &uc_main;
  /* The coroutine runs with SIGUSR2 blocked, we without.  */
  sigaddset (&uc_co.uc_sigmask, SIGUSR2);
  makecontext (&uc_co, (void (*) (void)) co_func, 14, 1, 2, 3, 4, 5, 6, 7,
	       8, 9, 10, 11, 12, 13, 14);
  EXPECT (swapcontext (&uc_main, &uc_co) == 0);
  EXPECT (co_steps == 1 && co_sum == 78 + 13000 + 1400000);
  sigprocmask (SIG_BLOCK, NULL, &set);
  EXPECT (!sigismember (&set, SIGUSR2));
  EXPECT (swapcontext (&uc_main, &uc_co) == 0);
  EXPECT (co_steps == 2);
  /* The last swap: co_func returns, and uc_link brings us back.  */
  EXPECT (swapcontext (&uc_main, &uc_co) == 0);
  EXPECT (co_steps == 3);
  sigprocmask (SIG_BLOCK, NULL, &set);
  EXPECT (!sigismember (&set, SIGUSR2));
}

/* A signal handler returns to the interrupted code with every register
   as it was: the registers are loaded with known values, kill(2) is
   made from inline assembly so that the signal arrives right after
   it, and each register is compared afterwards.  $r12 (stack), $r13
   (thread pointer) and $r14 (possibly the frame pointer) are left out.  */
static volatile int sig_count, sig_code, sig_pid, sig_ucontext_ok;

#define PAT(n) "0x5a000000+" #n "*0x10101"
#define SET(n) "make $r" #n " = " PAT (n) "\n\t;;\n\t"
#define CHK(n) "comp.ne $r" #n " = $r" #n ", " PAT (n) "\n\t;;\n\t" \
	       "add $r0 = $r0, $r" #n "\n\t;;\n\t"
#define EACH_REG(M) \
  M(2) M(3) M(4) M(5) M(7) M(8) M(9) M(10) M(11) M(15) M(16) M(17) \
  M(18) M(19) M(20) M(21) M(22) M(23) M(24) M(25) M(26) M(27) M(28) \
  M(29) M(30) M(31) M(32) M(33) M(34) M(35) M(36) M(37) M(38) M(39) \
  M(40) M(41) M(42) M(43) M(44) M(45) M(46) M(47) M(48) M(49) M(50) \
  M(51) M(52) M(53) M(54) M(55) M(56) M(57) M(58) M(59) M(60) M(61) \
  M(62) M(63)

static void
usr1_handler (int sig, siginfo_t *si, void *ctx)
{
  ucontext_t *uc = ctx;

  sig_count++;
  sig_code = si->si_code;
  sig_pid = si->si_pid;
  /* The frame holds the interrupted registers.  */
  sig_ucontext_ok = sig == SIGUSR1
    && uc->uc_mcontext.regs.r[20] == 0x5a000000 + 20 * 0x10101
    && uc->uc_mcontext.regs.r[6] == SYS_kill;
  /* Scribble over the caller-saved registers; sigreturn must put the
     interrupted values back.  */
  __asm__ __volatile__ (
    "make $r2 = -1\n\t;;\n\tmake $r9 = -1\n\t;;\n\tmake $r40 = -1\n\t;;\n\t"
    "make $r63 = -1\n\t;;"
    : : : "$r2", "$r9", "$r40", "$r63");
}

static void
check_signal_regs (void)
{
  struct sigaction sa;
  long pid = getpid ();

  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = usr1_handler;
  sa.sa_flags = SA_SIGINFO;
  sigemptyset (&sa.sa_mask);
  EXPECT (sigaction (SIGUSR1, &sa, NULL) == 0);

  /* Register variables hold their value only at the asm itself: no
     call may come between their initialization and it.  */
  register long r0 __asm__ ("$r0") = pid;
  register long r1 __asm__ ("$r1") = SIGUSR1;
  register long r6 __asm__ ("$r6") = SYS_kill;
  __asm__ __volatile__ (
    "make $r16 = " PAT (99) "\n\t;;\n\t"
    "set $ra = $r16\n\t;;\n\t"
    EACH_REG (SET)
    "scall $r6\n\t;;\n\t"
    EACH_REG (CHK)
    "get $r2 = $ra\n\t;;\n\t"
    "comp.ne $r2 = $r2, " PAT (99) "\n\t;;\n\t"
    "add $r0 = $r0, $r2\n\t;;"
    : "+r" (r0), "+r" (r1), "+r" (r6)
    :
    : "$r2", "$r3", "$r4", "$r5", "$r7", "$r8", "$r9", "$r10", "$r11",
      "$r15", "$r16", "$r17", "$r18", "$r19", "$r20", "$r21", "$r22",
      "$r23", "$r24", "$r25", "$r26", "$r27", "$r28", "$r29", "$r30",
      "$r31", "$r32", "$r33", "$r34", "$r35", "$r36", "$r37", "$r38",
      "$r39", "$r40", "$r41", "$r42", "$r43", "$r44", "$r45", "$r46",
      "$r47", "$r48", "$r49", "$r50", "$r51", "$r52", "$r53", "$r54",
      "$r55", "$r56", "$r57", "$r58", "$r59", "$r60", "$r61", "$r62",
      "$r63", "$ra", "memory");

  /* Copied before any call can clobber them.  r0: kill's result (0)
     plus one per register that changed.  */
  long changed = r0, arg1 = r1, nr = r6;

  EXPECT (changed == 0);
  EXPECT (arg1 == SIGUSR1 && nr == SYS_kill);
  EXPECT (sig_count == 1);
  EXPECT (sig_code == SI_USER);
  EXPECT (sig_pid == getpid ());
  EXPECT (sig_ucontext_ok);

  /* raise, and a plain (non-SA_SIGINFO) handler via signal.  */
  EXPECT (raise (SIGUSR1) == 0 && sig_count == 2);
  signal (SIGUSR1, SIG_DFL);
}

static sigjmp_buf segv_jb;
static void *volatile segv_addr;
static volatile int segv_code;

static void
segv_handler (int sig, siginfo_t *si, void *ctx)
{
  (void) sig;
  (void) ctx;
  segv_addr = si->si_addr;
  segv_code = si->si_code;
  siglongjmp (segv_jb, 1);
}

static void
check_sigsegv (void)
{
  struct sigaction sa;
  /* Through a volatile so that the compiler does not see the constant.  */
  static volatile uintptr_t bad_addr = 0x40;
  volatile int *bad = (volatile int *) bad_addr;
  sigset_t set;

  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = segv_handler;
  sa.sa_flags = SA_SIGINFO;
  sigemptyset (&sa.sa_mask);
  EXPECT (sigaction (SIGSEGV, &sa, NULL) == 0);
  if (sigsetjmp (segv_jb, 1) == 0)
    {
      *bad = 1;
      EXPECT (!"the store to 0x40 did not fault");
    }
  EXPECT (segv_addr == (void *) 0x40);
  EXPECT (segv_code == SEGV_MAPERR);
  /* siglongjmp out of the handler unblocked SIGSEGV again.  */
  sigprocmask (SIG_BLOCK, NULL, &set);
  EXPECT (!sigismember (&set, SIGSEGV));
  signal (SIGSEGV, SIG_DFL);
}

static void
check_fork (void)
{
  pid_t parent = getpid (), pid;
  int status = 0;

  pid = fork ();
  if (pid == 0)
    _exit (getppid () == parent ? 42 : 43);
  EXPECT (pid > 0);
  EXPECT (waitpid (pid, &status, 0) == pid);
  EXPECT (WIFEXITED (status) && WEXITSTATUS (status) == 42);

  /* A child killed by a signal.  */
  pid = fork ();
  if (pid == 0)
    {
      raise (SIGTERM);
      _exit (0);
    }
  EXPECT (pid > 0 && wait (&status) == pid);
  EXPECT (WIFSIGNALED (status) && WTERMSIG (status) == SIGTERM);
  EXPECT (wait (&status) == -1 && errno == ECHILD);
}

static void
check_vfork (void)
{
  int status = 0;
  pid_t pid;

  pid = vfork ();
  if (pid == 0)
    _exit (17);
  EXPECT (pid > 0);
  EXPECT (waitpid (pid, &status, 0) == pid);
  EXPECT (WIFEXITED (status) && WEXITSTATUS (status) == 17);
}

/* clone with a stack of its own: the child runs FN there and exits
   with its result.  */
static int
clone_fn (void *arg)
{
  char probe;

  /* Running on the new stack, 8-byte aligned at the call.  */
  return (uintptr_t) &probe - (uintptr_t) arg < 65536 ? 21 : 22;
}

static void
check_clone (void)
{
  static char stack[65536] __attribute__ ((aligned (8)));
  int status = 0;
  pid_t pid;

  pid = clone (clone_fn, stack + sizeof stack, SIGCHLD, stack);
  EXPECT (pid > 0);
  EXPECT (waitpid (pid, &status, 0) == pid);
  EXPECT (WIFEXITED (status) && WEXITSTATUS (status) == 21);
  errno = 0;
  EXPECT (clone (NULL, stack + sizeof stack, SIGCHLD, NULL) == -1
	  && errno == EINVAL);
}

static void
check_pipe (void)
{
  static const char msg[] = "through the pipe, from the child";
  char buf[64];
  int fds[2], status = 0;
  size_t got = 0;
  ssize_t n;
  pid_t pid;

  EXPECT (pipe (fds) == 0);
  pid = fork ();
  if (pid == 0)
    {
      close (fds[0]);
      _exit (write (fds[1], msg, sizeof msg) == (ssize_t) sizeof msg ? 0 : 1);
    }
  EXPECT (pid > 0);
  close (fds[1]);
  while (got < sizeof buf && (n = read (fds[0], buf + got, sizeof buf - got)) > 0)
    got += n;
  close (fds[0]);
  EXPECT (got == sizeof msg && !memcmp (buf, msg, sizeof msg));
  EXPECT (waitpid (pid, &status, 0) == pid && WIFEXITED (status)
	  && WEXITSTATUS (status) == 0);
}

static void
check_execve (void)
{
  char *args[] = { main_argv[0], "--exec-child", "token-42", NULL };
  char *env[] = { "K1_INIT_EXEC=yes", NULL };
  int status = 0;
  pid_t pid;

  pid = fork ();
  if (pid == 0)
    {
      execve (main_argv[0], args, env);
      _exit (126);
    }
  EXPECT (pid > 0);
  EXPECT (waitpid (pid, &status, 0) == pid);
  EXPECT (WIFEXITED (status) && WEXITSTATUS (status) == 7);
}

/* What the re-executed program checks: exit status 7 on success.  */
static int
exec_child (int argc, char **argv)
{
  if (argc != 3 || strcmp (argv[2], "token-42"))
    return 2;
  if (!environ || !environ[0] || strcmp (environ[0], "K1_INIT_EXEC=yes")
      || environ[1])
    return 3;
  return 7;
}

static void
check_printf (void)
{
  char buf[256];

  snprintf (buf, sizeof buf, "%d|%u|%x|%X|%o|%ld|%lld|%llu|%5d|%-4d|%c|%s|%%",
	    -42, 4000000000u, 0xdeadbeefu, 255u, 8u, -2147483647L - 1,
	    -1234567890123LL, 18446744073709551615ULL, 7, 3, 'k', "str");
  EXPECT (!strcmp (buf, "-42|4000000000|deadbeef|FF|10|-2147483648|"
		   "-1234567890123|18446744073709551615|    7|3   |k|str|%"));
  snprintf (buf, sizeof buf, "%p", (void *) 0x1234);
  EXPECT (!strcmp (buf, "0x1234"));
  snprintf (buf, sizeof buf, "%.3f|%e|%g|%g|%g|%.0f|%10.4f|%f",
	    opaque (3.14159265), opaque (12345.678), opaque (0.0001),
	    opaque (1e100), opaque (100000.0), opaque (2.75),
	    opaque (-1.5), opaque (-0.0));
  EXPECT (!strcmp (buf, "3.142|1.234568e+04|0.0001|1e+100|100000|3|"
		   "   -1.5000|-0.000000"));
  snprintf (buf, sizeof buf, "%f|%F|%f|%.12e|%.15g", opaque (INFINITY),
	    opaque (-INFINITY), opaque (NAN), opaque (M_PI), opaque (0.1));
  EXPECT (!strcmp (buf, "inf|-INF|nan|3.141592653590e+00|0.1"));
  snprintf (buf, sizeof buf, "%.2f", (double) opaque (1.0f / 3.0f));
  EXPECT (!strcmp (buf, "0.33"));
}

/* uClibc-ng's strtod scales in double precision, so a decimal that is
   not exactly representable can come out a few ulps off: those are
   compared with a tolerance, exact values exactly.  */
static int
near (double got, double want)
{
  return fabs (got - want) <= 1e-15 * fabs (want);
}

static void
check_strtod (void)
{
  char *end;
  double d;

  d = strtod ("3.14159", &end);
  EXPECT (near (d, 3.14159) && *end == 0);
  d = strtod ("  -2.5e3xyz", &end);
  EXPECT (d == -2500.0 && !strcmp (end, "xyz"));
  EXPECT (strtod ("0.5", NULL) == 0.5 && strtod ("1024", NULL) == 1024.0);
  EXPECT (strtod ("-0.0", NULL) == 0 && signbit (strtod ("-0.0", NULL)));
  d = strtod ("1e-300", NULL);
  EXPECT (near (d, 1e-300));
  d = strtod ("0.1", NULL);
  EXPECT (near (d, 0.1));
  errno = 0;
  d = strtod ("1.5e308", NULL);
  EXPECT (near (d, 1.5e308) && errno == 0);
  errno = 0;
  d = strtod ("1e999", NULL);
  EXPECT (isinf (d) && errno == ERANGE);
  EXPECT (isinf (strtod ("inf", NULL)) && isnan (strtod ("nan", NULL)));
  EXPECT (strtof ("0.5", NULL) == 0.5f);
  EXPECT (strtol ("-123abc", &end, 10) == -123 && !strcmp (end, "abc"));
  EXPECT (strtoul ("ffffffff", NULL, 16) == 4294967295UL);
  EXPECT (strtoll ("-9223372036854775808", NULL, 10) == LLONG_MIN);
  EXPECT (atoi ("  77") == 77);
}

static void
check_libm (void)
{
  EXPECT (close_to (sin (opaque (0.5)), 0.479425538604203000273));
  EXPECT (close_to (cos (opaque (0.5)), 0.877582561890372716116));
  EXPECT (close_to (exp (opaque (1.0)), 2.718281828459045235360));
  EXPECT (close_to (log (opaque (10.0)), 2.302585092994045684018));
  EXPECT (close_to (pow (opaque (2.0), opaque (0.5)), 1.414213562373095048802));
  EXPECT (pow (opaque (2.0), opaque (10.0)) == 1024.0);
  EXPECT (sqrt (opaque (2.0)) == 1.4142135623730951);	/* correctly rounded */
  EXPECT (sqrt (opaque (1e-310)) > 0);
  EXPECT (isnan (sqrt (opaque (-1.0))));
  EXPECT (fmod (opaque (10.5), opaque (3.0)) == 1.5);
  EXPECT (fmod (opaque (-7.0), opaque (2.0)) == -1.0);
  EXPECT (close_to (atan2 (opaque (1.0), opaque (1.0)), 0.785398163397448309616));
  EXPECT (floor (opaque (-2.5)) == -3.0 && ceil (opaque (-2.5)) == -2.0);
  EXPECT (fabsf (sinf (0.5f) - 0.479425538604203f) <= 2 * FLT_EPSILON);
  EXPECT (isinf (exp (opaque (1000.0))) && exp (opaque (-1000.0)) == 0.0);
}

static void
check_fenv (void)
{
  volatile double one = 1.0, tiny = 1e-20, r;

  EXPECT (fegetround () == FE_TONEAREST);
  EXPECT (feclearexcept (FE_ALL_EXCEPT) == 0);
  EXPECT (fetestexcept (FE_ALL_EXCEPT) == 0);
  r = one + tiny;
  EXPECT (r == 1.0);
  EXPECT (fetestexcept (FE_INEXACT) == FE_INEXACT);

  EXPECT (fesetround (FE_UPWARD) == 0 && fegetround () == FE_UPWARD);
  r = one + tiny;
  EXPECT (r == nextafter (1.0, 2.0));
  EXPECT (fesetround (FE_DOWNWARD) == 0);
  r = -one - tiny;
  EXPECT (r == nextafter (-1.0, -2.0));
  EXPECT (fesetround (FE_TONEAREST) == 0);

  /* A quiet NaN: C's < raises invalid, isless and == do not.  */
  {
    volatile double qnan = __builtin_nan ("");
    volatile int c;

    feclearexcept (FE_ALL_EXCEPT);
    c = qnan < one;
    EXPECT (!c && fetestexcept (FE_INVALID));
    feclearexcept (FE_ALL_EXCEPT);
    c = __builtin_isless (qnan, one) || qnan == one;
    EXPECT (!c && !fetestexcept (FE_INVALID));
    feclearexcept (FE_ALL_EXCEPT);
  }

  EXPECT (feraiseexcept (FE_OVERFLOW) == 0 && fetestexcept (FE_OVERFLOW));
  EXPECT (feclearexcept (FE_ALL_EXCEPT) == 0 && !fetestexcept (FE_ALL_EXCEPT));

  /* Environments: saved, held, updated, the default.  */
  {
    fenv_t env, held;
    fexcept_t flags;

    EXPECT (fesetround (FE_TOWARDZERO) == 0 && feraiseexcept (FE_UNDERFLOW) == 0);
    EXPECT (fegetenv (&env) == 0);
    EXPECT (feholdexcept (&held) == 0 && !fetestexcept (FE_ALL_EXCEPT));
    EXPECT (fegetround () == FE_TOWARDZERO);
    feraiseexcept (FE_INVALID);
    EXPECT (feupdateenv (&held) == 0);
    EXPECT (fetestexcept (FE_ALL_EXCEPT) == (FE_UNDERFLOW | FE_INVALID));
    EXPECT (fegetexceptflag (&flags, FE_INVALID) == 0 && flags == FE_INVALID);
    EXPECT (fesetenv (FE_DFL_ENV) == 0);
    EXPECT (fegetround () == FE_TONEAREST && !fetestexcept (FE_ALL_EXCEPT));
    EXPECT (fesetexceptflag (&flags, FE_ALL_EXCEPT) == 0
	    && fetestexcept (FE_ALL_EXCEPT) == FE_INVALID);
    EXPECT (fesetenv (&env) == 0 && fegetround () == FE_TOWARDZERO
	    && fetestexcept (FE_ALL_EXCEPT) == FE_UNDERFLOW);
    EXPECT (fesetround (4) != 0);
    fesetenv (FE_DFL_ENV);
    /* The FPU cannot trap.  */
    EXPECT (feenableexcept (FE_INVALID) == -1 && fegetexcept () == 0);
  }
}

/* Threads: four POSIX threads, each with its own __thread value,
   adding to a counter under a mutex and waking the main thread
   through a condition variable; their results come back by join.  */
static __thread int thread_value = 100;
static pthread_mutex_t thread_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t thread_cond = PTHREAD_COND_INITIALIZER;
static int thread_count, thread_done;

static void *
thread_body (void *arg)
{
  int i, n = (int) (long) arg;

  if (thread_value != 100)
    return (void *) -1L;
  thread_value = n;
  for (i = 0; i < 1000; i++)
    {
      pthread_mutex_lock (&thread_lock);
      thread_count++;
      pthread_mutex_unlock (&thread_lock);
    }
  pthread_mutex_lock (&thread_lock);
  thread_done++;
  pthread_cond_signal (&thread_cond);
  pthread_mutex_unlock (&thread_lock);
  return (void *) (long) (thread_value * 10);
}

static void
check_threads (void)
{
  pthread_t t[4];
  void *r;
  int i;

  thread_value = -7;
  for (i = 0; i < 4; i++)
    EXPECT (pthread_create (&t[i], NULL, thread_body, (void *) (long) (i + 1)) == 0);
  pthread_mutex_lock (&thread_lock);
  while (thread_done < 4)
    pthread_cond_wait (&thread_cond, &thread_lock);
  pthread_mutex_unlock (&thread_lock);
  for (i = 0; i < 4; i++)
    EXPECT (pthread_join (t[i], &r) == 0 && (long) r == (i + 1) * 10);
  EXPECT (thread_count == 4000);
  EXPECT (thread_value == -7);
}

/* As the first process of a system, give the file checks a writable
   /tmp: the root file system may be read-only.  */
static void
setup_system (void)
{
  mkdir ("/tmp", 01777);
  if (mount ("tmpfs", "/tmp", "tmpfs", 0, "mode=1777") != 0)
    say ("init: cannot mount /tmp: %s", strerror (errno));
}

static void
setup_workdir (void)
{
  const char *base = access ("/tmp", W_OK) == 0 ? "/tmp" : ".";

  snprintf (workdir, sizeof workdir, "%s/k1-init.%d", base, (int) getpid ());
  if (mkdir (workdir, 0755) != 0 && errno != EEXIST)
    say ("init: cannot create %s: %s", workdir, strerror (errno));
}

int
main (int argc, char **argv)
{
  main_argc = argc;
  main_argv = argv;
  if (argc >= 2 && !strcmp (argv[1], "--exec-child"))
    return exec_child (argc, argv);

  say ("init: starting, pid %d", (int) getpid ());
  if (getpid () == 1)
    setup_system ();
  setup_workdir ();

  run ("args", check_args);
  run ("environ", check_environ);
  run ("syscall", check_syscall);
  run ("files", check_files);
  run ("malloc", check_malloc);
  run ("mmap", check_mmap);
  run ("time", check_time);
  run ("setjmp", check_setjmp);
  run ("ucontext", check_ucontext);
  run ("signal-regs", check_signal_regs);
  run ("sigsegv", check_sigsegv);
  run ("fork", check_fork);
  run ("vfork", check_vfork);
  run ("clone", check_clone);
  run ("pipe", check_pipe);
  run ("execve", check_execve);
  run ("printf", check_printf);
  run ("strtod", check_strtod);
  run ("libm", check_libm);
  run ("fenv", check_fenv);
  run ("threads", check_threads);

  rmdir (workdir);
  say ("init: %d passed, %d failed", n_passed, n_failed);
  /* The kernel panics when init exits: power off instead (the summary
     line is the result then).  */
  if (getpid () == 1)
    {
      sync ();
      reboot (RB_POWER_OFF);
    }
  return n_failed ? 1 : 0;
}
