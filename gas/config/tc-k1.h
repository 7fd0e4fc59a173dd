/* tc-k1.h -- Header file for tc-k1.c.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of GAS, the GNU Assembler.

   GAS is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   GAS is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program; see the file COPYING3.  If not,
   see <http://www.gnu.org/licenses/>.  */

#ifndef TC_K1_H
#define TC_K1_H

#define TC_K1 1

#define TARGET_ARCH		bfd_arch_k1
#define TARGET_MACH		bfd_mach_k1
#define TARGET_FORMAT		"elf32-k1"
#define TARGET_BYTES_BIG_ENDIAN	0

#define WORKING_DOT_WORD	1
#define LOCAL_LABELS_FB		1
#define DIFF_EXPR_OK		1

/* ';' is not a statement separator: ";;" ends a bundle.  */
#define tc_unrecognized_line(C)	k1_unrecognized_line (C)
extern int k1_unrecognized_line (int);

/* Instructions are kept until their bundle is complete; anything that
   emits data, changes section or defines a label closes the bundle.  */
#define md_flush_pending_output()	k1_flush_pending_output ()
extern void k1_flush_pending_output (void);

struct symbol;
#define tc_frob_label(SYM)	k1_frob_label (SYM)
extern void k1_frob_label (struct symbol *);

#define md_finish		k1_md_finish
extern void k1_md_finish (void);

#define md_number_to_chars	number_to_chars_littleendian
#define md_section_align(SEG, SIZE)	(SIZE)
#define md_undefined_symbol(NAME)	NULL
#define md_operand(X)

/* Relocations are RELA: nothing is added into the section contents of
   an unresolved fixup.  */
#define MD_APPLY_SYM_VALUE(FIX)	0

/* Branch and @pcrel offsets count from the start of the bundle; the
   distance from there to the fixup is folded into its offset, so the
   fixup's own address is the PC.  */
#define MD_PCREL_FROM_SECTION(FIX, SEC)	md_pcrel_from (FIX)

/* "@dtpoff(sym)" in a 32-bit data directive, for DWARF locations of
   thread-local variables.  */
struct expressionS;
#define TC_PARSE_CONS_EXPRESSION(EXP, NBYTES) \
  k1_parse_cons_expression (EXP, NBYTES)
extern bfd_reloc_code_real_type k1_parse_cons_expression
  (struct expressionS *, unsigned int);

struct fix;
#define TC_FORCE_RELOCATION(FIX)	k1_force_relocation (FIX)
extern int k1_force_relocation (struct fix *);
#define tc_fix_adjustable(FIX)		k1_fix_adjustable (FIX)
extern bool k1_fix_adjustable (struct fix *);

/* Alignment in code is filled with nop bundles.  */
#define MAX_MEM_FOR_RS_ALIGN_CODE	(3 + 4)
#define HANDLE_ALIGN(FRAGP)		k1_handle_align (FRAGP)
struct frag;
extern void k1_handle_align (struct frag *);

#define md_generate_nops(FRAGP, WHERE, COUNT, CONTROL) \
  k1_generate_nops (FRAGP, WHERE, COUNT, CONTROL)
extern void k1_generate_nops (struct frag *, char *, offsetT, int);

/* DWARF: $r0..$r63 are registers 0..63 and $ra is 64.  */
#define TARGET_USE_CFIPOP		1
#define DWARF2_LINE_MIN_INSN_LENGTH	4
#define DWARF2_DEFAULT_RETURN_COLUMN	64
#define DWARF2_CIE_DATA_ALIGNMENT	(-4)
#define tc_cfi_frame_initial_instructions k1_cfi_frame_initial_instructions
extern void k1_cfi_frame_initial_instructions (void);
#define tc_regname_to_dw2regnum		k1_regname_to_dw2regnum
extern int k1_regname_to_dw2regnum (char *);

#endif /* TC_K1_H */
