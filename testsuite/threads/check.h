/* Shared by the thread tests: CHECK counts a failure and says where;
   DONE prints the verdict and is the exit status.  */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fails;

#define CHECK(c)							\
  do {									\
    if (!(c))								\
      {									\
	printf ("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c);		\
	fflush (stdout);						\
	__atomic_add_fetch (&fails, 1, __ATOMIC_SEQ_CST);		\
      }									\
  } while (0)

/* A pthread call that returns an error number.  */
#define CHECK0(call)							\
  do {									\
    int r_ = (call);							\
    if (r_ != 0)							\
      {									\
	printf ("FAIL %s:%d: %s = %d\n", __FILE__, __LINE__, #call, r_); \
	fflush (stdout);						\
	__atomic_add_fetch (&fails, 1, __ATOMIC_SEQ_CST);		\
      }									\
  } while (0)

#define DONE(name)							\
  do {									\
    printf ("%s: %s\n", name, fails ? "FAIL" : "ok");			\
    return fails != 0;							\
  } while (0)
