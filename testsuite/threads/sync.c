/* Condition variables (a bounded queue between producers and
   consumers, broadcast, timed wait), pthread_once under a race,
   thread-specific data with destructors, barriers, read-write locks,
   semaphores and spin locks.  */
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <time.h>
#include "check.h"

#define THREADS 8

/* Condition variables: a queue of 4 slots.  */
static pthread_mutex_t qm = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t notfull = PTHREAD_COND_INITIALIZER;
static pthread_cond_t notempty = PTHREAD_COND_INITIALIZER;
static int q[4], qhead, qcount;
static long consumed_sum;
#define ITEMS 2000

static void *
producer (void *arg)
{
  int i, base = (int) (long) arg * ITEMS;

  for (i = 1; i <= ITEMS; i++)
    {
      pthread_mutex_lock (&qm);
      while (qcount == 4)
	pthread_cond_wait (&notfull, &qm);
      q[(qhead + qcount++) % 4] = base + i;
      pthread_cond_signal (&notempty);
      pthread_mutex_unlock (&qm);
    }
  return NULL;
}

static void *
consumer (void *arg)
{
  int i, v;
  long sum = 0;

  (void) arg;
  for (i = 0; i < ITEMS; i++)
    {
      pthread_mutex_lock (&qm);
      while (qcount == 0)
	pthread_cond_wait (&notempty, &qm);
      v = q[qhead];
      qhead = (qhead + 1) % 4;
      qcount--;
      pthread_cond_signal (&notfull);
      pthread_mutex_unlock (&qm);
      sum += v;
    }
  pthread_mutex_lock (&qm);
  consumed_sum += sum;
  pthread_mutex_unlock (&qm);
  return NULL;
}

/* Broadcast.  */
static int go, waiting;

static void *
waiter (void *arg)
{
  (void) arg;
  pthread_mutex_lock (&qm);
  waiting++;
  pthread_cond_broadcast (&notfull);
  while (!go)
    pthread_cond_wait (&notempty, &qm);
  pthread_mutex_unlock (&qm);
  return NULL;
}

/* pthread_once.  */
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int once_runs;
static pthread_barrier_t start;

static void
init_once (void)
{
  __atomic_add_fetch (&once_runs, 1, __ATOMIC_SEQ_CST);
}

static void *
call_once (void *arg)
{
  (void) arg;
  pthread_barrier_wait (&start);
  CHECK0 (pthread_once (&once, init_once));
  CHECK (once_runs == 1);
  return NULL;
}

/* Thread-specific data.  */
static pthread_key_t key;
static int destroyed;

static void
destructor (void *v)
{
  __atomic_add_fetch (&destroyed, (int) (long) v, __ATOMIC_SEQ_CST);
}

static void *
tsd (void *arg)
{
  int i;

  CHECK (pthread_getspecific (key) == NULL);
  CHECK0 (pthread_setspecific (key, arg));
  for (i = 0; i < 100; i++)
    sched_yield ();
  CHECK (pthread_getspecific (key) == arg);
  return NULL;
}

/* Barriers: each phase sees every thread's work of the one before.  */
static pthread_barrier_t bar;
static int phase_count[5];

static void *
phases (void *arg)
{
  int p, serial = 0;

  (void) arg;
  for (p = 0; p < 5; p++)
    {
      __atomic_add_fetch (&phase_count[p], 1, __ATOMIC_SEQ_CST);
      if (pthread_barrier_wait (&bar) == PTHREAD_BARRIER_SERIAL_THREAD)
	serial++;
      CHECK (__atomic_load_n (&phase_count[p], __ATOMIC_SEQ_CST) == THREADS);
    }
  return (void *) (long) serial;
}

/* Read-write locks: readers share, a writer excludes.  */
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int data_a, data_b, readers_in, max_readers;

static void *
rw_worker (void *arg)
{
  int i, n;

  for (i = 0; i < 500; i++)
    if ((i + (int) (long) arg) % 4 == 0)
      {
	CHECK0 (pthread_rwlock_wrlock (&rw));
	CHECK (readers_in == 0);
	data_a++;
	sched_yield ();
	data_b++;
	CHECK0 (pthread_rwlock_unlock (&rw));
      }
    else
      {
	CHECK0 (pthread_rwlock_rdlock (&rw));
	n = __atomic_add_fetch (&readers_in, 1, __ATOMIC_SEQ_CST);
	if (n > __atomic_load_n (&max_readers, __ATOMIC_SEQ_CST))
	  __atomic_store_n (&max_readers, n, __ATOMIC_SEQ_CST);
	CHECK (data_a == data_b);
	sched_yield ();
	__atomic_sub_fetch (&readers_in, 1, __ATOMIC_SEQ_CST);
	CHECK0 (pthread_rwlock_unlock (&rw));
      }
  return NULL;
}

/* Semaphores: a pool of 3 tokens.  */
static sem_t pool;
static int holders, max_holders;
static pthread_spinlock_t spin;
static long spin_counter;

static void *
sem_worker (void *arg)
{
  int i, n;

  (void) arg;
  for (i = 0; i < 300; i++)
    {
      CHECK (sem_wait (&pool) == 0);
      n = __atomic_add_fetch (&holders, 1, __ATOMIC_SEQ_CST);
      CHECK (n <= 3);
      if (n > __atomic_load_n (&max_holders, __ATOMIC_SEQ_CST))
	__atomic_store_n (&max_holders, n, __ATOMIC_SEQ_CST);
      __atomic_sub_fetch (&holders, 1, __ATOMIC_SEQ_CST);
      CHECK (sem_post (&pool) == 0);
      pthread_spin_lock (&spin);
      spin_counter++;
      pthread_spin_unlock (&spin);
    }
  return NULL;
}

int
main (void)
{
  pthread_t t[THREADS];
  struct timespec ts;
  void *r;
  int i, serials = 0, v;
  long want;

  /* Condition variables.  */
  for (i = 0; i < THREADS / 2; i++)
    {
      CHECK0 (pthread_create (&t[i], NULL, producer, (void *) (long) i));
      CHECK0 (pthread_create (&t[THREADS / 2 + i], NULL, consumer, NULL));
    }
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_join (t[i], NULL));
  want = 0;
  for (i = 0; i < THREADS / 2; i++)
    want += (long) i * ITEMS * ITEMS + (long) ITEMS * (ITEMS + 1) / 2;
  CHECK (consumed_sum == want);
  CHECK (qcount == 0);

  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_create (&t[i], NULL, waiter, NULL));
  pthread_mutex_lock (&qm);
  while (waiting < THREADS)
    pthread_cond_wait (&notfull, &qm);
  go = 1;
  pthread_cond_broadcast (&notempty);
  pthread_mutex_unlock (&qm);
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_join (t[i], NULL));

  /* A timed wait that times out.  */
  clock_gettime (CLOCK_REALTIME, &ts);
  ts.tv_nsec += 50 * 1000 * 1000;
  if (ts.tv_nsec >= 1000000000)
    ts.tv_sec++, ts.tv_nsec -= 1000000000;
  pthread_mutex_lock (&qm);
  CHECK (pthread_cond_timedwait (&notempty, &qm, &ts) == ETIMEDOUT);
  pthread_mutex_unlock (&qm);

  /* pthread_once, all threads let go at once.  */
  CHECK0 (pthread_barrier_init (&start, NULL, THREADS));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_create (&t[i], NULL, call_once, NULL));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_join (t[i], NULL));
  CHECK (once_runs == 1);
  CHECK0 (pthread_barrier_destroy (&start));

  /* Thread-specific data.  */
  CHECK0 (pthread_key_create (&key, destructor));
  CHECK0 (pthread_setspecific (key, (void *) 1000L));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_create (&t[i], NULL, tsd, (void *) (long) (i + 1)));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_join (t[i], NULL));
  CHECK (destroyed == THREADS * (THREADS + 1) / 2);
  CHECK (pthread_getspecific (key) == (void *) 1000L);
  CHECK0 (pthread_key_delete (key));

  /* Barriers.  */
  CHECK0 (pthread_barrier_init (&bar, NULL, THREADS));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_create (&t[i], NULL, phases, NULL));
  for (i = 0; i < THREADS; i++)
    {
      CHECK0 (pthread_join (t[i], &r));
      serials += (int) (long) r;
    }
  CHECK (serials == 5);
  CHECK0 (pthread_barrier_destroy (&bar));

  /* Read-write locks.  */
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_create (&t[i], NULL, rw_worker, (void *) (long) i));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_join (t[i], NULL));
  CHECK (data_a == THREADS * 500 / 4 && data_b == data_a);
  CHECK0 (pthread_rwlock_rdlock (&rw));
  CHECK (pthread_rwlock_tryrdlock (&rw) == 0);
  CHECK (pthread_rwlock_trywrlock (&rw) == EBUSY);
  CHECK0 (pthread_rwlock_unlock (&rw));
  CHECK0 (pthread_rwlock_unlock (&rw));

  /* Semaphores and spin locks.  */
  CHECK (sem_init (&pool, 0, 3) == 0);
  CHECK0 (pthread_spin_init (&spin, PTHREAD_PROCESS_PRIVATE));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_create (&t[i], NULL, sem_worker, NULL));
  for (i = 0; i < THREADS; i++)
    CHECK0 (pthread_join (t[i], NULL));
  CHECK (sem_getvalue (&pool, &v) == 0 && v == 3);
  CHECK (max_holders >= 1 && max_holders <= 3);
  CHECK (spin_counter == THREADS * 300);
  CHECK (sem_trywait (&pool) == 0 && sem_trywait (&pool) == 0
	 && sem_trywait (&pool) == 0);
  CHECK (sem_trywait (&pool) == -1 && errno == EAGAIN);
  clock_gettime (CLOCK_REALTIME, &ts);
  ts.tv_nsec += 20 * 1000 * 1000;
  if (ts.tv_nsec >= 1000000000)
    ts.tv_sec++, ts.tv_nsec -= 1000000000;
  CHECK (sem_timedwait (&pool, &ts) == -1 && errno == ETIMEDOUT);
  CHECK (sem_destroy (&pool) == 0);
  DONE ("sync");
}
