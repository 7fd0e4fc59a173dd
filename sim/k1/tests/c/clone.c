/* host-compare: built for the host too; the outputs must be equal.
   clone without CLONE_VM: an exit signal other than SIGCHLD (waited
   for with __WALL), CLONE_FILES (the child's close is the parent's),
   CLONE_PARENT_SETTID and CLONE_CHILD_SETTID, CLONE_PIDFD, and the
   invalid combinations.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#ifndef CLONE_PIDFD
#define CLONE_PIDFD 0x1000
#endif
#ifndef __WALL
#define __WALL 0x40000000
#endif

#define SHOW(name, expr) do { long r_ = (long) (expr); \
  printf ("%s = %ld%s%s\n", name, r_, r_ < 0 ? " " : "", \
	  r_ < 0 ? strerror (errno) : ""); } while (0)

static int fd, ptid, ctid;
static char stack[65536] __attribute__ ((aligned (16)));

static int
closer (void *arg)
{
  (void) arg;
  close (fd);
  return 5;
}

static int
settid (void *arg)
{
  (void) arg;
  /* Our own copy of ctid holds our id.  */
  return ctid == getpid () ? 7 : 8;
}

int
main (void)
{
  int st;

  /* CLONE_FILES, no exit signal.  */
  fd = open ("/dev/null", O_RDONLY);
  pid_t p = clone (closer, stack + sizeof stack, CLONE_FILES, NULL);
  printf ("clone %d\n", p > 0);
  errno = 0;
  SHOW ("waitpid without __WALL", waitpid (p, &st, 0));
  SHOW ("waitpid __WALL", waitpid (p, &st, __WALL) == p);
  printf ("exited %d status %d\n", WIFEXITED (st), WEXITSTATUS (st));
  errno = 0;
  SHOW ("fcntl on the closed fd", fcntl (fd, F_GETFD));

  /* SIGUSR1 as the exit signal; the tid words.  */
  signal (SIGUSR1, SIG_IGN);
  p = clone (settid, stack + sizeof stack,
	     SIGUSR1 | CLONE_PARENT_SETTID | CLONE_CHILD_SETTID, NULL,
	     &ptid, NULL, &ctid);
  SHOW ("waitpid __WALL", waitpid (p, &st, __WALL) == p);
  printf ("ptid %d status %d\n", ptid == p, WEXITSTATUS (st));

  /* CLONE_PIDFD: a descriptor for the child in *ptid.  */
  int pidfd = -1;
  p = clone (closer, stack + sizeof stack, SIGCHLD | CLONE_PIDFD, NULL,
	     &pidfd);
  printf ("pidfd %d\n", pidfd >= 0);
  SHOW ("waitpid", waitpid (p, &st, 0) == p);
  printf ("status %d\n", WEXITSTATUS (st));

  /* Refused: CLONE_SIGHAND without CLONE_VM; CLONE_PIDFD with
     CLONE_PARENT_SETTID.  */
  errno = 0;
  SHOW ("CLONE_SIGHAND", clone (closer, stack + sizeof stack,
				SIGCHLD | CLONE_SIGHAND, NULL));
  errno = 0;
  SHOW ("CLONE_PIDFD|CLONE_PARENT_SETTID",
	clone (closer, stack + sizeof stack,
	       SIGCHLD | CLONE_PIDFD | CLONE_PARENT_SETTID, NULL, &pidfd));
  return 0;
}
