/* host-compare: built for the host too; the outputs must be equal.
   cflags: -pthread
   The end of a threaded process, whatever its other threads are
   doing: exit_group (exit, or main returning) from the main thread or
   from another one, while the rest wait on a barrier that never
   completes, in pthread_cond_wait, sem_wait, pthread_join, a read of
   a pipe nobody writes, nanosleep, or compute; and a fatal signal
   (SIGSEGV, abort) in one thread while the others are blocked.  Each
   case runs in a child process, which must end at once with the
   status given to exit_group, or be killed by the signal; a child
   still there after a few seconds is killed and reported as hung, so
   that a hang fails the test instead of stopping it.  */

#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

/* How long a child may take; a correct one takes a few milliseconds
   of sleeps, this is for a loaded machine.  */
#define LIMIT_MS 3000

static pthread_barrier_t barrier;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static sem_t sem;
static int pipefd[2];
static pthread_t main_thread;
static volatile unsigned long spin;

/* A little time for the other threads to block.  */
static void
settle (void)
{
  struct timespec ts = { 0, 50 * 1000 * 1000 };
  nanosleep (&ts, NULL);
}

/* What a thread blocks in, forever.  */

static void *
in_barrier (void *arg)
{
  (void) arg;
  pthread_barrier_wait (&barrier);	/* the fourth party never comes */
  return NULL;
}

static void *
in_cond (void *arg)
{
  (void) arg;
  pthread_mutex_lock (&mutex);
  for (;;)
    pthread_cond_wait (&cond, &mutex);
  return NULL;
}

static void *
in_sem (void *arg)
{
  (void) arg;
  for (;;)
    sem_wait (&sem);
  return NULL;
}

static void *
in_read (void *arg)
{
  char c;
  (void) arg;
  for (;;)
    read (pipefd[0], &c, 1);
  return NULL;
}

static void *
in_sleep (void *arg)
{
  struct timespec ts = { 1000, 0 };
  (void) arg;
  for (;;)
    nanosleep (&ts, NULL);
  return NULL;
}

static void *
in_join (void *arg)
{
  (void) arg;
  pthread_join (main_thread, NULL);
  return NULL;
}

static void *
in_compute (void *arg)
{
  (void) arg;
  for (;;)
    spin++;
  return NULL;
}

static void
start (void *(*fn) (void *))
{
  pthread_t t;

  if (pthread_create (&t, NULL, fn, NULL) != 0)
    _exit (100);
}

/* Threads blocked in every way, for the thread that ends the process
   to leave behind.  */
static void
start_blocked (void)
{
  start (in_barrier);
  start (in_barrier);
  start (in_cond);
  start (in_sem);
  start (in_read);
  start (in_sleep);
}

/* The cases, each run in a child process.  */

/* Main returns while the others are blocked.  */
static void
main_returns (void)
{
  start_blocked ();
  settle ();
}

/* Main calls exit while the others are blocked; so does a thread
   whose main thread is blocked in HOW.  */
static void *
exit_7 (void *arg)
{
  (void) arg;
  settle ();
  exit (7);
}

static void *
exit_8_compute (void *arg)
{
  (void) arg;
  settle ();
  _exit (8);			/* exit_group without the C library's exit */
}

static void *
segv (void *arg)
{
  (void) arg;
  settle ();
  *(volatile int *) (arg) = 1;	/* ARG is NULL */
  return NULL;
}

static void *
aborts (void *arg)
{
  (void) arg;
  settle ();
  abort ();
}

static void
run_case (int n)
{
  char c;
  pthread_t t;
  struct timespec ts = { 1000, 0 };

  switch (n)
    {
    case 0:			/* main returns: status 3 */
      main_returns ();
      exit (3);
    case 1:			/* main's exit with threads in compute too */
      start_blocked ();
      start (in_compute);
      settle ();
      exit (4);
    case 2:			/* a thread exits; main in pthread_cond_wait */
      start_blocked ();
      start (exit_7);
      in_cond (NULL);
      break;
    case 3:			/* ... main in sem_wait */
      start_blocked ();
      start (exit_7);
      in_sem (NULL);
      break;
    case 4:			/* ... main in pthread_join of a blocked thread */
      start_blocked ();
      pthread_create (&t, NULL, in_read, NULL);
      start (exit_7);
      pthread_join (t, NULL);
      break;
    case 5:			/* ... main in read of a pipe */
      start_blocked ();
      start (exit_7);
      read (pipefd[0], &c, 1);
      break;
    case 6:			/* ... main in nanosleep */
      start_blocked ();
      start (exit_7);
      nanosleep (&ts, NULL);
      break;
    case 7:			/* ... main on a barrier */
      start_blocked ();
      start (exit_7);
      pthread_barrier_wait (&barrier);
      break;
    case 8:			/* _exit while main and a thread compute */
      start_blocked ();
      start (in_compute);
      start (exit_8_compute);
      in_compute (NULL);
      break;
    case 9:			/* a thread joins main, which returns */
      start_blocked ();
      start (in_join);
      settle ();
      exit (9);
    case 10:			/* SIGSEGV in a thread; main in pthread_join */
      start_blocked ();
      pthread_create (&t, NULL, segv, NULL);
      pthread_join (t, NULL);
      break;
    case 11:			/* SIGSEGV in a thread; main computes */
      start_blocked ();
      start (segv);
      in_compute (NULL);
      break;
    case 12:			/* abort in a thread; main in read */
      start_blocked ();
      start (aborts);
      read (pipefd[0], &c, 1);
      break;
    case 13:			/* SIGSEGV in main; the others blocked */
      start_blocked ();
      segv (NULL);
      break;
    }
  _exit (99);			/* the blocked call returned */
}

#define NCASES 14

static void
setup (void)
{
  main_thread = pthread_self ();
  pthread_barrier_init (&barrier, NULL, 4);
  sem_init (&sem, 0, 0);
  if (pipe (pipefd) != 0)
    _exit (101);
}

int
main (int argc, char **argv)
{
  struct rlimit no_core = { 0, 0 };
  int fails = 0;

  /* No core files of the children killed by SIGSEGV and SIGABRT.  */
  setrlimit (RLIMIT_CORE, &no_core);
  /* An argument N: case N in this process, not a child.  */
  if (argc > 1)
    {
      setup ();
      run_case (atoi (argv[1]));
    }
  for (int n = 0; n < NCASES; n++)
    {
      pid_t p;
      int st, ms;

      fflush (stdout);
      p = fork ();
      if (p < 0)
	{
	  perror ("fork");
	  return 1;
	}
      if (p == 0)
	{
	  setup ();
	  run_case (n);
	}
      for (ms = 0; ms < LIMIT_MS; ms++)
	{
	  struct timespec ts = { 0, 1000 * 1000 };
	  pid_t w = waitpid (p, &st, WNOHANG);

	  if (w == p)
	    break;
	  if (w < 0)
	    {
	      perror ("waitpid");
	      return 1;
	    }
	  nanosleep (&ts, NULL);
	}
      if (ms == LIMIT_MS)
	{
	  kill (p, SIGKILL);
	  waitpid (p, &st, 0);
	  printf ("case %d: FAIL: still running after %d ms\n", n, LIMIT_MS);
	  fails++;
	}
      else if (WIFEXITED (st))
	printf ("case %d: exit status %d\n", n, WEXITSTATUS (st));
      else if (WIFSIGNALED (st))
	printf ("case %d: killed by signal %d (%s)\n", n, WTERMSIG (st),
		WTERMSIG (st) == SIGSEGV ? "SIGSEGV"
		: WTERMSIG (st) == SIGABRT ? "SIGABRT" : "other");
      else
	printf ("case %d: wait status 0x%x\n", n, st);
    }
  return fails != 0;
}
