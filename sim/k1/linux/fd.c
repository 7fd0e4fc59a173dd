/* k1-linux-run: system calls on file descriptors beyond read and
   write: vectored and positioned I/O, space allocation, inotify,
   timerfd, eventfd, epoll, memfd, splice, extended attributes.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   Where the guest structure is the host's (inotify events, timerfd
   and eventfd counters, struct open_how, sched_attr) the call passes
   through; struct itimerspec, epoll_event and iovec are converted.
   A 64-bit argument is a register pair, low word first.  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <sys/xattr.h>
#include "linux.h"

#define PAIR(lo, hi) ((int64_t) ((uint64_t) (lo) | (uint64_t) (hi) << 32))

static long
ret (long r)
{
  return r < 0 ? -errno : r;
}

/* Guest iovecs to host ones, each buffer checked (WRITING: the host
   writes them).  */
long
k1_get_iov (uint32_t addr, uint32_t cnt, struct iovec *iov, int writing)
{
  if (cnt > 1024)
    return -EINVAL;
  for (uint32_t i = 0; i < cnt; i++)
    {
      uint32_t v[2];

      if (k1_copy_in (v, addr + 8 * i, 8))
	return -EFAULT;
      if (writing ? k1_prepare_write (v[0], v[1]) != 0
		  : !k1_access_ok (v[0], v[1], K1_P_R))
	return -EFAULT;
      iov[i].iov_base = k1_host (v[0]);
      iov[i].iov_len = v[1];
    }
  return 0;
}

/* A guest string of at most 4096 bytes, or NULL with *ERR.  */
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

/* struct itimerspec: 4 words (time32) or 4 64-bit words.  */
long
k1_get_its (uint32_t addr, struct itimerspec *its, int is64)
{
  if (is64)
    {
      int64_t v[4];
      if (k1_copy_in (v, addr, sizeof v))
	return -EFAULT;
      its->it_interval.tv_sec = v[0];
      its->it_interval.tv_nsec = v[1];
      its->it_value.tv_sec = v[2];
      its->it_value.tv_nsec = v[3];
    }
  else
    {
      int32_t v[4];
      if (k1_copy_in (v, addr, sizeof v))
	return -EFAULT;
      its->it_interval.tv_sec = v[0];
      its->it_interval.tv_nsec = v[1];
      its->it_value.tv_sec = v[2];
      its->it_value.tv_nsec = v[3];
    }
  return 0;
}

long
k1_put_its (uint32_t addr, const struct itimerspec *its, int is64)
{
  if (is64)
    {
      int64_t v[4] = { its->it_interval.tv_sec, its->it_interval.tv_nsec,
		       its->it_value.tv_sec, its->it_value.tv_nsec };
      return k1_copy_out (addr, v, sizeof v) ? -EFAULT : 0;
    }
  int32_t v[4] = { (int32_t) its->it_interval.tv_sec,
		   (int32_t) its->it_interval.tv_nsec,
		   (int32_t) its->it_value.tv_sec,
		   (int32_t) its->it_value.tv_nsec };
  return k1_copy_out (addr, v, sizeof v) ? -EFAULT : 0;
}

/* The guest's struct epoll_event: events, then the 64-bit data at 8
   (asm-generic alignment; x86-64's host one is packed, 12 bytes).  */
#define GEPOLL 16

static long
sys_epoll_wait (const uint32_t *a, const struct timespec *ts, int ms)
{
  struct epoll_event ev[256];
  uint32_t max = a[2];
  sigset_t hm;
  int have_mask = a[4] != 0;
  long r;

  if ((int32_t) max <= 0)
    return -EINVAL;
  if (max > 256)
    max = 256;
  if (k1_prepare_write (a[1], max * GEPOLL) != 0)
    return -EFAULT;
  if (have_mask && (r = k1_signal_temp_mask (a[4], a[5], &hm)) != 0)
    return r;
  if (ts)
    r = syscall (SYS_epoll_pwait2, (int) a[0], ev, (int) max, ts,
		 have_mask ? &hm : NULL, (size_t) 8);
  else
    r = epoll_pwait ((int) a[0], ev, (int) max, ms, have_mask ? &hm : NULL);
  r = ret (r);
  if (have_mask)
    k1_signal_temp_done (r == -EINTR);
  for (long i = 0; i < r; i++)
    {
      uint8_t b[GEPOLL];
      uint64_t data = ev[i].data.u64;

      memset (b, 0, sizeof b);
      memcpy (b, &ev[i].events, 4);
      memcpy (b + 8, &data, 8);
      k1_copy_out (a[1] + GEPOLL * i, b, GEPOLL);
    }
  return r;
}

static long
sys_xattr (uint32_t nr, const uint32_t *a)
{
  switch (nr)
    {
    case K1_NR_setxattr: case K1_NR_lsetxattr:
      {
	STR (p, a[0]);
	STR (n, a[1]);
	if (!k1_access_ok (a[2], a[3], K1_P_R))
	  return -EFAULT;
	return ret ((nr == K1_NR_setxattr ? setxattr : lsetxattr)
		    (p, n, k1_host (a[2]), a[3], (int) a[4]));
      }
    case K1_NR_fsetxattr:
      {
	STR (n, a[1]);
	if (!k1_access_ok (a[2], a[3], K1_P_R))
	  return -EFAULT;
	return ret (fsetxattr ((int) a[0], n, k1_host (a[2]), a[3],
			       (int) a[4]));
      }
    case K1_NR_getxattr: case K1_NR_lgetxattr:
      {
	STR (p, a[0]);
	STR (n, a[1]);
	if (a[3] && k1_prepare_write (a[2], a[3]) != 0)
	  return -EFAULT;
	return ret ((nr == K1_NR_getxattr ? getxattr : lgetxattr)
		    (p, n, a[3] ? k1_host (a[2]) : NULL, a[3]));
      }
    case K1_NR_fgetxattr:
      {
	STR (n, a[1]);
	if (a[3] && k1_prepare_write (a[2], a[3]) != 0)
	  return -EFAULT;
	return ret (fgetxattr ((int) a[0], n, a[3] ? k1_host (a[2]) : NULL,
			       a[3]));
      }
    case K1_NR_listxattr: case K1_NR_llistxattr:
      {
	STR (p, a[0]);
	if (a[2] && k1_prepare_write (a[1], a[2]) != 0)
	  return -EFAULT;
	return ret ((nr == K1_NR_listxattr ? listxattr : llistxattr)
		    (p, a[2] ? k1_host (a[1]) : NULL, a[2]));
      }
    case K1_NR_flistxattr:
      if (a[2] && k1_prepare_write (a[1], a[2]) != 0)
	return -EFAULT;
      return ret (flistxattr ((int) a[0], a[2] ? k1_host (a[1]) : NULL,
			      a[2]));
    case K1_NR_removexattr: case K1_NR_lremovexattr:
      {
	STR (p, a[0]);
	STR (n, a[1]);
	return ret ((nr == K1_NR_removexattr ? removexattr : lremovexattr)
		    (p, n));
      }
    case K1_NR_fremovexattr:
      {
	STR (n, a[1]);
	return ret (fremovexattr ((int) a[0], n));
      }
    }
  return K1_NOT_HERE;
}

/* A guest loff_t pointer (or 0) for splice and copy_file_range.  */
static long
off_ptr (uint32_t addr, loff_t **p)
{
  *p = NULL;
  if (!addr)
    return 0;
  if (k1_prepare_write (addr, 8) != 0)
    return -EFAULT;
  *p = k1_host (addr);
  return 0;
}

long
k1_sys_fd (uint32_t nr, const uint32_t *a)
{
  struct iovec iov[1024];
  struct itimerspec nv, ov;
  loff_t *o1, *o2;
  long e;

  switch (nr)
    {
    case K1_NR_preadv: case K1_NR_preadv2:
      if ((e = k1_get_iov (a[1], a[2], iov, 1)))
	return e;
      return ret (preadv2 ((int) a[0], iov, (int) a[2], PAIR (a[3], a[4]),
			   nr == K1_NR_preadv2 ? (int) a[5] : 0));
    case K1_NR_pwritev: case K1_NR_pwritev2:
      if ((e = k1_get_iov (a[1], a[2], iov, 0)))
	return e;
      return ret (pwritev2 ((int) a[0], iov, (int) a[2], PAIR (a[3], a[4]),
			    nr == K1_NR_pwritev2 ? (int) a[5] : 0));
    case K1_NR_fallocate:
      return ret (fallocate ((int) a[0], (int) a[1], PAIR (a[2], a[3]),
			     PAIR (a[4], a[5])));
    case K1_NR_sync_file_range:
      return ret (sync_file_range ((int) a[0], PAIR (a[1], a[2]),
				   PAIR (a[3], a[4]), a[5]));
    case K1_NR_readahead:
      return ret (readahead ((int) a[0], PAIR (a[2], a[3]), a[4]));
    case K1_NR_inotify_init1: return ret (inotify_init1 ((int) a[0]));
    case K1_NR_inotify_add_watch:
      {
	STR (p, a[1]);
	return ret (inotify_add_watch ((int) a[0], p, a[2]));
      }
    case K1_NR_inotify_rm_watch:
      return ret (inotify_rm_watch ((int) a[0], (int) a[1]));
    case K1_NR_timerfd_create:
      return ret (timerfd_create ((int) a[0], (int) a[1]));
    case K1_NR_timerfd_settime: case K1_NR_timerfd_settime64:
      {
	int is64 = nr == K1_NR_timerfd_settime64;
	if ((e = k1_get_its (a[2], &nv, is64)))
	  return e;
	if (a[3] && k1_prepare_write (a[3], is64 ? 32 : 16) != 0)
	  return -EFAULT;
	if (timerfd_settime ((int) a[0], (int) a[1], &nv, &ov) != 0)
	  return -errno;
	return a[3] ? k1_put_its (a[3], &ov, is64) : 0;
      }
    case K1_NR_timerfd_gettime: case K1_NR_timerfd_gettime64:
      if (timerfd_gettime ((int) a[0], &ov) != 0)
	return -errno;
      return k1_put_its (a[1], &ov, nr == K1_NR_timerfd_gettime64);
    case K1_NR_eventfd2:
      return ret (syscall (SYS_eventfd2, a[0], (int) a[1]));
    case K1_NR_epoll_create1: return ret (epoll_create1 ((int) a[0]));
    case K1_NR_epoll_ctl:
      {
	struct epoll_event ev;
	uint8_t b[GEPOLL];

	memset (&ev, 0, sizeof ev);
	if (a[3])
	  {
	    if (k1_copy_in (b, a[3], GEPOLL))
	      return -EFAULT;
	    memcpy (&ev.events, b, 4);
	    memcpy (&ev.data.u64, b + 8, 8);
	  }
	return ret (epoll_ctl ((int) a[0], (int) a[1], (int) a[2],
			       a[3] ? &ev : NULL));
      }
    case K1_NR_epoll_pwait:
      return sys_epoll_wait (a, NULL, (int) a[3]);
    case K1_NR_epoll_pwait2:
      {
	struct timespec ts;
	int64_t v[2];
	if (!a[3])
	  return sys_epoll_wait (a, NULL, -1);
	if (k1_copy_in (v, a[3], 16))
	  return -EFAULT;
	ts.tv_sec = v[0];
	ts.tv_nsec = v[1];
	return sys_epoll_wait (a, &ts, 0);
      }
    case K1_NR_memfd_create:
      {
	STR (n, a[0]);
	return ret (memfd_create (n, a[1]));
      }
    case K1_NR_copy_file_range:
      if ((e = off_ptr (a[1], &o1)) || (e = off_ptr (a[3], &o2)))
	return e;
      return ret (copy_file_range ((int) a[0], o1, (int) a[2], o2, a[4],
				   a[5]));
    case K1_NR_splice:
      if ((e = off_ptr (a[1], &o1)) || (e = off_ptr (a[3], &o2)))
	return e;
      return ret (splice ((int) a[0], o1, (int) a[2], o2, a[4], a[5]));
    case K1_NR_tee:
      return ret (tee ((int) a[0], (int) a[1], a[2], a[3]));
    case K1_NR_vmsplice:
      if ((e = k1_get_iov (a[1], a[2], iov, 0)))
	return e;
      return ret (vmsplice ((int) a[0], iov, a[2], a[3]));
    case K1_NR_close_range:
      return ret (syscall (SYS_close_range, a[0], a[1], a[2]));
    case K1_NR_openat2:
      {
	STR (p, a[1]);
	if (!k1_access_ok (a[2], a[3], K1_P_R))
	  return -EFAULT;
	return ret (syscall (SYS_openat2, (int) a[0], p, k1_host (a[2]),
			     (size_t) a[3]));
      }
    }
  return sys_xattr (nr, a);
}
