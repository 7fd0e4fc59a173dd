/* libFuzzer target: BFD reading a mutated K1 ELF file as objdump -dr
   does (symbols, relocations of every section, dynamic symbols and
   relocations, synthetic PLT symbols, disassembly of code), and
   applying the relocations of each section as the linker's generic
   path does (bfd_simple_get_relocated_section_contents).
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.  */

#include "config.h"
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include "bfd.h"
#include "dis-asm.h"

static int
print (void *stream, const char *fmt, ...)
{
  char buf[512];
  va_list ap;
  int n;

  (void) stream;
  va_start (ap, fmt);
  n = vsnprintf (buf, sizeof buf, fmt, ap);
  va_end (ap);
  return n;
}

static int
print_styled (void *stream, enum disassembler_style style,
	      const char *fmt, ...)
{
  char buf[512];
  va_list ap;
  int n;

  (void) stream;
  (void) style;
  va_start (ap, fmt);
  n = vsnprintf (buf, sizeof buf, fmt, ap);
  va_end (ap);
  return n;
}

static void
quiet (const char *fmt, va_list ap)
{
  (void) fmt;
  (void) ap;
}

static void
disassemble (bfd *abfd, asection *sec, bfd_byte *data, asymbol **syms,
	     long nsyms)
{
  struct disassemble_info info;
  disassembler_ftype disasm;
  bfd_size_type size = bfd_section_size (sec);
  bfd_vma pc;

  disasm = disassembler (bfd_get_arch (abfd), bfd_big_endian (abfd),
			 bfd_get_mach (abfd), abfd);
  if (!disasm)
    return;
  init_disassemble_info (&info, NULL, print, print_styled);
  info.arch = bfd_get_arch (abfd);
  info.mach = bfd_get_mach (abfd);
  info.buffer = data;
  info.buffer_length = size;
  info.buffer_vma = bfd_section_vma (sec);
  info.section = sec;
  info.symbols = syms;
  info.num_symbols = nsyms > 0 ? nsyms : 0;
  disassemble_init_for_target (&info);
  for (pc = info.buffer_vma; pc - info.buffer_vma < size;)
    {
      int n = disasm (pc, &info);
      if (n <= 0)
	break;
      pc += n;
    }
  disassemble_free_target (&info);
}

static void
read_object (bfd *abfd)
{
  asymbol **syms = NULL, **dynsyms = NULL, *synth = NULL;
  long nsyms = 0, ndyn = 0, n;
  asection *sec;

  n = bfd_get_symtab_upper_bound (abfd);
  if (n > 0 && (syms = malloc (n)))
    nsyms = bfd_canonicalize_symtab (abfd, syms);
  n = bfd_get_dynamic_symtab_upper_bound (abfd);
  if (n > 0 && (dynsyms = malloc (n)))
    ndyn = bfd_canonicalize_dynamic_symtab (abfd, dynsyms);
  n = bfd_get_synthetic_symtab (abfd, nsyms > 0 ? nsyms : 0, syms,
				ndyn > 0 ? ndyn : 0, dynsyms, &synth);
  free (synth);
  n = bfd_get_dynamic_reloc_upper_bound (abfd);
  if (n > 0)
    {
      arelent **rel = malloc (n);
      if (rel)
	bfd_canonicalize_dynamic_reloc (abfd, rel, dynsyms);
      free (rel);
    }
  for (sec = abfd->sections; sec; sec = sec->next)
    {
      bfd_byte *data = NULL;

      n = bfd_get_reloc_upper_bound (abfd, sec);
      if (n > 0)
	{
	  arelent **rel = malloc (n);
	  if (rel)
	    bfd_canonicalize_reloc (abfd, sec, rel, syms);
	  free (rel);
	}
      if (!(sec->flags & SEC_HAS_CONTENTS) || bfd_section_size (sec) > (1 << 20))
	continue;
      if (bfd_malloc_and_get_section (abfd, sec, &data))
	{
	  if (sec->flags & SEC_CODE)
	    disassemble (abfd, sec, data, syms, nsyms);
	  free (data);
	}
      if ((sec->flags & SEC_RELOC) && syms && nsyms >= 0)
	free (bfd_simple_get_relocated_section_contents (abfd, sec, NULL,
							   syms));
    }
  free (syms);
  free (dynsyms);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static int fd = -1;
  static char path[64];
  bfd *abfd;

  if (fd < 0)
    {
      bfd_init ();
      bfd_set_error_handler (quiet);
      fd = memfd_create ("k1-fuzz-bfd", 0);
      if (fd < 0)
	abort ();
      snprintf (path, sizeof path, "/proc/self/fd/%d", fd);
    }
  if (ftruncate (fd, 0) != 0 || pwrite (fd, data, size, 0) != (ssize_t) size)
    abort ();
  abfd = bfd_openr (path, "elf32-k1");
  if (!abfd)
    return 0;
  if (bfd_check_format (abfd, bfd_object))
    read_object (abfd);
  bfd_close (abfd);
  return 0;
}
