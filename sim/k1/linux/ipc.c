/* k1-linux-run: System V semaphores, message queues, shared memory.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   The host's objects, through its C library.  The guest's control
   structures are asm-generic's 64-bit ones (struct semid64_ds, ...,
   all 32-bit words on K1), filled field by field from the host's; a
   message's type is a 32-bit long; struct sembuf, seminfo and msginfo
   have one layout.  shmat maps the segment into the guest space with
   the host's shmat at the guest address.  */

#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include "linux.h"

union semun
{
  int val;
  struct semid_ds *buf;
  unsigned short *array;
  struct seminfo *__buf;
};

static long
ret (long r)
{
  return r < 0 ? -errno : r;
}

static void
put (uint8_t *b, unsigned off, uint32_t v)
{
  memcpy (b + off, &v, 4);
}

static uint32_t
get (const uint8_t *b, unsigned off)
{
  uint32_t v;
  memcpy (&v, b + off, 4);
  return v;
}

static void
perm_out (uint8_t *b, const struct ipc_perm *p)
{
  put (b, K1_ipc64_perm_key, (uint32_t) p->__key);
  put (b, K1_ipc64_perm_uid, p->uid);
  put (b, K1_ipc64_perm_gid, p->gid);
  put (b, K1_ipc64_perm_cuid, p->cuid);
  put (b, K1_ipc64_perm_cgid, p->cgid);
  put (b, K1_ipc64_perm_mode, p->mode);
  memcpy (b + K1_ipc64_perm_seq, &p->__seq, 2);
}

/* IPC_SET takes the owner and the mode.  */
static void
perm_in (const uint8_t *b, struct ipc_perm *p)
{
  p->uid = get (b, K1_ipc64_perm_uid);
  p->gid = get (b, K1_ipc64_perm_gid);
  p->mode = get (b, K1_ipc64_perm_mode);
}

static void
time_out (uint8_t *b, unsigned lo, unsigned hi, int64_t t)
{
  put (b, lo, (uint32_t) t);
  put (b, hi, (uint32_t) ((uint64_t) t >> 32));
}

static long
sys_semctl (int id, int num, int cmd, uint32_t arg)
{
  uint8_t b[K1_sizeof_semid64_ds];
  struct semid_ds ds;
  union semun u;
  long r;

  cmd &= ~K1_IPC_64;
  switch (cmd)
    {
    case IPC_RMID: case GETVAL: case GETPID: case GETNCNT: case GETZCNT:
      return ret (semctl (id, num, cmd));
    case SETVAL:
      u.val = (int) arg;
      return ret (semctl (id, num, cmd, u));
    case GETALL: case SETALL:
      u.buf = &ds;
      if (semctl (id, 0, IPC_STAT, u) != 0)
	return -errno;
      if (cmd == GETALL ? k1_prepare_write (arg, ds.sem_nsems * 2) != 0
	  : !k1_access_ok (arg, ds.sem_nsems * 2, K1_P_R))
	return -EFAULT;
      u.array = k1_host (arg);
      return ret (semctl (id, 0, cmd, u));
    case IPC_STAT: case SEM_STAT: case SEM_STAT_ANY:
      if (k1_prepare_write (arg, sizeof b) != 0)
	return -EFAULT;
      u.buf = &ds;
      r = semctl (id, num, cmd, u);
      if (r < 0)
	return -errno;
      memset (b, 0, sizeof b);
      perm_out (b, &ds.sem_perm);
      time_out (b, K1_semid64_ds_sem_otime, K1_semid64_ds_sem_otime_high,
		ds.sem_otime);
      time_out (b, K1_semid64_ds_sem_ctime, K1_semid64_ds_sem_ctime_high,
		ds.sem_ctime);
      put (b, K1_semid64_ds_sem_nsems, ds.sem_nsems);
      k1_copy_out (arg, b, sizeof b);
      return r;
    case IPC_SET:
      if (k1_copy_in (b, arg, sizeof b))
	return -EFAULT;
      memset (&ds, 0, sizeof ds);
      perm_in (b, &ds.sem_perm);
      u.buf = &ds;
      return ret (semctl (id, num, cmd, u));
    case IPC_INFO: case SEM_INFO:
      if (k1_prepare_write (arg, K1_sizeof_seminfo) != 0)
	return -EFAULT;
      u.__buf = k1_host (arg);
      return ret (semctl (id, num, cmd, u));
    }
  return -EINVAL;
}

static long
sys_msgctl (int id, int cmd, uint32_t arg)
{
  uint8_t b[K1_sizeof_msqid64_ds];
  struct msqid_ds ds;
  long r;

  cmd &= ~K1_IPC_64;
  switch (cmd)
    {
    case IPC_RMID:
      return ret (msgctl (id, cmd, NULL));
    case IPC_STAT: case MSG_STAT: case MSG_STAT_ANY:
      if (k1_prepare_write (arg, sizeof b) != 0)
	return -EFAULT;
      r = msgctl (id, cmd, &ds);
      if (r < 0)
	return -errno;
      memset (b, 0, sizeof b);
      perm_out (b, &ds.msg_perm);
      time_out (b, K1_msqid64_ds_msg_stime, K1_msqid64_ds_msg_stime_high,
		ds.msg_stime);
      time_out (b, K1_msqid64_ds_msg_rtime, K1_msqid64_ds_msg_rtime_high,
		ds.msg_rtime);
      time_out (b, K1_msqid64_ds_msg_ctime, K1_msqid64_ds_msg_ctime_high,
		ds.msg_ctime);
      put (b, K1_msqid64_ds_msg_cbytes, ds.__msg_cbytes);
      put (b, K1_msqid64_ds_msg_qnum, ds.msg_qnum);
      put (b, K1_msqid64_ds_msg_qbytes, ds.msg_qbytes);
      put (b, K1_msqid64_ds_msg_lspid, ds.msg_lspid);
      put (b, K1_msqid64_ds_msg_lrpid, ds.msg_lrpid);
      k1_copy_out (arg, b, sizeof b);
      return r;
    case IPC_SET:
      if (k1_copy_in (b, arg, sizeof b))
	return -EFAULT;
      memset (&ds, 0, sizeof ds);
      perm_in (b, &ds.msg_perm);
      ds.msg_qbytes = get (b, K1_msqid64_ds_msg_qbytes);
      return ret (msgctl (id, cmd, &ds));
    case IPC_INFO: case MSG_INFO:
      if (k1_prepare_write (arg, K1_sizeof_msginfo) != 0)
	return -EFAULT;
      return ret (msgctl (id, cmd, k1_host (arg)));
    }
  return -EINVAL;
}

/* A message: the guest's 32-bit mtype, the host's long.  */
static long
sys_msg (uint32_t nr, const uint32_t *a)
{
  uint32_t size = a[2];
  long *m, r;
  int32_t type;

  if ((int32_t) size < 0)
    return -EINVAL;
  m = malloc (sizeof (long) + size);
  if (!m)
    return -ENOMEM;
  if (nr == K1_NR_msgsnd)
    {
      if (k1_copy_in (&type, a[1], 4) || k1_copy_in (m + 1, a[1] + 4, size))
	r = -EFAULT;
      else
	{
	  m[0] = type;
	  r = ret (msgsnd ((int) a[0], m, size, (int) a[3]));
	}
    }
  else if (k1_prepare_write (a[1], 4 + size) != 0)
    r = -EFAULT;
  else
    {
      r = ret (msgrcv ((int) a[0], m, size, (long) (int32_t) a[3],
		       (int) a[4]));
      if (r >= 0)
	{
	  type = (int32_t) m[0];
	  k1_copy_out (a[1], &type, 4);
	  k1_copy_out (a[1] + 4, m + 1, (uint32_t) r);
	}
    }
  free (m);
  return r;
}

/* Attached segments, for shmdt's size.  */
#define MAX_SHM 128
static struct { uint32_t addr, size; } attached[MAX_SHM];
static pthread_mutex_t shm_lock = PTHREAD_MUTEX_INITIALIZER;

static long
sys_shmat (int id, uint32_t addr, int flg)
{
  struct shmid_ds ds;
  uint32_t size;
  int slot = -1;
  long r = 0;

  if (shmctl (id, IPC_STAT, &ds) != 0)
    return -errno;
  size = (ds.shm_segsz + K1_PAGE_SIZE - 1) & ~(K1_PAGE_SIZE - 1);
  if (flg & SHM_RND)
    addr &= ~(K1_PAGE_SIZE - 1);
  if (addr & (K1_PAGE_SIZE - 1))
    return -EINVAL;
  pthread_mutex_lock (&shm_lock);
  k1_mm_lock ();
  for (int i = 0; i < MAX_SHM && slot < 0; i++)
    if (!attached[i].size)
      slot = i;
  if (slot < 0)
    r = -EMFILE;
  else if (!addr && !(addr = k1_mem_find_free (0, size)))
    r = -ENOMEM;
  else if (!(flg & SHM_REMAP) && !k1_mem_range_free (addr, size))
    r = -EINVAL;
  else if (shmat (id, k1_host (addr), (flg & ~SHM_RND) | SHM_REMAP)
	   == (void *) -1)
    r = -errno;
  else
    {
      k1_mem_note (addr, size, K1_P_R | (flg & SHM_RDONLY ? 0 : K1_P_W)
				 | (flg & SHM_EXEC ? K1_P_X : 0));
      attached[slot].addr = addr;
      attached[slot].size = size;
      r = addr;
    }
  k1_mm_unlock ();
  pthread_mutex_unlock (&shm_lock);
  return r;
}

static long
sys_shmdt (uint32_t addr)
{
  long r = -EINVAL;

  pthread_mutex_lock (&shm_lock);
  k1_mm_lock ();
  for (int i = 0; i < MAX_SHM; i++)
    if (attached[i].size && attached[i].addr == addr)
      {
	if (shmdt (k1_host (addr)) != 0)
	  r = -errno;
	else
	  {
	    k1_mem_unmap (addr, attached[i].size);	/* reserved again */
	    attached[i].size = 0;
	    r = 0;
	  }
	break;
      }
  k1_mm_unlock ();
  pthread_mutex_unlock (&shm_lock);
  return r;
}

static long
sys_shmctl (int id, int cmd, uint32_t arg)
{
  uint8_t b[K1_sizeof_shmid64_ds];
  struct shmid_ds ds;
  long r;

  cmd &= ~K1_IPC_64;
  switch (cmd)
    {
    case IPC_RMID: case SHM_LOCK: case SHM_UNLOCK:
      return ret (shmctl (id, cmd, NULL));
    case IPC_STAT: case SHM_STAT: case SHM_STAT_ANY:
      if (k1_prepare_write (arg, sizeof b) != 0)
	return -EFAULT;
      r = shmctl (id, cmd, &ds);
      if (r < 0)
	return -errno;
      memset (b, 0, sizeof b);
      perm_out (b, &ds.shm_perm);
      put (b, K1_shmid64_ds_shm_segsz, (uint32_t) ds.shm_segsz);
      time_out (b, K1_shmid64_ds_shm_atime, K1_shmid64_ds_shm_atime_high,
		ds.shm_atime);
      time_out (b, K1_shmid64_ds_shm_dtime, K1_shmid64_ds_shm_dtime_high,
		ds.shm_dtime);
      time_out (b, K1_shmid64_ds_shm_ctime, K1_shmid64_ds_shm_ctime_high,
		ds.shm_ctime);
      put (b, K1_shmid64_ds_shm_cpid, ds.shm_cpid);
      put (b, K1_shmid64_ds_shm_lpid, ds.shm_lpid);
      put (b, K1_shmid64_ds_shm_nattch, ds.shm_nattch);
      k1_copy_out (arg, b, sizeof b);
      return r;
    case IPC_SET:
      if (k1_copy_in (b, arg, sizeof b))
	return -EFAULT;
      memset (&ds, 0, sizeof ds);
      perm_in (b, &ds.shm_perm);
      return ret (shmctl (id, cmd, &ds));
    case IPC_INFO:
      {
	struct shminfo si;
	uint32_t v[9] = { 0 };
	r = shmctl (id, cmd, (struct shmid_ds *) &si);
	if (r < 0)
	  return -errno;
	v[0] = si.shmmax > 0xffffffffu ? 0xffffffffu : si.shmmax;
	v[1] = si.shmmin;
	v[2] = si.shmmni;
	v[3] = si.shmseg;
	v[4] = si.shmall > 0xffffffffu ? 0xffffffffu : si.shmall;
	return k1_copy_out (arg, v, sizeof v) ? -EFAULT : r;
      }
    case SHM_INFO:
      {
	struct shm_info si;
	uint32_t v[6];
	r = shmctl (id, cmd, (struct shmid_ds *) &si);
	if (r < 0)
	  return -errno;
	v[0] = si.used_ids;
	v[1] = si.shm_tot;
	v[2] = si.shm_rss;
	v[3] = si.shm_swp;
	v[4] = si.swap_attempts;
	v[5] = si.swap_successes;
	return k1_copy_out (arg, v, sizeof v) ? -EFAULT : r;
      }
    }
  return -EINVAL;
}

long
k1_sys_ipc (uint32_t nr, const uint32_t *a)
{
  switch (nr)
    {
    case K1_NR_semget:
      return ret (semget ((key_t) a[0], (int) a[1], (int) a[2]));
    case K1_NR_semctl:
      return sys_semctl ((int) a[0], (int) a[1], (int) a[2], a[3]);
    case K1_NR_semop: case K1_NR_semtimedop: case K1_NR_semtimedop_time64:
      {
	struct timespec ts;
	if ((int32_t) a[2] < 0 || a[2] > 4096)
	  return -E2BIG;
	if (!k1_access_ok (a[1], a[2] * 6, K1_P_R))
	  return -EFAULT;
	if (nr != K1_NR_semop && a[3])
	  {
	    int64_t v[2];
	    int32_t w[2];
	    if (nr == K1_NR_semtimedop_time64 ? k1_copy_in (v, a[3], 16)
		: k1_copy_in (w, a[3], 8))
	      return -EFAULT;
	    ts.tv_sec = nr == K1_NR_semtimedop_time64 ? v[0] : w[0];
	    ts.tv_nsec = nr == K1_NR_semtimedop_time64 ? v[1] : w[1];
	  }
	return ret (semtimedop ((int) a[0], k1_host (a[1]), a[2],
				nr != K1_NR_semop && a[3] ? &ts : NULL));
      }
    case K1_NR_msgget: return ret (msgget ((key_t) a[0], (int) a[1]));
    case K1_NR_msgctl: return sys_msgctl ((int) a[0], (int) a[1], a[2]);
    case K1_NR_msgsnd: case K1_NR_msgrcv: return sys_msg (nr, a);
    case K1_NR_shmget:
      return ret (shmget ((key_t) a[0], a[1], (int) a[2]));
    case K1_NR_shmat: return sys_shmat ((int) a[0], a[1], (int) a[2]);
    case K1_NR_shmdt: return sys_shmdt (a[0]);
    case K1_NR_shmctl: return sys_shmctl ((int) a[0], (int) a[1], a[2]);
    }
  return K1_NOT_HERE;
}
