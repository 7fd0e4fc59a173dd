/* host-compare: built for the host too; the outputs must be equal.
   adjtimex and clock_adjtime (read only), file handles, fanotify,
   NUMA policy, landlock's ABI version, the new mount interface's
   fsopen, quotactl, keys.  Raw calls: the C library may lack wrappers.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/timex.h>

#define SHOW(name, expr) do { long r_ = (long) (expr); \
  printf ("%s = %ld%s%s\n", name, r_, r_ < 0 ? " " : "", \
	  r_ < 0 ? strerror (errno) : ""); } while (0)

int
main (void)
{
  struct timex tx;
  memset (&tx, 0, sizeof tx);
  SHOW ("adjtimex", adjtimex (&tx) >= 0);
  printf ("tick %ld status %d\n", (long) tx.tick, tx.status);
  memset (&tx, 0, sizeof tx);
  SHOW ("clock_adjtime", syscall (SYS_clock_adjtime, CLOCK_REALTIME, &tx) >= 0);
  printf ("tick %ld\n", (long) tx.tick);

  /* A file handle, then the file through it.  */
  const char *name = "k1-morecalls.tmp";
  int fd = open (name, O_RDWR | O_CREAT | O_TRUNC, 0644);
  write (fd, "handle", 6);
  close (fd);
  struct { unsigned bytes; int type; unsigned char h[128]; } fh;
  fh.bytes = sizeof fh.h;
  int mount_id;
  errno = 0;
  long r = syscall (SYS_name_to_handle_at, AT_FDCWD, name, &fh, &mount_id, 0);
  SHOW ("name_to_handle_at", r);
  if (r == 0)
    {
      int mfd = open (".", O_RDONLY | O_DIRECTORY);
      int hfd = syscall (SYS_open_by_handle_at, mfd, &fh, O_RDONLY);
      char b[8] = { 0 };
      printf ("open_by_handle_at %d\n", hfd >= 0);
      if (hfd >= 0)
	read (hfd, b, 6);
      printf ("read %s\n", b);
      close (hfd);
      close (mfd);
    }
  unlink (name);

  errno = 0;
  int fan = syscall (SYS_fanotify_init, 0, O_RDONLY);
  printf ("fanotify_init %d\n", fan >= 0 ? 1 : -errno);
  if (fan >= 0)
    {
      /* FAN_MARK_ADD of FAN_OPEN; a 64-bit argument of a 32-bit
	 call is two words.  */
#if __SIZEOF_LONG__ == 4
      SHOW ("fanotify_mark", syscall (SYS_fanotify_mark, fan, 1, 0x20, 0,
				      AT_FDCWD, "."));
#else
      SHOW ("fanotify_mark", syscall (SYS_fanotify_mark, fan, 1, 0x20L,
				      AT_FDCWD, "."));
#endif
      close (fan);
    }

  int mode = -1;
  SHOW ("get_mempolicy", syscall (SYS_get_mempolicy, &mode, NULL, 0, NULL, 0));
  printf ("mode %d\n", mode);
  SHOW ("set_mempolicy", syscall (SYS_set_mempolicy, 0, NULL, 0));
  /* move_pages without nodes: where two pages are (node 0 here).  */
  static char pg[2][4096] __attribute__ ((aligned (4096)));
  pg[0][0] = pg[1][0] = 1;
  void *pv[2] = { pg[0], pg[1] };
  int stat[2] = { -1, -1 };
  SHOW ("move_pages", syscall (SYS_move_pages, 0, 2, pv, NULL, stat, 0));
  printf ("status %d %d\n", stat[0], stat[1]);
  errno = 0;
  SHOW ("landlock version", syscall (SYS_landlock_create_ruleset, NULL, 0, 1));
  errno = 0;
  int fs = syscall (SYS_fsopen, "tmpfs", 0);
  printf ("fsopen %d\n", fs >= 0 ? 1 : -errno);
  if (fs >= 0)
    {
      SHOW ("fsconfig", syscall (SYS_fsconfig, fs, 1 /* SET_STRING */, "size", "1m", 0));
      close (fs);
    }
  /* Keys: a user key in the process keyring, described and read.  */
  errno = 0;
  long key = syscall (SYS_add_key, "user", "k1-test", "secret", 6,
		      -2 /* KEY_SPEC_PROCESS_KEYRING */);
  printf ("add_key %d\n", key > 0 ? 1 : -errno);
  if (key > 0)
    {
      char kb[64] = { 0 };
      SHOW ("keyctl read", syscall (SYS_keyctl, 11, key, kb, sizeof kb));
      printf ("payload %s\n", kb);
      memset (kb, 0, sizeof kb);
      SHOW ("keyctl describe", syscall (SYS_keyctl, 6, key, kb, sizeof kb) > 0);
      printf ("type %.4s\n", kb);
      SHOW ("request_key", syscall (SYS_request_key, "user", "k1-test", NULL,
				    0) == key);
      SHOW ("keyctl revoke", syscall (SYS_keyctl, 3, key));
    }
  errno = 0;
  SHOW ("quotactl", syscall (SYS_quotactl, 0x800004 /* Q_GETFMT */, "/nonexistent-k1", 0, NULL));
  return 0;
}
