/* k1-linux-run: sockets, netlink and the interface ioctls.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   Socket addresses, netlink messages (fixed-size fields only) and
   most socket options have one layout on every architecture and pass
   through.  What holds pointers or longs is converted: struct msghdr
   and mmsghdr, control messages (a 32-bit cmsghdr, 4-aligned), the
   old 32-bit timevals of SO_RCVTIMEO, SO_SNDTIMEO and SO_TIMESTAMP,
   struct ifreq (32 bytes on the guest) and ifconf.  */

#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include "linux.h"

/* Guest layouts (ILP32, asm-generic).  */
#define G_MSGHDR 28		/* name, namelen, iov, iovlen, control,
				   controllen, flags */
#define G_MMSGHDR 32
#define G_CMSG_HDR 12
#define G_CMSG_ALIGN(n) (((n) + 3) & ~3u)
#define G_IFREQ 32
#define SO_RCVTIMEO_OLD_ 20
#define SO_SNDTIMEO_OLD_ 21
#define SO_TIMESTAMP_OLD_ 29

static long
ret (long r)
{
  return r < 0 ? -errno : r;
}

/* A guest buffer of LEN bytes the host fills (or reads).  */
static void *
gbuf (uint32_t addr, uint32_t len, int writing)
{
  if (writing ? k1_prepare_write (addr, len) != 0
	      : !k1_access_ok (addr, len, K1_P_R))
    return NULL;
  return k1_host (addr);
}

/* A socket address and its length: ADDR, LENP (a guest socklen_t *
   for the results, or 0).  */
static long
sys_addr_out (int fd, uint32_t addr, uint32_t lenp,
	      int (*fn) (int, struct sockaddr *, socklen_t *))
{
  uint32_t len;
  socklen_t hl;

  if (k1_get32 (lenp, &len))
    return -EFAULT;
  if ((int32_t) len < 0)
    return -EINVAL;
  if (len && !gbuf (addr, len, 1))
    return -EFAULT;
  hl = len;
  if (fn (fd, len ? k1_host (addr) : NULL, &hl) != 0)
    return -errno;
  return k1_put32 (lenp, hl) ? -EFAULT : 0;
}

static int
h_getsockname (int fd, struct sockaddr *a, socklen_t *l)
{
  return getsockname (fd, a, l);
}

static int
h_getpeername (int fd, struct sockaddr *a, socklen_t *l)
{
  return getpeername (fd, a, l);
}

/* Guest control messages at ADDR (LEN bytes) to host ones in BUF.  */
static long
cmsg_in (uint32_t addr, uint32_t len, uint8_t *buf, size_t size,
	 size_t *hlen)
{
  uint32_t off = 0;
  size_t h = 0;

  while (off + G_CMSG_HDR <= len)
    {
      uint32_t clen, level, type;
      struct cmsghdr *c = (struct cmsghdr *) (buf + h);

      if (k1_get32 (addr + off, &clen) || k1_get32 (addr + off + 4, &level)
	  || k1_get32 (addr + off + 8, &type))
	return -EFAULT;
      if (clen < G_CMSG_HDR || off + clen > len)
	return -EINVAL;
      if (h + CMSG_SPACE (clen - G_CMSG_HDR) > size)
	return -ENOBUFS;
      c->cmsg_len = CMSG_LEN (clen - G_CMSG_HDR);
      c->cmsg_level = (int) level;
      c->cmsg_type = (int) type;
      if (k1_copy_in (CMSG_DATA (c), addr + off + G_CMSG_HDR,
		      clen - G_CMSG_HDR))
	return -EFAULT;
      h += CMSG_SPACE (clen - G_CMSG_HDR);
      off += G_CMSG_ALIGN (clen);
    }
  *hlen = h;
  return 0;
}

/* Host control messages of MH to the guest's at ADDR (room: LEN);
   returns the guest length, and sets MSG_CTRUNC in *FLAGS.  */
static uint32_t
cmsg_out (struct msghdr *mh, uint32_t addr, uint32_t len, int *flags)
{
  uint32_t off = 0;

  for (struct cmsghdr *c = CMSG_FIRSTHDR (mh); c; c = CMSG_NXTHDR (mh, c))
    {
      const uint8_t *data = CMSG_DATA (c);
      uint32_t dlen = c->cmsg_len - CMSG_LEN (0);
      int32_t tv[2];
      uint32_t hdr[3];

      if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SO_TIMESTAMP_OLD_)
	{
	  const struct timeval *t = (const struct timeval *) data;
	  tv[0] = (int32_t) t->tv_sec;
	  tv[1] = (int32_t) t->tv_usec;
	  data = (const uint8_t *) tv;
	  dlen = 8;
	}
      if (off + G_CMSG_HDR + dlen > len)
	{
	  *flags |= MSG_CTRUNC;
	  break;
	}
      hdr[0] = G_CMSG_HDR + dlen;
      hdr[1] = c->cmsg_level;
      hdr[2] = c->cmsg_type;
      k1_copy_out (addr + off, hdr, G_CMSG_HDR);
      k1_copy_out (addr + off + G_CMSG_HDR, data, dlen);
      off += G_CMSG_ALIGN (G_CMSG_HDR + dlen);
      if (off > len)
	off = len;
    }
  return off;
}

/* One guest msghdr at ADDR made a host one, using IOV and CBUF.  */
struct hmsg
{
  struct msghdr mh;
  struct iovec iov[1024];
  uint8_t cbuf[4096];
  uint32_t g[7];
};

static long
msg_in (uint32_t addr, struct hmsg *m, int receiving)
{
  long e;
  size_t clen = 0;

  if (k1_copy_in (m->g, addr, G_MSGHDR))
    return -EFAULT;
  memset (&m->mh, 0, sizeof m->mh);
  if (m->g[0] && m->g[1] && !gbuf (m->g[0], m->g[1], receiving))
    return -EFAULT;
  m->mh.msg_name = m->g[0] ? k1_host (m->g[0]) : NULL;
  m->mh.msg_namelen = m->g[1];
  if ((e = k1_get_iov (m->g[2], m->g[3], m->iov, receiving)))
    return e;
  m->mh.msg_iov = m->iov;
  m->mh.msg_iovlen = m->g[3];
  if (receiving)
    {
      if (m->g[4] && m->g[5] && !gbuf (m->g[4], m->g[5], 1))
	return -EFAULT;
      clen = m->g[5] ? sizeof m->cbuf : 0;
    }
  else if (m->g[4] && m->g[5]
	   && (e = cmsg_in (m->g[4], m->g[5], m->cbuf, sizeof m->cbuf, &clen)))
    return e;
  m->mh.msg_control = clen ? m->cbuf : NULL;
  m->mh.msg_controllen = clen;
  m->mh.msg_flags = (int) m->g[6];
  return 0;
}

/* After recvmsg: the lengths and flags back into the guest msghdr.  */
static void
msg_out (uint32_t addr, struct hmsg *m)
{
  int flags = m->mh.msg_flags;
  uint32_t clen = 0;

  if (m->g[4] && m->g[5] && m->mh.msg_controllen)
    clen = cmsg_out (&m->mh, m->g[4], m->g[5], &flags);
  k1_put32 (addr + 4, m->mh.msg_namelen);
  k1_put32 (addr + 20, clen);
  k1_put32 (addr + 24, (uint32_t) flags);
}

static long
sys_sockopt (uint32_t nr, const uint32_t *a)
{
  int fd = (int) a[0], level = (int) a[1], name = (int) a[2];
  int oldtv = level == SOL_SOCKET
	      && (name == SO_RCVTIMEO_OLD_ || name == SO_SNDTIMEO_OLD_);

  if (nr == K1_NR_setsockopt)
    {
      if (oldtv)
	{
	  int32_t v[2];
	  struct timeval tv;
	  if (a[4] < 8)
	    return -EINVAL;
	  if (k1_copy_in (v, a[3], 8))
	    return -EFAULT;
	  tv.tv_sec = v[0];
	  tv.tv_usec = v[1];
	  return ret (setsockopt (fd, level, name, &tv, sizeof tv));
	}
      if (a[4] && !gbuf (a[3], a[4], 0))
	return -EFAULT;
      return ret (setsockopt (fd, level, name, a[4] ? k1_host (a[3]) : NULL,
			      a[4]));
    }
  else
    {
      uint32_t len;
      socklen_t hl;

      if (k1_get32 (a[4], &len))
	return -EFAULT;
      if ((int32_t) len < 0)
	return -EINVAL;
      if (oldtv)
	{
	  struct timeval tv;
	  int32_t v[2];
	  hl = sizeof tv;
	  if (getsockopt (fd, level, name, &tv, &hl) != 0)
	    return -errno;
	  v[0] = (int32_t) tv.tv_sec;
	  v[1] = (int32_t) tv.tv_usec;
	  if (len > 8)
	    len = 8;
	  if (k1_copy_out (a[3], v, len))
	    return -EFAULT;
	  return k1_put32 (a[4], len) ? -EFAULT : 0;
	}
      if (len && !gbuf (a[3], len, 1))
	return -EFAULT;
      hl = len;
      if (getsockopt (fd, level, name, len ? k1_host (a[3]) : NULL, &hl) != 0)
	return -errno;
      return k1_put32 (a[4], hl) ? -EFAULT : 0;
    }
}

static long
sys_mmsg (uint32_t nr, const uint32_t *a, const struct timespec *ts)
{
  static __thread struct hmsg m[8];
  struct mmsghdr hm[8];
  uint32_t n = a[2] > 8 ? 8 : a[2];
  long e, r;

  for (uint32_t i = 0; i < n; i++)
    {
      if ((e = msg_in (a[1] + G_MMSGHDR * i, &m[i], nr != K1_NR_sendmmsg)))
	return e;
      hm[i].msg_hdr = m[i].mh;
      hm[i].msg_len = 0;
    }
  if (nr == K1_NR_sendmmsg)
    r = sendmmsg ((int) a[0], hm, n, (int) a[3]);
  else
    r = recvmmsg ((int) a[0], hm, n, (int) a[3], (struct timespec *) ts);
  if (r < 0)
    return -errno;
  for (long i = 0; i < r; i++)
    {
      if (nr != K1_NR_sendmmsg)
	{
	  m[i].mh = hm[i].msg_hdr;
	  msg_out (a[1] + G_MMSGHDR * i, &m[i]);
	}
      k1_put32 (a[1] + G_MMSGHDR * i + G_MSGHDR, hm[i].msg_len);
    }
  return r;
}

long
k1_sys_net (uint32_t nr, const uint32_t *a)
{
  static __thread struct hmsg m;
  long e, r;

  switch (nr)
    {
    case K1_NR_socket:
      return ret (socket ((int) a[0], (int) a[1], (int) a[2]));
    case K1_NR_socketpair:
      {
	int sv[2];
	if (k1_prepare_write (a[3], 8) != 0)
	  return -EFAULT;
	if (socketpair ((int) a[0], (int) a[1], (int) a[2], sv) != 0)
	  return -errno;
	return k1_copy_out (a[3], sv, 8) ? -EFAULT : 0;
      }
    case K1_NR_bind: case K1_NR_connect:
      if (a[2] && !gbuf (a[1], a[2], 0))
	return -EFAULT;
      return ret ((nr == K1_NR_bind ? bind : connect)
		  ((int) a[0], k1_host (a[1]), a[2]));
    case K1_NR_listen: return ret (listen ((int) a[0], (int) a[1]));
    case K1_NR_accept: case K1_NR_accept4:
      {
	uint32_t len = 0;
	socklen_t hl;
	if (a[1] && (k1_get32 (a[2], &len) || !gbuf (a[1], len, 1)))
	  return -EFAULT;
	hl = len;
	r = accept4 ((int) a[0], a[1] ? k1_host (a[1]) : NULL,
		     a[1] ? &hl : NULL, nr == K1_NR_accept4 ? (int) a[3] : 0);
	if (r < 0)
	  return -errno;
	if (a[1])
	  k1_put32 (a[2], hl);
	return r;
      }
    case K1_NR_getsockname:
      return sys_addr_out ((int) a[0], a[1], a[2], h_getsockname);
    case K1_NR_getpeername:
      return sys_addr_out ((int) a[0], a[1], a[2], h_getpeername);
    case K1_NR_sendto:
      if (!gbuf (a[1], a[2], 0) || (a[4] && a[5] && !gbuf (a[4], a[5], 0)))
	return -EFAULT;
      return ret (sendto ((int) a[0], k1_host (a[1]), a[2], (int) a[3],
			  a[4] ? k1_host (a[4]) : NULL, a[5]));
    case K1_NR_recvfrom:
      {
	uint32_t len = 0;
	socklen_t hl;
	if (!gbuf (a[1], a[2], 1))
	  return -EFAULT;
	if (a[4] && (k1_get32 (a[5], &len) || !gbuf (a[4], len, 1)))
	  return -EFAULT;
	hl = len;
	r = recvfrom ((int) a[0], k1_host (a[1]), a[2], (int) a[3],
		      a[4] ? k1_host (a[4]) : NULL, a[4] ? &hl : NULL);
	if (r < 0)
	  return -errno;
	if (a[4])
	  k1_put32 (a[5], hl);
	return r;
      }
    case K1_NR_setsockopt: case K1_NR_getsockopt:
      return sys_sockopt (nr, a);
    case K1_NR_shutdown: return ret (shutdown ((int) a[0], (int) a[1]));
    case K1_NR_sendmsg:
      if ((e = msg_in (a[1], &m, 0)))
	return e;
      return ret (sendmsg ((int) a[0], &m.mh, (int) a[2]));
    case K1_NR_recvmsg:
      if ((e = msg_in (a[1], &m, 1)))
	return e;
      r = recvmsg ((int) a[0], &m.mh, (int) a[2]);
      if (r < 0)
	return -errno;
      msg_out (a[1], &m);
      return r;
    case K1_NR_sendmmsg:
      return sys_mmsg (nr, a, NULL);
    case K1_NR_recvmmsg: case K1_NR_recvmmsg_time64:
      {
	struct timespec ts;
	if (a[4])
	  {
	    if (nr == K1_NR_recvmmsg_time64)
	      {
		int64_t v[2];
		if (k1_copy_in (v, a[4], 16))
		  return -EFAULT;
		ts.tv_sec = v[0];
		ts.tv_nsec = v[1];
	      }
	    else
	      {
		int32_t v[2];
		if (k1_copy_in (v, a[4], 8))
		  return -EFAULT;
		ts.tv_sec = v[0];
		ts.tv_nsec = v[1];
	      }
	  }
	return sys_mmsg (nr, a, a[4] ? &ts : NULL);
      }
    }
  return K1_NOT_HERE;
}

/* The interface ioctls: a guest ifreq is 16 bytes of name and 16 of
   union (an address, flags, an index, the MTU...), where the host's
   union is 24 bytes.  */
long
k1_sys_ifioctl (int fd, uint32_t req, uint32_t arg)
{
  switch (req)
    {
    case SIOCGIFNAME: case SIOCGIFINDEX: case SIOCGIFFLAGS:
    case SIOCSIFFLAGS: case SIOCGIFADDR: case SIOCGIFDSTADDR:
    case SIOCGIFBRDADDR: case SIOCGIFNETMASK: case SIOCGIFMTU:
    case SIOCGIFHWADDR: case SIOCGIFTXQLEN: case SIOCGIFMETRIC:
      {
	struct ifreq ifr;

	memset (&ifr, 0, sizeof ifr);
	if (k1_copy_in (&ifr, arg, G_IFREQ))
	  return -EFAULT;
	if (k1_prepare_write (arg, G_IFREQ) != 0)
	  return -EFAULT;
	if (ioctl (fd, req, &ifr) != 0)
	  return -errno;
	return k1_copy_out (arg, &ifr, G_IFREQ) ? -EFAULT : 0;
      }
    case SIOCGIFCONF:
      {
	/* struct ifconf { int len; char *buf; } of 32-byte ifreqs.  */
	uint32_t g[2];
	struct ifconf ic;
	struct ifreq *h;
	int n;

	if (k1_copy_in (g, arg, 8))
	  return -EFAULT;
	if ((int32_t) g[0] < 0)
	  return -EINVAL;
	n = (int) (g[0] / G_IFREQ);
	if (g[1] && k1_prepare_write (g[1], n * G_IFREQ) != 0)
	  return -EFAULT;
	h = calloc (n ? n : 1, sizeof *h);
	if (!h)
	  return -ENOMEM;
	ic.ifc_len = n * (int) sizeof *h;
	ic.ifc_req = g[1] ? h : NULL;
	if (ioctl (fd, SIOCGIFCONF, &ic) != 0)
	  {
	    free (h);
	    return -errno;
	  }
	n = ic.ifc_len / (int) sizeof *h;
	if (g[1])
	  for (int i = 0; i < n; i++)
	    k1_copy_out (g[1] + G_IFREQ * i, &h[i], G_IFREQ);
	free (h);
	return k1_put32 (arg, n * G_IFREQ) ? -EFAULT : 0;
      }
    case FIONBIO: case SIOCATMARK: case TIOCOUTQ:
      {
	int v;
	if (k1_copy_in (&v, arg, 4))
	  return -EFAULT;
	if (ioctl (fd, req, &v) != 0)
	  return -errno;
	return k1_copy_out (arg, &v, 4) ? -EFAULT : 0;
      }
    }
  return -ENOTTY;
}
