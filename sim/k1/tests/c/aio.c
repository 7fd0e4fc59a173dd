/* host-compare: built for the host too; the outputs must be equal.
   Native asynchronous I/O through the raw calls: a write, a read, a
   vectored read, completions with the caller's aio_data and iocb
   address, io_pgetevents' timeout, bad contexts.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <linux/aio_abi.h>

#define SHOW(name, expr) do { long r_ = (long) (expr); \
  printf ("%s = %ld%s%s\n", name, r_, r_ < 0 ? " " : "", \
	  r_ < 0 ? strerror (errno) : ""); } while (0)

int
main (void)
{
  aio_context_t ctx = 0;
  int fd = open ("k1-aio.tmp", O_RDWR | O_CREAT | O_TRUNC, 0644);
  char wbuf[16] = "asynchronous io", rbuf[16] = { 0 }, v1[6] = { 0 }, v2[6] = { 0 };
  struct iocb w, rd, rv, *list[1];
  struct iovec iov[2] = { { v1, 5 }, { v2, 5 } };
  struct io_event ev[4];
  struct timespec ts = { 1, 0 };

  SHOW ("io_setup", syscall (SYS_io_setup, 8, &ctx));
  memset (&w, 0, sizeof w);
  w.aio_data = 0x1234;
  w.aio_lio_opcode = IOCB_CMD_PWRITE;
  w.aio_fildes = fd;
  w.aio_buf = (unsigned long) wbuf;
  w.aio_nbytes = 15;
  list[0] = &w;
  SHOW ("io_submit write", syscall (SYS_io_submit, ctx, 1, list));
  memset (ev, 0, sizeof ev);
  SHOW ("io_getevents", syscall (SYS_io_getevents, ctx, 1, 4, ev, &ts));
  printf ("data %llx obj ok %d res %lld\n", (unsigned long long) ev[0].data,
	  ev[0].obj == (unsigned long) &w, (long long) ev[0].res);

  memset (&rd, 0, sizeof rd);
  rd.aio_data = 7;
  rd.aio_lio_opcode = IOCB_CMD_PREAD;
  rd.aio_fildes = fd;
  rd.aio_buf = (unsigned long) rbuf;
  rd.aio_nbytes = 12;
  rd.aio_offset = 3;
  memset (&rv, 0, sizeof rv);
  rv.aio_data = 8;
  rv.aio_lio_opcode = IOCB_CMD_PREADV;
  rv.aio_fildes = fd;
  rv.aio_buf = (unsigned long) iov;
  rv.aio_nbytes = 2;
  struct iocb *two[2] = { &rd, &rv };
  SHOW ("io_submit read, readv", syscall (SYS_io_submit, ctx, 2, two));
  long got = 0;
  memset (ev, 0, sizeof ev);
  while (got < 2)
    {
      long n = syscall (SYS_io_getevents, ctx, 1, 4 - got, ev + got, &ts);
      if (n <= 0)
	break;
      got += n;
    }
  printf ("events %ld\n", got);
  for (int i = 0; i < got; i++)
    if (ev[i].data == 7)
      printf ("read %lld %s obj ok %d\n", (long long) ev[i].res, rbuf,
	      ev[i].obj == (unsigned long) &rd);
  for (int i = 0; i < got; i++)
    if (ev[i].data == 8)
      printf ("readv %lld %s|%s\n", (long long) ev[i].res, v1, v2);

  struct timespec shortts = { 0, 10000000 };
  SHOW ("io_pgetevents timeout",
	syscall (SYS_io_pgetevents, ctx, 1, 4, ev, &shortts, NULL));
  errno = 0;
  SHOW ("io_getevents bad ctx", syscall (SYS_io_getevents, ctx + 99, 1, 4, ev, &ts));
  SHOW ("io_destroy", syscall (SYS_io_destroy, ctx));
  errno = 0;
  SHOW ("io_destroy again", syscall (SYS_io_destroy, ctx));
  close (fd);
  unlink ("k1-aio.tmp");
  return 0;
}
