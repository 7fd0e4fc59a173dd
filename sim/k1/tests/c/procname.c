/* What the rest of the system sees of a process (ps, pidof, killall):
   its name in /proc/self/comm, the base name of the file it runs, and
   its arguments in /proc/self/cmdline, also after an exec through a
   symbolic link with another argv[0].  BusyBox's pidof finds itself
   by them.  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

static int failed;

static void
check (int ok, const char *what, const char *got)
{
  printf ("%s %s%s%s\n", ok ? "pass" : "FAIL", what,
	  ok ? "" : ": got ", ok ? "" : got);
  failed |= !ok;
}

static ssize_t
slurp (const char *path, char *buf, size_t size)
{
  int fd = open (path, O_RDONLY);
  ssize_t n = -1, r;

  if (fd < 0)
    return -1;
  for (n = 0; (size_t) n < size; n += r)
    if ((r = read (fd, buf + n, size - n)) <= 0)
      break;
  close (fd);
  return n;
}

/* /proc/self/comm is ARGV0's base name, /proc/self/cmdline holds
   exactly ARGV, NUL-terminated, perhaps with NULs after it.  */
static void
check_self (const char *name, int argc, char **argv)
{
  char buf[4096], show[4096];
  ssize_t n;
  size_t off = 0;
  int i, ok;

  n = slurp ("/proc/self/comm", buf, sizeof buf - 1);
  buf[n > 0 ? n : 0] = 0;
  ok = n > 0 && buf[n - 1] == '\n' && (size_t) n - 1 == strlen (name)
       && !strncmp (buf, name, n - 1);
  check (ok, "comm", buf);

  n = slurp ("/proc/self/cmdline", buf, sizeof buf);
  ok = n > 0;
  for (i = 0; ok && i < argc; i++)
    {
      size_t l = strlen (argv[i]) + 1;
      ok = off + l <= (size_t) n && !memcmp (buf + off, argv[i], l);
      off += l;
    }
  for (; ok && off < (size_t) n; off++)
    ok = buf[off] == 0;
  for (i = 0; i < (n > 0 ? n : 0) && i < (ssize_t) sizeof show - 1; i++)
    show[i] = buf[i] ? buf[i] : ' ';
  show[i] = 0;
  check (ok, "cmdline", show);
}

int
main (int argc, char **argv)
{
  char exe[PATH_MAX], link[] = "procname-link";
  const char *base = strrchr (argv[0], '/');
  ssize_t n;
  pid_t pid;
  int st;

  if (argc == 3 && !strcmp (argv[1], "child"))
    {
      /* Run through the link, under the name "argzero".  */
      check_self (link, argc, argv);
      return failed;
    }
  check_self (base ? base + 1 : argv[0], argc, argv);

  n = readlink ("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0)
    {
      check (0, "readlink /proc/self/exe", strerror (errno));
      return 1;
    }
  exe[n] = 0;
  unlink (link);
  if (symlink (exe, link) != 0)
    {
      check (0, "symlink", strerror (errno));
      return 1;
    }
  fflush (stdout);
  pid = fork ();
  if (pid == 0)
    {
      char *const args[] = { "argzero", "child", "two words", NULL };

      execv (link, args);
      _exit (127);
    }
  st = -1;
  waitpid (pid, &st, 0);
  unlink (link);
  check (WIFEXITED (st) && WEXITSTATUS (st) == 0, "child", "a failure");
  return failed;
}
