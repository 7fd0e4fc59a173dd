/* k1-linux-run: guest threads on host threads.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   As in QEMU's linux-user: clone with CLONE_VM and CLONE_THREAD starts
   a host thread with a CPU state of its own, a copy of its parent's,
   and its own CPU loop.  The guest memory is the host's, so atomics
   and futexes are the host's on the same words; a guest thread id is
   its host thread's id, so tgkill, the host's choice of a thread for
   a process-directed signal (by the thread masks, which mirror the
   guest's) and priority-inheritance futexes are the host's too.  No
   lock is held while guest code runs.  */

#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/futex.h>
#include <sys/syscall.h>
#include "linux.h"

_Static_assert (K1_FUTEX_WAIT == FUTEX_WAIT && K1_FUTEX_WAKE == FUTEX_WAKE
		&& K1_FUTEX_REQUEUE == FUTEX_REQUEUE
		&& K1_FUTEX_CMP_REQUEUE == FUTEX_CMP_REQUEUE
		&& K1_FUTEX_WAKE_OP == FUTEX_WAKE_OP
		&& K1_FUTEX_LOCK_PI == FUTEX_LOCK_PI
		&& K1_FUTEX_UNLOCK_PI == FUTEX_UNLOCK_PI
		&& K1_FUTEX_TRYLOCK_PI == FUTEX_TRYLOCK_PI
		&& K1_FUTEX_WAIT_BITSET == FUTEX_WAIT_BITSET
		&& K1_FUTEX_WAKE_BITSET == FUTEX_WAKE_BITSET
		&& K1_FUTEX_WAIT_REQUEUE_PI == FUTEX_WAIT_REQUEUE_PI
		&& K1_FUTEX_CMP_REQUEUE_PI == FUTEX_CMP_REQUEUE_PI
		&& K1_FUTEX_PRIVATE_FLAG == FUTEX_PRIVATE_FLAG
		&& K1_FUTEX_CLOCK_REALTIME == FUTEX_CLOCK_REALTIME,
		"guest and host futex operations differ");

/* Host stack of a guest thread: the simulator's frames only.  */
#define HOST_STACK (1024 * 1024)

/* The live threads, and what the exited ones leave for the report.  */
static pthread_mutex_t threads_lock = PTHREAD_MUTEX_INITIALIZER;
static struct k1_thread *threads;
static int nthreads;
static struct k1_stats *retired;
/* Each exited thread's figures, for --stats.  */
static struct { int tid; uint64_t bundles, insns; } *gone;
static size_t ngone, gone_size;
/* exit of the first thread while others run: the process's status
   once the last one exits, as Linux reports the leader's.  */
static int leader_exited, leader_status;
static struct k1_thread *leader;

void
k1_threads_init (struct k1_thread *t)
{
  leader = t;
  threads = t;
  t->next = NULL;
  nthreads = 1;
}

/* In the child of a fork: only T runs there.  */
void
k1_threads_after_fork (struct k1_thread *t)
{
  pthread_mutex_init (&threads_lock, NULL);
  threads = t;
  t->next = NULL;
  nthreads = 1;
  leader = t;
  leader_exited = 0;
  t->tid = t->cpu.tid = gettid ();
}

/* The figures of every thread, live or exited, into TOTAL.  */
void
k1_threads_stats (struct k1_stats *total)
{
  pthread_mutex_lock (&threads_lock);
  if (retired)
    k1_stats_merge (total, retired);
  for (struct k1_thread *t = threads; t; t = t->next)
    k1_stats_add (total, &t->cpu);
  pthread_mutex_unlock (&threads_lock);
}

/* --stats of a process that had threads: a line per thread.  */
void
k1_threads_report (FILE *f)
{
  if (!k1_trace_threads)
    return;
  pthread_mutex_lock (&threads_lock);
  for (size_t i = 0; i < ngone; i++)
    fprintf (f, "  thread %-8d bundles %llu instructions %llu (exited)\n",
	     gone[i].tid, (unsigned long long) gone[i].bundles,
	     (unsigned long long) gone[i].insns);
  for (struct k1_thread *t = threads; t; t = t->next)
    fprintf (f, "  thread %-8d bundles %llu instructions %llu\n", t->tid,
	     (unsigned long long) t->cpu.bundles,
	     (unsigned long long) t->cpu.insns);
  pthread_mutex_unlock (&threads_lock);
}

/* FN on each live thread, under the threads' lock (for the GDB
   stub: its thread list, and kicking every CPU state).  */
void
k1_threads_each (void (*fn) (struct k1_thread *, void *), void *arg)
{
  pthread_mutex_lock (&threads_lock);
  for (struct k1_thread *t = threads; t; t = t->next)
    fn (t, arg);
  pthread_mutex_unlock (&threads_lock);
}

struct start
{
  struct k1_thread *t;
  uint32_t flags, ptid, ctid;
  sem_t ready;
};

static void *
thread_main (void *arg)
{
  struct start *st = arg;
  struct k1_thread *t = st->t;

  t->tid = t->cpu.tid = gettid ();
  k1_self = t;
  k1_signal_thread_stack (t);
  if (st->flags & K1_CLONE_PARENT_SETTID)
    k1_put32 (st->ptid, t->tid);
  if (st->flags & K1_CLONE_CHILD_SETTID)
    k1_put32 (st->ctid, t->tid);
  if (st->flags & K1_CLONE_CHILD_CLEARTID)
    t->clear_child_tid = st->ctid;
  pthread_mutex_lock (&threads_lock);
  t->next = threads;
  threads = t;
  nthreads++;
  pthread_mutex_unlock (&threads_lock);
  sem_post (&st->ready);	/* ST is gone after this */
  k1_signal_thread_mask (t);
  k1_cpu_loop (t);
}

/* clone with CLONE_VM and CLONE_THREAD: a new thread that returns 0
   from the call on stack NEWSP.  */
long
k1_sys_clone_thread (uint32_t flags, uint32_t newsp, uint32_t ptid,
		     uint32_t ctid, uint32_t tls)
{
  struct k1_thread *self = k1_self, *t;
  struct start st;
  pthread_attr_t attr;
  pthread_t th;
  sigset_t all, old;
  int e;

  if (!(flags & K1_CLONE_SIGHAND) || !(flags & K1_CLONE_VM))
    return -EINVAL;
  if ((flags & K1_CLONE_PARENT_SETTID) && !k1_access_ok (ptid, 4, K1_P_W))
    return -EFAULT;
  t = aligned_alloc (64, (sizeof *t + 63) & ~(size_t) 63);
  if (!t)
    return -ENOMEM;
  memset (t, 0, sizeof *t);
  k1_cpu_init (&t->cpu);
  memcpy (t->cpu.r, self->cpu.r, sizeof t->cpu.r);
  t->cpu.pc = self->cpu.pc;
  /* Not the parent's: that may be a debugger's single step.  */
  t->cpu.bundle_limit = k1_max_bundles;
  t->cpu.r[0] = 0;
  if (newsp)
    t->cpu.r[12] = newsp;
  if (flags & K1_CLONE_SETTLS)
    t->cpu.r[13] = tls;
  t->blocked = self->blocked;
  t->ss_flags = K1_SS_DISABLE;
  k1_trace_threads = 1;

  st.t = t;
  st.flags = flags;
  st.ptid = ptid;
  st.ctid = ctid;
  sem_init (&st.ready, 0, 0);
  pthread_attr_init (&attr);
  pthread_attr_setdetachstate (&attr, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize (&attr, HOST_STACK);
  /* Nothing reaches the new host thread before it knows itself.  */
  sigfillset (&all);
  pthread_sigmask (SIG_SETMASK, &all, &old);
  e = pthread_create (&th, &attr, thread_main, &st);
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  pthread_attr_destroy (&attr);
  if (e != 0)
    {
      k1_cpu_destroy (&t->cpu);
      free (t);
      sem_destroy (&st.ready);
      return -e;
    }
  while (sem_wait (&st.ready) != 0)
    ;
  sem_destroy (&st.ready);
  return t->tid;
}

/* exit: the thread ends; the process with the last one.  */
void
k1_thread_exit (int status)
{
  struct k1_thread *t = k1_self;
  sigset_t all;
  int last;

  pthread_mutex_lock (&threads_lock);
  last = nthreads == 1;
  if (t == leader)
    {
      leader_exited = 1;
      leader_status = status;
    }
  if (last)
    {
      pthread_mutex_unlock (&threads_lock);
      k1_exit (leader_exited ? leader_status : status);
    }
  for (struct k1_thread **p = &threads; *p; p = &(*p)->next)
    if (*p == t)
      {
	*p = t->next;
	break;
      }
  nthreads--;
  if (!retired)
    retired = k1_stats_new ();
  k1_stats_add (retired, &t->cpu);
  if (ngone == gone_size)
    {
      gone_size = gone_size ? 2 * gone_size : 16;
      gone = realloc (gone, gone_size * sizeof *gone);
      if (!gone)
	k1_fatal ("out of memory");
    }
  gone[ngone].tid = t->tid;
  gone[ngone].bundles = t->cpu.bundles;
  gone[ngone++].insns = t->cpu.insns;
  pthread_mutex_unlock (&threads_lock);
  k1_gdb_thread_exit (t);

  /* As the kernel does for CLONE_CHILD_CLEARTID and set_tid_address:
     clear the word and wake one waiter (pthread_join).  */
  if (t->clear_child_tid
      && k1_access_ok (t->clear_child_tid, 4, K1_P_W)
      && !(t->clear_child_tid & 3))
    {
      k1_put32 (t->clear_child_tid, 0);
      syscall (SYS_futex, k1_host (t->clear_child_tid), FUTEX_WAKE, 1,
	       NULL, NULL, 0);
    }
  sigfillset (&all);
  pthread_sigmask (SIG_SETMASK, &all, NULL);
  k1_self = NULL;
  k1_cpu_destroy (&t->cpu);
  free (t->host_altstack);
  if (t != leader)
    free (t);
  pthread_exit (NULL);
}

/* futex and futex_time64: the host's on the same words.  The fourth
   argument is a timeout for the waits, a count (val2) otherwise.  */
long
k1_sys_futex (const uint32_t *a, int is64)
{
  uint32_t uaddr = a[0], uaddr2 = a[4];
  int op = (int) a[1], cmd = op & FUTEX_CMD_MASK;
  struct timespec ts, *tp = NULL;
  void *h2 = NULL;
  long r, timeout;

  if (uaddr & 3)
    return -EINVAL;
  if (!k1_access_ok (uaddr, 4, K1_P_R))
    return -EFAULT;
  switch (cmd)
    {
    case FUTEX_WAIT: case FUTEX_WAIT_BITSET: case FUTEX_LOCK_PI:
#ifdef FUTEX_LOCK_PI2
    case FUTEX_LOCK_PI2:
#endif
    case FUTEX_WAIT_REQUEUE_PI:
      if (a[3])
	{
	  if (is64)
	    {
	      int64_t v[2];
	      if (k1_copy_in (v, a[3], 16))
		return -EFAULT;
	      ts.tv_sec = v[0];
	      ts.tv_nsec = v[1];
	    }
	  else
	    {
	      int32_t v[2];
	      if (k1_copy_in (v, a[3], 8))
		return -EFAULT;
	      ts.tv_sec = v[0];
	      ts.tv_nsec = v[1];
	    }
	  tp = &ts;
	}
      timeout = (long) tp;
      break;
    case FUTEX_WAKE: case FUTEX_WAKE_BITSET: case FUTEX_UNLOCK_PI:
    case FUTEX_TRYLOCK_PI:
      timeout = 0;
      break;
    case FUTEX_REQUEUE: case FUTEX_CMP_REQUEUE: case FUTEX_WAKE_OP:
    case FUTEX_CMP_REQUEUE_PI:
      timeout = (long) a[3];	/* val2 */
      break;
    default:
      return -ENOSYS;
    }
  switch (cmd)
    {
    case FUTEX_REQUEUE: case FUTEX_CMP_REQUEUE: case FUTEX_WAKE_OP:
    case FUTEX_CMP_REQUEUE_PI: case FUTEX_WAIT_REQUEUE_PI:
      if ((uaddr2 & 3))
	return -EINVAL;
      if (cmd == FUTEX_WAKE_OP ? k1_prepare_write (uaddr2, 4) != 0
	  : !k1_access_ok (uaddr2, 4, K1_P_R))
	return -EFAULT;
      h2 = k1_host (uaddr2);
      break;
    }
  r = syscall (SYS_futex, k1_host (uaddr), op, (int) a[2], timeout, h2,
	       (int) a[5]);
  return r < 0 ? -errno : r;
}
