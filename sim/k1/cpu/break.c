/* k1-linux-run: a debugger's breakpoints.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   A breakpoint is an address in this table, not a patched bundle: the
   reference executor looks the PC up before each bundle while a
   debugger is attached and exits with K1_EXIT_BREAK.  The guest's code,
   its bundle caches and its reads of its own text stay untouched.  The
   table changes only while every guest thread is stopped (the GDB stub
   edits it between stops), so the executor reads it without a lock.  */

#include "cpu.h"

int k1_cpu_debug;

/* A debugger sets a handful; a linear search of a short array is
   cheaper per bundle than hashing.  */
#define MAX_BREAKS 256
static uint32_t breaks[MAX_BREAKS];
static unsigned nbreaks;

int
k1_break_at (uint32_t pc)
{
  for (unsigned i = 0; i < nbreaks; i++)
    if (breaks[i] == pc)
      return 1;
  return 0;
}

int
k1_break_insert (uint32_t pc)
{
  if (k1_break_at (pc))
    return 0;
  if (nbreaks == MAX_BREAKS)
    return -1;
  breaks[nbreaks++] = pc;
  return 0;
}

int
k1_break_remove (uint32_t pc)
{
  for (unsigned i = 0; i < nbreaks; i++)
    if (breaks[i] == pc)
      {
	breaks[i] = breaks[--nbreaks];
	return 0;
      }
  return -1;
}
