/* host-compare: built for the host too; the outputs must be equal.
   preadv/pwritev, fallocate, inotify, timerfd, eventfd, epoll (with
   its mask), memfd, copy_file_range, splice/tee, xattrs, ppoll and
   pselect with their masks, close_range.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include <stdint.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/uio.h>

#define SHOW(name, expr) do { long r_ = (long) (expr); \
  printf ("%s = %ld%s%s\n", name, r_, r_ < 0 ? " " : "", \
	  r_ < 0 ? strerror (errno) : ""); } while (0)

static volatile int got;
static void on_usr1 (int s) { got = s; }

int
main (void)
{
  char name[] = "k1-fdcalls.tmp";
  char a[8] = "abcdefgh", b[8] = "12345678", r1[6], r2[6];
  struct iovec wv[2] = { { a, 8 }, { b, 8 } }, rv[2] = { { r1, 6 }, { r2, 6 } };
  int fd = open (name, O_RDWR | O_CREAT | O_TRUNC, 0644);
  struct stat st;

  SHOW ("pwritev", pwritev (fd, wv, 2, 100));
  SHOW ("preadv", preadv (fd, rv, 2, 104));
  printf ("read %.6s %.6s\n", r1, r2);
  SHOW ("fallocate", fallocate (fd, 0, 0, 65536));
  fstat (fd, &st);
  printf ("size %lld\n", (long long) st.st_size);

  /* inotify: a change to the file.  */
  int in = inotify_init1 (IN_NONBLOCK);
  int wd = inotify_add_watch (in, name, IN_MODIFY);
  printf ("wd %d\n", wd > 0);
  write (fd, "x", 1);
  char ibuf[256];
  ssize_t n = read (in, ibuf, sizeof ibuf);
  struct inotify_event *ie = (struct inotify_event *) ibuf;
  printf ("inotify %d mask %x\n", n >= (ssize_t) sizeof *ie, ie->mask);
  SHOW ("inotify_rm_watch", inotify_rm_watch (in, wd));
  close (in);

  /* timerfd: 10 ms, then read the expiration count.  */
  int tf = timerfd_create (CLOCK_MONOTONIC, 0);
  struct itimerspec its = { { 0, 0 }, { 0, 10000000 } }, cur;
  SHOW ("timerfd_settime", timerfd_settime (tf, 0, &its, NULL));
  SHOW ("timerfd_gettime", timerfd_gettime (tf, &cur));
  printf ("armed %d\n", cur.it_value.tv_nsec > 0 || cur.it_value.tv_sec > 0);
  uint64_t exp = 0;
  SHOW ("read timerfd", read (tf, &exp, 8));
  printf ("expirations %llu\n", (unsigned long long) exp);
  close (tf);

  /* eventfd and epoll.  */
  int ef = eventfd (3, 0);
  int ep = epoll_create1 (EPOLL_CLOEXEC);
  struct epoll_event ev = { .events = EPOLLIN, .data.u64 = 0x1122334455667788ull };
  SHOW ("epoll_ctl", epoll_ctl (ep, EPOLL_CTL_ADD, ef, &ev));
  struct epoll_event out[4];
  memset (out, 0, sizeof out);
  SHOW ("epoll_wait", epoll_wait (ep, out, 4, 1000));
  printf ("event %x data %llx\n", out[0].events, (unsigned long long) out[0].data.u64);
  uint64_t cnt = 0;
  SHOW ("read eventfd", read (ef, &cnt, 8));
  printf ("count %llu\n", (unsigned long long) cnt);
  SHOW ("epoll_wait empty", epoll_wait (ep, out, 4, 0));

  /* The masks of ppoll and pselect: SIGUSR1 blocked outside, let
     through while they wait.  */
  signal (SIGUSR1, on_usr1);
  sigset_t blk, none;
  sigemptyset (&blk);
  sigaddset (&blk, SIGUSR1);
  sigemptyset (&none);
  sigprocmask (SIG_BLOCK, &blk, NULL);
  raise (SIGUSR1);
  printf ("got before %d\n", got);
  struct timespec ts = { 1, 0 };
  struct pollfd pfd = { ef, POLLIN, 0 };
  errno = 0;
  SHOW ("ppoll", ppoll (&pfd, 1, &ts, &none));
  printf ("got %d\n", got);
  got = 0;
  raise (SIGUSR1);
  fd_set rs;
  FD_ZERO (&rs);
  FD_SET (ef, &rs);
  SHOW ("pselect", pselect (ef + 1, &rs, NULL, NULL, &ts, &none));
  printf ("got %d\n", got);
  sigset_t now;
  sigprocmask (SIG_BLOCK, NULL, &now);
  printf ("mask back %d\n", sigismember (&now, SIGUSR1));
  got = 0;
  raise (SIGUSR1);
  SHOW ("epoll_pwait", epoll_pwait (ep, out, 4, 1000, &none));
  printf ("got %d\n", got);
  close (ep);
  close (ef);

  /* memfd, copy_file_range, splice, tee.  */
  int mf = syscall (SYS_memfd_create, "k1", 0);
  SHOW ("write memfd", write (mf, "hello world", 11));
  loff_t off_in = 6, off_out = 0;
  int cf = open ("k1-fdcalls2.tmp", O_RDWR | O_CREAT | O_TRUNC, 0644);
  SHOW ("copy_file_range", syscall (SYS_copy_file_range, mf, &off_in, cf, &off_out, 5, 0));
  printf ("offsets %lld %lld\n", (long long) off_in, (long long) off_out);
  char cb[8] = { 0 };
  pread (cf, cb, 5, 0);
  printf ("copied %s\n", cb);
  int p1[2], p2[2];
  pipe (p1);
  pipe (p2);
  write (p1[1], "splice", 6);
  SHOW ("tee", tee (p1[0], p2[1], 6, 0));
  loff_t so = 0;
  SHOW ("splice", splice (p1[0], NULL, cf, &so, 6, 0));
  memset (cb, 0, sizeof cb);
  pread (cf, cb, 6, 0);
  printf ("spliced %s\n", cb);
  memset (cb, 0, sizeof cb);
  read (p2[0], cb, 6);
  printf ("teed %s\n", cb);

  /* close_range, then xattrs (may be unsupported by the file
     system: the same on both).  */
  SHOW ("close_range", syscall (SYS_close_range, p2[0], p2[1], 0));
  SHOW ("fcntl closed", fcntl (p2[0], F_GETFD));
  SHOW ("removexattr missing", syscall (SYS_removexattr, name, "user.k1-none"));
  close (mf);
  close (cf);
  close (fd);
  unlink (name);
  unlink ("k1-fdcalls2.tmp");
  return 0;
}
