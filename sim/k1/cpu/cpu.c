/* k1-linux-run: CPU states and the core's shared state.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.  */

#define _GNU_SOURCE
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "cpu.h"

const char *k1_progname = "k1-linux-run";
__thread struct k1_cpu *k1_cpu_current;

/* Every CPU state, for broadcasting bundle-cache invalidations.  */
struct k1_cpu *k1_cpu_list;

/* A spin lock rather than a mutex: it is taken in the host fault
   handler, by a thread that never holds it when a guest store faults,
   and only for short updates.  */
static volatile int core_lock;

void
k1_core_lock (void)
{
  while (__atomic_exchange_n (&core_lock, 1, __ATOMIC_ACQUIRE))
    while (__atomic_load_n (&core_lock, __ATOMIC_RELAXED))
      __builtin_ia32_pause ();
}

void
k1_core_unlock (void)
{
  __atomic_store_n (&core_lock, 0, __ATOMIC_RELEASE);
}

void
k1_fatal (const char *fmt, ...)
{
  va_list ap;

  fprintf (stderr, "%s: ", k1_progname);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
  exit (1);
}

/* A new CPU state, all registers zero, with its own bundle cache.  */
void
k1_cpu_init (struct k1_cpu *cpu)
{
  memset (cpu, 0, sizeof *cpu);
  k1_code_cache_init (cpu);
  if (k1_opt_stats)
    cpu->stats = k1_stats_new ();
  k1_core_lock ();
  cpu->next = k1_cpu_list;
  k1_cpu_list = cpu;
  k1_core_unlock ();
}

void
k1_cpu_destroy (struct k1_cpu *cpu)
{
  k1_core_lock ();
  for (struct k1_cpu **p = &k1_cpu_list; *p; p = &(*p)->next)
    if (*p == cpu)
      {
	*p = cpu->next;
	break;
      }
  k1_core_unlock ();
  k1_code_cache_free (cpu);
  k1_jit_free (cpu);
  free (cpu->stats);
  cpu->stats = NULL;
}

/* In the child of a fork: only CPU runs there.  */
void
k1_cpu_after_fork (struct k1_cpu *cpu)
{
  k1_cpu_list = cpu;
  cpu->next = NULL;
}

void
k1_cpu_fault (struct k1_cpu *cpu, enum k1_fault f, uint32_t addr)
{
  if (!cpu->in_exec)
    k1_fatal ("internal error: guest fault outside the guest");
  cpu->fault = f;
  cpu->fault_addr = addr;
  siglongjmp (cpu->fault_jmp, 1);
}

int
k1_cpu_host_fault (void *addr, int bus, const void *uc)
{
  uint8_t *a = addr;
  struct k1_cpu *cpu = k1_cpu_current;

  if (a >= k1_mem && a < k1_mem + ((size_t) 1 << 32) + 65536)
    {
      uint32_t ga = (uint32_t) (a - k1_mem);
      uint32_t page = ga >> K1_PAGE_SHIFT;
      uint8_t p = k1_pageprot[page];

      /* A write to a page write-protected for the bundle caches.  */
      if ((p & K1_P_CODE) && (p & K1_P_W))
	{
	  k1_code_invalidate (page);
	  return 1;
	}
      /* Another thread may have dropped the protection meanwhile.  */
      if ((p & K1_P_W) && !bus)
	return 1;
      if (cpu && cpu->in_exec)
	k1_jit_host_fault (cpu, uc);
      if (cpu && cpu->in_exec)
	k1_cpu_fault (cpu, bus ? K1_FAULT_ADRERR
			  : (p & K1_P_MAPPED) ? K1_FAULT_ACCERR
			  : K1_FAULT_MAPERR, ga);
    }
  return 0;
}
