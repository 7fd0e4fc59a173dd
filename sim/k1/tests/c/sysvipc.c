/* host-compare: built for the host too; the outputs must be equal.
   System V IPC: a semaphore set (semop, semtimedop's timeout, SETALL,
   GETALL, IPC_STAT), a message queue (typed send and receive, IPC_STAT,
   IPC_SET), a shared memory segment attached twice (both addresses see
   one write; shmdt; IPC_STAT).  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <time.h>
#include <unistd.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

#define SHOW(name, expr) do { long r_ = (long) (expr); \
  printf ("%s = %ld%s%s\n", name, r_, r_ < 0 ? " " : "", \
	  r_ < 0 ? strerror (errno) : ""); } while (0)

union semun { int val; struct semid_ds *buf; unsigned short *array; };

int
main (void)
{
  /* Semaphores.  */
  int sem = semget (IPC_PRIVATE, 3, IPC_CREAT | 0600);
  printf ("semget %d\n", sem >= 0);
  unsigned short vals[3] = { 1, 2, 3 }, back[3] = { 0 };
  union semun u = { .array = vals };
  SHOW ("SETALL", semctl (sem, 0, SETALL, u));
  struct sembuf ops[2] = { { 0, -1, 0 }, { 2, 2, 0 } };
  SHOW ("semop", semop (sem, ops, 2));
  u.array = back;
  SHOW ("GETALL", semctl (sem, 0, GETALL, u));
  printf ("values %d %d %d\n", back[0], back[1], back[2]);
  SHOW ("GETVAL", semctl (sem, 2, GETVAL));
  u.val = 7;
  SHOW ("SETVAL", semctl (sem, 1, SETVAL, u));
  SHOW ("GETVAL", semctl (sem, 1, GETVAL));
  struct sembuf wait0 = { 0, -1, 0 };
  struct timespec ts = { 0, 20000000 };
  errno = 0;
  SHOW ("semtimedop", semtimedop (sem, &wait0, 1, &ts));
  struct semid_ds sds;
  u.buf = &sds;
  SHOW ("IPC_STAT", semctl (sem, 0, IPC_STAT, u));
  printf ("nsems %lu mode %o uid ok %d otime ok %d\n",
	  (unsigned long) sds.sem_nsems, sds.sem_perm.mode & 0777,
	  sds.sem_perm.uid == getuid (), sds.sem_otime > 1600000000);
  SHOW ("IPC_RMID", semctl (sem, 0, IPC_RMID));
  errno = 0;
  SHOW ("GETVAL removed", semctl (sem, 0, GETVAL));

  /* Message queues.  */
  int q = msgget (IPC_PRIVATE, IPC_CREAT | 0600);
  printf ("msgget %d\n", q >= 0);
  struct { long type; char text[16]; } m1 = { 5, "five" }, m2 = { 2, "two" }, r;
  SHOW ("msgsnd", msgsnd (q, &m1, 5, 0));
  SHOW ("msgsnd", msgsnd (q, &m2, 4, 0));
  memset (&r, 0, sizeof r);
  SHOW ("msgrcv type 2", msgrcv (q, &r, sizeof r.text, 2, 0));
  printf ("got %ld %s\n", r.type, r.text);
  memset (&r, 0, sizeof r);
  SHOW ("msgrcv any", msgrcv (q, &r, sizeof r.text, 0, 0));
  printf ("got %ld %s\n", r.type, r.text);
  errno = 0;
  SHOW ("msgrcv empty", msgrcv (q, &r, sizeof r.text, 0, IPC_NOWAIT));
  struct msqid_ds mds;
  SHOW ("IPC_STAT", msgctl (q, IPC_STAT, &mds));
  printf ("qnum %lu lspid ok %d mode %o\n", (unsigned long) mds.msg_qnum,
	  mds.msg_lspid == getpid (), mds.msg_perm.mode & 0777);
  mds.msg_perm.mode = 0640;
  SHOW ("IPC_SET", msgctl (q, IPC_SET, &mds));
  SHOW ("IPC_STAT", msgctl (q, IPC_STAT, &mds));
  printf ("mode %o\n", mds.msg_perm.mode & 0777);
  SHOW ("IPC_RMID", msgctl (q, IPC_RMID, NULL));

  /* Shared memory, attached at two addresses.  */
  int shm = shmget (IPC_PRIVATE, 10000, IPC_CREAT | 0600);
  printf ("shmget %d\n", shm >= 0);
  char *p1 = shmat (shm, NULL, 0), *p2 = shmat (shm, NULL, 0);
  printf ("shmat %d %d %d\n", p1 != (void *) -1, p2 != (void *) -1, p1 != p2);
  strcpy (p1 + 9000, "shared");
  printf ("other view: %s\n", p2 + 9000);
  struct shmid_ds shds;
  SHOW ("IPC_STAT", shmctl (shm, IPC_STAT, &shds));
  printf ("segsz %lu nattch %lu cpid ok %d\n", (unsigned long) shds.shm_segsz,
	  (unsigned long) shds.shm_nattch, shds.shm_cpid == getpid ());
  SHOW ("shmdt", shmdt (p2));
  errno = 0;
  SHOW ("shmdt again", shmdt (p2));
  SHOW ("IPC_STAT", shmctl (shm, IPC_STAT, &shds));
  printf ("nattch %lu\n", (unsigned long) shds.shm_nattch);
  char *ro = shmat (shm, NULL, SHM_RDONLY);
  printf ("read-only view: %s\n", ro + 9000);
  SHOW ("shmdt", shmdt (ro));
  SHOW ("shmdt", shmdt (p1));
  SHOW ("IPC_RMID", shmctl (shm, IPC_RMID, NULL));
  return 0;
}
