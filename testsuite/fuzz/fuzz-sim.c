/* libFuzzer targets of k1-linux-run: the ELF loader (FUZZ_LOADER) and
   the CPU running random bundles under --safe-syscalls (FUZZ_EXEC).
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   Linked with the simulator's objects except main.o, which were
   compiled with -Dexit=k1_fuzz_exit -D_exit=k1_fuzz_exit: an exit of
   the guest or an error of the simulator comes back here by longjmp,
   so that one process runs input after input.  This file provides
   what main.c would.  */

#define _GNU_SOURCE
#include <elf.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "linux.h"

char **k1_sim_argv;
int k1_sim_nopts;

static const struct { unsigned nr; const char *name; } sysnames[] = {
#include "k1-sysnames.h"
};

const char *
k1_syscall_name (unsigned nr)
{
  for (size_t i = 0; i < sizeof sysnames / sizeof sysnames[0]; i++)
    if (sysnames[i].nr == nr)
      return sysnames[i].name;
  return NULL;
}

void k1_report (void) { }

static sigjmp_buf exit_jmp;
static int exit_armed;

void k1_fuzz_exit (int status) __attribute__ ((noreturn));
void
k1_fuzz_exit (int status)
{
  if (exit_armed)
    {
      exit_armed = 0;
      siglongjmp (exit_jmp, 1);
    }
  _exit (status);
}

void
k1_exit (int status)
{
  k1_fuzz_exit (status);
}

static struct k1_thread main_thread;
static int memfd = -1;
static char path[64];

static void
init (void)
{
  struct k1_thread *t = &main_thread;
  static char *argv[] = { "fuzz", NULL };

  k1_sim_argv = argv;
  k1_sim_nopts = 1;
  k1_trace_file = stderr;
  k1_opt_safe = 1;
  k1_opt_exit_on_signal = 1;
  k1_max_bundles = 4096;
  k1_sysroot_init ("");
  k1_mem_init ();
  k1_cpu_init (&t->cpu);
  t->tid = t->cpu.tid = gettid ();
  k1_self = t;
  k1_signal_host_init ();
  k1_signal_thread_stack (t);
  k1_threads_init (t);
  memfd = memfd_create ("k1-fuzz", 0);
  if (memfd < 0)
    abort ();
  snprintf (path, sizeof path, "/proc/self/fd/%d", memfd);
  /* A guest read of stdin must not wait.  */
  int null = open ("/dev/null", O_RDONLY);
  dup2 (null, 0);
  close (null);
}

/* Unmap every guest page, so that each input starts from nothing.  */
static void
reset (void)
{
  struct k1_thread *t = &main_thread;
  sigset_t none;

  for (uint32_t p = 0; p < K1_NUM_PAGES;)
    {
      uint32_t q = p;
      if (!(k1_pageprot[p] & K1_P_MAPPED))
	{
	  p++;
	  continue;
	}
      while (q < K1_NUM_PAGES && (k1_pageprot[q] & K1_P_MAPPED))
	q++;
      k1_mem_unmap (p << K1_PAGE_SHIFT, (q - p) << K1_PAGE_SHIFT);
      p = q;
    }
  k1_code_flush_all ();
  k1_code_flush_pending (&t->cpu);
  sigemptyset (&none);
  pthread_sigmask (SIG_SETMASK, &none, NULL);
  k1_signal_init (t);
  memset (t->cpu.r, 0, sizeof t->cpu.r);
  t->cpu.bundle_limit = 0;
  t->cpu.bundles = 0;
}

/* Run the program in the memfd: load it, and (RUN) execute it.  */
static void
load_and_run (int run)
{
  static char *argv[] = { "fuzz", NULL };
  static char *envp[] = { "K1_FUZZ=1", NULL };

  reset ();
  exit_armed = 1;
  if (sigsetjmp (exit_jmp, 1) == 0)
    {
      if (k1_load (&main_thread.cpu, path, argv, envp, NULL) == 0 && run)
	k1_cpu_loop (&main_thread);
    }
  exit_armed = 0;
}

static void
put (const void *data, size_t size)
{
  if (ftruncate (memfd, 0) != 0
      || pwrite (memfd, data, size, 0) != (ssize_t) size)
    abort ();
}

#ifdef FUZZ_LOADER
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (memfd < 0)
    init ();
  put (data, size);
  load_and_run (0);
  return 0;
}
#endif

#ifdef FUZZ_EXEC
/* The input is the code of a static executable: one PT_LOAD segment,
   read, write and execute, at 0x10000, entered just past the
   headers.  */
#define BASE 0x10000u
#define MAX_CODE 4096
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static unsigned char img[sizeof (Elf32_Ehdr) + sizeof (Elf32_Phdr) + MAX_CODE];
  Elf32_Ehdr eh;
  Elf32_Phdr ph;
  size_t hdr = sizeof eh + sizeof ph;

  if (memfd < 0)
    init ();
  size &= ~(size_t) 3;
  if (size == 0)
    return 0;
  if (size > MAX_CODE)
    size = MAX_CODE;
  memset (&eh, 0, sizeof eh);
  memcpy (eh.e_ident, ELFMAG, SELFMAG);
  eh.e_ident[EI_CLASS] = ELFCLASS32;
  eh.e_ident[EI_DATA] = ELFDATA2LSB;
  eh.e_ident[EI_VERSION] = EV_CURRENT;
  eh.e_type = ET_EXEC;
  eh.e_machine = 0x1337;
  eh.e_version = EV_CURRENT;
  eh.e_entry = BASE + hdr;
  eh.e_phoff = sizeof eh;
  eh.e_ehsize = sizeof eh;
  eh.e_phentsize = sizeof ph;
  eh.e_phnum = 1;
  memset (&ph, 0, sizeof ph);
  ph.p_type = PT_LOAD;
  ph.p_vaddr = ph.p_paddr = BASE;
  ph.p_filesz = hdr + size;
  ph.p_memsz = hdr + size + 4096;
  ph.p_flags = PF_R | PF_W | PF_X;
  ph.p_align = 4096;
  memcpy (img, &eh, sizeof eh);
  memcpy (img + sizeof eh, &ph, sizeof ph);
  memcpy (img + hdr, data, size);
  put (img, hdr + size);
  load_and_run (1);
  return 0;
}
#endif
