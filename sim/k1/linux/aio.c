/* k1-linux-run: Linux native asynchronous I/O (io_setup ...).
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   struct iocb and io_event have one layout everywhere, but an iocb
   holds a guest buffer address (or the address of guest iovecs) and
   an io_event gives back the iocb's address.  So each submitted iocb
   is copied into a request of the host's, with host addresses, whose
   aio_data points back to the request; a completion gives the guest
   its own aio_data and iocb address.  The guest's aio_context_t is a
   32-bit long: it is an index into a table of host contexts.  */

#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/aio_abi.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include "linux.h"

#define MAX_CTX 64

struct req
{
  struct iocb h;		/* what the host runs */
  uint32_t giocb;		/* the guest's iocb */
  uint64_t gdata;		/* its aio_data */
  struct iovec *iov;		/* PREADV, PWRITEV */
  struct req *next;
};

static struct ctx
{
  aio_context_t host;		/* 0: free */
  struct req *reqs;		/* submitted, not reaped */
} ctxs[MAX_CTX];
static pthread_mutex_t aio_lock = PTHREAD_MUTEX_INITIALIZER;

static struct ctx *
ctx_of (uint32_t id)
{
  return id >= 1 && id <= MAX_CTX && ctxs[id - 1].host ? &ctxs[id - 1]
	 : NULL;
}

/* A request for the guest iocb at ADDR.  */
static long
make_req (uint32_t addr, struct req **out)
{
  struct req *r = calloc (1, sizeof *r);
  long e;

  if (!r)
    return -EAGAIN;
  if (k1_copy_in (&r->h, addr, sizeof r->h))
    {
      free (r);
      return -EFAULT;
    }
  r->giocb = addr;
  r->gdata = r->h.aio_data;
  r->h.aio_data = (uint64_t) (uintptr_t) r;
  switch (r->h.aio_lio_opcode)
    {
    case IOCB_CMD_PREAD: case IOCB_CMD_PWRITE:
      if (r->h.aio_buf > 0xffffffffu || r->h.aio_nbytes > 0xffffffffu
	  || (r->h.aio_lio_opcode == IOCB_CMD_PREAD
	      ? k1_prepare_write (r->h.aio_buf, r->h.aio_nbytes) != 0
	      : !k1_access_ok (r->h.aio_buf, r->h.aio_nbytes, K1_P_R)))
	{
	  free (r);
	  return -EFAULT;
	}
      r->h.aio_buf = (uint64_t) (uintptr_t) k1_host (r->h.aio_buf);
      break;
    case IOCB_CMD_PREADV: case IOCB_CMD_PWRITEV:
      r->iov = calloc (r->h.aio_nbytes ? r->h.aio_nbytes : 1,
		       sizeof *r->iov);
      if (!r->iov || r->h.aio_nbytes > 1024)
	{
	  free (r->iov);
	  free (r);
	  return -EINVAL;
	}
      if ((e = k1_get_iov ((uint32_t) r->h.aio_buf, r->h.aio_nbytes, r->iov,
			   r->h.aio_lio_opcode == IOCB_CMD_PREADV)))
	{
	  free (r->iov);
	  free (r);
	  return e;
	}
      r->h.aio_buf = (uint64_t) (uintptr_t) r->iov;
      break;
    case IOCB_CMD_FSYNC: case IOCB_CMD_FDSYNC: case IOCB_CMD_POLL:
    case IOCB_CMD_NOOP:
      break;
    default:
      free (r);
      return -EINVAL;
    }
  *out = r;
  return 0;
}

static void
free_req (struct ctx *c, struct req *r)
{
  for (struct req **p = &c->reqs; *p; p = &(*p)->next)
    if (*p == r)
      {
	*p = r->next;
	break;
      }
  free (r->iov);
  free (r);
}

/* Completions of host requests made the guest's io_events at ADDR.  */
static void
events_out (struct ctx *c, uint32_t addr, const struct io_event *ev, long n)
{
  for (long i = 0; i < n; i++)
    {
      struct req *r = (struct req *) (uintptr_t) ev[i].data;
      struct io_event g = ev[i];

      g.data = r->gdata;
      g.obj = r->giocb;
      k1_copy_out (addr + i * sizeof g, &g, sizeof g);
      free_req (c, r);
    }
}

static long
sys_getevents (uint32_t nr, const uint32_t *a)
{
  struct io_event ev[64];
  struct timespec ts;
  struct ctx *c;
  long n = a[2] > 64 ? 64 : (long) a[2], r, e;
  sigset_t hm;
  uint32_t mask = 0, msize = 0;
  int have_mask = 0;

  if ((int32_t) a[1] < 0 || (int32_t) a[2] < 0 || a[1] > a[2])
    return -EINVAL;
  if (k1_prepare_write (a[3], n * sizeof *ev) != 0)
    return -EFAULT;
  if (a[4] && (e = k1_get_ts (a[4], &ts, nr == K1_NR_io_pgetevents_time64)))
    return e;
  if (nr != K1_NR_io_getevents && a[5])
    {
      /* struct __aio_sigset { const sigset_t *sigmask; size_t size; }  */
      if (k1_get32 (a[5], &mask) || k1_get32 (a[5] + 4, &msize))
	return -EFAULT;
      if (mask && (e = k1_signal_temp_mask (mask, msize, &hm)))
	return e;
      have_mask = mask != 0;
    }
  pthread_mutex_lock (&aio_lock);
  c = ctx_of (a[0]);
  pthread_mutex_unlock (&aio_lock);
  if (!c)
    {
      if (have_mask)
	k1_signal_temp_done (0);
      return -EINVAL;
    }
  if (have_mask)
    {
      struct { const sigset_t *m; size_t s; } us = { &hm, 8 };
      r = syscall (SYS_io_pgetevents, c->host, (long) a[1], n, ev,
		   a[4] ? &ts : NULL, &us);
    }
  else
    r = syscall (SYS_io_getevents, c->host, (long) a[1], n, ev,
		 a[4] ? &ts : NULL);
  r = r < 0 ? -errno : r;
  if (have_mask)
    k1_signal_temp_done (r == -EINTR);
  if (r > 0)
    {
      pthread_mutex_lock (&aio_lock);
      events_out (c, a[3], ev, r);
      pthread_mutex_unlock (&aio_lock);
    }
  return r;
}

long
k1_sys_aio (uint32_t nr, const uint32_t *a)
{
  struct ctx *c;
  long r = 0;

  switch (nr)
    {
    case K1_NR_io_setup:
      {
	aio_context_t h = 0;
	uint32_t cur;
	int slot = -1;
	if (k1_get32 (a[1], &cur) || k1_prepare_write (a[1], 4) != 0)
	  return -EFAULT;
	if (cur != 0)
	  return -EINVAL;
	if (syscall (SYS_io_setup, a[0], &h) != 0)
	  return -errno;
	pthread_mutex_lock (&aio_lock);
	for (int i = 0; i < MAX_CTX && slot < 0; i++)
	  if (!ctxs[i].host)
	    slot = i;
	if (slot >= 0)
	  ctxs[slot].host = h;
	pthread_mutex_unlock (&aio_lock);
	if (slot < 0)
	  {
	    syscall (SYS_io_destroy, h);
	    return -EAGAIN;
	  }
	k1_put32 (a[1], slot + 1);
	return 0;
      }
    case K1_NR_io_destroy:
      pthread_mutex_lock (&aio_lock);
      if (!(c = ctx_of (a[0])))
	r = -EINVAL;
      else
	{
	  /* The host waits for what is in flight, then the requests
	     are gone.  */
	  r = syscall (SYS_io_destroy, c->host) < 0 ? -errno : 0;
	  while (c->reqs)
	    free_req (c, c->reqs);
	  c->host = 0;
	}
      pthread_mutex_unlock (&aio_lock);
      return r;
    case K1_NR_io_submit:
      {
	long n = (int32_t) a[1], done;
	if (n < 0)
	  return -EINVAL;
	pthread_mutex_lock (&aio_lock);
	if (!(c = ctx_of (a[0])))
	  {
	    pthread_mutex_unlock (&aio_lock);
	    return -EINVAL;
	  }
	for (done = 0; done < n; done++)
	  {
	    uint32_t g;
	    struct req *q;
	    struct iocb *hp;
	    if (k1_get32 (a[2] + 4 * done, &g))
	      {
		r = -EFAULT;
		break;
	      }
	    if ((r = make_req (g, &q)))
	      break;
	    hp = &q->h;
	    q->next = c->reqs;
	    c->reqs = q;
	    if (syscall (SYS_io_submit, c->host, 1L, &hp) != 1)
	      {
		r = -errno;
		free_req (c, q);
		break;
	      }
	  }
	pthread_mutex_unlock (&aio_lock);
	return done ? done : r;
      }
    case K1_NR_io_cancel:
      {
	struct io_event ev;
	struct req *q = NULL;
	if (k1_prepare_write (a[2], sizeof ev) != 0)
	  return -EFAULT;
	pthread_mutex_lock (&aio_lock);
	if ((c = ctx_of (a[0])))
	  for (q = c->reqs; q && q->giocb != a[1]; q = q->next)
	    ;
	if (!c || !q)
	  r = -EINVAL;
	else if (syscall (SYS_io_cancel, c->host, &q->h, &ev) != 0)
	  r = -errno;
	else
	  events_out (c, a[2], &ev, 1);
	pthread_mutex_unlock (&aio_lock);
	return r;
      }
    case K1_NR_io_getevents: case K1_NR_io_pgetevents:
    case K1_NR_io_pgetevents_time64:
      return sys_getevents (nr, a);
    }
  return K1_NOT_HERE;
}
