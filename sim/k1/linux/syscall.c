/* k1-linux-run: Linux system calls of the guest, done by the host.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   Numbers and structure layouts come from k1-abi.h, generated from
   the K1 uapi headers.  Flags and structures that are the same on the
   host (x86-64 Linux uses the asm-generic values too) pass through;
   the others are converted.  Every guest pointer is checked against
   the guest page table first, so a bad one gives -EFAULT.  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <sys/vfs.h>
#include <sys/select.h>
#include <poll.h>
#include <grp.h>
#include <sys/prctl.h>
#include <sys/sendfile.h>
#include <sys/random.h>
#include <sched.h>
#include <pthread.h>
#include <linux/loop.h>
#include "linux.h"

_Static_assert (K1_CLONE_VM == CLONE_VM && K1_CLONE_THREAD == CLONE_THREAD
		&& K1_CLONE_VFORK == CLONE_VFORK
		&& K1_CLONE_SIGHAND == CLONE_SIGHAND && K1_CSIGNAL == CSIGNAL,
		"guest and host clone flags differ");
_Static_assert (K1_sizeof_loop_info64 == sizeof (struct loop_info64)
		&& K1_sizeof_loop_config == sizeof (struct loop_config)
		&& K1_LOOP_CONFIGURE == LOOP_CONFIGURE,
		"guest and host loop device structures differ");
_Static_assert (K1_O_CREAT == O_CREAT && K1_O_EXCL == O_EXCL
		&& K1_O_TRUNC == O_TRUNC && K1_O_APPEND == O_APPEND
		&& K1_O_NONBLOCK == O_NONBLOCK && K1_O_DIRECTORY == O_DIRECTORY
		&& K1_O_NOFOLLOW == O_NOFOLLOW && K1_O_CLOEXEC == O_CLOEXEC
		&& K1_AT_FDCWD == AT_FDCWD && K1_EFAULT == EFAULT
		&& K1_ENOSYS == ENOSYS && K1_TCGETS == TCGETS
		&& K1_TIOCGWINSZ == TIOCGWINSZ && K1_MAP_ANONYMOUS == MAP_ANONYMOUS
		&& K1_MAP_FIXED == MAP_FIXED && K1_PROT_WRITE == PROT_WRITE,
		"host flags differ from the guest's asm-generic ones");

#define ERR(e) (-(long) (e))
#define RET(x) ret_errno (x)

static long
ret_errno (long x)
{
  return x < 0 ? -(long) errno : x;
}

static const char *
gpath (uint32_t addr, long *err)
{
  long n = k1_strlen (addr, 4096);

  if (n < 0)
    {
      *err = n;
      return NULL;
    }
  return (const char *) k1_host (addr);
}

#define PATH(var, addr) \
  long var##_err; const char *var = gpath ((addr), &var##_err); \
  if (!var) return var##_err

/* /proc/self/exe names the guest program, not the simulator.  */
static const char *
self_exe (const char *p)
{
  char own[64];

  snprintf (own, sizeof own, "/proc/%d/exe", (int) getpid ());
  if (!strcmp (p, "/proc/self/exe") || !strcmp (p, own))
    return k1_exe_path;
  return p;
}

#define WBUF(addr, len) \
  do { if (k1_prepare_write ((addr), (len)) != 0) return -EFAULT; } while (0)
#define RBUF(addr, len) \
  do { if (!k1_access_ok ((addr), (len), K1_P_R)) return -EFAULT; } while (0)

static void
put32 (uint8_t *b, unsigned off, uint32_t v)
{
  memcpy (b + off, &v, 4);
}

static void
put64 (uint8_t *b, unsigned off, uint64_t v)
{
  memcpy (b + off, &v, 8);
}

static long
put_stat64 (uint32_t addr, const struct stat *st)
{
  uint8_t b[K1_sizeof_stat64];

  memset (b, 0, sizeof b);
  put64 (b, K1_stat64_st_dev, st->st_dev);
  put64 (b, K1_stat64_st_ino, st->st_ino);
  put32 (b, K1_stat64_st_mode, st->st_mode);
  put32 (b, K1_stat64_st_nlink, st->st_nlink);
  put32 (b, K1_stat64_st_uid, st->st_uid);
  put32 (b, K1_stat64_st_gid, st->st_gid);
  put64 (b, K1_stat64_st_rdev, st->st_rdev);
  put64 (b, K1_stat64_st_size, st->st_size);
  put32 (b, K1_stat64_st_blksize, st->st_blksize);
  put64 (b, K1_stat64_st_blocks, st->st_blocks);
  put32 (b, K1_stat64_st_atime, st->st_atim.tv_sec);
  put32 (b, K1_stat64_st_atime_nsec, st->st_atim.tv_nsec);
  put32 (b, K1_stat64_st_mtime, st->st_mtim.tv_sec);
  put32 (b, K1_stat64_st_mtime_nsec, st->st_mtim.tv_nsec);
  put32 (b, K1_stat64_st_ctime, st->st_ctim.tv_sec);
  put32 (b, K1_stat64_st_ctime_nsec, st->st_ctim.tv_nsec);
  return k1_copy_out (addr, b, sizeof b) ? -EFAULT : 0;
}

/* Guest timespecs: 32-bit (time32 calls) or 64-bit (*_time64).  */
long
k1_get_ts (uint32_t addr, struct timespec *ts, int is64)
{
  if (is64)
    {
      int64_t v[2];
      if (k1_copy_in (v, addr, 16))
	return -EFAULT;
      ts->tv_sec = v[0];
      ts->tv_nsec = v[1];
    }
  else
    {
      int32_t v[2];
      if (k1_copy_in (v, addr, 8))
	return -EFAULT;
      ts->tv_sec = v[0];
      ts->tv_nsec = v[1];
    }
  return 0;
}

long
k1_put_ts (uint32_t addr, const struct timespec *ts, int is64)
{
  if (is64)
    {
      int64_t v[2] = { ts->tv_sec, ts->tv_nsec };
      return k1_copy_out (addr, v, 16) ? -EFAULT : 0;
    }
  int32_t v[2] = { (int32_t) ts->tv_sec, (int32_t) ts->tv_nsec };
  return k1_copy_out (addr, v, 8) ? -EFAULT : 0;
}

static long
put_tv32 (uint8_t *b, unsigned off, const struct timeval *tv)
{
  put32 (b, off, (uint32_t) tv->tv_sec);
  put32 (b, off + 4, (uint32_t) tv->tv_usec);
  return 0;
}

long
k1_put_rusage (uint32_t addr, const struct rusage *ru)
{
  uint8_t b[K1_sizeof_rusage];
  const long *rest = &ru->ru_maxrss;

  memset (b, 0, sizeof b);
  put_tv32 (b, 0, &ru->ru_utime);
  put_tv32 (b, 8, &ru->ru_stime);
  for (int i = 0; i < 14; i++)
    put32 (b, 16 + 4 * i, (uint32_t) rest[i]);
  return k1_copy_out (addr, b, sizeof b) ? -EFAULT : 0;
}

static uint32_t
clamp_rlim (rlim_t v)
{
  return v == RLIM_INFINITY || v > 0xffffffffu ? 0xffffffffu : (uint32_t) v;
}

static uint64_t
unclamp_rlim (uint32_t v)
{
  return v == 0xffffffffu ? RLIM_INFINITY : v;
}

/* Memory.  */
uint32_t k1_brk_start, k1_brk_cur;

static int
guest_prot (uint32_t prot)
{
  return ((prot & K1_PROT_READ) ? K1_P_R : 0)
	 | ((prot & K1_PROT_WRITE) ? K1_P_W : 0)
	 | ((prot & K1_PROT_EXEC) ? K1_P_X : 0);
}

static long
sys_brk (uint32_t want)
{
  uint32_t old_end = (k1_brk_cur + K1_PAGE_SIZE - 1) & ~(K1_PAGE_SIZE - 1);
  uint32_t new_end = (want + K1_PAGE_SIZE - 1) & ~(K1_PAGE_SIZE - 1);

  if (want < k1_brk_start || want > 0xb0000000u)
    return k1_brk_cur;
  if (new_end > old_end)
    {
      if (!k1_mem_range_free (old_end, new_end - old_end)
	  || k1_mem_map (old_end, new_end - old_end, K1_P_R | K1_P_W, 0, -1,
			 0) != 0)
	return k1_brk_cur;
    }
  else if (new_end < old_end)
    k1_mem_unmap (new_end, old_end - new_end);
  k1_brk_cur = want;
  return want;
}

static long
sys_mmap2 (uint32_t addr, uint32_t len, uint32_t prot, uint32_t flags,
	   int32_t fd, uint32_t pgoff)
{
  uint32_t size = (len + K1_PAGE_SIZE - 1) & ~(K1_PAGE_SIZE - 1);
  long e;

  if (len == 0 || size == 0 || (addr & (K1_PAGE_SIZE - 1)))
    return -EINVAL;
  if (!(flags & (K1_MAP_PRIVATE | K1_MAP_SHARED)))
    return -EINVAL;
  if (flags & (K1_MAP_FIXED | K1_MAP_FIXED_NOREPLACE))
    {
      if ((uint64_t) addr + size > 0x100000000ull)
	return -ENOMEM;
      if ((flags & K1_MAP_FIXED_NOREPLACE) && !k1_mem_range_free (addr, size))
	return -EEXIST;
    }
  else if (!(addr = k1_mem_find_free (addr, size)))
    return -ENOMEM;
  e = k1_mem_map (addr, size, guest_prot (prot), flags,
		  (flags & K1_MAP_ANONYMOUS) ? -1 : fd,
		  (uint64_t) pgoff * K1_PAGE_SIZE);
  return e ? e : (long) addr;
}

static long
sys_mremap (uint32_t old, uint32_t osize, uint32_t nsize, uint32_t flags,
	    uint32_t naddr)
{
  uint32_t os = (osize + K1_PAGE_SIZE - 1) & ~(K1_PAGE_SIZE - 1);
  uint32_t ns = (nsize + K1_PAGE_SIZE - 1) & ~(K1_PAGE_SIZE - 1);
  uint8_t prot;
  uint32_t to;

  if ((old & (K1_PAGE_SIZE - 1)) || ns == 0 || (flags & K1_MREMAP_FIXED))
    return -EINVAL;
  if (!k1_access_ok (old, os, 0))
    return -EFAULT;
  prot = k1_pageprot[old >> K1_PAGE_SHIFT] & (K1_P_R | K1_P_W | K1_P_X);
  if (ns <= os)
    {
      if (ns < os)
	k1_mem_unmap (old + ns, os - ns);
      return old;
    }
  if ((uint64_t) old + ns <= 0x100000000ull
      && k1_mem_range_free (old + os, ns - os))
    {
      /* Grow in place with zero pages (anonymous mappings).  */
      long e = k1_mem_map (old + os, ns - os, prot, 0, -1, 0);
      return e ? e : (long) old;
    }
  if (!(flags & K1_MREMAP_MAYMOVE))
    return -ENOMEM;
  if (!(to = k1_mem_find_free (0, ns)))
    return -ENOMEM;
  if (mremap (k1_host (old), os, ns, MREMAP_MAYMOVE | MREMAP_FIXED,
	      k1_host (to)) == MAP_FAILED)
    return -errno;
  for (uint32_t i = 0; i < ns >> K1_PAGE_SHIFT; i++)
    k1_pageprot[(to >> K1_PAGE_SHIFT) + i] = prot | K1_P_MAPPED;
  /* The moved pages keep their host protection, which may be the
     write protection of cached code.  */
  k1_mem_protect (to, ns, prot);
  k1_mem_unmap (old, os);	/* re-reserve the old range */
  return to;
}

/* The mapping calls, under MM_LOCK (threads share the map).  */
static pthread_mutex_t mm_lock = PTHREAD_MUTEX_INITIALIZER;

void
k1_mm_lock (void)
{
  pthread_mutex_lock (&mm_lock);
}

void
k1_mm_unlock (void)
{
  pthread_mutex_unlock (&mm_lock);
}

static long
sys_mm (uint32_t nr, const uint32_t *a)
{
  switch (nr)
    {
    case K1_NR_brk: return sys_brk (a[0]);
    case K1_NR_mmap2:
      return sys_mmap2 (a[0], a[1], a[2], a[3], (int32_t) a[4], a[5]);
    case K1_NR_munmap:
      if ((a[0] & (K1_PAGE_SIZE - 1)) || a[1] == 0
	  || (uint64_t) a[0] + a[1] > 0x100000000ull)
	return -EINVAL;
      return k1_mem_unmap (a[0], a[1]);
    case K1_NR_mprotect:
      if (a[1] == 0)
	return 0;
      return k1_mem_protect (a[0], a[1], guest_prot (a[2]));
    default:
      return sys_mremap (a[0], a[1], a[2], a[3], a[4]);
    }
}

/* Processes.  */
static long
sys_clone (uint32_t flags, uint32_t newsp, uint32_t ptid, uint32_t ctid,
	   uint32_t tls)
{
  /* What a new process shares with this one, or its exit signal, the
     host does; CLONE_VFORK is done with a pipe, the tid words here.  */
  const uint32_t host_flags = CSIGNAL | CLONE_FS | CLONE_FILES | CLONE_PARENT
    | CLONE_NEWNS | CLONE_SYSVSEM | CLONE_UNTRACED | CLONE_NEWCGROUP
    | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID
    | CLONE_NEWNET | CLONE_IO | CLONE_PIDFD;
  uint32_t hf = flags & host_flags;
  pid_t pid;
  int vf[2] = { -1, -1 }, pidfd = -1;

  if (flags & K1_CLONE_THREAD)
    return k1_sys_clone_thread (flags, newsp, ptid, ctid, tls);
  /* Another process sharing this one's memory: not on a host.  */
  if ((flags & K1_CLONE_VM) && !(flags & K1_CLONE_VFORK))
    return -EINVAL;
  if (((flags & K1_CLONE_SIGHAND) && !(flags & K1_CLONE_VM))
      || ((flags & CLONE_PIDFD) && (flags & K1_CLONE_PARENT_SETTID)))
    return -EINVAL;
  if ((flags & CLONE_PIDFD) && k1_prepare_write (ptid, 4) != 0)
    return -EFAULT;
  /* vfork: the parent waits until the child execs or exits, which
     closes the write end of this pipe (close-on-exec).  */
  if ((flags & K1_CLONE_VFORK) && pipe2 (vf, O_CLOEXEC) != 0)
    vf[0] = vf[1] = -1;
  fflush (NULL);
  /* No other thread holds the simulator's locks in the child.  */
  pthread_mutex_lock (&mm_lock);
  k1_core_lock ();
  if (hf == SIGCHLD)
    pid = fork ();
  else
    pid = syscall (SYS_clone, (unsigned long) hf, NULL, &pidfd, NULL, 0);
  k1_core_unlock ();
  pthread_mutex_unlock (&mm_lock);
  if (pid < 0)
    {
      if (vf[0] >= 0)
	{
	  close (vf[0]);
	  close (vf[1]);
	}
      return -errno;
    }
  if (pid == 0)
    {
      if (vf[0] >= 0)
	close (vf[0]);
      k1_signal_after_fork (k1_self);
      k1_cpu_after_fork (&k1_self->cpu);
      k1_threads_after_fork (k1_self);
      k1_gdb_after_fork ();
      if (flags & K1_CLONE_CHILD_CLEARTID)
	k1_self->clear_child_tid = ctid;
      if (newsp)
	k1_self->cpu.r[12] = newsp;
      if (flags & K1_CLONE_SETTLS)
	k1_self->cpu.r[13] = tls;
      if (flags & K1_CLONE_CHILD_SETTID)
	k1_put32 (ctid, getpid ());
      return 0;
    }
  if (vf[0] >= 0)
    {
      char c;

      close (vf[1]);
      while (read (vf[0], &c, 1) < 0 && errno == EINTR)
	;
      close (vf[0]);
    }
  if (flags & K1_CLONE_PARENT_SETTID)
    k1_put32 (ptid, pid);
  if (flags & CLONE_PIDFD)
    k1_put32 (ptid, (uint32_t) pidfd);
  return pid;
}


static long
sys_wait4 (int32_t pid, uint32_t status, uint32_t options, uint32_t ru)
{
  int st;
  struct rusage r;
  pid_t p;

  if (status)
    WBUF (status, 4);
  if (ru)
    WBUF (ru, K1_sizeof_rusage);
  p = wait4 (pid, &st, options, &r);
  if (p < 0)
    return -errno;
  if (p > 0 && status)
    k1_put32 (status, st);
  if (p > 0 && ru)
    k1_put_rusage (ru, &r);
  return p;
}

static long
sys_uname (uint32_t addr)
{
  struct utsname u;
  uint8_t b[K1_sizeof_new_utsname];

  uname (&u);
  memset (b, 0, sizeof b);
  memcpy (b + 0 * 65, u.sysname, 64);
  memcpy (b + 1 * 65, u.nodename, 64);
  memcpy (b + 2 * 65, u.release, 64);
  memcpy (b + 3 * 65, u.version, 64);
  strcpy ((char *) b + 4 * 65, "k1");
  memcpy (b + 5 * 65, u.domainname, 64);
  return k1_copy_out (addr, b, sizeof b) ? -EFAULT : 0;
}

static long
sys_sysinfo (uint32_t addr)
{
  struct sysinfo si;
  uint8_t b[K1_sizeof_sysinfo];
  uint64_t unit;

  if (sysinfo (&si) != 0)
    return -errno;
  /* Scale the sizes to fit 32-bit fields.  */
  unit = si.mem_unit ? si.mem_unit : 1;
  while (((uint64_t) si.totalram * unit) / unit > 0xffffffffu
	 || si.totalram > 0xffffffffu || si.totalswap > 0xffffffffu)
    {
      si.totalram >>= 1; si.freeram >>= 1; si.sharedram >>= 1;
      si.bufferram >>= 1; si.totalswap >>= 1; si.freeswap >>= 1;
      unit <<= 1;
    }
  memset (b, 0, sizeof b);
  put32 (b, K1_sysinfo_uptime, si.uptime);
  for (int i = 0; i < 3; i++)
    put32 (b, K1_sysinfo_loads + 4 * i, si.loads[i]);
  put32 (b, K1_sysinfo_totalram, si.totalram);
  put32 (b, K1_sysinfo_freeram, si.freeram);
  put32 (b, K1_sysinfo_sharedram, si.sharedram);
  put32 (b, K1_sysinfo_bufferram, si.bufferram);
  put32 (b, K1_sysinfo_totalswap, si.totalswap);
  put32 (b, K1_sysinfo_freeswap, si.freeswap);
  memcpy (b + K1_sysinfo_procs, &si.procs, 2);
  put32 (b, K1_sysinfo_mem_unit, (uint32_t) unit);
  return k1_copy_out (addr, b, sizeof b) ? -EFAULT : 0;
}

static long
put_statfs64 (uint32_t addr, uint32_t size, const struct statfs *st)
{
  uint8_t b[K1_sizeof_statfs64];

  if (size != K1_sizeof_statfs64)
    return -EINVAL;
  memset (b, 0, sizeof b);
  put32 (b, K1_statfs64_f_type, st->f_type);
  put32 (b, K1_statfs64_f_bsize, st->f_bsize);
  put64 (b, K1_statfs64_f_blocks, st->f_blocks);
  put64 (b, K1_statfs64_f_bfree, st->f_bfree);
  put64 (b, K1_statfs64_f_bavail, st->f_bavail);
  put64 (b, K1_statfs64_f_files, st->f_files);
  put64 (b, K1_statfs64_f_ffree, st->f_ffree);
  memcpy (b + K1_statfs64_f_fsid, &st->f_fsid, 8);
  put32 (b, K1_statfs64_f_namelen, st->f_namelen);
  put32 (b, K1_statfs64_f_frsize, st->f_frsize);
  put32 (b, K1_statfs64_f_flags, st->f_flags);
  return k1_copy_out (addr, b, sizeof b) ? -EFAULT : 0;
}

/* Interval timers: struct itimerval of 32-bit fields.  */
static long
sys_itimer (uint32_t nr, const uint32_t *a)
{
  struct itimerval nv, ov;
  int32_t v[4];

  if (nr == K1_NR_setitimer)
    {
      if (k1_copy_in (v, a[1], 16))
	return -EFAULT;
      nv.it_interval.tv_sec = v[0];
      nv.it_interval.tv_usec = v[1];
      nv.it_value.tv_sec = v[2];
      nv.it_value.tv_usec = v[3];
      if (a[2])
	WBUF (a[2], 16);
      if (setitimer ((int) a[0], &nv, &ov) != 0)
	return -errno;
    }
  else if (getitimer ((int) a[0], &ov) != 0)
    return -errno;
  if (nr == K1_NR_getitimer || a[2])
    {
      v[0] = ov.it_interval.tv_sec;
      v[1] = ov.it_interval.tv_usec;
      v[2] = ov.it_value.tv_sec;
      v[3] = ov.it_value.tv_usec;
      if (k1_copy_out (nr == K1_NR_getitimer ? a[1] : a[2], v, 16))
	return -EFAULT;
    }
  return 0;
}

/* ppoll and pselect6, with their signal masks in force while they
   wait.  Guest fd_sets are arrays of 32-bit words, copied to host
   ones.  */
static long
sys_poll_select (uint32_t nr, const uint32_t *a)
{
  struct timespec ts;
  int is64 = nr == K1_NR_ppoll_time64 || nr == K1_NR_pselect6_time64;
  sigset_t hm;
  uint32_t mask = 0, msize = 0;
  long e, r;

  if (nr == K1_NR_ppoll || nr == K1_NR_ppoll_time64)
    {
      if (a[1] > 4096)
	return -EINVAL;
      WBUF (a[0], a[1] * K1_sizeof_pollfd);
      if (a[2] && (e = k1_get_ts (a[2], &ts, is64)))
	return e;
      if (a[3] && (e = k1_signal_temp_mask (a[3], a[4], &hm)))
	return e;
      r = RET (ppoll (k1_host (a[0]), a[1], a[2] ? &ts : NULL,
		      a[3] ? &hm : NULL));
      if (a[3])
	k1_signal_temp_done (r == -EINTR);
      return r;
    }
  else
    {
      fd_set set[3];
      uint32_t n = a[0], bytes = (a[0] + 31) / 32 * 4;

      if (n > FD_SETSIZE)
	return -EINVAL;
      for (int i = 0; i < 3; i++)
	{
	  FD_ZERO (&set[i]);
	  if (a[1 + i] && k1_copy_in (&set[i], a[1 + i], bytes))
	    return -EFAULT;
	}
      if (a[4] && (e = k1_get_ts (a[4], &ts, is64)))
	return e;
      /* The sixth argument: { const sigset_t *ss; size_t ss_len; }.  */
      if (a[5] && (k1_get32 (a[5], &mask) || k1_get32 (a[5] + 4, &msize)))
	return -EFAULT;
      if (mask && (e = k1_signal_temp_mask (mask, msize, &hm)))
	return e;
      r = RET (pselect ((int) n, a[1] ? &set[0] : NULL, a[2] ? &set[1] : NULL,
			a[3] ? &set[2] : NULL, a[4] ? &ts : NULL,
			mask ? &hm : NULL));
      if (mask)
	k1_signal_temp_done (r == -EINTR);
      if (r < 0)
	return r;
      for (int i = 0; i < 3; i++)
	if (a[1 + i] && k1_copy_out (a[1 + i], &set[i], bytes))
	  return -EFAULT;
      return r;
    }
}

static long
sys_ioctl (int32_t fd, uint32_t req, uint32_t arg)
{
  switch (req)
    {
    case K1_TCGETS:
      WBUF (arg, K1_sizeof_termios);
      return RET (syscall (SYS_ioctl, fd, TCGETS, k1_host (arg)));
    case K1_TCSETS: case K1_TCSETSW: case K1_TCSETSF:
      RBUF (arg, K1_sizeof_termios);
      return RET (syscall (SYS_ioctl, fd, (unsigned long) req, k1_host (arg)));
    case K1_TIOCGWINSZ: case K1_TIOCGPGRP: case K1_FIONREAD:
      WBUF (arg, 8);
      return RET (ioctl (fd, (unsigned long) req, k1_host (arg)));
    case K1_TIOCSWINSZ: case K1_TIOCSPGRP:
      RBUF (arg, 8);
      return RET (ioctl (fd, (unsigned long) req, k1_host (arg)));
    /* Loop devices (mount -o loop, losetup): the argument is a
       number, or a structure of fixed-size fields only, laid out
       alike on the guest and the host.  */
    case K1_LOOP_SET_FD: case K1_LOOP_CLR_FD: case K1_LOOP_CHANGE_FD:
    case K1_LOOP_SET_CAPACITY: case K1_LOOP_SET_DIRECT_IO:
    case K1_LOOP_SET_BLOCK_SIZE: case K1_LOOP_CTL_ADD:
    case K1_LOOP_CTL_REMOVE: case K1_LOOP_CTL_GET_FREE:
      return RET (ioctl (fd, (unsigned long) req, (unsigned long) arg));
    case K1_LOOP_GET_STATUS64:
      WBUF (arg, K1_sizeof_loop_info64);
      return RET (ioctl (fd, (unsigned long) req, k1_host (arg)));
    case K1_LOOP_SET_STATUS64:
      RBUF (arg, K1_sizeof_loop_info64);
      return RET (ioctl (fd, (unsigned long) req, k1_host (arg)));
    case K1_LOOP_CONFIGURE:
      RBUF (arg, K1_sizeof_loop_config);
      return RET (ioctl (fd, (unsigned long) req, k1_host (arg)));
    default:
      return k1_sys_ifioctl (fd, req, arg);
    }
}

static long
sys_fcntl64 (int32_t fd, uint32_t cmd, uint32_t arg)
{
  int hcmd;

  switch (cmd)
    {
    case K1_F_DUPFD: case K1_F_DUPFD_CLOEXEC: case K1_F_GETFD:
    case K1_F_SETFD: case K1_F_GETFL: case K1_F_SETFL:
      return RET (fcntl (fd, (int) cmd, (int) arg));
    case K1_F_GETLK64: hcmd = F_GETLK; break;
    case K1_F_SETLK64: hcmd = F_SETLK; break;
    case K1_F_SETLKW64: hcmd = F_SETLKW; break;
    default: return -EINVAL;
    }
  /* struct flock64 of the guest has the host struct flock's layout.  */
  WBUF (arg, 32);
  return RET (fcntl (fd, hcmd, k1_host (arg)));
}

static long
sys_time (uint32_t nr, const uint32_t *a)
{
  struct timespec ts, rem;
  int is64 = nr == K1_NR_clock_gettime64 || nr == K1_NR_clock_getres_time64
	     || nr == K1_NR_clock_nanosleep_time64;
  long e;

  switch (nr)
    {
    case K1_NR_clock_gettime: case K1_NR_clock_gettime64:
      if (clock_gettime ((clockid_t) a[0], &ts) != 0)
	return -errno;
      return k1_put_ts (a[1], &ts, is64);
    case K1_NR_clock_getres: case K1_NR_clock_getres_time64:
      if (clock_getres ((clockid_t) a[0], &ts) != 0)
	return -errno;
      return a[1] ? k1_put_ts (a[1], &ts, is64) : 0;
    case K1_NR_nanosleep:
      if ((e = k1_get_ts (a[0], &ts, 0)))
	return e;
      if (a[1])
	WBUF (a[1], 8);
      if (nanosleep (&ts, &rem) != 0)
	{
	  e = -errno;
	  if (e == -EINTR && a[1])
	    k1_put_ts (a[1], &rem, 0);
	  return e;
	}
      return 0;
    case K1_NR_clock_nanosleep: case K1_NR_clock_nanosleep_time64:
      if ((e = k1_get_ts (a[2], &ts, is64)))
	return e;
      if (a[3])
	WBUF (a[3], is64 ? 16 : 8);
      e = -clock_nanosleep ((clockid_t) a[0], (int) a[1], &ts, &rem);
      if (e == -EINTR && a[3])
	k1_put_ts (a[3], &rem, is64);
      return e;
    case K1_NR_gettimeofday:
      {
	struct timeval tv;
	gettimeofday (&tv, NULL);
	if (a[0])
	  {
	    uint32_t v[2] = { (uint32_t) tv.tv_sec, (uint32_t) tv.tv_usec };
	    if (k1_copy_out (a[0], v, 8))
	      return -EFAULT;
	  }
	if (a[1])
	  {
	    uint32_t z[2] = { 0, 0 };
	    if (k1_copy_out (a[1], z, 8))
	      return -EFAULT;
	  }
	return 0;
      }
    case K1_NR_times:
      {
	struct tms t;
	clock_t c = times (&t);
	if (a[0])
	  {
	    uint32_t v[4] = { t.tms_utime, t.tms_stime, t.tms_cutime,
			      t.tms_cstime };
	    if (k1_copy_out (a[0], v, 16))
	      return -EFAULT;
	  }
	return (long) (int32_t) (uint32_t) c;
      }
    }
  return -ENOSYS;
}

static long
sys_rlimit (uint32_t nr, const uint32_t *a)
{
  struct rlimit rl;

  switch (nr)
    {
    case K1_NR_getrlimit:
      if (getrlimit ((int) a[0], &rl) != 0)
	return -errno;
      {
	uint32_t v[2] = { clamp_rlim (rl.rlim_cur), clamp_rlim (rl.rlim_max) };
	return k1_copy_out (a[1], v, 8) ? -EFAULT : 0;
      }
    case K1_NR_setrlimit:
      {
	uint32_t v[2];
	if (k1_copy_in (v, a[1], 8))
	  return -EFAULT;
	rl.rlim_cur = unclamp_rlim (v[0]);
	rl.rlim_max = unclamp_rlim (v[1]);
	return RET (setrlimit ((int) a[0], &rl));
      }
    case K1_NR_prlimit64:
      {
	struct rlimit nl, ol;
	if (a[2] && k1_copy_in (&nl, a[2], 16))
	  return -EFAULT;
	if (a[3])
	  WBUF (a[3], 16);
	if (prlimit ((pid_t) a[0], (int) a[1], a[2] ? &nl : NULL,
		     a[3] ? &ol : NULL) != 0)
	  return -errno;
	if (a[3])
	  k1_copy_out (a[3], &ol, 16);
	return 0;
      }
    case K1_NR_getrusage:
      {
	struct rusage ru;
	if (getrusage ((int) a[0], &ru) != 0)
	  return -errno;
	return k1_put_rusage (a[1], &ru);
      }
    }
  return -ENOSYS;
}

/* System calls whose arguments are all integers, passed to the host's
   call of the same name.  */
static const struct { uint16_t guest, host; } plain[] = {
  { K1_NR_setuid, SYS_setuid }, { K1_NR_setgid, SYS_setgid },
  { K1_NR_setreuid, SYS_setreuid }, { K1_NR_setregid, SYS_setregid },
  { K1_NR_setresuid, SYS_setresuid }, { K1_NR_setresgid, SYS_setresgid },
  { K1_NR_setfsuid, SYS_setfsuid }, { K1_NR_setfsgid, SYS_setfsgid },
  { K1_NR_setpriority, SYS_setpriority }, { K1_NR_flock, SYS_flock },
  { K1_NR_syncfs, SYS_syncfs }, { K1_NR_mlockall, SYS_mlockall },
  { K1_NR_munlockall, SYS_munlockall },
  { K1_NR_sched_get_priority_max, SYS_sched_get_priority_max },
  { K1_NR_sched_get_priority_min, SYS_sched_get_priority_min },
};

static long
dispatch (uint32_t nr, const uint32_t *a)
{
  struct stat st;
  struct iovec iov[1024];
  long e;

  switch (nr)
    {
    case K1_NR_read:
      WBUF (a[1], a[2]);
      return RET (read ((int) a[0], k1_host (a[1]), a[2]));
    case K1_NR_write:
      RBUF (a[1], a[2]);
      return RET (write ((int) a[0], k1_host (a[1]), a[2]));
    case K1_NR_pread64:
      WBUF (a[1], a[2]);
      return RET (pread ((int) a[0], k1_host (a[1]), a[2],
			 (off_t) ((uint64_t) a[4] | (uint64_t) a[5] << 32)));
    case K1_NR_pwrite64:
      RBUF (a[1], a[2]);
      return RET (pwrite ((int) a[0], k1_host (a[1]), a[2],
			  (off_t) ((uint64_t) a[4] | (uint64_t) a[5] << 32)));
    case K1_NR_readv: case K1_NR_writev:
      if ((e = k1_get_iov (a[1], a[2], iov, nr == K1_NR_readv)))
	return e;
      return nr == K1_NR_readv ? RET (readv ((int) a[0], iov, (int) a[2]))
			       : RET (writev ((int) a[0], iov, (int) a[2]));
    case K1_NR_openat:
      {
	char sp[4096];
	PATH (p, a[1]);
	/* Only a read-only open looks in the sysroot.  */
	if (!((int) a[2] & (O_WRONLY | O_RDWR | O_CREAT)))
	  p = k1_sysroot_path (p, sp, sizeof sp);
	return RET (openat ((int) a[0], self_exe (p), (int) a[2],
			    (mode_t) a[3]));
      }
    case K1_NR_close:
      /* Keep the simulator's trace file.  */
      if (k1_trace_file && (int) a[0] == fileno (k1_trace_file)
	  && (int) a[0] > 2)
	return 0;
      return RET (close ((int) a[0]));
    case K1_NR_llseek:
      {
	off_t r = lseek ((int) a[0],
			 (off_t) ((uint64_t) a[1] << 32 | a[2]), (int) a[4]);
	if (r < 0)
	  return -errno;
	return k1_copy_out (a[3], &r, 8) ? -EFAULT : 0;
      }
    case K1_NR_fstat64:
      if (fstat ((int) a[0], &st) != 0)
	return -errno;
      return put_stat64 (a[1], &st);
    case K1_NR_fstatat64:
      {
	char sp[4096];
	PATH (p, a[1]);
	p = k1_sysroot_path (p, sp, sizeof sp);
	if (fstatat ((int) a[0], p, &st, (int) a[3]) != 0)
	  return -errno;
	return put_stat64 (a[2], &st);
      }
    case K1_NR_statx:
      {
	char sp[4096];
	PATH (p, a[1]);
	p = k1_sysroot_path (p, sp, sizeof sp);
	WBUF (a[4], K1_sizeof_statx);
	return RET (syscall (SYS_statx, (int) a[0], p, (int) a[2],
			     (unsigned) a[3], k1_host (a[4])));
      }
    case K1_NR_getdents64:
      WBUF (a[1], a[2]);
      return RET (syscall (SYS_getdents64, (int) a[0], k1_host (a[1]), a[2]));
    case K1_NR_readlinkat:
      {
	PATH (p, a[1]);
	WBUF (a[2], a[3]);
	if (self_exe (p) != p)
	  {
	    size_t l = strlen (k1_exe_path);
	    if (l > a[3])
	      l = a[3];
	    memcpy (k1_host (a[2]), k1_exe_path, l);
	    return (long) l;
	  }
	return RET (readlinkat ((int) a[0], p, k1_host (a[2]), a[3]));
      }
    case K1_NR_faccessat: case K1_NR_faccessat2:
      {
	char sp[4096];
	PATH (p, a[1]);
	p = k1_sysroot_path (p, sp, sizeof sp);
	return RET (syscall (nr == K1_NR_faccessat ? SYS_faccessat
				 : SYS_faccessat2,
			     (int) a[0], p, (int) a[2], (int) a[3]));
      }
    case K1_NR_mkdirat:
      {
	PATH (p, a[1]);
	return RET (mkdirat ((int) a[0], p, (mode_t) a[2]));
      }
    case K1_NR_unlinkat:
      {
	PATH (p, a[1]);
	return RET (unlinkat ((int) a[0], p, (int) a[2]));
      }
    case K1_NR_symlinkat:
      {
	PATH (t, a[0]);
	PATH (p, a[2]);
	return RET (symlinkat (t, (int) a[1], p));
      }
    case K1_NR_linkat:
      {
	PATH (o, a[1]);
	PATH (n, a[3]);
	return RET (linkat ((int) a[0], o, (int) a[2], n, (int) a[4]));
      }
    case K1_NR_renameat: case K1_NR_renameat2:
      {
	PATH (o, a[1]);
	PATH (n, a[3]);
	return RET (syscall (SYS_renameat2, (int) a[0], o, (int) a[2], n,
			     nr == K1_NR_renameat ? 0 : (unsigned) a[4]));
      }
    case K1_NR_fchmod: return RET (fchmod ((int) a[0], (mode_t) a[1]));
    case K1_NR_fchmodat:
      {
	PATH (p, a[1]);
	return RET (fchmodat ((int) a[0], p, (mode_t) a[2], 0));
      }
    case K1_NR_fchown:
      return RET (fchown ((int) a[0], (uid_t) a[1], (gid_t) a[2]));
    case K1_NR_fchownat:
      {
	PATH (p, a[1]);
	return RET (fchownat ((int) a[0], p, (uid_t) a[2], (gid_t) a[3],
			      (int) a[4]));
      }
    case K1_NR_ftruncate64:
      return RET (ftruncate ((int) a[0],
			     (off_t) ((uint64_t) a[2] | (uint64_t) a[3] << 32)));
    case K1_NR_truncate64:
      {
	PATH (p, a[0]);
	return RET (truncate (p, (off_t) ((uint64_t) a[2]
					  | (uint64_t) a[3] << 32)));
      }
    case K1_NR_utimensat: case K1_NR_utimensat_time64:
      {
	struct timespec ts[2];
	const char *p = NULL;
	int is64 = nr == K1_NR_utimensat_time64;
	if (a[1])
	  {
	    PATH (q, a[1]);
	    p = q;
	  }
	if (a[2] && ((e = k1_get_ts (a[2], &ts[0], is64))
		     || (e = k1_get_ts (a[2] + (is64 ? 16 : 8), &ts[1], is64))))
	  return e;
	return RET (syscall (SYS_utimensat, (int) a[0], p,
			     a[2] ? ts : NULL, (int) a[3]));
      }
    case K1_NR_statfs64:
      {
	struct statfs sf;
	PATH (p, a[0]);
	if (statfs (p, &sf) != 0)
	  return -errno;
	return put_statfs64 (a[2], a[1], &sf);
      }
    case K1_NR_fstatfs64:
      {
	struct statfs sf;
	if (fstatfs ((int) a[0], &sf) != 0)
	  return -errno;
	return put_statfs64 (a[2], a[1], &sf);
      }
    case K1_NR_getitimer: case K1_NR_setitimer:
      return sys_itimer (nr, a);
    case K1_NR_ppoll: case K1_NR_ppoll_time64:
    case K1_NR_pselect6: case K1_NR_pselect6_time64:
      return sys_poll_select (nr, a);
    case K1_NR_fadvise64_64: return 0;
    case K1_NR_msync:
      if (!k1_access_ok (a[0], a[1], 0))
	return -ENOMEM;
      return RET (msync (k1_host (a[0]), a[1], (int) a[2]));
    case K1_NR_getpriority:
      /* The raw call's 20 - nice, as Linux returns it.  */
      return RET (syscall (SYS_getpriority, (int) a[0], (int) a[1]));
    case K1_NR_personality:
      return (int32_t) a[0] == -1 || a[0] == 0 ? 0 : -EINVAL;
    case K1_NR_getgroups:
      if (a[0] > 65536)
	return -EINVAL;
      if (a[0])
	WBUF (a[1], a[0] * 4);
      return RET (getgroups ((int) a[0], a[0] ? k1_host (a[1]) : NULL));
    case K1_NR_setgroups:
      if (a[0] > 65536)
	return -EINVAL;
      RBUF (a[1], a[0] * 4);
      return RET (syscall (SYS_setgroups, (int) a[0], k1_host (a[1])));
    case K1_NR_getresuid: case K1_NR_getresgid:
      for (int i = 0; i < 3; i++)
	WBUF (a[i], 4);
      return RET (syscall (nr == K1_NR_getresuid ? SYS_getresuid
			   : SYS_getresgid, k1_host (a[0]), k1_host (a[1]),
			   k1_host (a[2])));
    case K1_NR_sched_getaffinity:
      {
	/* The host wants a multiple of its long.  */
	uint8_t mask[128];
	long r;
	if (a[1] == 0 || (a[1] & 3))
	  return -EINVAL;
	WBUF (a[2], a[1]);
	memset (mask, 0, sizeof mask);
	r = syscall (SYS_sched_getaffinity, (pid_t) a[0], sizeof mask, mask);
	if (r < 0)
	  return -errno;
	if (r > (long) a[1])
	  return -EINVAL;
	k1_copy_out (a[2], mask, r);
	return r;
      }
    case K1_NR_mknodat:
      {
	PATH (p, a[1]);
	return RET (mknodat ((int) a[0], p, (mode_t) a[2], (dev_t) a[3]));
      }
    case K1_NR_sendfile64:
      {
	off_t off;
	if (a[2] && k1_copy_in (&off, a[2], 8))
	  return -EFAULT;
	if (a[2])
	  WBUF (a[2], 8);
	e = sendfile ((int) a[0], (int) a[1], a[2] ? &off : NULL, a[3]);
	if (e < 0)
	  return -errno;
	if (a[2])
	  k1_copy_out (a[2], &off, 8);
	return e;
      }
    case K1_NR_prctl:
      if (a[0] == PR_SET_NAME || a[0] == PR_GET_NAME)
	{
	  WBUF (a[1], 16);
	  return RET (prctl ((int) a[0], k1_host (a[1]), 0, 0, 0));
	}
      return -EINVAL;
    case K1_NR_mlock: case K1_NR_munlock:
      if (!k1_access_ok (a[0], a[1], 0))
	return -ENOMEM;
      return 0;
    case K1_NR_fsync: return RET (fsync ((int) a[0]));
    case K1_NR_fdatasync: return RET (fdatasync ((int) a[0]));
    case K1_NR_sync: sync (); return 0;
    case K1_NR_fcntl64: return sys_fcntl64 ((int) a[0], a[1], a[2]);
    case K1_NR_dup: return RET (dup ((int) a[0]));
    case K1_NR_dup3: return RET (dup3 ((int) a[0], (int) a[1], (int) a[2]));
    case K1_NR_pipe2:
      {
	int fds[2];
	WBUF (a[0], 8);
	if (pipe2 (fds, (int) a[1]) != 0)
	  return -errno;
	k1_copy_out (a[0], fds, 8);
	return 0;
      }
    case K1_NR_ioctl: return sys_ioctl ((int) a[0], a[1], a[2]);
    case K1_NR_chdir:
      {
	PATH (p, a[0]);
	return RET (chdir (p));
      }
    case K1_NR_fchdir: return RET (fchdir ((int) a[0]));
    case K1_NR_getcwd:
      WBUF (a[0], a[1]);
      return RET (syscall (SYS_getcwd, k1_host (a[0]), (size_t) a[1]));
    case K1_NR_umask: return umask ((mode_t) a[0]);

    case K1_NR_brk: case K1_NR_mmap2: case K1_NR_munmap:
    case K1_NR_mprotect: case K1_NR_mremap:
      pthread_mutex_lock (&mm_lock);
      e = sys_mm (nr, a);
      pthread_mutex_unlock (&mm_lock);
      return e;
    case K1_NR_madvise: return 0;

    case K1_NR_exit: k1_thread_exit ((int) (a[0] & 0xff));
    case K1_NR_exit_group: k1_exit ((int) (a[0] & 0xff));
    case K1_NR_getpid: return getpid ();
    case K1_NR_gettid: return k1_self->tid;
    case K1_NR_getppid: return getppid ();
    case K1_NR_getuid: return getuid ();
    case K1_NR_geteuid: return geteuid ();
    case K1_NR_getgid: return getgid ();
    case K1_NR_getegid: return getegid ();
    case K1_NR_setpgid: return RET (setpgid ((pid_t) a[0], (pid_t) a[1]));
    case K1_NR_getpgid: return RET (getpgid ((pid_t) a[0]));
    case K1_NR_getsid: return RET (getsid ((pid_t) a[0]));
    case K1_NR_setsid: return RET (setsid ());
    case K1_NR_set_tid_address:
      k1_self->clear_child_tid = a[0];
      return k1_self->tid;
    case K1_NR_set_robust_list:
      /* Kept for get_robust_list; the lists of a dying thread are not
	 walked (its mutexes stay locked, not EOWNERDEAD).  */
      if (a[1] != 12)
	return -EINVAL;
      k1_self->robust_list = a[0];
      k1_self->robust_len = a[1];
      return 0;
    case K1_NR_get_robust_list:
      if (a[0] && a[0] != (uint32_t) k1_self->tid)
	return -EPERM;
      if (k1_put32 (a[1], k1_self->robust_list)
	  || k1_put32 (a[2], k1_self->robust_len))
	return -EFAULT;
      return 0;
    case K1_NR_futex: return k1_sys_futex (a, 0);
    case K1_NR_futex_time64: return k1_sys_futex (a, 1);
    case K1_NR_sched_yield: return RET (sched_yield ());
    case K1_NR_uname: return sys_uname (a[0]);
    case K1_NR_sysinfo: return sys_sysinfo (a[0]);
    case K1_NR_clone: return sys_clone (a[0], a[1], a[2], a[3], a[4]);
    case K1_NR_execve: return k1_execve (a[0], a[1], a[2]);
    case K1_NR_wait4: return sys_wait4 ((int32_t) a[0], a[1], a[2], a[3]);
    case K1_NR_kill: return RET (kill ((pid_t) a[0], (int) a[1]));
    /* Guest thread ids are host thread ids.  */
    case K1_NR_tkill:
      return RET (syscall (SYS_tkill, (pid_t) a[0], (int) a[1]));
    case K1_NR_tgkill:
      return RET (syscall (SYS_tgkill, (pid_t) a[0], (pid_t) a[1],
			   (int) a[2]));
    case K1_NR_getrandom:
      WBUF (a[0], a[1]);
      return RET (getrandom (k1_host (a[0]), a[1], (unsigned) a[2]));

    case K1_NR_rt_sigaction:
      return k1_sys_rt_sigaction (a[0], a[1], a[2], a[3]);
    case K1_NR_rt_sigprocmask:
      return k1_sys_rt_sigprocmask (a[0], a[1], a[2], a[3]);
    case K1_NR_rt_sigpending: return k1_sys_rt_sigpending (a[0], a[1]);
    case K1_NR_rt_sigsuspend: return k1_sys_rt_sigsuspend (a[0], a[1]);
    case K1_NR_sigaltstack: return k1_sys_sigaltstack (a[0], a[1]);
    case K1_NR_rt_sigtimedwait: case K1_NR_rt_sigtimedwait_time64:
      {
	struct timespec ts;
	if (a[2] && (e = k1_get_ts (a[2], &ts, nr != K1_NR_rt_sigtimedwait)))
	  return e;
	return k1_sys_rt_sigtimedwait (a[0], a[1], a[2] ? &ts : NULL, a[3]);
      }
    case K1_NR_rt_sigqueueinfo:
      return k1_sys_sigqueueinfo (0, 0, (int32_t) a[0], a[1], a[2]);
    case K1_NR_rt_tgsigqueueinfo:
      return k1_sys_sigqueueinfo (1, (int32_t) a[0], (int32_t) a[1], a[2],
				  a[3]);
    case K1_NR_signalfd4:
      return k1_sys_signalfd4 ((int32_t) a[0], a[1], a[2], a[3]);

    case K1_NR_clock_gettime: case K1_NR_clock_gettime64:
    case K1_NR_clock_getres: case K1_NR_clock_getres_time64:
    case K1_NR_nanosleep: case K1_NR_clock_nanosleep:
    case K1_NR_clock_nanosleep_time64: case K1_NR_gettimeofday:
    case K1_NR_times:
      return sys_time (nr, a);
    case K1_NR_getrlimit: case K1_NR_setrlimit: case K1_NR_prlimit64:
    case K1_NR_getrusage:
      return sys_rlimit (nr, a);
    }
  if ((e = k1_sys_fd (nr, a)) != K1_NOT_HERE
      || (e = k1_sys_net (nr, a)) != K1_NOT_HERE
      || (e = k1_sys_ipc (nr, a)) != K1_NOT_HERE
      || (e = k1_sys_misc (nr, a)) != K1_NOT_HERE
      || (e = k1_sys_aio (nr, a)) != K1_NOT_HERE)
    return e;
  for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
    if (plain[i].guest == nr)
      return RET (syscall (plain[i].host, (long) (int32_t) a[0],
			   (long) (int32_t) a[1], (long) (int32_t) a[2]));
  if (k1_opt_strict)
    {
      const char *n = k1_syscall_name (nr);
      fprintf (stderr, "%s: unimplemented system call %u (%s) at 0x%08x\n",
	       k1_progname, nr, n ? n : "unknown", k1_self->cpu.sc_pc);
      k1_exit (1);
    }
  return -ENOSYS;
}

/* --safe-syscalls: what a fuzzed program may do.  */
static int
safe (uint32_t nr, const uint32_t *a)
{
  switch (nr)
    {
    case K1_NR_write:
      return a[0] == 1 || a[0] == 2;
    case K1_NR_read: case K1_NR_exit: case K1_NR_exit_group: case K1_NR_brk:
    case K1_NR_mmap2: case K1_NR_munmap: case K1_NR_mprotect:
    case K1_NR_mremap: case K1_NR_getpid: case K1_NR_gettid:
    case K1_NR_getuid: case K1_NR_uname: case K1_NR_clock_gettime:
    case K1_NR_clock_gettime64: case K1_NR_gettimeofday:
    case K1_NR_rt_sigaction: case K1_NR_rt_sigprocmask:
    case K1_NR_sigaltstack: case K1_NR_set_tid_address: case K1_NR_times:
    case K1_NR_getrandom: case K1_NR_fstat64:
      return 1;
    }
  return 0;
}

/* System calls that SA_RESTART restarts after a handler.  */
static int
restartable (uint32_t nr)
{
  switch (nr)
    {
    case K1_NR_read: case K1_NR_write: case K1_NR_readv: case K1_NR_writev:
    case K1_NR_pread64: case K1_NR_pwrite64: case K1_NR_wait4:
    case K1_NR_ioctl: case K1_NR_openat: case K1_NR_fcntl64:
      return 1;
    }
  return 0;
}

int k1_opt_strace, k1_opt_strict, k1_opt_exit_on_signal, k1_opt_safe;

/* After K1_EXIT_SYSCALL: do the call of T's scall, its result in $r0.
   T->restart asks the caller to run the scall again after a handler
   (SA_RESTART).  */
void
k1_do_syscall (struct k1_thread *t)
{
  struct k1_cpu *cpu = &t->cpu;
  const uint32_t *a = cpu->sc_args;
  uint32_t nr = cpu->sc_nr;
  char line[160];
  long r;

  if (nr == K1_NR_rt_sigreturn)
    {
      if (k1_opt_strace)
	{
	  flockfile (k1_trace_file);
	  k1_trace_prefix (cpu, k1_trace_file);
	  fprintf (k1_trace_file, "[%08x] rt_sigreturn ()\n", cpu->sc_pc);
	  funlockfile (k1_trace_file);
	}
      k1_sys_rt_sigreturn (t);
      return;
    }
  if (k1_opt_strace)
    {
      const char *n = k1_syscall_name (nr);

      snprintf (line, sizeof line,
		"[%08x] %s (0x%x, 0x%x, 0x%x, 0x%x, 0x%x, 0x%x)", cpu->sc_pc,
		n ? n : "?", a[0], a[1], a[2], a[3], a[4], a[5]);
      /* Calls that do not return print their line first.  */
      if (nr == K1_NR_exit || nr == K1_NR_exit_group || nr == K1_NR_execve)
	{
	  flockfile (k1_trace_file);
	  k1_trace_prefix (cpu, k1_trace_file);
	  fprintf (k1_trace_file, "%s\n", line);
	  funlockfile (k1_trace_file);
	  fflush (k1_trace_file);
	}
    }
  r = k1_opt_safe && !safe (nr, a) ? -EPERM : dispatch (nr, a);
  if (k1_opt_strace)
    {
      flockfile (k1_trace_file);
      k1_trace_prefix (cpu, k1_trace_file);
      fputs (line, k1_trace_file);
      if (r < 0 && r >= -4095)
	fprintf (k1_trace_file, " = -%ld (%s)\n", -r, strerror ((int) -r));
      else
	fprintf (k1_trace_file, " = %ld (0x%lx)\n", r,
		 (unsigned long) (uint32_t) r);
      funlockfile (k1_trace_file);
    }
  t->restart = r == -EINTR && restartable (nr) && k1_signal_restart_wanted (t);
  cpu->r[0] = (uint32_t) r;
}
