/* Threads through the C library's raw clone (no pthreads yet): 8
   threads with CLONE_VM | CLONE_THREAD | CLONE_SETTLS |
   CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID wait on a futex for the
   start, add to one counter with atomic read-modify-writes (acswapw),
   the last one wakes the main thread, and each exit clears its thread
   id and wakes its joiner.  The count must be exact.  An argument
   sets the increments per thread (20000).  Also futex
   timeouts and errors, gettid, set_tid_address, exit vs exit_group.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/futex.h>

#define CHECK(c) do { if (!(c)) { printf ("FAIL line %d: %s (errno %d)\n", __LINE__, #c, errno); fails++; } } while (0)

#define NTHREADS 8
#define ITER 20000
#define STACK (64 * 1024)
#define FLAGS (CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND \
	       | CLONE_THREAD | CLONE_SYSVSEM | CLONE_SETTLS \
	       | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID)

static int counter, go, done, iter = ITER;
static int tid[NTHREADS], seen_tid[NTHREADS];
static void *seen_tp[NTHREADS];
/* Each worker's thread pointer; room for the C library's TLS (errno)
   that it may use there.  */
static char tls_block[NTHREADS][1024] __attribute__ ((aligned (16)));

static long
futex (int *uaddr, int op, int val, const struct timespec *ts)
{
  return syscall (SYS_futex, uaddr, op, val, ts, NULL, 0);
}

static void *
thread_pointer (void)
{
  void *tp;
  __asm__ ("add %0 = $r13, 0" : "=r" (tp));
  return tp;
}

static int
worker (void *arg)
{
  int i = (int) (long) arg;

  seen_tp[i] = thread_pointer ();
  seen_tid[i] = syscall (SYS_gettid);
  while (__atomic_load_n (&go, __ATOMIC_ACQUIRE) == 0)
    futex (&go, FUTEX_WAIT, 0, NULL);
  for (int k = 0; k < iter; k++)
    __atomic_fetch_add (&counter, 1, __ATOMIC_SEQ_CST);
  if (__atomic_add_fetch (&done, 1, __ATOMIC_SEQ_CST) == NTHREADS)
    futex (&done, FUTEX_WAKE, 1, NULL);
  return 0;
}

/* exit of the first thread while another runs: the process goes on,
   and ends with the first thread's status.  */
static int late_tid;
static int
late (void *arg)
{
  (void) arg;
  struct timespec ts = { 0, 50000000 };
  nanosleep (&ts, NULL);
  syscall (SYS_exit, 9);	/* this thread only */
  return 0;
}

int
main (int argc, char **argv)
{
  int fails = 0, d;
  char *stacks = malloc ((size_t) NTHREADS * STACK);
  int self = syscall (SYS_gettid);

  if (argc > 1)
    iter = atoi (argv[1]);
  CHECK (stacks != NULL);
  CHECK (self == getpid ());
  CHECK (syscall (SYS_set_tid_address, &d) == self);
  for (int i = 0; i < NTHREADS; i++)
    {
      int r = clone (worker, stacks + (size_t) (i + 1) * STACK, FLAGS,
		     (void *) (long) i, &tid[i], tls_block[i], &tid[i]);
      CHECK (r > 0 && r != self && tid[i] == r);
    }
  /* Let them all reach the futex, then start them at once.  */
  struct timespec ts = { 0, 20000000 };
  nanosleep (&ts, NULL);
  __atomic_store_n (&go, 1, __ATOMIC_RELEASE);
  CHECK (futex (&go, FUTEX_WAKE, INT_MAX, NULL) >= 0);
  while ((d = __atomic_load_n (&done, __ATOMIC_ACQUIRE)) != NTHREADS)
    futex (&done, FUTEX_WAIT, d, NULL);
  /* Join: CLONE_CHILD_CLEARTID clears the id and wakes us.  */
  for (int i = 0; i < NTHREADS; i++)
    {
      int t;
      while ((t = __atomic_load_n (&tid[i], __ATOMIC_ACQUIRE)) != 0)
	futex (&tid[i], FUTEX_WAIT, t, NULL);
    }
  CHECK (counter == NTHREADS * iter);
  for (int i = 0; i < NTHREADS; i++)
    {
      CHECK (seen_tp[i] == tls_block[i]);
      CHECK (seen_tid[i] > 0 && seen_tid[i] != self);
      for (int j = 0; j < i; j++)
	CHECK (seen_tid[i] != seen_tid[j]);
    }
  CHECK (thread_pointer () != tls_block[0]);

  /* futex: a timeout, a value that differs, a bad address.  */
  int z = 0;
  struct timespec shortts = { 0, 20000000 };
  errno = 0;
  CHECK (futex (&z, FUTEX_WAIT, 0, &shortts) == -1 && errno == ETIMEDOUT);
  errno = 0;
  CHECK (futex (&z, FUTEX_WAIT_PRIVATE, 1, NULL) == -1 && errno == EAGAIN);
  errno = 0;
  CHECK (futex ((int *) 0x10, FUTEX_WAIT, 0, NULL) == -1 && errno == EFAULT);
  errno = 0;
  CHECK (futex ((int *) ((char *) &z + 1), FUTEX_WAKE, 1, NULL) == -1
	 && errno == EINVAL);
  CHECK (futex (&z, FUTEX_WAKE_PRIVATE, 1, NULL) == 0);
  /* futex_waitv: an absolute CLOCK_MONOTONIC timeout, a 64-bit
     struct __kernel_timespec whatever the C library's time_t.  */
  struct { unsigned long long val, uaddr; unsigned flags, reserved; } wv
    = { 0, (unsigned long) &z, 2 /* FUTEX2_SIZE_U32 */, 0 };
  struct timespec now;
  struct { long long tv_sec, tv_nsec; } abs;
  clock_gettime (CLOCK_MONOTONIC, &now);
  abs.tv_sec = now.tv_sec;
  abs.tv_nsec = now.tv_nsec + 20000000;
  if (abs.tv_nsec >= 1000000000)
    {
      abs.tv_sec++;
      abs.tv_nsec -= 1000000000;
    }
  errno = 0;
  CHECK (syscall (SYS_futex_waitv, &wv, 1, 0, &abs, CLOCK_MONOTONIC) == -1
	 && errno == ETIMEDOUT);

  /* exit vs exit_group, in a child process: the first thread exits,
     the other runs on and exits with 9; the status is the first's.  */
  fflush (stdout);
  pid_t p = fork ();
  if (p == 0)
    {
      clone (late, stacks + STACK, FLAGS, NULL, &late_tid, thread_pointer (),
	     &late_tid);
      syscall (SYS_exit, 3);
    }
  int st;
  CHECK (waitpid (p, &st, 0) == p && WIFEXITED (st) && WEXITSTATUS (st) == 3);
  /* exit_group from a thread ends every thread at once.  */
  p = fork ();
  if (p == 0)
    {
      clone (late, stacks + STACK, FLAGS, NULL, &late_tid, thread_pointer (),
	     &late_tid);
      syscall (SYS_exit_group, 4);
    }
  CHECK (waitpid (p, &st, 0) == p && WIFEXITED (st) && WEXITSTATUS (st) == 4);

  if (fails == 0)
    printf ("threads: all passed\n");
  return fails != 0;
}
