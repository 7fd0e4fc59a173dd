/* Mutation test for k1-linux-run: run N random mutations of a valid
   executable; each run must end with an exit status (a clean error, a
   guest signal reported as 128 + N thanks to --exit-on-signal, or the
   step limit), never with the simulator killed by a signal or hung.
   Usage: mutate SIMULATOR EXECUTABLE N SCRATCH-FILE  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/wait.h>
#include <sys/stat.h>

static unsigned long long seed = 0x2545f4914f6cdd1dull;

static unsigned
rnd (void)
{
  seed ^= seed << 13;
  seed ^= seed >> 7;
  seed ^= seed << 17;
  return (unsigned) (seed >> 11);
}

int
main (int argc, char **argv)
{
  FILE *f;
  unsigned char *orig, *buf;
  long size, n, bad = 0, counts[4] = { 0 };

  if (argc != 5)
    return 2;
  f = fopen (argv[2], "rb");
  if (!f)
    return 2;
  fseek (f, 0, SEEK_END);
  size = ftell (f);
  rewind (f);
  orig = malloc (size);
  buf = malloc (size);
  if (fread (orig, 1, size, f) != (size_t) size)
    return 2;
  fclose (f);
  n = atol (argv[3]);
  for (long i = 0; i < n; i++)
    {
      long len = size;
      int kind = rnd () % 4, st;
      pid_t pid;

      memcpy (buf, orig, size);
      switch (kind)
	{
	case 0:		/* a few bytes of the headers */
	  for (int k = 1 + rnd () % 4; k > 0; k--)
	    buf[rnd () % (size < 256 ? size : 256)] = rnd ();
	  break;
	case 1:		/* bit flips anywhere */
	  for (int k = 1 + rnd () % 8; k > 0; k--)
	    buf[rnd () % size] ^= 1 << (rnd () % 8);
	  break;
	case 2:		/* random words in the code */
	  for (int k = 1 + rnd () % 4; k > 0; k--)
	    {
	      long at = (rnd () % size) & ~3L;
	      unsigned v = rnd () ^ (rnd () << 16);
	      memcpy (buf + at, &v, at + 4 <= size ? 4 : size - at);
	    }
	  break;
	default:	/* truncation */
	  len = rnd () % size;
	  break;
	}
      f = fopen (argv[4], "wb");
      fwrite (buf, 1, len, f);
      fclose (f);
      chmod (argv[4], 0755);
      pid = fork ();
      if (pid == 0)
	{
	  int null = open ("/dev/null", O_RDWR);
	  dup2 (null, 0);
	  dup2 (null, 1);
	  dup2 (null, 2);
	  alarm (10);
	  execl (argv[1], argv[1], "--max-bundles=100000", "--exit-on-signal",
		 "--safe-syscalls", argv[4], (char *) NULL);
	  _exit (127);
	}
      waitpid (pid, &st, 0);
      if (WIFSIGNALED (st))
	{
	  char keep[4096];
	  snprintf (keep, sizeof keep, "%s.crash%ld", argv[4], i);
	  rename (argv[4], keep);
	  printf ("mutation %ld (kind %d): simulator killed by signal %d, kept %s\n",
		  i, kind, WTERMSIG (st), keep);
	  bad++;
	}
      else if (WEXITSTATUS (st) == 1)
	counts[0]++;
      else if (WEXITSTATUS (st) == 124)
	counts[1]++;
      else if (WEXITSTATUS (st) > 128)
	counts[2]++;
      else
	counts[3]++;
    }
  printf ("%ld runs: %ld load errors, %ld step limits, %ld guest signals, "
	  "%ld exits, %ld crashes\n", n, counts[0], counts[1], counts[2],
	  counts[3], bad);
  return bad != 0;
}
