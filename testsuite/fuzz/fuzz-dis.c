/* libFuzzer target: the K1 disassembler (k1_decode and the printer of
   libopcodes) on random syllables.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.  */

#include "config.h"
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "bfd.h"
#include "dis-asm.h"
#include "opcode/k1.h"

static char out[1024];
static size_t out_len;

static int
print (void *stream, const char *fmt, ...)
{
  va_list ap;
  int n;

  (void) stream;
  va_start (ap, fmt);
  n = vsnprintf (out + out_len, sizeof out - out_len, fmt, ap);
  va_end (ap);
  if (n > 0)
    out_len = out_len + n < sizeof out ? out_len + n : sizeof out - 1;
  return n;
}

static int
print_styled (void *stream, enum disassembler_style style,
	      const char *fmt, ...)
{
  va_list ap;
  int n;

  (void) stream;
  (void) style;
  va_start (ap, fmt);
  n = vsnprintf (out + out_len, sizeof out - out_len, fmt, ap);
  va_end (ap);
  if (n > 0)
    out_len = out_len + n < sizeof out ? out_len + n : sizeof out - 1;
  return n;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static disassembler_ftype disasm;
  struct disassemble_info info;
  bfd_vma pc;

  if (!disasm)
    disasm = disassembler (bfd_arch_k1, false, 0, NULL);
  for (size_t i = 0; i + 4 <= size; i += 4)
    {
      uint32_t w = data[i] | data[i + 1] << 8 | data[i + 2] << 16
		   | (uint32_t) data[i + 3] << 24;
      const struct k1_opcode *op = k1_decode (w);
      if (op && (w & K1_OPC_BITS & op->mask) != op->match)
	__builtin_trap ();
    }
  init_disassemble_info (&info, NULL, print, print_styled);
  info.arch = bfd_arch_k1;
  info.buffer = (bfd_byte *) data;
  info.buffer_length = size;
  info.buffer_vma = 0x10000;
  disassemble_init_for_target (&info);
  for (pc = info.buffer_vma; pc < info.buffer_vma + size;)
    {
      int n;

      out_len = 0;
      n = disasm (pc, &info);
      if (n <= 0)
	break;
      pc += n;
    }
  return 0;
}
