/* One thread rewrites a function that another thread keeps calling:
   the caller only ever sees the old or the new code, and sees the new
   one soon (the bundle caches are per thread; a write to cached code
   drops it from every thread's cache).  Raw clone, no pthreads.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sched.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <linux/futex.h>

#define CHECK(c) do { if (!(c)) { printf ("FAIL line %d: %s (errno %d)\n", __LINE__, #c, errno); fails++; } } while (0)

#define FLAGS (CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND \
	       | CLONE_THREAD | CLONE_SYSVSEM | CLONE_SETTLS \
	       | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID)
#define ROUNDS 200

/* Two versions of one function, 8 bytes each: make $r0 = N ;; ret ;;  */
__asm__ ("\t.text\n\t.balign 8\n"
	 "ret1:\tmake $r0 = 1\n\t;;\n\tret\n\t;;\n"
	 "ret2:\tmake $r0 = 2\n\t;;\n\tret\n\t;;\n");
extern const char ret1[], ret2[];

static int ctid, phase, bad;
static int (*volatile fn) (void);

static int
caller (void *arg)
{
  (void) arg;
  /* Follow the writer: wait until the function returns the value of
     the current phase, then tell the writer.  */
  for (int want = 1; want <= ROUNDS; want++)
    {
      int v, spins = 0;
      time_t start = time (NULL);

      /* The new code must show up, even on a loaded machine within
	 20 s.  */
      while ((v = fn ()) != (want & 1 ? 1 : 2))
	{
	  if (v != 1 && v != 2)
	    bad++;
	  if ((++spins & 0xffff) == 0 && time (NULL) - start > 20)
	    {
	      /* Never seen: give up the rounds left.  */
	      bad++;
	      want = ROUNDS;
	      break;
	    }
	}
      __atomic_store_n (&phase, want, __ATOMIC_RELEASE);
      syscall (SYS_futex, &phase, FUTEX_WAKE, 1, NULL, NULL, 0);
    }
  return 0;
}

int
main (void)
{
  int fails = 0;
  char *code = mmap (NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  char *stack = malloc (65536);
  void *tp;

  CHECK (code != MAP_FAILED);
  memcpy (code, ret1, 8);
  fn = (int (*) (void)) code;
  CHECK (fn () == 1);
  __asm__ ("add %0 = $r13, 0" : "=r" (tp));
  CHECK (clone (caller, stack + 65536, FLAGS, NULL, &ctid, tp, &ctid) > 0);
  for (int round = 1; round <= ROUNDS; round++)
    {
      int p;

      /* The caller has seen round - 1; write the code of round.  */
      while ((p = __atomic_load_n (&phase, __ATOMIC_ACQUIRE)) < round - 1)
	syscall (SYS_futex, &phase, FUTEX_WAIT, p, NULL, NULL, 0);
      /* One aligned store: the versions differ in their first word.  */
      *(volatile unsigned *) code = *(const unsigned *) (round & 1 ? ret1
							 : ret2);
      /* Half the rounds announce the change as the ISA asks; the
	 others rely on the write protection of cached code.  */
      if (round & 2)
	__asm__ volatile ("fence\n\t;;\n\tiinval\n\t;;" ::: "memory");
    }
  int c;
  while ((c = __atomic_load_n (&ctid, __ATOMIC_ACQUIRE)) != 0)
    syscall (SYS_futex, &ctid, FUTEX_WAIT, c, NULL, NULL, 0);
  CHECK (phase == ROUNDS && bad == 0);
  if (fails == 0)
    printf ("smcthreads: all passed\n");
  return fails != 0;
}
