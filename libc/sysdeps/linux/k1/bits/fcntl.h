/* O_*, F_* constants and struct flock for K1 (Kalray MPPA-256) Linux.
   The values are those of the kernel's asm-generic/fcntl.h.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#ifndef	_FCNTL_H
# error "Never use <bits/fcntl.h> directly; include <fcntl.h> instead."
#endif

#include <sys/types.h>
#ifdef __USE_GNU
# include <bits/uio.h>
#endif

/* Access modes and flags of open and fcntl (F_GETFL, F_SETFL).  */
#define O_ACCMODE	00000003
#define O_RDONLY	00000000
#define O_WRONLY	00000001
#define O_RDWR		00000002
#define O_CREAT		00000100	/* not fcntl */
#define O_EXCL		00000200	/* not fcntl */
#define O_NOCTTY	00000400	/* not fcntl */
#define O_TRUNC		00001000	/* not fcntl */
#define O_APPEND	00002000
#define O_NONBLOCK	00004000
#define O_NDELAY	O_NONBLOCK
#define __O_DSYNC	00010000
#define O_ASYNC		00020000
#define __O_DIRECT	00040000
#define __O_LARGEFILE	00100000
#define __O_DIRECTORY	00200000
#define __O_NOFOLLOW	00400000
#define __O_NOATIME	01000000
#define __O_CLOEXEC	02000000
#define __O_SYNC	04000000
#define __O_PATH	010000000
#define __O_TMPFILE	020000000

/* Full file integrity (O_SYNC) implies data integrity (O_DSYNC).  */
#define O_SYNC		(__O_SYNC | __O_DSYNC)
#define O_FSYNC		O_SYNC

#ifdef __USE_XOPEN2K8
# define O_DIRECTORY	__O_DIRECTORY	/* Must be a directory.  */
# define O_NOFOLLOW	__O_NOFOLLOW	/* Do not follow links.  */
# define O_CLOEXEC	__O_CLOEXEC	/* Set close_on_exec.  */
#endif

#ifdef __USE_GNU
# define O_DIRECT	__O_DIRECT	/* Direct disk access.  */
# define O_NOATIME	__O_NOATIME	/* Do not set atime.  */
# define O_PATH		__O_PATH	/* Resolve pathname but do not open file.  */
# define O_TMPFILE	(__O_TMPFILE | __O_DIRECTORY) /* Unnamed file.  */
#endif

#if defined __USE_POSIX199309 || defined __USE_UNIX98
# define O_DSYNC	__O_DSYNC	/* Synchronize data.  */
# define O_RSYNC	O_SYNC		/* Synchronize read operations.  */
#endif

#ifdef __USE_LARGEFILE64
# define O_LARGEFILE	__O_LARGEFILE
#endif

/* Commands of fcntl.  */
#define F_DUPFD		0	/* Duplicate file descriptor.  */
#define F_GETFD		1	/* Get file descriptor flags.  */
#define F_SETFD		2	/* Set file descriptor flags.  */
#define F_GETFL		3	/* Get file status flags.  */
#define F_SETFL		4	/* Set file status flags.  */

/* Lock commands taking a struct flock64; with 64-bit file offsets
   they are the plain ones.  */
#define F_GETLK64	12	/* Get record locking info.  */
#define F_SETLK64	13	/* Set record locking info (non-blocking).  */
#define F_SETLKW64	14	/* Set record locking info (blocking).  */
#ifndef __USE_FILE_OFFSET64
# define F_GETLK	5
# define F_SETLK	6
# define F_SETLKW	7
#else
# define F_GETLK	F_GETLK64
# define F_SETLK	F_SETLK64
# define F_SETLKW	F_SETLKW64
#endif

#if defined __USE_BSD || defined __USE_XOPEN2K
# define F_SETOWN	8	/* Set owner of socket (receiver of SIGIO).  */
# define F_GETOWN	9	/* Get owner of socket (receiver of SIGIO).  */
#endif

#ifdef __USE_GNU
# define F_SETSIG	10	/* Set number of signal to be sent.  */
# define F_GETSIG	11	/* Get number of signal to be sent.  */
# define F_OFD_GETLK	36	/* Open file description locks.  */
# define F_OFD_SETLK	37
# define F_OFD_SETLKW	38
# define F_SETLEASE	1024	/* Set a lease.  */
# define F_GETLEASE	1025	/* Enquire what lease is active.  */
# define F_NOTIFY	1026	/* Request notifications on a directory.  */
# define F_DUPFD_CLOEXEC 1030	/* Duplicate with close-on-exec set.  */
# define F_SETPIPE_SZ	1031	/* Set pipe buffer size.  */
# define F_GETPIPE_SZ	1032	/* Get pipe buffer size.  */
#endif

/* For F_[GET|SET]FD.  */
#define FD_CLOEXEC	1

/* l_type of struct flock.  */
#define F_RDLCK		0	/* Read lock.  */
#define F_WRLCK		1	/* Write lock.  */
#define F_UNLCK		2	/* Remove lock.  */

/* For the old BSD flock emulation.  */
#define F_EXLCK		4
#define F_SHLCK		8

#ifdef __USE_BSD
/* Operations of flock.  */
# define LOCK_SH	1	/* Shared lock.  */
# define LOCK_EX	2	/* Exclusive lock.  */
# define LOCK_NB	4	/* Or'd with one of the above: do not block.  */
# define LOCK_UN	8	/* Remove lock.  */
#endif

#ifdef __USE_GNU
# define LOCK_MAND	32	/* A mandatory flock...  */
# define LOCK_READ	64	/* ... allowing concurrent reads.  */
# define LOCK_WRITE	128	/* ... allowing concurrent writes.  */
# define LOCK_RW	192	/* ... allowing both.  */
#endif

#ifdef __USE_GNU
/* Events F_NOTIFY may report.  */
# define DN_ACCESS	0x00000001	/* File accessed.  */
# define DN_MODIFY	0x00000002	/* File modified.  */
# define DN_CREATE	0x00000004	/* File created.  */
# define DN_DELETE	0x00000008	/* File removed.  */
# define DN_RENAME	0x00000010	/* File renamed.  */
# define DN_ATTRIB	0x00000020	/* File changed attributes.  */
# define DN_MULTISHOT	0x80000000	/* Don't remove notifier.  */
#endif

struct flock
  {
    short int l_type;	/* F_RDLCK, F_WRLCK or F_UNLCK.  */
    short int l_whence;	/* Where l_start is relative to (like lseek).  */
#ifndef __USE_FILE_OFFSET64
    __off_t l_start;	/* Offset where the lock begins.  */
    __off_t l_len;	/* Size of the locked area; zero means until EOF.  */
#else
    __off64_t l_start;
    __off64_t l_len;
#endif
    __pid_t l_pid;	/* Process holding the lock.  */
  };

#ifdef __USE_LARGEFILE64
struct flock64
  {
    short int l_type;
    short int l_whence;
    __off64_t l_start;
    __off64_t l_len;
    __pid_t l_pid;
  };
#endif

#ifdef	__USE_BSD
# define FAPPEND	O_APPEND
# define FFSYNC		O_FSYNC
# define FASYNC		O_ASYNC
# define FNONBLOCK	O_NONBLOCK
# define FNDELAY	O_NDELAY
#endif

#ifdef __USE_XOPEN2K
/* Advice of posix_fadvise.  */
# define POSIX_FADV_NORMAL	0 /* No further special treatment.  */
# define POSIX_FADV_RANDOM	1 /* Expect random page references.  */
# define POSIX_FADV_SEQUENTIAL	2 /* Expect sequential page references.  */
# define POSIX_FADV_WILLNEED	3 /* Will need these pages.  */
# define POSIX_FADV_DONTNEED	4 /* Don't need these pages.  */
# define POSIX_FADV_NOREUSE	5 /* Data will be accessed once.  */
#endif

#if defined __USE_GNU && defined __UCLIBC_LINUX_SPECIFIC__
/* Flags of sync_file_range.  */
# define SYNC_FILE_RANGE_WAIT_BEFORE	1 /* Wait for earlier writeout.  */
# define SYNC_FILE_RANGE_WRITE		2 /* Start writeout of dirty pages.  */
# define SYNC_FILE_RANGE_WAIT_AFTER	4 /* Wait for the writeout.  */

/* Flags of splice and vmsplice.  */
# define SPLICE_F_MOVE		1	/* Move pages instead of copying.  */
# define SPLICE_F_NONBLOCK	2	/* Don't block on the pipe.  */
# define SPLICE_F_MORE		4	/* Expect more data.  */
# define SPLICE_F_GIFT		8	/* Pages passed in are a gift.  */
#endif

__BEGIN_DECLS

#if defined __USE_GNU && defined __UCLIBC_LINUX_SPECIFIC__

/* Provide kernel hint to read ahead.  */
extern ssize_t readahead (int __fd, __off64_t __offset, size_t __count)
    __THROW;

/* Selective file content synch'ing.  */
extern int sync_file_range (int __fd, __off64_t __from, __off64_t __to,
			    unsigned int __flags);

/* Splice address range into a pipe.  */
extern ssize_t vmsplice (int __fdout, const struct iovec *__iov,
			 size_t __count, unsigned int __flags);

/* Splice two files together.  */
extern ssize_t splice (int __fdin, __off64_t *__offin, int __fdout,
		       __off64_t *__offout, size_t __len,
		       unsigned int __flags);

/* In-kernel implementation of tee for pipe buffers.  */
extern ssize_t tee (int __fdin, int __fdout, size_t __len,
		    unsigned int __flags);

#endif

__END_DECLS
