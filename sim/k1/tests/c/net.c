/* host-compare: built for the host too; the outputs must be equal.
   Sockets: a local stream pair with sendmsg/recvmsg and an
   SCM_RIGHTS file descriptor, a UDP exchange on the loopback with
   sendto/recvfrom, getsockname, socket options (including the
   32-bit SO_RCVTIMEO), sendmmsg/recvmmsg; then the interfaces through
   if_nameindex (netlink or SIOCGIFCONF), SIOCGIFINDEX, SIOCGIFFLAGS
   the netlink RTM_GETLINK dump that getifaddrs makes (this C library
   is configured without getifaddrs).  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <net/if.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#define SHOW(name, expr) do { long r_ = (long) (expr); \
  printf ("%s = %ld%s%s\n", name, r_, r_ < 0 ? " " : "", \
	  r_ < 0 ? strerror (errno) : ""); } while (0)

int
main (void)
{
  int sv[2];
  SHOW ("socketpair", socketpair (AF_UNIX, SOCK_STREAM, 0, sv));

  /* sendmsg with an fd, recvmsg gets a working copy of it.  */
  int pfd[2];
  pipe (pfd);
  char data[] = "msg";
  struct iovec iov = { data, 3 };
  union { struct cmsghdr h; char b[CMSG_SPACE (sizeof (int))]; } ctl;
  struct msghdr mh = { 0 };
  mh.msg_iov = &iov;
  mh.msg_iovlen = 1;
  mh.msg_control = ctl.b;
  mh.msg_controllen = sizeof ctl.b;
  struct cmsghdr *c = CMSG_FIRSTHDR (&mh);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN (sizeof (int));
  memcpy (CMSG_DATA (c), &pfd[1], sizeof (int));
  SHOW ("sendmsg", sendmsg (sv[0], &mh, 0));
  char rb[8] = { 0 };
  union { struct cmsghdr h; char b[64]; } rctl;
  struct iovec riov = { rb, sizeof rb };
  struct msghdr rh = { 0 };
  rh.msg_iov = &riov;
  rh.msg_iovlen = 1;
  rh.msg_control = rctl.b;
  rh.msg_controllen = sizeof rctl.b;
  SHOW ("recvmsg", recvmsg (sv[1], &rh, 0));
  printf ("data %s flags %d\n", rb, rh.msg_flags);
  struct cmsghdr *rc = CMSG_FIRSTHDR (&rh);
  int got = -1;
  printf ("cmsg %d %d %d\n", rc != NULL, rc ? rc->cmsg_level : -1,
	  rc ? rc->cmsg_type : -1);
  if (rc)
    memcpy (&got, CMSG_DATA (rc), sizeof got);
  SHOW ("write passed fd", write (got, "p", 1));
  char pb = 0;
  read (pfd[0], &pb, 1);
  printf ("through passed fd: %c\n", pb);

  /* UDP on the loopback.  */
  int u1 = socket (AF_INET, SOCK_DGRAM, 0), u2 = socket (AF_INET, SOCK_DGRAM, 0);
  struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = 0 };
  sa.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  SHOW ("bind", bind (u1, (struct sockaddr *) &sa, sizeof sa));
  socklen_t sl = sizeof sa;
  SHOW ("getsockname", getsockname (u1, (struct sockaddr *) &sa, &sl));
  printf ("family %d len %d addr %s port>0 %d\n", sa.sin_family, (int) sl,
	  inet_ntoa (sa.sin_addr), ntohs (sa.sin_port) > 0);
  SHOW ("sendto", sendto (u2, "udp!", 4, 0, (struct sockaddr *) &sa, sizeof sa));
  struct sockaddr_in from;
  socklen_t fl = sizeof from;
  memset (rb, 0, sizeof rb);
  SHOW ("recvfrom", recvfrom (u1, rb, sizeof rb, 0, (struct sockaddr *) &from, &fl));
  printf ("got %s from %s\n", rb, inet_ntoa (from.sin_addr));

  /* Options.  */
  int one = 1, v = 0;
  socklen_t vl = sizeof v;
  SHOW ("setsockopt", setsockopt (u1, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one));
  SHOW ("getsockopt", getsockopt (u1, SOL_SOCKET, SO_REUSEADDR, &v, &vl));
  printf ("reuseaddr %d len %d\n", v != 0, (int) vl);
  struct timeval tv = { 0, 200000 }, tv2 = { 0, 0 };
  socklen_t tl = sizeof tv2;
  SHOW ("SO_RCVTIMEO", setsockopt (u1, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv));
  SHOW ("get SO_RCVTIMEO", getsockopt (u1, SOL_SOCKET, SO_RCVTIMEO, &tv2, &tl));
  printf ("timeout %ld.%06ld len %d\n", (long) tv2.tv_sec, (long) tv2.tv_usec,
	  (int) tl == (int) sizeof tv2);
  errno = 0;
  SHOW ("recv timeout", recv (u1, rb, sizeof rb, 0));

  /* sendmmsg / recvmmsg.  */
  struct mmsghdr mm[2];
  struct iovec mi[2] = { { "one", 3 }, { "two", 3 } };
  memset (mm, 0, sizeof mm);
  for (int i = 0; i < 2; i++)
    {
      mm[i].msg_hdr.msg_iov = &mi[i];
      mm[i].msg_hdr.msg_iovlen = 1;
      mm[i].msg_hdr.msg_name = &sa;
      mm[i].msg_hdr.msg_namelen = sizeof sa;
    }
  SHOW ("sendmmsg", sendmmsg (u2, mm, 2, 0));
  char b1[8] = { 0 }, b2[8] = { 0 };
  struct iovec ri[2] = { { b1, 8 }, { b2, 8 } };
  memset (mm, 0, sizeof mm);
  for (int i = 0; i < 2; i++)
    {
      mm[i].msg_hdr.msg_iov = &ri[i];
      mm[i].msg_hdr.msg_iovlen = 1;
    }
  SHOW ("recvmmsg", recvmmsg (u1, mm, 2, MSG_DONTWAIT, NULL));
  printf ("%s %u %s %u\n", b1, mm[0].msg_len, b2, mm[1].msg_len);
  SHOW ("shutdown", shutdown (sv[0], SHUT_WR));
  SHOW ("read after shutdown", read (sv[1], rb, 1));

  /* Interfaces: the loopback's index by name, ioctls, netlink.  */
  struct if_nameindex *ni = if_nameindex ();
  int lo_index = 0;
  for (struct if_nameindex *p = ni; p && p->if_index; p++)
    if (!strcmp (p->if_name, "lo"))
      lo_index = p->if_index;
  printf ("if_nameindex lo %d\n", lo_index);
  if (ni)
    if_freenameindex (ni);
  printf ("if_nametoindex %d\n", if_nametoindex ("lo") == (unsigned) lo_index);
  struct ifreq ifr;
  memset (&ifr, 0, sizeof ifr);
  strcpy (ifr.ifr_name, "lo");
  SHOW ("SIOCGIFINDEX", ioctl (u1, SIOCGIFINDEX, &ifr));
  printf ("index %d\n", ifr.ifr_ifindex == lo_index);
  SHOW ("SIOCGIFFLAGS", ioctl (u1, SIOCGIFFLAGS, &ifr));
  printf ("loopback %d\n", (ifr.ifr_flags & IFF_LOOPBACK) != 0);
  struct ifreq reqs[16];
  struct ifconf ic = { sizeof reqs, { (char *) reqs } };
  SHOW ("SIOCGIFCONF", ioctl (u1, SIOCGIFCONF, &ic));
  int found = 0;
  for (int i = 0; i < ic.ifc_len / (int) sizeof reqs[0]; i++)
    if (!strcmp (reqs[i].ifr_name, "lo"))
      found = ((struct sockaddr_in *) &reqs[i].ifr_addr)->sin_addr.s_addr
	      == htonl (INADDR_LOOPBACK);
  printf ("ifconf lo 127.0.0.1 %d\n", found);

  int nl = socket (AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
  struct { struct nlmsghdr h; struct rtgenmsg g; } q;
  memset (&q, 0, sizeof q);
  q.h.nlmsg_len = sizeof q;
  q.h.nlmsg_type = RTM_GETLINK;
  q.h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
  q.h.nlmsg_seq = 1;
  q.g.rtgen_family = AF_UNSPEC;
  struct sockaddr_nl snl = { .nl_family = AF_NETLINK };
  SHOW ("netlink sendto", sendto (nl, &q, sizeof q, 0, (struct sockaddr *) &snl, sizeof snl));
  static char nb[65536];
  int links = 0, done = 0;
  while (!done)
    {
      ssize_t n = recv (nl, nb, sizeof nb, 0);
      if (n <= 0)
	break;
      for (struct nlmsghdr *h = (struct nlmsghdr *) nb; NLMSG_OK (h, n);
	   h = NLMSG_NEXT (h, n))
	if (h->nlmsg_type == NLMSG_DONE)
	  done = 1;
	else if (h->nlmsg_type == RTM_NEWLINK)
	  {
	    struct ifinfomsg *ifi = NLMSG_DATA (h);
	    if (ifi->ifi_index == lo_index)
	      links++;
	  }
    }
  printf ("netlink lo %d done %d\n", links, done);
  return 0;
}
