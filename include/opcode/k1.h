/* K1 opcode table interface.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of GDB, GAS, and the GNU binutils.

   This program is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   This program is distributed in the hope that it will be useful, but
   WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
   General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program; see the file COPYING3.  If not,
   see <http://www.gnu.org/licenses/>.  */

#ifndef OPCODE_K1_H
#define OPCODE_K1_H

#include <stdint.h>

/* Syllable layout.  Bit 31 is the parallel bit, bits 30:29 the unit
   class; the register and immediate fields are fixed for all formats.  */
#define K1_PARALLEL	0x80000000u
#define K1_UNIT_SHIFT	29
#define K1_OPC_BITS	0x7fffffffu

#define K1_FLD_W	0x00fc0000u	/* bits 23:18 */
#define K1_FLD_Z	0x0000003fu	/* bits 5:0 */
#define K1_FLD_Y	0x00000fc0u	/* bits 11:6 */
#define K1_FLD_X	0x00010000u	/* bit 16: an extension syllable follows */
#define K1_FLD_LO10	0x0000ffc0u	/* imm10 in 15:6 */
#define K1_FLD_I	(K1_FLD_LO10 | K1_FLD_X)	/* imm10, plus X */
#define K1_FLD_U5	0x000007c0u	/* bits 10:6 */
#define K1_FLD_U6	0x00000fc0u	/* bits 11:6 */
#define K1_FLD_HI5	0x0000f800u	/* bits 15:11 */
#define K1_FLD_HL	(K1_FLD_HI5 | K1_FLD_U5)	/* hi in 15:11, lo in 10:6 */
#define K1_FLD_B27	0x07ffffffu	/* bits 26:0 */
#define K1_FLD_B17	0x007fffc0u	/* bits 22:6 */

/* Where the fields start.  */
#define K1_SHIFT_W	18
#define K1_SHIFT_Y	6
#define K1_SHIFT_I	6	/* imm10, u5, u6 and the bit-field lsb */
#define K1_SHIFT_HI5	11
#define K1_SHIFT_B17	6
#define K1_IMM_LO_BITS	10	/* bits of an immediate in its syllable */

/* Field extractors.  */
#define K1_W(x)		(((x) >> K1_SHIFT_W) & 0x3f)
#define K1_Z(x)		((x) & 0x3f)
#define K1_Y(x)		(((x) >> K1_SHIFT_Y) & 0x3f)
#define K1_IMM10(x)	(((x) >> K1_SHIFT_I) & 0x3ff)
#define K1_HI5(x)	(((x) >> K1_SHIFT_HI5) & 0x1f)
#define K1_LO5(x)	(((x) >> K1_SHIFT_I) & 0x1f)
#define K1_U6(x)	(((x) >> K1_SHIFT_I) & 0x3f)
#define K1_B27(x)	((x) & K1_FLD_B27)
#define K1_B17(x)	(((x) & K1_FLD_B17) >> K1_SHIFT_B17)
#define K1_HAS_EXT(x)	(((x) & K1_FLD_X) != 0)

/* An extension syllable carries bits 31:10 of a 32-bit immediate in
   its bits 21:0; bits 30:22 are zero.  */
#define K1_EXT_BITS	0x003fffffu
#define K1_EXT_MBZ	0x7fc00000u

/* Field encoders: the bits that put value V into a field, V being a
   register number, an immediate, or (for the branch fields) a signed
   offset in words.  These are the one definition of where each field
   sits, for the assembler, the linker and every other writer of
   instructions; the extractors above read them back.  */
#define K1_ENCODE_W(v)	 (((uint32_t) (v) << K1_SHIFT_W) & K1_FLD_W)
#define K1_ENCODE_Z(v)	 ((uint32_t) (v) & K1_FLD_Z)
#define K1_ENCODE_Y(v)	 (((uint32_t) (v) << K1_SHIFT_Y) & K1_FLD_Y)
#define K1_ENCODE_U5(v)	 (((uint32_t) (v) << K1_SHIFT_I) & K1_FLD_U5)
#define K1_ENCODE_U6(v)	 (((uint32_t) (v) << K1_SHIFT_I) & K1_FLD_U6)
#define K1_ENCODE_HI5(v) (((uint32_t) (v) << K1_SHIFT_HI5) & K1_FLD_HI5)
#define K1_ENCODE_LO5(v) K1_ENCODE_U5 (v)
/* The low 10 bits of a 32-bit immediate (R_K1_LO10), in bits 15:6 of
   its syllable, and the high 22 bits (R_K1_HI22), in bits 21:0 of the
   extension syllable.  */
#define K1_ENCODE_LO10(v)						\
  (((uint32_t) (v) << K1_SHIFT_I) & K1_FLD_LO10)
#define K1_ENCODE_HI22(v)						\
  (((uint32_t) (v) >> K1_IMM_LO_BITS) & K1_EXT_BITS)
/* Word offsets of goto/call (R_K1_27_PCREL) and cb/loopdo
   (R_K1_17_PCREL), in two's complement.  */
#define K1_ENCODE_B27(words)	((uint32_t) (words) & K1_FLD_B27)
#define K1_ENCODE_B17(words)						\
  (((uint32_t) (words) << K1_SHIFT_B17) & K1_FLD_B17)

/* Replace field FLD (a K1_FLD_* mask, or K1_EXT_BITS) of INSN with the
   bits ENC from the matching encoder.  */
#define K1_INSERT(insn, fld, enc)					\
  (((uint32_t) (insn) & ~(uint32_t) (fld)) | (enc))

/* The 32-bit immediate of an instruction syllable with an extension
   syllable.  */
#define K1_IMM32(syllable, ext)						\
  ((((uint32_t) (ext) & K1_EXT_BITS) << K1_IMM_LO_BITS)			\
   | K1_IMM10 (syllable))

/* Encoding helpers: MAJ is a 6-bit major opcode (bits 28:24 and 17),
   SUB a 5-bit minor opcode (bit 16 and bits 15:12) used only by
   formats without an immediate.  */
#define K1_ENC(unit, maj, sub)						\
  (((uint32_t) (unit) << K1_UNIT_SHIFT)					\
   | (((uint32_t) (maj) & 0x1f) << 24) | (((uint32_t) (maj) >> 5) << 17)	\
   | (((uint32_t) (sub) & 1) << 16) | (((uint32_t) (sub) >> 1) << 12))

#define K1_ALU(maj, sub)	K1_ENC (K1_UC_ALU, maj, sub)
#define K1_LSU(maj, sub)	K1_ENC (K1_UC_LSU, maj, sub)
#define K1_MAU(maj, sub)	K1_ENC (K1_UC_MAU, maj, sub)

/* The operand fields of each format; everything else in bits 30:0
   identifies the instruction.  */
#define K1_FMT_NONE	0u
#define K1_FMT_Z	K1_FLD_Z
#define K1_FMT_RR	(K1_FLD_W | K1_FLD_Z)
#define K1_FMT_RRR	(K1_FLD_W | K1_FLD_Z | K1_FLD_Y)
#define K1_FMT_RRI	(K1_FLD_W | K1_FLD_Z | K1_FLD_I)
#define K1_FMT_RI	(K1_FLD_W | K1_FLD_I)
#define K1_FMT_RRU5	(K1_FLD_W | K1_FLD_Z | K1_FLD_U5)
#define K1_FMT_RRU6	(K1_FLD_W | K1_FLD_Z | K1_FLD_U6)
#define K1_FMT_RRHL	(K1_FLD_W | K1_FLD_Z | K1_FLD_HL)
#define K1_FMT_B27	K1_FLD_B27
#define K1_FMT_CB	(K1_FLD_Z | K1_FLD_B17)

/* Branch/control syllables: bits 28:27 pick the group.  */
#define K1_BCU_MISC(sub)	((uint32_t) (sub) << 12)
#define K1_BCU_GOTO		(1u << 27)
#define K1_BCU_CALL		(2u << 27)
#define K1_BCU_CB(cond)		((3u << 27) | ((uint32_t) (cond) << 23))

/* Unit classes as encoded in bits 30:29.  */
enum k1_unit_class
{
  K1_UC_BCU = 0,
  K1_UC_LSU = 1,
  K1_UC_MAU = 2,
  K1_UC_ALU = 3
};

/* Execution resources an instruction occupies.  ALUD is a 64-bit ALU
   operation, which takes both ALU0 and ALU1.  */
enum k1_unit
{
  K1_UNIT_BCU,
  K1_UNIT_LSU,
  K1_UNIT_MAU,
  K1_UNIT_ALU,
  K1_UNIT_ALUD
};

/* Bundle limits.  */
#define K1_MAX_BUNDLE_INSNS	5
#define K1_MAX_BUNDLE_SYLLABLES	8
#define K1_NUM_ALUS		2

/* Flags.  */
#define K1_F_WW		0x0001	/* writes the W-field register(s) */
#define K1_F_RW		0x0002	/* reads the W-field register(s) */
#define K1_F_WRA	0x0004	/* writes $ra */
#define K1_F_WLOOP	0x0008	/* writes $ls, $le and $lc */
#define K1_F_WCARRY	0x0010	/* writes the carry bit of $cs */
#define K1_F_RCARRY	0x0020	/* reads the carry bit of $cs */
#define K1_F_FPU	0x0040	/* raises IEEE flags in $cs, reads its rounding mode */
#define K1_F_LOAD	0x0080	/* reads memory */
#define K1_F_STORE	0x0100	/* writes memory */
#define K1_F_BRANCH	0x0200	/* may change the flow of control */
#define K1_F_PRIV	0x0400	/* raises SIGILL on some operands in user mode */
#define K1_F_RRA	0x0800	/* reads $ra */
#define K1_F_SYSCALL	0x1000	/* system call: reads $r0..$r5 and Z, writes $r0 */

/* Operand letters in the ARGS string of an opcode:
     w  general register in W		W  register pair in W
     z  general register in Z		Z  register pair in Z
     y  general register in Y		Y  register pair in Y
     i  32-bit immediate (10 bits in the syllable, 22 in an extension)
     u  5-bit unsigned immediate in 10:6	U  6-bit unsigned in 11:6
     h  5-bit bit-field msb in 15:11	l  5-bit bit-field lsb in 10:6
     B  27-bit word offset from the bundle (goto, call)
     C  17-bit word offset from the bundle (cb, loopdo)
     s  system register in Z		S  system register in W
   Any other character is literal syntax.  */

/* One entry of the opcode table.  */
struct k1_opcode
{
  const char *name;	/* mnemonic, modifiers included ("comp.lt") */
  const char *args;	/* operand syntax */
  uint32_t match;	/* opcode bits */
  uint32_t mask;	/* bits of MATCH that identify the instruction */
  unsigned char unit;	/* enum k1_unit */
  unsigned char latency; /* cycles until the result can be used */
  unsigned short flags;	/* K1_F_* */
  unsigned short id;	/* enum k1_insn_id */
  const char *doc;	/* semantics, for the ISA manual */
};

/* The instructions, from the one list in k1-opc.def.  */
enum k1_insn_id
{
#define K1_INSN(id, name, args, unit, match, fields, lat, flags, doc) \
  K1_INSN_##id,
#include "k1-opc.def"
#undef K1_INSN
  K1_INSN_COUNT
};

/* System registers.  */
enum k1_sysreg
{
#define K1_SYSREG(num, name, user) K1_SFR_##name = num,
#include "k1-sfr.def"
#undef K1_SYSREG
  K1_SFR_COUNT
};

struct k1_sysreg_desc
{
  const char *name;
  unsigned char num;
  /* 0: system only; 1: user may read; 2: user may read and write.  */
  unsigned char user;
};

/* Bits of $cs.  */
#define K1_CS_IO	0x01	/* invalid operation (sticky) */
#define K1_CS_DZ	0x02	/* divide by zero (sticky) */
#define K1_CS_OV	0x04	/* overflow (sticky) */
#define K1_CS_UN	0x08	/* underflow (sticky) */
#define K1_CS_IN	0x10	/* inexact (sticky) */
#define K1_CS_FLAGS	0x1f
#define K1_CS_RM_SHIFT	8	/* rounding mode, bits 9:8 */
#define K1_CS_RM	(3u << K1_CS_RM_SHIFT)
#define K1_CS_C		0x10000	/* carry, for addc/sbfc */

enum k1_round
{
  K1_RM_RN = 0,		/* to nearest, ties to even */
  K1_RM_RU = 1,		/* toward +infinity */
  K1_RM_RD = 2,		/* toward -infinity */
  K1_RM_RZ = 3		/* toward zero */
};

extern const struct k1_opcode k1_opcodes[];
extern const unsigned int k1_num_opcodes;
extern const struct k1_sysreg_desc k1_sysregs[];
extern const unsigned int k1_num_sysregs;

/* Return the table entry that decodes SYLLABLE (the parallel bit is
   ignored), or NULL if it is not a valid instruction syllable.  */
extern const struct k1_opcode *k1_decode (uint32_t syllable);

/* Return the sign-extended immediate of an 'i' operand, given its
   instruction syllable and, if K1_HAS_EXT, its extension syllable.  */
extern int32_t k1_immediate (uint32_t syllable, uint32_t ext);

/* The name of system register NUM, or NULL.  */
extern const char *k1_sysreg_name (unsigned int num);

#endif /* OPCODE_K1_H */
