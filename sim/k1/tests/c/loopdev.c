/* Loop devices, as mount -o loop and losetup use them: a free device
   from /dev/loop-control, a file attached with LOOP_SET_FD, an offset
   and a name set by LOOP_SET_STATUS64 and read back, the data read
   through the device, and LOOP_CLR_FD.  Passes without doing anything
   where /dev/loop-control cannot be opened (not root, no such device).  */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/loop.h>

static int failed;

static void
check (int ok, const char *what)
{
  printf ("%s %s%s%s\n", ok ? "pass" : "FAIL", what, ok ? "" : ": ",
	  ok ? "" : strerror (errno));
  failed |= !ok;
}

int
main (void)
{
  char file[] = "/tmp/k1-loopdev.XXXXXX", dev[32], buf[512];
  struct loop_info64 info, got;
  int ctl, fd, lfd, n, ok;

  ctl = open ("/dev/loop-control", O_RDWR | O_CLOEXEC);
  if (ctl < 0)
    {
      printf ("no loop device: %s\n", strerror (errno));
      return 0;
    }
  n = ioctl (ctl, LOOP_CTL_GET_FREE);
  check (n >= 0, "LOOP_CTL_GET_FREE");
  if (n < 0)
    return 1;
  snprintf (dev, sizeof dev, "/dev/loop%d", n);
  lfd = open (dev, O_RDONLY | O_CLOEXEC);
  fd = mkstemp (file);
  if (lfd < 0 || fd < 0)
    {
      printf ("no loop device: %s\n", strerror (errno));
      return 0;
    }
  memset (buf, 'a', sizeof buf);
  ok = write (fd, buf, sizeof buf) == sizeof buf;
  memset (buf, 'b', sizeof buf);
  ok &= write (fd, buf, sizeof buf) == sizeof buf;
  check (ok, "write the file");

  check (ioctl (lfd, LOOP_SET_FD, fd) == 0, "LOOP_SET_FD");
  memset (&info, 0, sizeof info);
  info.lo_offset = 512;
  info.lo_flags = LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR;
  strcpy ((char *) info.lo_file_name, "k1-loopdev");
  check (ioctl (lfd, LOOP_SET_STATUS64, &info) == 0, "LOOP_SET_STATUS64");
  memset (&got, 0, sizeof got);
  ok = ioctl (lfd, LOOP_GET_STATUS64, &got) == 0;
  check (ok && got.lo_number == (unsigned) n && got.lo_offset == 512
	 && !strcmp ((char *) got.lo_file_name, "k1-loopdev")
	 && (got.lo_flags & LO_FLAGS_READ_ONLY), "LOOP_GET_STATUS64");
  memset (buf, 0, sizeof buf);
  ok = pread (lfd, buf, sizeof buf, 0) == sizeof buf;
  check (ok && buf[0] == 'b' && buf[sizeof buf - 1] == 'b',
	 "read through the device");
  check (ioctl (lfd, LOOP_CLR_FD, 0) == 0, "LOOP_CLR_FD");
  close (lfd);
  close (fd);
  close (ctl);
  unlink (file);
  return failed;
}
