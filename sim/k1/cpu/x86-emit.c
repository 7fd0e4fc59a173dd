/* k1-linux-run: a small x86-64 machine-code emitter for the JIT.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   Encodings from the Intel SDM, volume 2: an optional 0x66 prefix, a
   REX prefix when a 64-bit size or a register above 7 needs one, the
   opcode, ModRM, SIB when the base is rsp/r12 or there is an index,
   and the displacement in the shortest form.  Byte registers other
   than al, cl, dl, bl and r8b..r15b are never used, so no REX is
   forced for them.  */

#include <string.h>
#include "x86-emit.h"

void
x86_byte (struct x86_buf *e, uint8_t b)
{
  *e->p++ = b;
}

void
x86_u32 (struct x86_buf *e, uint32_t v)
{
  memcpy (e->p, &v, 4);
  e->p += 4;
}

void
x86_u64 (struct x86_buf *e, uint64_t v)
{
  memcpy (e->p, &v, 8);
  e->p += 8;
}

static void
prefixes (struct x86_buf *e, int size, int reg, int index, int base)
{
  uint8_t rex = 0x40;

  if (size & X86_16)
    x86_byte (e, 0x66);
  if (size & X86_W)
    rex |= 8;
  if (reg >= 0 && (reg & 8))
    rex |= 4;
  if (index >= 0 && (index & 8))
    rex |= 2;
  if (base >= 0 && (base & 8))
    rex |= 1;
  if (rex != 0x40)
    x86_byte (e, rex);
}

static void
opcode (struct x86_buf *e, uint32_t op, int nop)
{
  for (int i = nop - 1; i >= 0; i--)
    x86_byte (e, op >> (8 * i));
}

void
x86_op_mem (struct x86_buf *e, int size, uint32_t op, int nop, int reg,
	    int base, int index, int32_t disp)
{
  int mod, rm;

  prefixes (e, size, reg, index, base);
  opcode (e, op, nop);
  if (disp == 0 && (base & 7) != X_RBP)
    mod = 0;
  else if (disp >= -128 && disp <= 127)
    mod = 1;
  else
    mod = 2;
  rm = index >= 0 || (base & 7) == X_RSP ? 4 : base & 7;
  x86_byte (e, mod << 6 | (reg & 7) << 3 | rm);
  if (rm == 4)
    x86_byte (e, (index >= 0 ? index & 7 : 4) << 3 | (base & 7));
  if (mod == 1)
    x86_byte (e, (uint8_t) disp);
  else if (mod == 2)
    x86_u32 (e, (uint32_t) disp);
}

void
x86_op_reg (struct x86_buf *e, int size, uint32_t op, int nop, int reg,
	    int rm)
{
  prefixes (e, size, reg, X_NONE, rm);
  opcode (e, op, nop);
  x86_byte (e, 0xc0 | (reg & 7) << 3 | (rm & 7));
}

void
x86_load (struct x86_buf *e, int size, int reg, int base, int32_t disp)
{
  x86_op_mem (e, size, 0x8b, 1, reg, base, X_NONE, disp);
}

void
x86_store (struct x86_buf *e, int size, int base, int32_t disp, int reg)
{
  x86_op_mem (e, size, 0x89, 1, reg, base, X_NONE, disp);
}

void
x86_mov_rr (struct x86_buf *e, int size, int dst, int src)
{
  x86_op_reg (e, size, 0x89, 1, src, dst);
}

void
x86_mov_imm32 (struct x86_buf *e, int reg, uint32_t imm)
{
  prefixes (e, 0, X_NONE, X_NONE, reg);
  x86_byte (e, 0xb8 + (reg & 7));
  x86_u32 (e, imm);
}

void
x86_mov_imm64 (struct x86_buf *e, int reg, uint64_t imm)
{
  prefixes (e, X86_W, X_NONE, X_NONE, reg);
  x86_byte (e, 0xb8 + (reg & 7));
  x86_u64 (e, imm);
}

void
x86_store_imm (struct x86_buf *e, int size, int base, int32_t disp,
	       int32_t imm)
{
  x86_op_mem (e, size, 0xc7, 1, 0, base, X_NONE, disp);
  x86_u32 (e, (uint32_t) imm);
}

void
x86_alu_rr (struct x86_buf *e, int size, enum x86_alu op, int dst, int src)
{
  x86_op_reg (e, size, op << 3 | 1, 1, src, dst);
}

void
x86_alu_rm (struct x86_buf *e, int size, enum x86_alu op, int dst, int base,
	    int32_t disp)
{
  x86_op_mem (e, size, op << 3 | 3, 1, dst, base, X_NONE, disp);
}

void
x86_alu_ri (struct x86_buf *e, int size, enum x86_alu op, int dst,
	    int32_t imm)
{
  if (imm >= -128 && imm <= 127)
    {
      x86_op_reg (e, size, 0x83, 1, op, dst);
      x86_byte (e, (uint8_t) imm);
    }
  else
    {
      x86_op_reg (e, size, 0x81, 1, op, dst);
      x86_u32 (e, (uint32_t) imm);
    }
}

void
x86_alu_mi (struct x86_buf *e, int size, enum x86_alu op, int base,
	    int32_t disp, int32_t imm)
{
  if (imm >= -128 && imm <= 127)
    {
      x86_op_mem (e, size, 0x83, 1, op, base, X_NONE, disp);
      x86_byte (e, (uint8_t) imm);
    }
  else
    {
      x86_op_mem (e, size, 0x81, 1, op, base, X_NONE, disp);
      x86_u32 (e, (uint32_t) imm);
    }
}

void
x86_test_ri (struct x86_buf *e, int reg, uint32_t imm)
{
  if (reg == X_RAX && imm < 256)
    {
      x86_byte (e, 0xa8);
      x86_byte (e, (uint8_t) imm);
    }
  else
    {
      x86_op_reg (e, 0, 0xf7, 1, 0, reg);
      x86_u32 (e, imm);
    }
}

void
x86_test8_mi (struct x86_buf *e, int base, int32_t disp, uint8_t imm)
{
  x86_op_mem (e, 0, 0xf6, 1, 0, base, X_NONE, disp);
  x86_byte (e, imm);
}

void
x86_not (struct x86_buf *e, int size, int reg)
{
  x86_op_reg (e, size, 0xf7, 1, 2, reg);
}

void
x86_neg (struct x86_buf *e, int size, int reg)
{
  x86_op_reg (e, size, 0xf7, 1, 3, reg);
}

void
x86_shift_ri (struct x86_buf *e, int size, enum x86_shift op, int reg,
	      uint8_t n)
{
  x86_op_reg (e, size, 0xc1, 1, op, reg);
  x86_byte (e, n);
}

void
x86_shift_rcl (struct x86_buf *e, int size, enum x86_shift op, int reg)
{
  x86_op_reg (e, size, 0xd3, 1, op, reg);
}

void
x86_imul_rm (struct x86_buf *e, int size, int dst, int base, int32_t disp)
{
  x86_op_mem (e, size, 0x0faf, 2, dst, base, X_NONE, disp);
}

void
x86_imul_rr (struct x86_buf *e, int size, int dst, int src)
{
  x86_op_reg (e, size, 0x0faf, 2, dst, src);
}

void
x86_imul_rmi (struct x86_buf *e, int dst, int base, int32_t disp,
	      int32_t imm)
{
  x86_op_mem (e, 0, 0x69, 1, dst, base, X_NONE, disp);
  x86_u32 (e, (uint32_t) imm);
}

void
x86_setcc (struct x86_buf *e, enum x86_cc cc, int reg8)
{
  x86_op_reg (e, 0, 0x0f90 | cc, 2, 0, reg8);
}

void
x86_movzx8 (struct x86_buf *e, int dst, int src8)
{
  x86_op_reg (e, 0, 0x0fb6, 2, dst, src8);
}

void
x86_cmov_rr (struct x86_buf *e, int size, enum x86_cc cc, int dst, int src)
{
  x86_op_reg (e, size, 0x0f40 | cc, 2, dst, src);
}

void
x86_cmov_rm (struct x86_buf *e, int size, enum x86_cc cc, int dst, int base,
	     int32_t disp)
{
  x86_op_mem (e, size, 0x0f40 | cc, 2, dst, base, X_NONE, disp);
}

void
x86_push (struct x86_buf *e, int reg)
{
  prefixes (e, 0, X_NONE, X_NONE, reg);
  x86_byte (e, 0x50 + (reg & 7));
}

void
x86_pop (struct x86_buf *e, int reg)
{
  prefixes (e, 0, X_NONE, X_NONE, reg);
  x86_byte (e, 0x58 + (reg & 7));
}

void
x86_call_reg (struct x86_buf *e, int reg)
{
  x86_op_reg (e, 0, 0xff, 1, 2, reg);
}

void
x86_jmp_reg (struct x86_buf *e, int reg)
{
  x86_op_reg (e, 0, 0xff, 1, 4, reg);
}

void
x86_ret (struct x86_buf *e)
{
  x86_byte (e, 0xc3);
}

void
x86_patch (uint8_t *site, const uint8_t *target)
{
  int32_t rel = (int32_t) (target - (site + 4));

  memcpy (site, &rel, 4);
}

uint8_t *
x86_jmp (struct x86_buf *e, const uint8_t *target)
{
  uint8_t *site;

  x86_byte (e, 0xe9);
  site = e->p;
  x86_u32 (e, 0);
  if (target)
    x86_patch (site, target);
  return site;
}

uint8_t *
x86_jcc (struct x86_buf *e, enum x86_cc cc, const uint8_t *target)
{
  uint8_t *site;

  x86_byte (e, 0x0f);
  x86_byte (e, 0x80 | cc);
  site = e->p;
  x86_u32 (e, 0);
  if (target)
    x86_patch (site, target);
  return site;
}
