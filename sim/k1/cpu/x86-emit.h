/* k1-linux-run: a small x86-64 machine-code emitter for the JIT.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   Only the instruction forms jit.c uses: register-register and
   register-memory operations with a base, an optional index and a
   displacement, immediates, conditional moves and sets, and 32-bit
   relative jumps that can be patched later.  The caller checks that
   the buffer has room (X86_MAX_INSN bytes per call at most).  */

#ifndef K1_X86_EMIT_H
#define K1_X86_EMIT_H

#include <stdint.h>

#define X86_MAX_INSN 16

enum x86_reg
{
  X_RAX, X_RCX, X_RDX, X_RBX, X_RSP, X_RBP, X_RSI, X_RDI,
  X_R8, X_R9, X_R10, X_R11, X_R12, X_R13, X_R14, X_R15,
  X_NONE = -1
};

/* Condition codes, as in Jcc, SETcc and CMOVcc.  */
enum x86_cc
{
  CC_O, CC_NO, CC_B, CC_AE, CC_E, CC_NE, CC_BE, CC_A,
  CC_S, CC_NS, CC_P, CC_NP, CC_L, CC_GE, CC_LE, CC_G
};

/* ALU operation numbers (the /digit of 81 and the row of 01..3B).  */
enum x86_alu
{
  ALU_ADD = 0, ALU_OR = 1, ALU_AND = 4, ALU_SUB = 5, ALU_XOR = 6,
  ALU_CMP = 7
};

/* Shift and rotate numbers (the /digit of C1 and D3).  */
enum x86_shift
{
  SH_ROL = 0, SH_ROR = 1, SH_SHL = 4, SH_SHR = 5, SH_SAR = 7
};

struct x86_buf
{
  uint8_t *p;			/* next byte */
};

/* Operand size flags for the generic forms.  */
#define X86_W 1			/* 64-bit (REX.W) */
#define X86_16 2		/* 16-bit (0x66 prefix) */

void x86_byte (struct x86_buf *e, uint8_t b);
void x86_u32 (struct x86_buf *e, uint32_t v);
void x86_u64 (struct x86_buf *e, uint64_t v);

/* OP (1 to 3 opcode bytes, NOP of them, the first byte last in the
   integer: 0x0FAF is 0F AF) with REG in ModRM.reg and the memory
   operand [BASE + INDEX + DISP] (INDEX X_NONE for none).  */
void x86_op_mem (struct x86_buf *e, int size, uint32_t op, int nop,
		 int reg, int base, int index, int32_t disp);
/* The same with a register operand RM (ModRM.mod = 3).  */
void x86_op_reg (struct x86_buf *e, int size, uint32_t op, int nop,
		 int reg, int rm);

/* Common forms.  */
void x86_load (struct x86_buf *e, int size, int reg, int base, int32_t disp);
void x86_store (struct x86_buf *e, int size, int base, int32_t disp, int reg);
void x86_mov_rr (struct x86_buf *e, int size, int dst, int src);
void x86_mov_imm32 (struct x86_buf *e, int reg, uint32_t imm);
void x86_mov_imm64 (struct x86_buf *e, int reg, uint64_t imm);
/* A 32-bit immediate to memory; sign-extended with X86_W.  */
void x86_store_imm (struct x86_buf *e, int size, int base, int32_t disp,
		    int32_t imm);
void x86_alu_rr (struct x86_buf *e, int size, enum x86_alu op, int dst, int src);
void x86_alu_rm (struct x86_buf *e, int size, enum x86_alu op, int dst,
		 int base, int32_t disp);
void x86_alu_ri (struct x86_buf *e, int size, enum x86_alu op, int dst,
		 int32_t imm);
void x86_alu_mi (struct x86_buf *e, int size, enum x86_alu op, int base,
		 int32_t disp, int32_t imm);
void x86_test_ri (struct x86_buf *e, int reg, uint32_t imm);
void x86_test8_mi (struct x86_buf *e, int base, int32_t disp, uint8_t imm);
void x86_not (struct x86_buf *e, int size, int reg);
void x86_neg (struct x86_buf *e, int size, int reg);
void x86_shift_ri (struct x86_buf *e, int size, enum x86_shift op, int reg,
		   uint8_t n);
void x86_shift_rcl (struct x86_buf *e, int size, enum x86_shift op, int reg);
void x86_imul_rm (struct x86_buf *e, int size, int dst, int base, int32_t disp);
void x86_imul_rr (struct x86_buf *e, int size, int dst, int src);
void x86_imul_rmi (struct x86_buf *e, int dst, int base, int32_t disp,
		   int32_t imm);
void x86_setcc (struct x86_buf *e, enum x86_cc cc, int reg8);
void x86_movzx8 (struct x86_buf *e, int dst, int src8);
void x86_cmov_rr (struct x86_buf *e, int size, enum x86_cc cc, int dst, int src);
void x86_cmov_rm (struct x86_buf *e, int size, enum x86_cc cc, int dst,
		  int base, int32_t disp);
void x86_push (struct x86_buf *e, int reg);
void x86_pop (struct x86_buf *e, int reg);
void x86_call_reg (struct x86_buf *e, int reg);
void x86_jmp_reg (struct x86_buf *e, int reg);
void x86_ret (struct x86_buf *e);

/* Relative jumps: each returns the address of its 32-bit
   displacement, for x86_patch.  TARGET may be NULL (patched later).  */
uint8_t *x86_jmp (struct x86_buf *e, const uint8_t *target);
uint8_t *x86_jcc (struct x86_buf *e, enum x86_cc cc, const uint8_t *target);
/* Point the jump whose displacement is at SITE to TARGET.  */
void x86_patch (uint8_t *site, const uint8_t *target);

#endif /* K1_X86_EMIT_H */
