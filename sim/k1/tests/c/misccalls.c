/* host-compare: built for the host too; the outputs must be equal.
   POSIX timers with a signal, message queues, waitid, scheduling
   parameters and affinity, getcpu, mincore, mlock2, membarrier,
   pidfds, capget; the administrative calls only with arguments that
   the host refuses.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <sched.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#define SHOW(name, expr) do { long r_ = (long) (expr); \
  printf ("%s = %ld%s%s\n", name, r_, r_ < 0 ? " " : "", \
	  r_ < 0 ? strerror (errno) : ""); } while (0)

static volatile int fired, fired_value;
static void on_alrm (int s, siginfo_t *si, void *uc)
{ (void) uc; fired = s; fired_value = si->si_value.sival_int; }

int
main (void)
{
  /* A timer that signals SIGUSR2 with a value, raw (the C library
     may lack timer_create).  */
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = on_alrm;
  sa.sa_flags = SA_SIGINFO;
  sigaction (SIGUSR2, &sa, NULL);
  struct sigevent ev;
  memset (&ev, 0, sizeof ev);
  ev.sigev_notify = SIGEV_SIGNAL;
  ev.sigev_signo = SIGUSR2;
  ev.sigev_value.sival_int = 42;
  int tid = -1;
  SHOW ("timer_create", syscall (SYS_timer_create, CLOCK_MONOTONIC, &ev, &tid));
  struct itimerspec its = { { 0, 0 }, { 0, 20000000 } }, cur;
  SHOW ("timer_settime", syscall (SYS_timer_settime, tid, 0, &its, NULL));
  SHOW ("timer_gettime", syscall (SYS_timer_gettime, tid, &cur));
  printf ("armed %d\n", cur.it_value.tv_nsec > 0);
  struct timespec ts = { 1, 0 };
  while (!fired && nanosleep (&ts, &ts) != 0 && errno == EINTR && !fired)
    ;
  printf ("fired %d value %d\n", fired, fired_value);
  SHOW ("timer_getoverrun", syscall (SYS_timer_getoverrun, tid));
  SHOW ("timer_delete", syscall (SYS_timer_delete, tid));

  /* A message queue.  */
  struct mq_attr at = { .mq_maxmsg = 4, .mq_msgsize = 32 };
  char qname[64];
  snprintf (qname, sizeof qname, "/k1-misccalls-%d", (int) getpid ());
  mqd_t q = mq_open (qname, O_RDWR | O_CREAT | O_EXCL, 0600, &at);
  printf ("mq_open %d\n", q != (mqd_t) -1);
  SHOW ("mq_send", mq_send (q, "low", 3, 1));
  SHOW ("mq_send", mq_send (q, "high", 4, 9));
  struct mq_attr got;
  SHOW ("mq_getattr", mq_getattr (q, &got));
  printf ("maxmsg %ld msgsize %ld curmsgs %ld\n", got.mq_maxmsg,
	  got.mq_msgsize, got.mq_curmsgs);
  char buf[32] = { 0 };
  unsigned prio = 0;
  SHOW ("mq_receive", mq_receive (q, buf, sizeof buf, &prio));
  printf ("got %s prio %u\n", buf, prio);
  mq_close (q);
  SHOW ("mq_unlink", mq_unlink (qname));

  /* waitid.  */
  pid_t p = fork ();
  if (p == 0)
    _exit (6);
  siginfo_t si;
  memset (&si, 0, sizeof si);
  SHOW ("waitid", waitid (P_PID, p, &si, WEXITED));
  printf ("code %d status %d pid ok %d signo %d\n", si.si_code, si.si_status,
	  si.si_pid == p, si.si_signo);

  /* Scheduling.  */
  struct sched_param sp = { 0 };
  SHOW ("sched_getscheduler", sched_getscheduler (0));
  SHOW ("sched_getparam", sched_getparam (0, &sp));
  printf ("priority %d\n", sp.sched_priority);
  SHOW ("sched_setscheduler", sched_setscheduler (0, SCHED_OTHER, &sp));
  errno = 0;
  sp.sched_priority = 5;
  SHOW ("sched_setparam bad", sched_setparam (0, &sp));
  struct timespec rr;
  SHOW ("sched_rr_get_interval", sched_rr_get_interval (0, &rr));
  cpu_set_t cs;
  CPU_ZERO (&cs);
  SHOW ("sched_getaffinity", sched_getaffinity (0, sizeof cs, &cs) >= 0);
  SHOW ("sched_setaffinity", sched_setaffinity (0, sizeof cs, &cs));
  unsigned cpu = 99;
  SHOW ("getcpu", syscall (SYS_getcpu, &cpu, NULL, NULL));
  printf ("cpu in set %d\n", CPU_ISSET (cpu, &cs));

  /* Memory.  */
  char *m = mmap (NULL, 3 * 4096, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  m[4096] = 1;
  unsigned char vec[3];
  SHOW ("mincore", mincore (m, 3 * 4096, vec));
  printf ("resident middle %d\n", vec[1] & 1);
  errno = 0;
  SHOW ("mincore unmapped", mincore ((void *) 0x1000, 4096, vec));
  SHOW ("mlock2", syscall (SYS_mlock2, m, 4096, 0));
  SHOW ("membarrier query", syscall (SYS_membarrier, 0, 0, 0) >= 0);

  /* pidfds and capabilities.  */
  p = fork ();
  if (p == 0)
    {
      pause ();
      _exit (0);
    }
  int pfd = syscall (SYS_pidfd_open, p, 0);
  printf ("pidfd_open %d\n", pfd >= 0);
  SHOW ("pidfd_send_signal", syscall (SYS_pidfd_send_signal, pfd, SIGTERM, NULL, 0));
  int st;
  waitpid (p, &st, 0);
  printf ("child signalled %d sig %d\n", WIFSIGNALED (st), WTERMSIG (st));
  struct { unsigned version; int pid; } hdr = { 0x20080522, 0 };
  struct { unsigned eff, perm, inh; } data[2];
  SHOW ("capget", syscall (SYS_capget, &hdr, data));

  /* execveat: a host program by path, then by descriptor.  */
  char *av[] = { "sh", "-c", "exit 3", NULL }, *env[] = { NULL };
  p = fork ();
  if (p == 0)
    {
      syscall (SYS_execveat, AT_FDCWD, "/bin/sh", av, env, 0);
      _exit (99);
    }
  waitpid (p, &st, 0);
  printf ("execveat path: %d\n", WEXITSTATUS (st));
  p = fork ();
  if (p == 0)
    {
      int sh = open ("/bin/sh", O_RDONLY);
      syscall (SYS_execveat, sh, "", av, env, AT_EMPTY_PATH);
      _exit (99);
    }
  waitpid (p, &st, 0);
  printf ("execveat fd: %d\n", WEXITSTATUS (st));

  /* Refused by the host: the same error either way.  */
  errno = 0;
  SHOW ("umount2 bad", syscall (SYS_umount2, "/nonexistent-k1", 0));
  errno = 0;
  SHOW ("swapoff bad", syscall (SYS_swapoff, "/nonexistent-k1"));
  errno = 0;
  SHOW ("clock_settime bad", syscall (SYS_clock_settime, 12345, &ts));
  return 0;
}
