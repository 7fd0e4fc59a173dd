/* k1-linux-run: the remaining system calls that a user-mode emulator
   can give: POSIX timers and message queues, waitid, scheduling,
   pidfds, capabilities, and the administrative calls, which the host
   checks and does (they need the privileges the host gives).
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/swap.h>
#include <sys/syscall.h>
#include <sys/timex.h>
#include <sys/wait.h>
#include <sys/stat.h>
#include <stdio.h>
#include "linux.h"

static long
ret (long r)
{
  return r < 0 ? -errno : r;
}

static const char *
gstr (uint32_t addr, long *err)
{
  long n = k1_strlen (addr, 4096);

  if (n < 0)
    {
      *err = n;
      return NULL;
    }
  return (const char *) k1_host (addr);
}

#define STR(var, addr) \
  long var##_err = 0; const char *var = gstr ((addr), &var##_err); \
  if (!var) return var##_err

/* A guest struct sigevent (64 bytes: sigval, signo, notify, then the
   thread id of SIGEV_THREAD_ID) to the host's.  */
static long
get_sigevent (uint32_t addr, struct sigevent *ev)
{
  uint32_t v[4];

  if (k1_copy_in (v, addr, sizeof v))
    return -EFAULT;
  memset (ev, 0, sizeof *ev);
  ev->sigev_value.sival_ptr = (void *) (uintptr_t) v[0];
  ev->sigev_signo = (int) v[1];
  ev->sigev_notify = (int) v[2];
  if (ev->sigev_notify == SIGEV_THREAD)
    return -EINVAL;		/* the C library makes it SIGEV_THREAD_ID */
  ev->_sigev_un._tid = (int) v[3];
  return 0;
}

/* struct mq_attr: four longs, 32 bits on the guest.  */
static long
get_mq_attr (uint32_t addr, struct mq_attr *at)
{
  int32_t v[4];

  if (k1_copy_in (v, addr, sizeof v))
    return -EFAULT;
  memset (at, 0, sizeof *at);
  at->mq_flags = v[0];
  at->mq_maxmsg = v[1];
  at->mq_msgsize = v[2];
  at->mq_curmsgs = v[3];
  return 0;
}

static long
put_mq_attr (uint32_t addr, const struct mq_attr *at)
{
  int32_t v[8] = { (int32_t) at->mq_flags, (int32_t) at->mq_maxmsg,
		   (int32_t) at->mq_msgsize, (int32_t) at->mq_curmsgs };
  return k1_copy_out (addr, v, sizeof v) ? -EFAULT : 0;
}

static long
sys_timers (uint32_t nr, const uint32_t *a)
{
  struct itimerspec nv, ov;
  struct sigevent ev;
  long e, r;

  switch (nr)
    {
    case K1_NR_timer_create:
      {
	int id;
	if (a[1] && (e = get_sigevent (a[1], &ev)))
	  return e;
	if (k1_prepare_write (a[2], 4) != 0)
	  return -EFAULT;
	r = syscall (SYS_timer_create, (clockid_t) a[0], a[1] ? &ev : NULL, &id);
	if (r < 0)
	  return -errno;
	k1_put32 (a[2], (uint32_t) id);
	return 0;
      }
    case K1_NR_timer_settime: case K1_NR_timer_settime64:
      {
	int is64 = nr == K1_NR_timer_settime64;
	if ((e = k1_get_its (a[2], &nv, is64)))
	  return e;
	if (a[3] && k1_prepare_write (a[3], is64 ? 32 : 16) != 0)
	  return -EFAULT;
	if (syscall (SYS_timer_settime, (int) a[0], (int) a[1], &nv, &ov) != 0)
	  return -errno;
	return a[3] ? k1_put_its (a[3], &ov, is64) : 0;
      }
    case K1_NR_timer_gettime: case K1_NR_timer_gettime64:
      if (syscall (SYS_timer_gettime, (int) a[0], &ov) != 0)
	return -errno;
      return k1_put_its (a[1], &ov, nr == K1_NR_timer_gettime64);
    case K1_NR_timer_getoverrun:
      return ret (syscall (SYS_timer_getoverrun, (int) a[0]));
    case K1_NR_timer_delete:
      return ret (syscall (SYS_timer_delete, (int) a[0]));
    }
  return K1_NOT_HERE;
}

static long
sys_mq (uint32_t nr, const uint32_t *a)
{
  struct mq_attr at, old;
  struct sigevent ev;
  struct timespec ts;
  long e;

  switch (nr)
    {
    case K1_NR_mq_open:
      {
	STR (n, a[0]);
	if (a[3] && (e = get_mq_attr (a[3], &at)))
	  return e;
	return ret (syscall (SYS_mq_open, n, (int) a[1], (mode_t) a[2],
			     a[3] ? &at : NULL));
      }
    case K1_NR_mq_unlink:
      {
	STR (n, a[0]);
	return ret (syscall (SYS_mq_unlink, n));
      }
    case K1_NR_mq_timedsend: case K1_NR_mq_timedsend_time64:
      if (!k1_access_ok (a[1], a[2], K1_P_R))
	return -EFAULT;
      if (a[4] && (e = k1_get_ts (a[4], &ts, nr == K1_NR_mq_timedsend_time64)))
	return e;
      return ret (syscall (SYS_mq_timedsend, (int) a[0], k1_host (a[1]),
			   (size_t) a[2], (unsigned) a[3], a[4] ? &ts : NULL));
    case K1_NR_mq_timedreceive: case K1_NR_mq_timedreceive_time64:
      if (k1_prepare_write (a[1], a[2]) != 0
	  || (a[3] && k1_prepare_write (a[3], 4) != 0))
	return -EFAULT;
      if (a[4]
	  && (e = k1_get_ts (a[4], &ts, nr == K1_NR_mq_timedreceive_time64)))
	return e;
      return ret (syscall (SYS_mq_timedreceive, (int) a[0], k1_host (a[1]),
			   (size_t) a[2], a[3] ? k1_host (a[3]) : NULL,
			   a[4] ? &ts : NULL));
    case K1_NR_mq_notify:
      if (a[1] && (e = get_sigevent (a[1], &ev)))
	return e;
      return ret (syscall (SYS_mq_notify, (int) a[0], a[1] ? &ev : NULL));
    case K1_NR_mq_getsetattr:
      if (a[1] && (e = get_mq_attr (a[1], &at)))
	return e;
      if (a[2] && k1_prepare_write (a[2], 32) != 0)
	return -EFAULT;
      if (syscall (SYS_mq_getsetattr, (int) a[0], a[1] ? &at : NULL, &old) != 0)
	return -errno;
      return a[2] ? put_mq_attr (a[2], &old) : 0;
    }
  return K1_NOT_HERE;
}

static long
sys_sched (uint32_t nr, const uint32_t *a)
{
  struct sched_param sp;
  struct timespec ts;

  switch (nr)
    {
    case K1_NR_sched_setaffinity:
      {
	uint8_t mask[128];
	if (a[1] > sizeof mask)
	  return -EINVAL;
	memset (mask, 0, sizeof mask);
	if (k1_copy_in (mask, a[2], a[1]))
	  return -EFAULT;
	return ret (syscall (SYS_sched_setaffinity, (pid_t) a[0], sizeof mask,
			     mask));
      }
    case K1_NR_sched_getparam:
      if (k1_prepare_write (a[1], 4) != 0)
	return -EFAULT;
      if (sched_getparam ((pid_t) a[0], &sp) != 0)
	return -errno;
      return k1_put32 (a[1], (uint32_t) sp.sched_priority) ? -EFAULT : 0;
    case K1_NR_sched_setparam: case K1_NR_sched_setscheduler:
      {
	uint32_t pr;
	uint32_t p = nr == K1_NR_sched_setparam ? a[1] : a[2];
	if (k1_get32 (p, &pr))
	  return -EFAULT;
	sp.sched_priority = (int) pr;
	if (nr == K1_NR_sched_setparam)
	  return ret (sched_setparam ((pid_t) a[0], &sp));
	return ret (syscall (SYS_sched_setscheduler, (pid_t) a[0], (int) a[1],
			     &sp));
      }
    case K1_NR_sched_getscheduler:
      return ret (sched_getscheduler ((pid_t) a[0]));
    case K1_NR_sched_rr_get_interval:
    case K1_NR_sched_rr_get_interval_time64:
      if (sched_rr_get_interval ((pid_t) a[0], &ts) != 0)
	return -errno;
      return k1_put_ts (a[1], &ts, nr == K1_NR_sched_rr_get_interval_time64);
    case K1_NR_sched_getattr:
      /* struct sched_attr: fixed-size fields.  */
      if (k1_prepare_write (a[1], a[2]) != 0)
	return -EFAULT;
      return ret (syscall (SYS_sched_getattr, (pid_t) a[0], k1_host (a[1]),
			   a[2], a[3]));
    case K1_NR_sched_setattr:
      {
	uint32_t size;
	if (k1_get32 (a[1], &size) || !k1_access_ok (a[1], size ? size : 48,
						    K1_P_R))
	  return -EFAULT;
	return ret (syscall (SYS_sched_setattr, (pid_t) a[0], k1_host (a[1]),
			     a[2]));
      }
    case K1_NR_getcpu:
      {
	unsigned cpu, node;
	if (syscall (SYS_getcpu, &cpu, &node, NULL) != 0)
	  return -errno;
	if ((a[0] && k1_put32 (a[0], cpu)) || (a[1] && k1_put32 (a[1], node)))
	  return -EFAULT;
	return 0;
      }
    case K1_NR_ioprio_get:
      return ret (syscall (SYS_ioprio_get, (int) a[0], (int) a[1]));
    case K1_NR_ioprio_set:
      return ret (syscall (SYS_ioprio_set, (int) a[0], (int) a[1], (int) a[2]));
    }
  return K1_NOT_HERE;
}

/* The administrative calls on paths and integers: the host's.  */
static long
sys_admin (uint32_t nr, const uint32_t *a)
{
  switch (nr)
    {
    case K1_NR_chroot:
      {
	STR (p, a[0]);
	return ret (chroot (p));
      }
    case K1_NR_acct:
      {
	if (!a[0])
	  return ret (acct (NULL));
	STR (p, a[0]);
	return ret (acct (p));
      }
    case K1_NR_mount:
      {
	const char *src = NULL, *type = NULL;
	long err;
	STR (tgt, a[1]);
	if (a[0] && !(src = gstr (a[0], &err)))
	  return err;
	if (a[2] && !(type = gstr (a[2], &err)))
	  return err;
	if (a[4] && !k1_access_ok (a[4], 1, K1_P_R))
	  return -EFAULT;
	return ret (mount (src, tgt, type, a[3], a[4] ? k1_host (a[4]) : NULL));
      }
    case K1_NR_umount2:
      {
	STR (p, a[0]);
	return ret (umount2 (p, (int) a[1]));
      }
    case K1_NR_pivot_root:
      {
	STR (n, a[0]);
	STR (o, a[1]);
	return ret (syscall (SYS_pivot_root, n, o));
      }
    case K1_NR_swapon:
      {
	STR (p, a[0]);
	return ret (swapon (p, (int) a[1]));
      }
    case K1_NR_swapoff:
      {
	STR (p, a[0]);
	return ret (swapoff (p));
      }
    case K1_NR_sethostname: case K1_NR_setdomainname:
      if (!k1_access_ok (a[0], a[1], K1_P_R))
	return -EFAULT;
      return ret ((nr == K1_NR_sethostname ? sethostname : setdomainname)
		  (k1_host (a[0]), a[1]));
    case K1_NR_syslog:
      if (a[2] && k1_prepare_write (a[1], a[2]) != 0)
	return -EFAULT;
      return ret (syscall (SYS_syslog, (int) a[0],
			   a[2] ? k1_host (a[1]) : NULL, (int) a[2]));
    case K1_NR_vhangup: return ret (vhangup ());
    case K1_NR_reboot:
      return ret (syscall (SYS_reboot, (int) a[0], (int) a[1], (int) a[2],
			   NULL));
    case K1_NR_unshare: return ret (unshare ((int) a[0]));
    case K1_NR_setns: return ret (setns ((int) a[0], (int) a[1]));
    case K1_NR_capget: case K1_NR_capset:
      {
	/* A header (version, pid) and data of 2 x 3 words.  */
	if (!k1_access_ok (a[0], 8, K1_P_R)
	    || (a[1] && (nr == K1_NR_capget ? k1_prepare_write (a[1], 24) != 0
			 : !k1_access_ok (a[1], 24, K1_P_R))))
	  return -EFAULT;
	if (k1_prepare_write (a[0], 8) != 0)
	  return -EFAULT;
	return ret (syscall (nr == K1_NR_capget ? SYS_capget : SYS_capset,
			     k1_host (a[0]), a[1] ? k1_host (a[1]) : NULL));
      }
    case K1_NR_clock_settime: case K1_NR_clock_settime64:
      {
	struct timespec ts;
	long e = k1_get_ts (a[1], &ts, nr == K1_NR_clock_settime64);
	if (e)
	  return e;
	return ret (clock_settime ((clockid_t) a[0], &ts));
      }
    case K1_NR_settimeofday:
      {
	struct timeval tv;
	int32_t v[2];
	if (a[0] && k1_copy_in (v, a[0], 8))
	  return -EFAULT;
	tv.tv_sec = v[0];
	tv.tv_usec = v[1];
	return ret (settimeofday (a[0] ? &tv : NULL, NULL));
      }
    }
  return K1_NOT_HERE;
}

/* struct timex of 32-bit longs (adjtimex, clock_adjtime) to and from
   the host's: the fields in order, all one word on the guest.  */
#define TIMEX_WORDS 21
static void
timex_in (const int32_t *g, struct timex *t)
{
  int i = 0;

  memset (t, 0, sizeof *t);
  t->modes = (unsigned) g[i++];
  t->offset = g[i++]; t->freq = g[i++]; t->maxerror = g[i++];
  t->esterror = g[i++]; t->status = g[i++]; t->constant = g[i++];
  t->precision = g[i++]; t->tolerance = g[i++];
  t->time.tv_sec = g[i++]; t->time.tv_usec = g[i++];
  t->tick = g[i++]; t->ppsfreq = g[i++]; t->jitter = g[i++];
  t->shift = g[i++]; t->stabil = g[i++]; t->jitcnt = g[i++];
  t->calcnt = g[i++]; t->errcnt = g[i++]; t->stbcnt = g[i++];
  t->tai = g[i++];
}

static void
timex_out (const struct timex *t, int32_t *g)
{
  int i = 0;

  g[i++] = (int32_t) t->modes;
  g[i++] = t->offset; g[i++] = t->freq; g[i++] = t->maxerror;
  g[i++] = t->esterror; g[i++] = t->status; g[i++] = t->constant;
  g[i++] = t->precision; g[i++] = t->tolerance;
  g[i++] = t->time.tv_sec; g[i++] = t->time.tv_usec;
  g[i++] = t->tick; g[i++] = t->ppsfreq; g[i++] = t->jitter;
  g[i++] = t->shift; g[i++] = t->stabil; g[i++] = t->jitcnt;
  g[i++] = t->calcnt; g[i++] = t->errcnt; g[i++] = t->stbcnt;
  g[i++] = t->tai;
}

/* Calls whose arguments are integers, strings and structures of one
   layout everywhere (fanotify events, file handles, landlock rules,
   the new mount interface, quota blocks, NUMA masks of 32-bit words,
   the 64-bit struct __kernel_timex).  */
static long
sys_passthrough (uint32_t nr, const uint32_t *a)
{
  long err = 0;
  const char *p1 = NULL, *p2 = NULL;

#define OPTSTR(var, addr) \
  do { if ((addr) && !(var = gstr ((addr), &err))) return err; } while (0)
#define BUF(addr, len) \
  ((addr) ? (k1_prepare_write ((addr), (len)) != 0 ? NULL \
	     : k1_host (addr)) : NULL)
  switch (nr)
    {
    case K1_NR_fanotify_init:
      return ret (syscall (SYS_fanotify_init, a[0], a[1]));
    case K1_NR_fanotify_mark:
      OPTSTR (p1, a[5]);
      return ret (syscall (SYS_fanotify_mark, (int) a[0], a[1],
			   (uint64_t) a[2] | (uint64_t) a[3] << 32,
			   (int) a[4], p1));
    case K1_NR_name_to_handle_at:
      {
	uint32_t bytes;
	OPTSTR (p1, a[1]);
	if (k1_get32 (a[2], &bytes) || !BUF (a[2], 8 + bytes)
	    || !BUF (a[3], 4))
	  return -EFAULT;
	return ret (syscall (SYS_name_to_handle_at, (int) a[0], p1,
			     k1_host (a[2]), k1_host (a[3]), (int) a[4]));
      }
    case K1_NR_open_by_handle_at:
      {
	uint32_t bytes;
	if (k1_get32 (a[1], &bytes) || !k1_access_ok (a[1], 8 + bytes, K1_P_R))
	  return -EFAULT;
	return ret (syscall (SYS_open_by_handle_at, (int) a[0], k1_host (a[1]),
			     (int) a[2]));
      }
    case K1_NR_quotactl:
      OPTSTR (p1, a[1]);
      /* The quota structures (if_dqblk, if_dqinfo) are of fixed-size
	 fields; up to 72 bytes.  */
      if (a[3] && !BUF (a[3], 72))
	return -EFAULT;
      return ret (syscall (SYS_quotactl, (int) a[0], p1, (int) a[2],
			   a[3] ? k1_host (a[3]) : NULL));
    case K1_NR_quotactl_fd:
      if (a[3] && !BUF (a[3], 72))
	return -EFAULT;
      return ret (syscall (SYS_quotactl_fd, a[0], a[1], (int) a[2],
			   a[3] ? k1_host (a[3]) : NULL));
    case K1_NR_landlock_create_ruleset:
      if (a[0] && !k1_access_ok (a[0], a[1], K1_P_R))
	return -EFAULT;
      return ret (syscall (SYS_landlock_create_ruleset,
			   a[0] ? k1_host (a[0]) : NULL, (size_t) a[1], a[2]));
    case K1_NR_landlock_add_rule:
      /* struct landlock_path_beneath_attr: a u64 and an s32, packed.  */
      if (!k1_access_ok (a[2], 12, K1_P_R))
	return -EFAULT;
      return ret (syscall (SYS_landlock_add_rule, (int) a[0], (int) a[1],
			   k1_host (a[2]), a[3]));
    case K1_NR_landlock_restrict_self:
      return ret (syscall (SYS_landlock_restrict_self, (int) a[0], a[1]));
    case K1_NR_fsopen:
      OPTSTR (p1, a[0]);
      return ret (syscall (SYS_fsopen, p1, a[1]));
    case K1_NR_fsconfig:
      OPTSTR (p1, a[2]);
      /* VALUE is a string, a path or a binary blob of AUX bytes.  */
      if (a[3] && !k1_access_ok (a[3], a[1] == 2 ? a[4] : 1, K1_P_R))
	return -EFAULT;
      return ret (syscall (SYS_fsconfig, (int) a[0], a[1], p1,
			   a[3] ? k1_host (a[3]) : NULL, (int) a[4]));
    case K1_NR_fsmount:
      return ret (syscall (SYS_fsmount, (int) a[0], a[1], a[2]));
    case K1_NR_fspick:
      OPTSTR (p1, a[1]);
      return ret (syscall (SYS_fspick, (int) a[0], p1, a[2]));
    case K1_NR_move_mount:
      OPTSTR (p1, a[1]);
      OPTSTR (p2, a[3]);
      return ret (syscall (SYS_move_mount, (int) a[0], p1, (int) a[2], p2,
			   a[4]));
    case K1_NR_open_tree:
      OPTSTR (p1, a[1]);
      return ret (syscall (SYS_open_tree, (int) a[0], p1, a[2]));
    case K1_NR_mount_setattr:
      OPTSTR (p1, a[1]);
      if (!k1_access_ok (a[3], a[4], K1_P_R))
	return -EFAULT;
      return ret (syscall (SYS_mount_setattr, (int) a[0], p1, a[2],
			   k1_host (a[3]), (size_t) a[4]));
    case K1_NR_clock_adjtime64:
      if (!BUF (a[1], sizeof (struct timex)))
	return -EFAULT;
      return ret (syscall (SYS_clock_adjtime, (clockid_t) a[0],
			   k1_host (a[1])));
    case K1_NR_adjtimex: case K1_NR_clock_adjtime:
      {
	uint32_t tx = nr == K1_NR_adjtimex ? a[0] : a[1];
	int32_t g[32];
	struct timex t;
	long r;
	if (k1_copy_in (g, tx, sizeof g) || !BUF (tx, sizeof g))
	  return -EFAULT;
	timex_in (g, &t);
	r = nr == K1_NR_adjtimex ? adjtimex (&t)
	    : syscall (SYS_clock_adjtime, (clockid_t) a[0], &t);
	if (r < 0)
	  return -errno;
	timex_out (&t, g);
	k1_copy_out (tx, g, TIMEX_WORDS * 4);
	return r;
      }
    case K1_NR_remap_file_pages:
      if (!k1_access_ok (a[0], a[1], 0))
	return -EINVAL;
      return ret (remap_file_pages (k1_host (a[0]), a[1], (int) a[2], a[3],
				    (int) a[4]));
    }
  return K1_NOT_HERE;
}

/* The key management calls.  For keyctl, which arguments are strings
   (S), buffers the host reads (R) or fills (W) with their length in the
   next argument, by command (linux/keyctl.h numbers).  */
static long
sys_keys (uint32_t nr, const uint32_t *a)
{
  static const char *const kinds[] = {
    [0] = "..", [1] = "S", [2] = ".RL", [3] = "", [4] = "", [5] = "",
    [6] = ".WL", [7] = "", [8] = "", [9] = "", [10] = ".SS",
    [11] = ".WL", [12] = ".RL", [13] = "", [14] = "", [15] = "",
    [16] = "", [17] = ".WL", [18] = "", [19] = "", [21] = "", [22] = "",
  };
  long err = 0;
  const char *p1 = NULL, *p2 = NULL, *p3 = NULL;
  unsigned long h[4];

  switch (nr)
    {
    case K1_NR_add_key:
      OPTSTR (p1, a[0]);
      OPTSTR (p2, a[1]);
      if (a[2] && !k1_access_ok (a[2], a[3], K1_P_R))
	return -EFAULT;
      return ret (syscall (SYS_add_key, p1, p2, a[2] ? k1_host (a[2]) : NULL,
			   (size_t) a[3], (int32_t) a[4]));
    case K1_NR_request_key:
      OPTSTR (p1, a[0]);
      OPTSTR (p2, a[1]);
      OPTSTR (p3, a[2]);
      return ret (syscall (SYS_request_key, p1, p2, p3, (int32_t) a[3]));
    case K1_NR_keyctl:
      {
	const char *k;

	/* Not done: the commands that take iovecs or structures
	   (INSTANTIATE_IOV, DH_COMPUTE, the PKEY_ ones, ...).  */
	if (a[0] >= sizeof kinds / sizeof kinds[0] || !kinds[a[0]])
	  return -EOPNOTSUPP;
	k = kinds[a[0]];
	for (int i = 0; i < 4; i++)
	  {
	    char c = i < (int) strlen (k) ? k[i] : '.';
	    uint32_t v = a[1 + i];
	    const char *str;

	    h[i] = (unsigned long) (long) (int32_t) v;
	    if (c == 'S' && v)
	      {
		if (!(str = gstr (v, &err)))
		  return err;
		h[i] = (unsigned long) str;
	      }
	    else if ((c == 'R' || c == 'W') && v)
	      {
		if (c == 'R' ? !k1_access_ok (v, a[2 + i], K1_P_R)
		    : k1_prepare_write (v, a[2 + i]) != 0)
		  return -EFAULT;
		h[i] = (unsigned long) k1_host (v);
	      }
	    else if (c == 'L')
	      h[i] = v;
	  }
	return ret (syscall (SYS_keyctl, (int) a[0], h[0], h[1], h[2], h[3]));
      }
    }
  return K1_NOT_HERE;
}

/* NUMA policies: node masks are arrays of longs, 32-bit words on the
   guest; a mask of up to 1024 nodes is widened for the host.  */
static long
sys_numa (uint32_t nr, const uint32_t *a)
{
  unsigned long hm[16], hm2[16];
  uint32_t gm[32];

  switch (nr)
    {
    case K1_NR_set_mempolicy: case K1_NR_mbind:
      {
	uint32_t mask = nr == K1_NR_mbind ? a[3] : a[1];
	uint32_t maxnode = nr == K1_NR_mbind ? a[4] : a[2];
	if (maxnode > 1024)
	  return -EINVAL;
	memset (gm, 0, sizeof gm);
	memset (hm, 0, sizeof hm);
	if (mask && k1_copy_in (gm, mask, (maxnode + 31) / 32 * 4))
	  return -EFAULT;
	for (int i = 0; i < 32; i++)
	  hm[i / 2] |= (unsigned long) gm[i] << (32 * (i & 1));
	if (nr == K1_NR_set_mempolicy)
	  return ret (syscall (SYS_set_mempolicy, (int) a[0],
			       mask ? hm : NULL, (unsigned long) maxnode));
	if (!k1_access_ok (a[0], a[1], 0))
	  return -EFAULT;
	return ret (syscall (SYS_mbind, k1_host (a[0]), (unsigned long) a[1],
			     (int) a[2], mask ? hm : NULL,
			     (unsigned long) maxnode, a[5]));
      }
    case K1_NR_get_mempolicy:
      {
	int mode;
	long r;
	if (a[2] > 1024)
	  return -EINVAL;
	memset (hm, 0, sizeof hm);
	r = syscall (SYS_get_mempolicy, &mode, a[1] ? hm : NULL,
		     (unsigned long) a[2], a[3] ? k1_host (a[3]) : NULL, a[4]);
	if (r < 0)
	  return -errno;
	if (a[0] && k1_put32 (a[0], (uint32_t) mode))
	  return -EFAULT;
	for (int i = 0; i < 32; i++)
	  gm[i] = (uint32_t) (hm[i / 2] >> (32 * (i & 1)));
	if (a[1] && k1_copy_out (a[1], gm, (a[2] + 31) / 32 * 4))
	  return -EFAULT;
	return r;
      }
    case K1_NR_move_pages:
      {
	/* Of this process only: another's guest addresses are not ours.  */
	uint32_t n = a[1];
	void **pages;
	long r;
	if ((pid_t) a[0] != 0 && (pid_t) a[0] != getpid ())
	  return -EPERM;
	if (n > 65536)
	  return -E2BIG;
	if ((a[3] && !k1_access_ok (a[3], 4 * n, K1_P_R))
	    || k1_prepare_write (a[4], 4 * n) != 0)
	  return -EFAULT;
	pages = calloc (n ? n : 1, sizeof *pages);
	if (!pages)
	  return -ENOMEM;
	for (uint32_t i = 0; i < n; i++)
	  {
	    uint32_t g;
	    if (k1_get32 (a[2] + 4 * i, &g))
	      {
		free (pages);
		return -EFAULT;
	      }
	    pages[i] = k1_host (g);
	  }
	r = syscall (SYS_move_pages, 0, (unsigned long) n, pages,
		     a[3] ? k1_host (a[3]) : NULL, k1_host (a[4]), (int) a[5]);
	free (pages);
	return ret (r);
      }
    case K1_NR_set_mempolicy_home_node:
      if (!k1_access_ok (a[0], a[1], 0))
	return -EFAULT;
      return ret (syscall (SYS_set_mempolicy_home_node, k1_host (a[0]),
			   (unsigned long) a[1], a[2], a[3]));
    case K1_NR_migrate_pages:
      {
	if (a[1] > 1024)
	  return -EINVAL;
	memset (gm, 0, sizeof gm);
	memset (hm, 0, sizeof hm);
	memset (hm2, 0, sizeof hm2);
	if (k1_copy_in (gm, a[2], (a[1] + 31) / 32 * 4))
	  return -EFAULT;
	for (int i = 0; i < 32; i++)
	  hm[i / 2] |= (unsigned long) gm[i] << (32 * (i & 1));
	memset (gm, 0, sizeof gm);
	if (k1_copy_in (gm, a[3], (a[1] + 31) / 32 * 4))
	  return -EFAULT;
	for (int i = 0; i < 32; i++)
	  hm2[i / 2] |= (unsigned long) gm[i] << (32 * (i & 1));
	return ret (syscall (SYS_migrate_pages, (pid_t) a[0],
			     (unsigned long) a[1], hm, hm2));
      }
    }
  return K1_NOT_HERE;
}

long
k1_sys_misc (uint32_t nr, const uint32_t *a)
{
  long r;

  switch (nr)
    {
    case K1_NR_waitid:
      {
	siginfo_t si;
	struct rusage ru;
	if (a[2] && k1_prepare_write (a[2], K1_sizeof_siginfo_t) != 0)
	  return -EFAULT;
	if (a[4] && k1_prepare_write (a[4], K1_sizeof_rusage) != 0)
	  return -EFAULT;
	memset (&si, 0, sizeof si);
	r = syscall (SYS_waitid, (int) a[0], (int) a[1], &si, (int) a[3],
		     a[4] ? &ru : NULL);
	if (r < 0)
	  return -errno;
	if (a[2])
	  k1_put_siginfo (a[2], &si);
	if (a[4])
	  k1_put_rusage (a[4], &ru);
	return r;
      }
    case K1_NR_membarrier:
      return ret (syscall (SYS_membarrier, (int) a[0], a[1], (int) a[2]));
    case K1_NR_mincore:
      if ((a[0] & (K1_PAGE_SIZE - 1)) || !k1_access_ok (a[0], a[1], 0))
	return -ENOMEM;
      if (k1_prepare_write (a[2], (a[1] + K1_PAGE_SIZE - 1) / K1_PAGE_SIZE)
	  != 0)
	return -EFAULT;
      return ret (mincore (k1_host (a[0]), a[1], k1_host (a[2])));
    case K1_NR_mlock2:
      if (!k1_access_ok (a[0], a[1], 0))
	return -ENOMEM;
      return a[2] & ~1u ? -EINVAL : 0;
    case K1_NR_pidfd_open:
      return ret (syscall (SYS_pidfd_open, (pid_t) a[0], a[1]));
    case K1_NR_pidfd_getfd:
      return ret (syscall (SYS_pidfd_getfd, (int) a[0], (int) a[1], a[2]));
    case K1_NR_pidfd_send_signal:
      if (a[2])
	return -EINVAL;		/* siginfo: use rt_sigqueueinfo */
      return ret (syscall (SYS_pidfd_send_signal, (int) a[0], (int) a[1],
			   NULL, a[3]));
    case K1_NR_execveat:
      {
	/* The file, named as the host names it.  */
	char buf[4200];
	struct stat st;
	STR (p, a[1]);
	if (!*p && (a[4] & AT_EMPTY_PATH))
	  snprintf (buf, sizeof buf, "/proc/self/fd/%d", (int) a[0]);
	else if (*p == '/' || (int32_t) a[0] == AT_FDCWD)
	  snprintf (buf, sizeof buf, "%s", p);
	else
	  snprintf (buf, sizeof buf, "/proc/self/fd/%d/%s", (int) a[0], p);
	if (a[4] & ~(uint32_t) (AT_EMPTY_PATH | AT_SYMLINK_NOFOLLOW))
	  return -EINVAL;
	if ((a[4] & AT_SYMLINK_NOFOLLOW) && *p && lstat (buf, &st) == 0
	    && S_ISLNK (st.st_mode))
	  return -ELOOP;
	return k1_execve_host (buf, a[2], a[3]);
      }
    case K1_NR_futex_waitv:
      {
	/* struct futex_waitv { u64 val, uaddr; u32 flags, reserved; }:
	   the guest addresses made host ones.  */
	uint64_t w[128][3];
	struct timespec ts;
	uint32_t n = a[1];
	if (n == 0 || n > 128 || a[2])
	  return -EINVAL;
	if (k1_copy_in (w, a[0], n * 24))
	  return -EFAULT;
	for (uint32_t i = 0; i < n; i++)
	  {
	    if (w[i][1] > 0xfffffffcu || !k1_access_ok (w[i][1], 4, K1_P_R))
	      return -EFAULT;
	    w[i][1] = (uint64_t) (uintptr_t) k1_host ((uint32_t) w[i][1]);
	  }
	if (a[3] && (r = k1_get_ts (a[3], &ts, 1)))
	  return r;
	return ret (syscall (SYS_futex_waitv, w, n, 0, a[3] ? &ts : NULL,
			     (int) a[4]));
      }
    case K1_NR_kcmp:
      return ret (syscall (SYS_kcmp, (pid_t) a[0], (pid_t) a[1], (int) a[2],
			   (unsigned long) a[3], (unsigned long) a[4]));
    }
  if ((r = sys_timers (nr, a)) != K1_NOT_HERE
      || (r = sys_passthrough (nr, a)) != K1_NOT_HERE
      || (r = sys_numa (nr, a)) != K1_NOT_HERE
      || (r = sys_keys (nr, a)) != K1_NOT_HERE
      || (r = sys_mq (nr, a)) != K1_NOT_HERE
      || (r = sys_sched (nr, a)) != K1_NOT_HERE)
    return r;
  return sys_admin (nr, a);
}
