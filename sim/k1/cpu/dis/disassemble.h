/* k1-linux-run: the part of binutils' dis-asm.h that opcodes/k1-dis.c
   uses, so that the simulator compiles the disassembler's own printer
   (print_insn_k1) for --trace, without libopcodes and BFD.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.  */

#ifndef K1_SIM_DISASSEMBLE_H
#define K1_SIM_DISASSEMBLE_H

#include <stdint.h>
#include <stdbool.h>
#include <string.h>

typedef uint64_t bfd_vma;
typedef unsigned char bfd_byte;
enum bfd_endian { BFD_ENDIAN_BIG, BFD_ENDIAN_LITTLE, BFD_ENDIAN_UNKNOWN };

static inline uint32_t
bfd_getl32 (const void *p)
{
  const bfd_byte *b = p;
  return b[0] | b[1] << 8 | b[2] << 16 | (uint32_t) b[3] << 24;
}

enum disassembler_style
{
  dis_style_text,
  dis_style_mnemonic,
  dis_style_sub_mnemonic,
  dis_style_assembler_directive,
  dis_style_register,
  dis_style_immediate,
  dis_style_address,
  dis_style_address_offset,
  dis_style_symbol,
  dis_style_comment_start
};

enum dis_insn_type
{
  dis_noninsn, dis_nonbranch, dis_branch, dis_condbranch, dis_jsr,
  dis_condjsr, dis_dref, dis_dref2
};

struct disassemble_info
{
  void *stream;
  int (*fprintf_styled_func) (void *, enum disassembler_style,
			      const char *, ...);
  int (*read_memory_func) (bfd_vma, bfd_byte *, unsigned int,
			   struct disassemble_info *);
  void (*memory_error_func) (int, bfd_vma, struct disassemble_info *);
  void (*print_address_func) (bfd_vma, struct disassemble_info *);
  void *application_data;
  int bytes_per_chunk, bytes_per_line;
  enum bfd_endian display_endian;
  char insn_info_valid, branch_delay_insns, data_size;
  enum dis_insn_type insn_type;
  bfd_vma target, target2;
};

int print_insn_k1 (bfd_vma addr, struct disassemble_info *info);

#endif
