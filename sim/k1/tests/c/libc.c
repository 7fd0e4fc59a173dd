/* The C library on the simulator: stdio, files, signals (a SIGSEGV
   handler that siglongjmps), fork, vfork, exec of a host program,
   time, memory, directories, pipes, math.  run.sh builds it with
   k1-linux-gcc -static when the compiler and uClibc-ng are installed.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <setjmp.h>
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include <time.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/time.h>
#include <sys/mman.h>
#include <sys/utsname.h>
#include <dirent.h>
#include <fenv.h>
#include <math.h>

static volatile int got;
static sigjmp_buf jb;
static void on_usr1 (int s) { got = s; }
static void on_segv (int s, siginfo_t *si, void *uc) { (void) uc; got = s; siglongjmp (jb, (int) (long) si->si_addr); }

#define CHECK(c) do { if (!(c)) { printf ("FAIL line %d: %s (errno %d)\n", __LINE__, #c, errno); fails++; } } while (0)

int main (void)
{
  int fails = 0;
  /* stdio to a file */
  FILE *f = fopen ("k1-libc-test.tmp", "w+");
  CHECK (f != NULL);
  fprintf (f, "%d %s %.3f\n", 42, "abc", 2.5);
  rewind (f);
  int n; char s[16]; double d;
  CHECK (fscanf (f, "%d %15s %lf", &n, s, &d) == 3 && n == 42 && !strcmp (s, "abc") && d == 2.5);
  fclose (f);
  struct stat st;
  CHECK (stat ("k1-libc-test.tmp", &st) == 0 && st.st_size == 13);
  CHECK (unlink ("k1-libc-test.tmp") == 0);
  CHECK (access ("k1-libc-test.tmp", F_OK) != 0 && errno == ENOENT);
  /* signals */
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  CHECK (got == SIGUSR1);
  struct sigaction sa; memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv; sa.sa_flags = SA_SIGINFO;
  sigaction (SIGSEGV, &sa, NULL);
  int r = sigsetjmp (jb, 1);
  if (r == 0) { *(volatile int *) 0x1230 = 1; CHECK (0); }
  CHECK (r == 0x1230 && got == SIGSEGV);
  /* fork, wait, exec */
  pid_t p = fork ();
  if (p == 0) _exit (9);
  int status;
  CHECK (waitpid (p, &status, 0) == p && WIFEXITED (status) && WEXITSTATUS (status) == 9);
  p = fork ();
  if (p == 0) { execl ("/bin/sh", "sh", "-c", "exit 4", (char *) 0); _exit (99); }
  CHECK (waitpid (p, &status, 0) == p && WEXITSTATUS (status) == 4);
  p = vfork ();
  if (p == 0) _exit (5);
  CHECK (waitpid (p, &status, 0) == p && WEXITSTATUS (status) == 5);
  /* time */
  struct timespec ts; CHECK (clock_gettime (CLOCK_MONOTONIC, &ts) == 0);
  struct timeval tv; CHECK (gettimeofday (&tv, NULL) == 0 && tv.tv_sec > 1600000000);
  CHECK (time (NULL) > 1600000000);
  struct timespec sl = { 0, 1000000 }; CHECK (nanosleep (&sl, NULL) == 0);
  /* memory */
  char *m = mmap (NULL, 65536, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  CHECK (m != MAP_FAILED); m[65535] = 1; CHECK (munmap (m, 65536) == 0);
  char *big = malloc (10 << 20); CHECK (big != NULL); memset (big, 1, 10 << 20); free (big);
  /* misc */
  struct utsname u; CHECK (uname (&u) == 0 && !strcmp (u.machine, "k1"));
  char cwd[256]; CHECK (getcwd (cwd, sizeof cwd) != NULL);
  DIR *dir = opendir ("/"); CHECK (dir != NULL);
  int entries = 0; while (readdir (dir)) entries++; closedir (dir); CHECK (entries > 3);
  int fd[2]; CHECK (pipe (fd) == 0); CHECK (write (fd[1], "xy", 2) == 2); CHECK (read (fd[0], s, 2) == 2);
  CHECK (dup2 (fd[0], 10) == 10); close (10);
  CHECK (isatty (0) == 0 || isatty (0) == 1);
  /* floating point environment: the mode reaches $cs */
  fesetround (FE_UPWARD);
  CHECK (fegetround () == FE_UPWARD);
  fesetround (FE_TONEAREST);
  CHECK (fabs (sin (1.0) - 0.8414709848078965) < 1e-15);
  CHECK (strtod ("1e-310", NULL) > 0);
  printf ("%s: %d failures\n", fails ? "FAIL" : "OK", fails);
  return fails != 0;
}
