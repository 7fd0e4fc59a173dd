/* Target definitions for the Kalray K1 (MPPA-256) core.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of GCC.

   GCC is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published
   by the Free Software Foundation; either version 3, or (at your
   option) any later version.

   GCC is distributed in the hope that it will be useful, but WITHOUT
   ANY WARRANTY; without even the implied warranty of MERCHANTABILITY
   or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public
   License for more details.

   You should have received a copy of the GNU General Public License
   along with GCC; see the file COPYING3.  If not see
   <http://www.gnu.org/licenses/>.  */

#ifndef GCC_K1_H
#define GCC_K1_H

/* Run-time target specification.  */

#define TARGET_CPU_CPP_BUILTINS()		\
  do						\
    {						\
      builtin_define ("__k1__");		\
      builtin_define ("__K1__");		\
      builtin_assert ("cpu=k1");		\
      builtin_assert ("machine=k1");		\
      const char *sfr_;				\
      for (int i_ = 0; (sfr_ = k1_sfr_macro (i_)); i_++) \
	if (*sfr_)				\
	  builtin_define (sfr_);		\
    }						\
  while (0)

/* Storage layout: ILP32, little-endian.  */

#define BITS_BIG_ENDIAN 0
#define BYTES_BIG_ENDIAN 0
#define WORDS_BIG_ENDIAN 0

#define BITS_PER_WORD 32
#define UNITS_PER_WORD 4
#define POINTER_SIZE 32

#define INT_TYPE_SIZE 32
#define SHORT_TYPE_SIZE 16
#define LONG_TYPE_SIZE 32
#define LONG_LONG_TYPE_SIZE 64
#define FLOAT_TYPE_SIZE 32
#define DOUBLE_TYPE_SIZE 64
#define LONG_DOUBLE_TYPE_SIZE 64
#define DEFAULT_SIGNED_CHAR 1

#undef SIZE_TYPE
#define SIZE_TYPE "unsigned int"
#undef PTRDIFF_TYPE
#define PTRDIFF_TYPE "int"
#undef WCHAR_TYPE
#define WCHAR_TYPE "int"
#undef WCHAR_TYPE_SIZE
#define WCHAR_TYPE_SIZE 32

#define PARM_BOUNDARY 32
#define STACK_BOUNDARY 64
#define FUNCTION_BOUNDARY 32
#define BIGGEST_ALIGNMENT 64
#define EMPTY_FIELD_BOUNDARY 32
#define STRUCTURE_SIZE_BOUNDARY 8
#define PCC_BITFIELD_TYPE_MATTERS 1

/* Misaligned accesses fault.  */
#define STRICT_ALIGNMENT 1

/* Keep arrays and structures word-aligned so that they can be copied
   a word at a time.  */
#define DATA_ALIGNMENT(TYPE, ALIGN)					\
  ((TREE_CODE (TYPE) == ARRAY_TYPE && TYPE_MODE (TREE_TYPE (TYPE)) == QImode \
    && (ALIGN) < BITS_PER_WORD) ? BITS_PER_WORD : (ALIGN))

#define PROMOTE_MODE(MODE, UNSIGNEDP, TYPE)		\
  if (GET_MODE_CLASS (MODE) == MODE_INT			\
      && GET_MODE_SIZE (MODE) < UNITS_PER_WORD)		\
    (MODE) = SImode;

/* Register usage.

   0-63	general registers $r0..$r63; $r12 is the stack pointer, $r13 the
	thread pointer, $r14 the frame pointer when one is needed.
   64	$ra, the return address written by call and icall.
   65	the argument pointer and
   66	the soft frame pointer, both eliminated.  */

#define FIRST_PSEUDO_REGISTER 67

#define K1_SP_REGNUM 12
#define K1_TP_REGNUM 13
#define K1_FP_REGNUM 14
#define K1_STRUCT_VALUE_REGNUM 15
/* $r16, a scratch register of the linker, is free in prologues and
   epilogues.  */
#define K1_TMP_REGNUM 16
#define K1_RA_REGNUM 64
#define K1_AP_REGNUM 65
#define K1_SFP_REGNUM 66
/* Arguments go in $r0..$r11, and the value comes back from $r0.  */
#define K1_FIRST_ARG_REGNUM 0
#define K1_NUM_ARG_REGS 12
#define K1_RETURN_REGNUM 0

#define FIXED_REGISTERS				\
{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0,	\
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,	\
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,	\
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,	\
  1, 1, 1 }

#define CALL_USED_REGISTERS			\
{ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1,	\
  1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,	\
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,	\
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,	\
  1, 1, 1 }

/* Scratch registers that are not arguments first, then the argument
   registers from the top, then the callee-saved ones.  */
#define REG_ALLOC_ORDER						\
{ 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,	\
  48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,	\
  16, 17, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,			\
  18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 14,		\
  12, 13, 64, 65, 66 }

#define REGISTER_NAMES							\
{ "$r0",  "$r1",  "$r2",  "$r3",  "$r4",  "$r5",  "$r6",  "$r7",	\
  "$r8",  "$r9",  "$r10", "$r11", "$r12", "$r13", "$r14", "$r15",	\
  "$r16", "$r17", "$r18", "$r19", "$r20", "$r21", "$r22", "$r23",	\
  "$r24", "$r25", "$r26", "$r27", "$r28", "$r29", "$r30", "$r31",	\
  "$r32", "$r33", "$r34", "$r35", "$r36", "$r37", "$r38", "$r39",	\
  "$r40", "$r41", "$r42", "$r43", "$r44", "$r45", "$r46", "$r47",	\
  "$r48", "$r49", "$r50", "$r51", "$r52", "$r53", "$r54", "$r55",	\
  "$r56", "$r57", "$r58", "$r59", "$r60", "$r61", "$r62", "$r63",	\
  "$ra", "?ap", "?fp" }

#define ADDITIONAL_REGISTER_NAMES { { "$sp", 12 } }

/* Register classes.  SIBCALL_REGS hold the target of an indirect
   sibling call: caller-saved, no arguments, untouched by the
   epilogue.  */

enum reg_class
{
  NO_REGS,
  SIBCALL_REGS,
  GENERAL_REGS,
  RA_REGS,
  ALL_REGS,
  LIM_REG_CLASSES
};

#define N_REG_CLASSES (int) LIM_REG_CLASSES

#define REG_CLASS_NAMES \
{ "NO_REGS", "SIBCALL_REGS", "GENERAL_REGS", "RA_REGS", "ALL_REGS" }

#define REG_CLASS_CONTENTS			\
{ { 0x00000000, 0x00000000, 0x0 },		\
  { 0x00000000, 0xffffffff, 0x0 },		\
  { 0xffffffff, 0xffffffff, 0x6 },		\
  { 0x00000000, 0x00000000, 0x1 },		\
  { 0xffffffff, 0xffffffff, 0x7 } }

#define REGNO_REG_CLASS(REGNO)				\
  ((REGNO) >= 32 && (REGNO) < 64 ? SIBCALL_REGS		\
   : (REGNO) == K1_RA_REGNUM ? RA_REGS : GENERAL_REGS)

#define GENERAL_REGNO_P(REGNO) ((unsigned) (REGNO) < 64)

#define BASE_REG_CLASS GENERAL_REGS
#define INDEX_REG_CLASS GENERAL_REGS

#define REGNO_OK_FOR_BASE_P(REGNO)					\
  (GENERAL_REGNO_P (REGNO) || (REGNO) == K1_AP_REGNUM			\
   || (REGNO) == K1_SFP_REGNUM						\
   || (reg_renumber != NULL && reg_renumber[REGNO] >= 0			\
       && GENERAL_REGNO_P (reg_renumber[REGNO])))
#define REGNO_OK_FOR_INDEX_P(REGNO) REGNO_OK_FOR_BASE_P (REGNO)

/* Stack layout and frame.  */

#define STACK_GROWS_DOWNWARD 1
#define FRAME_GROWS_DOWNWARD 0
#define FIRST_PARM_OFFSET(FNDECL) 0
#define ACCUMULATE_OUTGOING_ARGS 1
#define EXIT_IGNORE_STACK 1

#define STACK_POINTER_REGNUM K1_SP_REGNUM
#define HARD_FRAME_POINTER_REGNUM K1_FP_REGNUM
#define FRAME_POINTER_REGNUM K1_SFP_REGNUM
#define ARG_POINTER_REGNUM K1_AP_REGNUM
#define STATIC_CHAIN_REGNUM 32

#define ELIMINABLE_REGS					\
{ { ARG_POINTER_REGNUM, STACK_POINTER_REGNUM },		\
  { ARG_POINTER_REGNUM, HARD_FRAME_POINTER_REGNUM },	\
  { FRAME_POINTER_REGNUM, STACK_POINTER_REGNUM },	\
  { FRAME_POINTER_REGNUM, HARD_FRAME_POINTER_REGNUM } }

#define INITIAL_ELIMINATION_OFFSET(FROM, TO, OFFSET) \
  (OFFSET) = k1_initial_elimination_offset ((FROM), (TO))

/* The return address of the current function is $ra at its entry;
   that of an outer frame sits just below its frame address when that
   frame has a frame pointer.  */
#define RETURN_ADDR_RTX(COUNT, FRAME) k1_return_addr ((COUNT), (FRAME))
#define DYNAMIC_CHAIN_ADDRESS(FRAME) plus_constant (Pmode, (FRAME), -8)

/* Exception handling.  */
#define EH_RETURN_DATA_REGNO(N) ((N) < 4 ? (N) + 2 : INVALID_REGNUM)
#define EH_RETURN_STACKADJ_RTX gen_rtx_REG (Pmode, 6)

/* DWARF: $r0..$r63 are 0..63, $ra 64.  Column 65 is the interrupted
   $pc of a signal frame, its return address (libgcc's
   config/k1/linux-unwind.h): $ra must be restored there too.  */
#define DWARF_FRAME_REGISTERS 66
#define DWARF_ALT_FRAME_RETURN_COLUMN 65
#define DBX_REGISTER_NUMBER(REGNO) \
  ((REGNO) <= K1_RA_REGNUM ? (REGNO) : INVALID_REGNUM)
#define INCOMING_RETURN_ADDR_RTX gen_rtx_REG (Pmode, K1_RA_REGNUM)
#define DWARF_FRAME_RETURN_COLUMN K1_RA_REGNUM
#define INCOMING_FRAME_SP_OFFSET 0
#define ASM_PREFERRED_EH_DATA_FORMAT(CODE, GLOBAL)			\
  (flag_pic ? (((GLOBAL) ? DW_EH_PE_indirect : 0) | DW_EH_PE_pcrel	\
	       | DW_EH_PE_sdata4)					\
   : DW_EH_PE_absptr)

/* Argument passing.  Aggregates of at most 8 bytes come back in
   registers (TARGET_RETURN_IN_MEMORY).  */
#define DEFAULT_PCC_STRUCT_RETURN 0

#define CUMULATIVE_ARGS int
#define INIT_CUMULATIVE_ARGS(CUM, FNTYPE, LIBNAME, FNDECL, N_NAMED_ARGS) \
  ((CUM) = 0)
#define FUNCTION_ARG_REGNO_P(REGNO) ((REGNO) < K1_NUM_ARG_REGS)

#define FUNCTION_PROFILER(FILE, LABELNO) k1_function_profiler ()

/* Trampolines: two makes in one bundle (static chain and target),
   then an igoto.  */
#define TRAMPOLINE_SIZE 20
#define TRAMPOLINE_ALIGNMENT 64

/* Addressing: base plus any 32-bit offset, or base plus index.  */
#define MAX_REGS_PER_ADDRESS 2
#define HAVE_PRE_INCREMENT 0
#define HAVE_POST_INCREMENT 0

/* Costs and miscellany.  */
#define SLOW_BYTE_ACCESS 0
#define NO_FUNCTION_CSE 1
#define MOVE_MAX 4
#define Pmode SImode
#define FUNCTION_MODE SImode
#define CASE_VECTOR_MODE SImode
#define CASE_VECTOR_PC_RELATIVE flag_pic
#define WORD_REGISTER_OPERATIONS 1
#define LOAD_EXTEND_OP(MODE) ZERO_EXTEND
#define SHIFT_COUNT_TRUNCATED 1
#define STORE_FLAG_VALUE 1
#define CLZ_DEFINED_VALUE_AT_ZERO(MODE, VALUE) \
  ((VALUE) = GET_MODE_BITSIZE (MODE), 2)
#define CTZ_DEFINED_VALUE_AT_ZERO(MODE, VALUE) \
  ((VALUE) = GET_MODE_BITSIZE (MODE), 2)

/* There is no constant pool: make loads any 32-bit value.  */
#define LEGITIMATE_PIC_OPERAND_P(X) (!k1_symbolic_operand_p (X))

/* Assembler output.  */

#define ASM_COMMENT_START "#"
#define GLOBAL_ASM_OP "\t.globl\t"
#define TEXT_SECTION_ASM_OP "\t.text"
#define DATA_SECTION_ASM_OP "\t.data"
#define BSS_SECTION_ASM_OP "\t.section\t.bss"
#define LOCAL_LABEL_PREFIX "."
#define USER_LABEL_PREFIX ""

#undef ASM_OUTPUT_ALIGN
#define ASM_OUTPUT_ALIGN(STREAM, LOG)			\
  do							\
    if ((LOG) != 0)					\
      fprintf ((STREAM), "\t.p2align\t%d\n", (LOG));	\
  while (0)

#define ASM_OUTPUT_ADDR_VEC_ELT(STREAM, VALUE) \
  fprintf ((STREAM), "\t.4byte\t.L%d\n", (VALUE))
#define ASM_OUTPUT_ADDR_DIFF_ELT(STREAM, BODY, VALUE, REL) \
  fprintf ((STREAM), "\t.4byte\t.L%d-.L%d\n", (VALUE), (REL))
#define JUMP_TABLES_IN_TEXT_SECTION 0

#endif /* GCC_K1_H */
