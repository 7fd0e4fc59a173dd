/* k1-linux-run: a GDB remote-protocol stub (-g PORT, --gdb=PORT).
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   As qemu-user's -g: the simulator listens on 127.0.0.1:PORT and waits
   for GDB before the program's first bundle.  All-stop: when one guest
   thread stops (a breakpoint, the end of a single step, a fault, a ^C
   from GDB), every other one is kicked and parks at its next bundle
   boundary (one in a system call parks when the call returns), and the
   thread that stopped serves GDB's packets on its own host thread until
   GDB resumes the program.  Breakpoints are the core's (cpu/break.c),
   checked by the reference executor, which k1_cpu_exec uses while a
   debugger is attached; a single step is the core's bundle limit, so
   a step is one whole bundle.  Register numbers: $r0..$r63 are 0..63,
   then the system registers a user may read, 64 + their number in
   opcode/k1-sfr.def ($pc is 64).  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include "linux.h"

int k1_gdb_active;

/* GDB's own signal numbers (gdb/signals.def), which the protocol
   uses, by guest signal.  */
static const unsigned char gdb_sig[K1__NSIG + 1] = {
  [K1_SIGHUP] = 1, [K1_SIGINT] = 2, [K1_SIGQUIT] = 3, [K1_SIGILL] = 4,
  [K1_SIGTRAP] = 5, [K1_SIGABRT] = 6, [K1_SIGBUS] = 10, [K1_SIGFPE] = 8,
  [K1_SIGKILL] = 9, [K1_SIGUSR1] = 30, [K1_SIGSEGV] = 11,
  [K1_SIGUSR2] = 31, [K1_SIGPIPE] = 13, [K1_SIGALRM] = 14,
  [K1_SIGTERM] = 15, [K1_SIGCHLD] = 20, [K1_SIGCONT] = 19,
  [K1_SIGSTOP] = 17, [K1_SIGTSTP] = 18, [K1_SIGTTIN] = 21,
  [K1_SIGTTOU] = 22, [K1_SIGURG] = 16, [K1_SIGXCPU] = 24,
  [K1_SIGXFSZ] = 25, [K1_SIGVTALRM] = 26, [K1_SIGPROF] = 27,
  [K1_SIGWINCH] = 28, [K1_SIGIO] = 23, [K1_SIGPWR] = 32, [K1_SIGSYS] = 12,
};

static int
to_gdb_sig (int sig)
{
  if (sig == 32)
    return 77;			/* GDB_SIGNAL_REALTIME_32 */
  if (sig >= 33 && sig <= 63)
    return 45 + sig - 33;	/* GDB_SIGNAL_REALTIME_33.. */
  return sig > 0 && sig <= K1__NSIG && gdb_sig[sig] ? gdb_sig[sig] : 143;
}

static int
from_gdb_sig (int g)
{
  if (g == 77)
    return 32;
  if (g >= 45 && g <= 75)
    return g - 45 + 33;
  for (int s = 1; s <= K1__NSIG; s++)
    if (gdb_sig[s] == g)
      return s;
  return 0;
}

/* Registers.  */
enum { NGPR = 64 };
#define K1_SYSREG(num, name, user) + ((user) != 0)
enum { NSYS = 0
#include "opcode/k1-sfr.def"
};
#undef K1_SYSREG
enum { NREGS = NGPR + NSYS };

/* The slot of user system register N in the CPU state, or NULL ($ps,
   which the simulator does not keep, reads as 0).  */
static uint32_t *
reg_ptr (struct k1_cpu *cpu, unsigned n)
{
  if (n < NGPR)
    return &cpu->r[n];
  switch (n - NGPR)
    {
    case K1_SFR_pc: return &cpu->pc;
    case K1_SFR_ra: return &cpu->r[K1_R_RA];
    case K1_SFR_cs: return &cpu->r[K1_R_CS];
    case K1_SFR_ls: return &cpu->r[K1_R_LS];
    case K1_SFR_le: return &cpu->r[K1_R_LE];
    case K1_SFR_lc: return &cpu->r[K1_R_LC];
    default: return NULL;
    }
}

static uint32_t
reg_get (struct k1_cpu *cpu, unsigned n)
{
  uint32_t *p = reg_ptr (cpu, n);
  return p ? *p : 0;
}

static void
reg_set (struct k1_cpu *cpu, unsigned n, uint32_t v)
{
  if (n == NGPR + K1_SFR_cs)
    k1_cs_write (cpu, v);	/* the host rounding mode follows */
  else if (reg_ptr (cpu, n))
    *reg_ptr (cpu, n) = v;
}

/* The target description, made once from k1-sfr.def.  */
static char *tdesc;
static size_t tdesc_len;

static void
make_tdesc (void)
{
  char *buf;
  size_t size;
  FILE *f = open_memstream (&buf, &size);

  if (!f)
    k1_fatal ("out of memory");
  fputs ("<?xml version=\"1.0\"?>\n"
	 "<!DOCTYPE target SYSTEM \"gdb-target.dtd\">\n"
	 "<target version=\"1.0\">\n"
	 "  <architecture>k1</architecture>\n"
	 "  <osabi>GNU/Linux</osabi>\n"
	 "  <feature name=\"org.gnu.gdb.k1.core\">\n", f);
  for (int i = 0; i < NGPR; i++)
    fprintf (f, "    <reg name=\"r%d\" bitsize=\"32\" regnum=\"%d\" "
	     "type=\"%s\" group=\"general\"/>\n", i, i,
	     i == 12 || i == 14 ? "data_ptr" : "uint32");
  for (unsigned i = 0; i < k1_num_sysregs; i++)
    if (k1_sysregs[i].user)
      {
	unsigned n = k1_sysregs[i].num;
	fprintf (f, "    <reg name=\"%s\" bitsize=\"32\" regnum=\"%u\" "
		 "type=\"%s\" group=\"general\"/>\n", k1_sysregs[i].name,
		 NGPR + n, n == K1_SFR_pc || n == K1_SFR_ra ? "code_ptr"
		 : "uint32");
      }
  fputs ("  </feature>\n</target>\n", f);
  fclose (f);
  tdesc = buf;
  tdesc_len = size;
}

/* The connection.  */
static int gdb_fd = -1;
static int noack;
/* IO_LOCK: whoever reads or writes the socket (the thread serving
   GDB, the ^C watcher, an exiting thread).  */
static pthread_mutex_t io_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned char inbuf[4096];
static size_t inpos, inlen;

/* The next byte from GDB, -1 at the end of the connection.  */
static int
get_byte (void)
{
  if (inpos == inlen)
    {
      ssize_t n;
      do
	n = read (gdb_fd, inbuf, sizeof inbuf);
      while (n < 0 && errno == EINTR);
      if (n <= 0)
	return -1;
      inpos = 0;
      inlen = n;
    }
  return inbuf[inpos++];
}

static void
write_all (const char *p, size_t n)
{
  while (n > 0)
    {
      ssize_t w = write (gdb_fd, p, n);
      if (w < 0 && errno == EINTR)
	continue;
      if (w <= 0)
	return;
      p += w;
      n -= w;
    }
}

static const char hexd[] = "0123456789abcdef";

static int
hexval (int c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Send packet DATA (LEN bytes); wait for GDB's ack unless in no-ack
   mode.  Returns -1 if the connection is gone.  */
static int
put_packet (const char *data, size_t len)
{
  char *buf = malloc (len + 5);
  unsigned sum = 0;

  if (!buf)
    k1_fatal ("out of memory");
  buf[0] = '$';
  memcpy (buf + 1, data, len);
  for (size_t i = 0; i < len; i++)
    sum += (unsigned char) data[i];
  buf[len + 1] = '#';
  buf[len + 2] = hexd[(sum >> 4) & 15];
  buf[len + 3] = hexd[sum & 15];
  for (int tries = 0; tries < 10; tries++)
    {
      int c;

      write_all (buf, len + 4);
      if (noack)
	break;
      do
	c = get_byte ();
      while (c != '+' && c != '-' && c != -1);
      if (c != '-')
	{
	  free (buf);
	  return c == -1 ? -1 : 0;
	}
    }
  free (buf);
  return 0;
}

static int
put_str (const char *s)
{
  return put_packet (s, strlen (s));
}

/* Read a packet into BUF (NUL-terminated).  Returns its length, -2 if
   it did not fit (acknowledged, to be answered with an error), -1 at
   the end of the connection.  A ^C while stopped means nothing.  */
static int
get_packet (char *buf, size_t size)
{
  for (;;)
    {
      int c, c1, c2;
      size_t n = 0;
      unsigned sum = 0;
      int over = 0;

      do
	c = get_byte ();
      while (c != '$' && c != -1);
      if (c == -1)
	return -1;
      while ((c = get_byte ()) != '#')
	{
	  if (c == -1)
	    return -1;
	  sum += c;
	  if (n + 1 < size)
	    buf[n++] = c;
	  else
	    over = 1;
	}
      buf[n] = 0;
      c1 = get_byte ();
      c2 = get_byte ();
      if (c1 == -1 || c2 == -1)
	return -1;
      if (!noack)
	{
	  if (hexval (c1) < 0 || hexval (c2) < 0
	      || (unsigned) (hexval (c1) * 16 + hexval (c2)) != (sum & 255))
	    {
	      write_all ("-", 1);
	      continue;
	    }
	  write_all ("+", 1);
	}
      return over ? -2 : (int) n;
    }
}

/* Parse a hexadecimal number at *P (at least one digit, at most 8),
   advancing *P; -1 if there is none.  */
static int
parse_hex (const char **p, uint32_t *v)
{
  int n = 0, d;

  *v = 0;
  while ((d = hexval (**p)) >= 0)
    {
      if (++n > 8)
	return -1;
      *v = *v << 4 | d;
      (*p)++;
    }
  return n ? 0 : -1;
}

/* A little-endian 32-bit value as 8 hex digits.  */
static void
put_word (char *out, uint32_t v)
{
  for (int i = 0; i < 4; i++, v >>= 8)
    {
      out[2 * i] = hexd[(v >> 4) & 15];
      out[2 * i + 1] = hexd[v & 15];
    }
}

static int
get_word (const char *in, uint32_t *v)
{
  *v = 0;
  for (int i = 0; i < 4; i++)
    {
      int h = hexval (in[2 * i]), l = h < 0 ? -1 : hexval (in[2 * i + 1]);
      if (l < 0)
	return -1;
      *v |= (uint32_t) (h * 16 + l) << (8 * i);
    }
  return 0;
}

/* Stop state, under STATE_LOCK.  */
static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t state_cond = PTHREAD_COND_INITIALIZER;
static int stopped;		/* all-stop in force */
static int nrunning;		/* threads inside k1_cpu_exec */
static int interrupt_wanted;	/* GDB sent ^C */
/* Nonzero: only this thread runs (a step of the thread Hc selected,
   as gdbserver resumes only its cont_thread); the others stay parked,
   or they would run past the breakpoint GDB takes out to step over
   it.  */
static int only_tid;

/* The threads GDB has selected (Hg, Hc; 0: the one that stopped).  */
static int sel_g, sel_c;

struct find { int tid; struct k1_thread *t; };

static void
find_one (struct k1_thread *t, void *arg)
{
  struct find *f = arg;
  if (t->tid == f->tid)
    f->t = t;
}

static struct k1_thread *
find_thread (int tid)
{
  struct find f = { tid, NULL };
  k1_threads_each (find_one, &f);
  return f.t;
}

static void
kick_one (struct k1_thread *t, void *arg)
{
  (void) arg;
  k1_cpu_kick (&t->cpu);
}

/* What GDB asked for when it resumed.  */
struct resume
{
  int sig;			/* guest signal for the stopped thread */
};

static void session (struct k1_thread *t, int sig, struct resume *r);

/* With STATE_LOCK held and STOPPED just set: make every other thread
   park, wait until none runs guest code, then serve GDB.  */
static void
stop_all_and_serve (struct k1_thread *t, int sig, struct resume *r)
{
  k1_threads_each (kick_one, NULL);
  while (nrunning > 0)
    pthread_cond_wait (&state_cond, &state_lock);
  pthread_mutex_unlock (&state_lock);
  pthread_mutex_lock (&io_lock);
  session (t, sig, r);
  pthread_mutex_unlock (&io_lock);
  pthread_mutex_lock (&state_lock);
  stopped = 0;
  pthread_cond_broadcast (&state_cond);
}

void
k1_gdb_enter (struct k1_thread *t)
{
  pthread_mutex_lock (&state_lock);
  while (stopped || (only_tid && only_tid != t->tid))
    pthread_cond_wait (&state_cond, &state_lock);
  nrunning++;
  pthread_mutex_unlock (&state_lock);
}

int
k1_gdb_event (struct k1_thread *t, enum k1_exit e)
{
  struct k1_cpu *cpu = &t->cpu;
  struct resume r = { 0 };
  int sig = 0;

  pthread_mutex_lock (&state_lock);
  nrunning--;
  switch (e)
    {
    case K1_EXIT_BREAK:
      sig = K1_SIGTRAP;
      break;
    case K1_EXIT_LIMIT:
      if (t->gdb_step)
	sig = K1_SIGTRAP;
      else if (!k1_max_bundles || cpu->bundles < k1_max_bundles)
	{
	  /* A step limit left from a resume that came first.  */
	  cpu->bundle_limit = k1_max_bundles;
	  pthread_cond_broadcast (&state_cond);
	  goto done;
	}
      break;
    case K1_EXIT_FAULT:
      sig = k1_fault_signal (cpu->fault);
      break;
    case K1_EXIT_INTERRUPT:
      if (interrupt_wanted && !stopped)
	{
	  interrupt_wanted = 0;
	  sig = K1_SIGINT;
	}
      break;
    default:
      break;
    }
  if (!k1_gdb_active || sig == 0)
    {
      pthread_cond_broadcast (&state_cond);
      pthread_mutex_unlock (&state_lock);
      return K1_GDB_PASS;
    }
  if (stopped)
    {
      /* Another thread is reporting its stop.  A breakpoint or a fault
	 happens again when this thread runs on (the bundle was not
	 executed); a step's end is kept for then.  */
      pthread_cond_broadcast (&state_cond);
      pthread_mutex_unlock (&state_lock);
      return K1_GDB_DONE;
    }
  if (t->gdb_step)
    {
      t->gdb_step = 0;
      cpu->bundle_limit = k1_max_bundles;
    }
  stopped = 1;
  stop_all_and_serve (t, sig, &r);
 done:
  pthread_mutex_unlock (&state_lock);
  if (e == K1_EXIT_FAULT && r.sig == k1_fault_signal (cpu->fault))
    return K1_GDB_PASS;
  if (r.sig)
    /* GDB delivers another signal (signal N).  */
    k1_signal_from_debugger (t, r.sig);
  return K1_GDB_DONE;
}

/* Signals GDB passes on without a stop (QPassSignals), by guest
   signal; NPTL's own 32 and 33 always, or a threaded program would
   stop at every cancellation and set*id call.  */
static unsigned char pass_signal[K1__NSIG + 1] = { [32] = 1, [33] = 1 };

int
k1_gdb_signal (struct k1_thread *t, int sig)
{
  struct resume r = { 0 };

  if (sig <= 0 || sig > K1__NSIG || pass_signal[sig])
    return sig;
  pthread_mutex_lock (&state_lock);
  while (stopped && k1_gdb_active)
    pthread_cond_wait (&state_cond, &state_lock);
  if (!k1_gdb_active)
    {
      pthread_mutex_unlock (&state_lock);
      return sig;
    }
  stopped = 1;
  stop_all_and_serve (t, sig, &r);
  pthread_mutex_unlock (&state_lock);
  return r.sig;
}

/* The ^C watcher: while the program runs, a 0x03 byte from GDB stops
   it.  A thread that leaves k1_cpu_exec takes the stop; when none runs
   guest code (all are in system calls), the watcher takes it for the
   first thread.  */
static void *
watcher (void *arg)
{
  (void) arg;
  for (;;)
    {
      struct pollfd pfd = { .events = POLLIN };
      int c = -2;

      pthread_mutex_lock (&state_lock);
      while (stopped && k1_gdb_active)
	pthread_cond_wait (&state_cond, &state_lock);
      pthread_mutex_unlock (&state_lock);
      if (!k1_gdb_active)
	return NULL;
      pthread_mutex_lock (&io_lock);
      pfd.fd = gdb_fd;
      if (gdb_fd >= 0 && !stopped
	  && (inpos < inlen || poll (&pfd, 1, 50) > 0))
	c = get_byte ();
      pthread_mutex_unlock (&io_lock);
      if (c == -1)
	{
	  /* GDB is gone: end the program, as after kill.  */
	  _exit (128 + K1_SIGKILL);
	}
      if (c != 3)
	continue;
      pthread_mutex_lock (&state_lock);
      if (!stopped)
	{
	  interrupt_wanted = 1;
	  k1_threads_each (kick_one, NULL);
	  for (int i = 0; i < 20 && interrupt_wanted && !stopped; i++)
	    {
	      pthread_mutex_unlock (&state_lock);
	      usleep (10000);
	      pthread_mutex_lock (&state_lock);
	    }
	  if (interrupt_wanted && !stopped)
	    {
	      struct resume r;

	      interrupt_wanted = 0;
	      stopped = 1;
	      stop_all_and_serve (NULL, K1_SIGINT, &r);
	    }
	}
      pthread_mutex_unlock (&state_lock);
    }
}

/* Binary data for qXfer replies: escape what the protocol reserves.  */
static size_t
escape_bin (char *out, const unsigned char *in, size_t n, size_t room)
{
  size_t o = 0;

  for (size_t i = 0; i < n && o + 2 <= room; i++)
    {
      unsigned char c = in[i];
      if (c == '#' || c == '$' || c == '}' || c == '*')
	{
	  out[o++] = '}';
	  out[o++] = c ^ 0x20;
	}
      else
	out[o++] = c;
    }
  return o;
}

/* qXfer:OBJECT:read:ANNEX:OFF,LEN of the LEN_DATA bytes at DATA.  */
static void
xfer_read (const char *args, const void *data, size_t len_data,
	   char *out, size_t outsize)
{
  uint32_t off, len;
  const char *p = args;

  if (parse_hex (&p, &off) || *p++ != ',' || parse_hex (&p, &len) || *p)
    {
      put_str ("E01");
      return;
    }
  if (off >= len_data)
    {
      put_str ("l");
      return;
    }
  if (len > (outsize - 1) / 2)
    len = (outsize - 1) / 2;
  if (len > len_data - off)
    len = len_data - off;
  {
    /* Escapes can double a byte: send what fits.  */
    size_t o = 1, i = 0;
    const unsigned char *d = (const unsigned char *) data + off;
    while (i < len && o + 2 < outsize)
      {
	o += escape_bin (out + o, d + i, 1, outsize - o);
	i++;
      }
    out[0] = off + i < len_data ? 'm' : 'l';
    put_packet (out, o);
  }
}

struct tlist { char *buf; size_t size, len; };

static void
thread_list_one (struct k1_thread *t, void *arg)
{
  struct tlist *l = arg;
  if (l->len + 12 < l->size)
    l->len += snprintf (l->buf + l->len, l->size - l->len, "%s%x",
			l->len > 1 ? "," : "", t->tid);
}

static struct k1_thread *
selected (int tid, struct k1_thread *cur)
{
  struct k1_thread *t;

  if (tid <= 0)
    return cur;
  t = find_thread (tid);
  return t ? t : cur;
}

/* The stop reply for SIG (a guest signal) in thread T.  */
static void
stop_reply (struct k1_thread *t, int sig)
{
  char buf[64];
  snprintf (buf, sizeof buf, "T%02xthread:%x;", to_gdb_sig (sig), t->tid);
  put_str (buf);
}

#define PBUF 16384

/* Serve GDB while the program is stopped, thread T having stopped with
   guest signal SIG (T NULL: the watcher's stop, for the first thread).
   Returns when GDB resumes it; R says with which signal.  */
static void
session (struct k1_thread *t, int sig, struct resume *r)
{
  static char in[PBUF], out[PBUF];
  struct k1_thread *cur;

  if (!t)
    {
      /* The watcher's stop: the first thread of the list.  */
      struct tlist l = { out, sizeof out, 0 };
      k1_threads_each (thread_list_one, &l);
      t = find_thread ((int) strtol (out, NULL, 16));
      if (!t)
	return;
    }
  cur = t;
  r->sig = 0;
  sel_g = sel_c = 0;
  if (sig)
    stop_reply (t, sig);
  for (;;)
    {
      int n = get_packet (in, sizeof in);
      const char *p = in + 1;
      struct k1_thread *g = selected (sel_g, cur);

      if (n == -1)
	_exit (128 + K1_SIGKILL);	/* GDB is gone */
      if (n == -2 || n == 0)
	{
	  put_str (n == 0 ? "" : "E01");
	  continue;
	}
      switch (in[0])
	{
	case '?':
	  stop_reply (t, sig ? sig : K1_SIGTRAP);
	  break;

	case 'g':
	  for (unsigned i = 0; i < NREGS; i++)
	    put_word (out + 8 * i, reg_get (&g->cpu, i));
	  put_packet (out, 8 * NREGS);
	  break;

	case 'G':
	  {
	    uint32_t v[NREGS];
	    unsigned i;

	    if (strlen (p) != 8 * NREGS)
	      {
		put_str ("E01");
		break;
	      }
	    for (i = 0; i < NREGS; i++)
	      if (get_word (p + 8 * i, &v[i]))
		break;
	    if (i < NREGS)
	      {
		put_str ("E01");
		break;
	      }
	    for (i = 0; i < NREGS; i++)
	      reg_set (&g->cpu, i, v[i]);
	    put_str ("OK");
	  }
	  break;

	case 'p':
	  {
	    uint32_t n;
	    if (parse_hex (&p, &n) || *p)
	      put_str ("E01");
	    else if (n >= NREGS)
	      put_str ("E00");
	    else
	      {
		put_word (out, reg_get (&g->cpu, n));
		put_packet (out, 8);
	      }
	  }
	  break;

	case 'P':
	  {
	    uint32_t n, v;
	    if (parse_hex (&p, &n) || *p++ != '=' || strlen (p) != 8
		|| get_word (p, &v) || n >= NREGS)
	      put_str ("E01");
	    else
	      {
		reg_set (&g->cpu, n, v);
		put_str ("OK");
	      }
	  }
	  break;

	case 'm':
	  {
	    uint32_t a, len;
	    if (parse_hex (&p, &a) || *p++ != ',' || parse_hex (&p, &len)
		|| *p)
	      put_str ("E01");
	    else
	      {
		if (len > sizeof out / 2)
		  len = sizeof out / 2;
		/* GDB wants what can be read, up to the first fault.  */
		while (len > 0 && !k1_mem_debug_readable (a, len))
		  len = (len > 1 && !k1_mem_debug_readable (a, 1)) ? 0
			: len - 1;
		if (len == 0)
		  put_str ("E14");
		else
		  {
		    const uint8_t *h = k1_host (a);
		    for (uint32_t i = 0; i < len; i++)
		      {
			out[2 * i] = hexd[h[i] >> 4];
			out[2 * i + 1] = hexd[h[i] & 15];
		      }
		    put_packet (out, 2 * len);
		  }
	      }
	  }
	  break;

	case 'M':
	  {
	    uint32_t a, len, i;
	    if (parse_hex (&p, &a) || *p++ != ',' || parse_hex (&p, &len)
		|| *p++ != ':' || strlen (p) != 2 * (size_t) len)
	      {
		put_str ("E01");
		break;
	      }
	    for (i = 0; i < len; i++)
	      {
		int h = hexval (p[2 * i]), l = hexval (p[2 * i + 1]);
		if (h < 0 || l < 0)
		  break;
		out[i] = h * 16 + l;
	      }
	    if (i < len)
	      put_str ("E01");
	    else
	      put_str (k1_mem_debug_write (a, out, len) ? "E14" : "OK");
	  }
	  break;

	case 'Z':
	case 'z':
	  {
	    uint32_t a, kind;
	    if (in[1] != '0')
	      {
		put_str ("");	/* only software breakpoints */
		break;
	      }
	    p = in + 2;
	    if (*p++ != ',' || parse_hex (&p, &a) || *p++ != ','
		|| parse_hex (&p, &kind))
	      put_str ("E01");
	    else if (in[0] == 'Z')
	      put_str (k1_break_insert (a) ? "E0c" : "OK");
	    else
	      {
		k1_break_remove (a);
		put_str ("OK");
	      }
	  }
	  break;

	case 'c':
	case 's':
	case 'C':
	case 'S':
	  {
	    uint32_t v;
	    struct k1_thread *ct = selected (sel_c, cur);

	    if (in[0] == 'C' || in[0] == 'S')
	      {
		if (parse_hex (&p, &v))
		  {
		    put_str ("E01");
		    break;
		  }
		if (ct == t)
		  r->sig = from_gdb_sig (v);
		if (*p == ';')
		  p++;
		else if (*p)
		  {
		    put_str ("E01");
		    break;
		  }
	      }
	    if (*p)
	      {
		if (parse_hex (&p, &v) || *p)
		  {
		    put_str ("E01");
		    break;
		  }
		ct->cpu.pc = v;
	      }
	    only_tid = 0;
	    if (in[0] == 's' || in[0] == 'S')
	      {
		ct->gdb_step = 1;
		ct->cpu.bundle_limit = ct->cpu.bundles + 1;
		if (sel_c > 0)
		  only_tid = ct->tid;
	      }
	    return;
	  }

	case 'H':
	  {
	    int tid;
	    if ((in[1] != 'g' && in[1] != 'c') || !in[2])
	      {
		put_str ("E01");
		break;
	      }
	    {
	      char *end;
	      tid = (int) strtol (in + 2, &end, 16);
	      if (*end)
		tid = -2;
	    }
	    if (tid < -1 || (tid > 0 && !find_thread (tid)))
	      {
		put_str ("E01");
		break;
	      }
	    if (in[1] == 'g')
	      sel_g = tid;
	    else
	      sel_c = tid;
	    put_str ("OK");
	  }
	  break;

	case 'T':
	  put_str (find_thread ((int) strtol (p, NULL, 16)) ? "OK" : "E01");
	  break;

	case 'k':
	  k1_report ();
	  _exit (128 + K1_SIGKILL);

	case 'D':
	  put_str ("OK");
	  close (gdb_fd);
	  gdb_fd = -1;
	  k1_gdb_active = 0;
	  k1_cpu_debug = 0;
	  only_tid = 0;
	  return;

	case 'q':
	  if (!strncmp (in, "qSupported", 10))
	    put_str ("PacketSize=3fff;qXfer:features:read+;"
		     "qXfer:auxv:read+;QStartNoAckMode+;QPassSignals+");
	  else if (!strncmp (in, "qXfer:features:read:target.xml:", 31))
	    xfer_read (in + 31, tdesc, tdesc_len, out, sizeof out);
	  else if (!strncmp (in, "qXfer:auxv:read::", 17))
	    xfer_read (in + 17, k1_host (k1_auxv_addr), k1_auxv_len, out,
		       sizeof out);
	  else if (!strcmp (in, "qfThreadInfo"))
	    {
	      struct tlist l = { out, sizeof out, 1 };
	      out[0] = 'm';
	      k1_threads_each (thread_list_one, &l);
	      put_packet (out, l.len);
	    }
	  else if (!strcmp (in, "qsThreadInfo"))
	    put_str ("l");
	  else if (!strcmp (in, "qC"))
	    {
	      snprintf (out, sizeof out, "QC%x", g->tid);
	      put_str (out);
	    }
	  else if (!strncmp (in, "qAttached", 9))
	    put_str ("0");	/* we started it: quit kills it */
	  else if (!strncmp (in, "qSymbol", 7))
	    put_str ("OK");
	  else if (!strcmp (in, "qRcmd,65786974"))
	    {
	      /* "monitor exit", as gdbserver has it: end the program
		 and the simulator.  */
	      put_str ("OK");
	      k1_report ();
	      _exit (0);
	    }
	  else
	    put_str ("");
	  break;

	case 'Q':
	  if (!strcmp (in, "QStartNoAckMode"))
	    {
	      put_str ("OK");
	      noack = 1;
	    }
	  else if (!strncmp (in, "QPassSignals:", 13))
	    {
	      unsigned char pass[K1__NSIG + 1] = { [32] = 1, [33] = 1 };
	      const char *q = in + 13;
	      uint32_t v;
	      int bad = 0;

	      while (*q && !bad)
		{
		  if (parse_hex (&q, &v) || (*q && *q != ';'))
		    bad = 1;
		  else
		    {
		      int sg = from_gdb_sig (v);
		      if (sg > 0)
			pass[sg] = 1;
		      if (*q)
			q++;
		    }
		}
	      if (bad)
		put_str ("E01");
	      else
		{
		  memcpy (pass_signal, pass, sizeof pass);
		  put_str ("OK");
		}
	    }
	  else
	    put_str ("");
	  break;

	case 'v':
	  if (!strncmp (in, "vKill", 5))
	    {
	      put_str ("OK");
	      k1_report ();
	      _exit (128 + K1_SIGKILL);
	    }
	  put_str ("");	/* vCont, vMustReplyEmpty, ... */
	  break;

	default:
	  put_str ("");
	  break;
	}
    }
}

/* GDB follows the parent only (its breakpoints are not in memory, so
   the child has none).  The locks may have been held by threads that
   the child does not have.  */
void
k1_gdb_after_fork (void)
{
  if (!k1_gdb_active)
    return;
  k1_gdb_active = 0;
  k1_cpu_debug = 0;
  only_tid = 0;
  if (gdb_fd >= 0)
    close (gdb_fd);
  gdb_fd = -1;
  pthread_mutex_init (&io_lock, NULL);
  pthread_mutex_init (&state_lock, NULL);
  pthread_cond_init (&state_cond, NULL);
  stopped = 0;
  nrunning = 0;
}

/* Thread T ends: if it was the one stepping alone, the others run.  */
void
k1_gdb_thread_exit (struct k1_thread *t)
{
  if (!k1_gdb_active)
    return;
  pthread_mutex_lock (&state_lock);
  if (only_tid == t->tid)
    {
      only_tid = 0;
      pthread_cond_broadcast (&state_cond);
    }
  pthread_mutex_unlock (&state_lock);
}

void
k1_gdb_exited (int status)
{
  char buf[16];

  if (!k1_gdb_active || gdb_fd < 0)
    return;
  if (status >= 0)
    snprintf (buf, sizeof buf, "W%02x", status & 0xff);
  else
    snprintf (buf, sizeof buf, "X%02x", to_gdb_sig (-status));
  pthread_mutex_lock (&io_lock);
  put_str (buf);
  pthread_mutex_unlock (&io_lock);
}

void
k1_gdb_start (struct k1_thread *t, int port)
{
  struct sockaddr_in sa = { .sin_family = AF_INET };
  socklen_t salen = sizeof sa;
  int s, one = 1, fd;
  struct resume r;
  pthread_t th;
  pthread_attr_t attr;
  sigset_t all, old;

  make_tdesc ();
  s = socket (AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (s < 0)
    k1_fatal ("gdb stub: socket: %s", strerror (errno));
  setsockopt (s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sa.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  sa.sin_port = htons (port);
  if (bind (s, (struct sockaddr *) &sa, sizeof sa) != 0 || listen (s, 1) != 0)
    k1_fatal ("gdb stub: cannot listen on 127.0.0.1:%d: %s", port,
	      strerror (errno));
  if (port == 0)
    {
      /* Port 0: the kernel picks a free one; say which.  */
      getsockname (s, (struct sockaddr *) &sa, &salen);
      fprintf (stderr, "%s: waiting for GDB on 127.0.0.1:%d\n", k1_progname,
	       ntohs (sa.sin_port));
    }
  do
    fd = accept4 (s, NULL, NULL, SOCK_CLOEXEC);
  while (fd < 0 && errno == EINTR);
  if (fd < 0)
    k1_fatal ("gdb stub: accept: %s", strerror (errno));
  close (s);
  setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  /* Out of the way of the guest's small descriptor numbers.  */
  gdb_fd = fcntl (fd, F_DUPFD_CLOEXEC, 900);
  if (gdb_fd < 0)
    gdb_fd = fd;
  else
    close (fd);
  k1_gdb_active = 1;
  k1_cpu_debug = 1;
  /* Stopped before the first bundle, as after a SIGTRAP; before the
     watcher starts, which reads the socket only while running.  */
  stopped = 1;

  sigfillset (&all);
  pthread_sigmask (SIG_SETMASK, &all, &old);
  pthread_attr_init (&attr);
  pthread_attr_setdetachstate (&attr, PTHREAD_CREATE_DETACHED);
  if (pthread_create (&th, &attr, watcher, NULL) != 0)
    k1_fatal ("gdb stub: cannot start the ^C watcher");
  pthread_attr_destroy (&attr);
  pthread_sigmask (SIG_SETMASK, &old, NULL);

  /* GDB asks with '?'; the first stop reply is not sent unasked.  */
  pthread_mutex_lock (&io_lock);
  session (t, 0, &r);
  pthread_mutex_unlock (&io_lock);
  pthread_mutex_lock (&state_lock);
  stopped = 0;
  pthread_cond_broadcast (&state_cond);
  pthread_mutex_unlock (&state_lock);
}
