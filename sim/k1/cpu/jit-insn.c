/* k1-linux-run: the JIT's translation of instructions.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   The inline x86-64 template of each simple instruction, and for the
   others a call of the reference semantics (k1_exec_insn, from
   k1-sem.def), with the cache of guest registers in host registers
   they share.  tests/jit-diff.c checks every template against
   k1_exec_insn.  */

#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "cpu.h"

#if defined __x86_64__
#include "jit.h"

/* From a misaligned access's stub: bundle K of BLK faults, after
   PRE_NB bundles and PRE_NI instructions of the trace not counted.  */
static void __attribute__ ((noreturn))
jit_misaligned (struct k1_cpu *cpu, uint32_t addr, uint32_t k,
		struct k1_block *blk, uint32_t pre_nb, uint32_t pre_ni)
{
  cpu->jit_blk = blk;
  cpu->jit_bk = k;
  cpu->jit_pre_nb = pre_nb;
  cpu->jit_pre_ni = pre_ni;
  k1_cpu_fault (cpu, K1_FAULT_ALIGN, addr);
}

static void
jit_helper (struct k1_cpu *cpu, const struct k1_dinsn *d)
{
  uint32_t npc;

  k1_exec_insn (cpu, d, 0, &npc);
}

static const int cache_regs[JIT_NCACHE] = {
  X_R8, X_R9, X_R10, X_R11, X_RSI, X_RDI, X_R15, X_RBP
};

/* Record where the code of the bundle being translated starts, once,
   for k1_jit_fault.  */
static void
map_bundle (struct tctx *t)
{
  struct k1_jit *j = t->j;

  if (t->mapped || !j)
    return;
  t->mapped = 1;
  if (j->nmap == j->map_size)
    {
      j->map_size = j->map_size ? 2 * j->map_size : 4096;
      j->map = realloc (j->map, j->map_size * sizeof *j->map);
      if (!j->map)
	k1_fatal ("out of memory");
    }
  j->map[j->nmap].start = t->e.p;
  j->map[j->nmap].blk = t->blk;
  j->map[j->nmap].pre_nb = t->part_nb;
  j->map[j->nmap].pre_ni = t->part_ni;
  j->map[j->nmap++].k = t->k;
}

void
jit_cache_reset (struct tctx *t)
{
  memset (t->slot_reg, -1, sizeof t->slot_reg);
  memset (t->reg_slot, -1, sizeof t->reg_slot);
}

/* The host register caching SLOT, or -1.  */
static int
cached (struct tctx *t, unsigned slot)
{
  int i = t->slot_reg[slot];

  if (i < 0)
    return -1;
  t->used[i] = ++t->tick;
  return cache_regs[i];
}

void
jit_uncache (struct tctx *t, unsigned slot)
{
  if (slot < 72 && t->slot_reg[slot] >= 0)
    {
      t->reg_slot[(int) t->slot_reg[slot]] = -1;
      t->slot_reg[slot] = -1;
    }
}

/* A host register for SLOT: the one caching it, a free one, or the
   one used least recently.  */
static int
cache_victim (struct tctx *t)
{
  int best = 0;

  for (int i = 0; i < JIT_NCACHE; i++)
    {
      if (t->reg_slot[i] < 0)
	{
	  best = i;
	  break;
	}
      if (t->used[i] < t->used[best])
	best = i;
    }
  if (t->reg_slot[best] >= 0)
    t->slot_reg[(int) t->reg_slot[best]] = -1;
  t->reg_slot[best] = -1;
  return best;
}

static void
cache_map (struct tctx *t, unsigned slot, int best)
{
  t->reg_slot[best] = (int8_t) slot;
  t->slot_reg[slot] = (int8_t) best;
  t->used[best] = ++t->tick;
}

int
jit_cache_alloc (struct tctx *t, unsigned slot)
{
  int best;

  if (t->slot_reg[slot] >= 0)
    return cached (t, slot);
  best = cache_victim (t);
  cache_map (t, slot, best);
  return cache_regs[best];
}

static int
cache_index (int reg)
{
  for (int i = 0; i < JIT_NCACHE; i++)
    if (cache_regs[i] == reg)
      return i;
  return -1;
}

/* reg32 = SLOT.  */
void
jit_ld (struct tctx *t, int reg, unsigned slot)
{
  int h = cached (t, slot);

  if (h == reg)
    return;
  if (h >= 0)
    x86_mov_rr (&t->e, 0, reg, h);
  else
    x86_load (&t->e, 0, reg, X_RBX, R (slot));
}

/* SLOT = reg32, in the CPU state and its cached copy.  */
static void
st (struct tctx *t, unsigned slot, int reg)
{
  x86_store (&t->e, 0, X_RBX, R (slot), reg);
  x86_mov_rr (&t->e, 0, jit_cache_alloc (t, slot), reg);
}

/* The host register to compute SLOT's new value in: its cache
   register, which holds the old value until then (any other register
   may have been taken for it); commit () writes the CPU state.  */
static int
dst (struct tctx *t, unsigned slot)
{
  if (t->slot_reg[slot] >= 0)
    return cached (t, slot);
  /* Taken from the slot it cached, not yet given to SLOT: what the
     instruction reads is still found where it was.  */
  return cache_regs[cache_victim (t)];
}

static void
commit (struct tctx *t, unsigned slot, int h)
{
  x86_store (&t->e, 0, X_RBX, R (slot), h);
  if (t->slot_reg[slot] < 0)
    cache_map (t, slot, cache_index (h));
}

/* SLOT = IMM.  */
static void
st_imm (struct tctx *t, unsigned slot, uint32_t imm)
{
  x86_store_imm (&t->e, 0, X_RBX, R (slot), (int32_t) imm);
  x86_mov_imm32 (&t->e, jit_cache_alloc (t, slot), imm);
}

/* reg32 OP= SLOT.  */
static void
alu_slot (struct tctx *t, int size, enum x86_alu op, int reg, unsigned slot)
{
  int h = size ? -1 : cached (t, slot);

  if (h >= 0)
    x86_alu_rr (&t->e, 0, op, reg, h);
  else
    x86_alu_rm (&t->e, size, op, reg, X_RBX, R (slot));
}

/* Pairs are read from the CPU state, always current.  */
static void
ld64 (struct tctx *t, int reg, unsigned slot)
{
  x86_load (&t->e, X86_W, reg, X_RBX, R (slot));
}

static void
st64 (struct tctx *t, unsigned slot, int reg)
{
  x86_store (&t->e, X86_W, X_RBX, R (slot), reg);
  jit_uncache (t, slot);
  jit_uncache (t, slot + 1);
}

/* eax = the condition operand Z compared as COND of cmove/cb wants;
   returns the x86 condition that holds when the K1 one does.  */
static enum x86_cc
zcond (struct tctx *t, unsigned z, int which)
{
  /* WHICH: 0 eqz, 1 nez, 2 ltz, 3 gez, 4 lez, 5 gtz, 6 odd, 7 even.  */
  static const enum x86_cc cc[8] = {
    CC_E, CC_NE, CC_L, CC_GE, CC_LE, CC_G, CC_NE, CC_E
  };

  int h = cached (t, z);

  if (h >= 0 && which >= 6)
    x86_test_ri (&t->e, h, 1);
  else if (h >= 0)
    x86_alu_ri (&t->e, 0, ALU_CMP, h, 0);
  else if (which >= 6)
    x86_test8_mi (&t->e, X_RBX, R (z), 1);
  else
    x86_alu_mi (&t->e, 0, ALU_CMP, X_RBX, R (z), 0);
  return cc[which];
}

/* W = (eax CC operand) as 0/1, the flags already set.  */
static void
set_bool (struct tctx *t, enum x86_cc cc, unsigned w)
{
  int h;

  x86_setcc (&t->e, cc, X_RAX);
  h = dst (t, w);
  x86_movzx8 (&t->e, h, X_RAX);
  commit (t, w, h);
}

/* The guest address of a load or store in eax, checked for alignment
   N, with the bundle's index recorded for a fault.  */
static void
mem_addr (struct tctx *t, const struct k1_dinsn *d, int indexed, unsigned n)
{
  map_bundle (t);
  jit_ld (t, X_RAX, d->z);
  if (indexed)
    alu_slot (t, 0, ALU_ADD, X_RAX, d->y);
  else if (d->imm)
    x86_alu_ri (&t->e, 0, ALU_ADD, X_RAX, d->imm);
  if (n > 1)
    {
      x86_test_ri (&t->e, X_RAX, n - 1);
      t->misalign[t->nmisalign].site = x86_jcc (&t->e, CC_NE, NULL);
      t->misalign[t->nmisalign].blk = t->blk;
      t->misalign[t->nmisalign].pre_nb = t->part_nb;
      t->misalign[t->nmisalign].pre_ni = t->part_ni;
      t->misalign[t->nmisalign++].k = t->k;
    }
}

/* A load: OP (NOP bytes) from [r12 + rax] into rcx, stored to W (a
   pair when SIZE has X86_W).  */
static void
load (struct tctx *t, const struct k1_dinsn *d, int indexed, unsigned n,
      int size, uint32_t op, int nop)
{
  int h;

  mem_addr (t, d, indexed, n);
  if (size & X86_W)
    {
      x86_op_mem (&t->e, size, op, nop, X_RCX, X_R12, X_RAX, 0);
      st64 (t, d->w, X_RCX);
      return;
    }
  h = dst (t, d->w);
  x86_op_mem (&t->e, size, op, nop, h, X_R12, X_RAX, 0);
  commit (t, d->w, h);
}

static void
store (struct tctx *t, const struct k1_dinsn *d, int indexed, unsigned n,
       int size, uint32_t op)
{
  mem_addr (t, d, indexed, n);
  if (size & X86_W)
    ld64 (t, X_RCX, d->w);
  else
    jit_ld (t, X_RCX, d->w);
  x86_op_mem (&t->e, size, op, 1, X_RCX, X_R12, X_RAX, 0);
}

/* W = Z OP Y (or OP IMM), then NOT when INV.  */
static void
alu (struct tctx *t, const struct k1_dinsn *d, enum x86_alu op, int imm,
     int notz, int inv)
{
  /* Computed in W's register, unless that holds Y, needed after the
     register is changed.  */
  int h = !imm && d->y == d->w && (d->z != d->w || notz) ? X_RAX
	  : dst (t, d->w);

  jit_ld (t, h, d->z);
  if (notz)
    x86_not (&t->e, 0, h);
  if (imm)
    x86_alu_ri (&t->e, 0, op, h, d->imm);
  else
    alu_slot (t, 0, op, h, d->y);
  if (inv)
    x86_not (&t->e, 0, h);
  if (h == X_RAX)
    st (t, d->w, X_RAX);
  else
    commit (t, d->w, h);
}

/* Pair W = pair Z OP pair Y (or the sign-extended IMM).  */
static void
alud (struct tctx *t, const struct k1_dinsn *d, enum x86_alu op, int imm,
      int notz)
{
  ld64 (t, X_RAX, d->z);
  if (notz)
    x86_not (&t->e, X86_W, X_RAX);
  if (imm)
    x86_alu_ri (&t->e, X86_W, op, X_RAX, d->imm);
  else
    x86_alu_rm (&t->e, X86_W, op, X_RAX, X_RBX, R (d->y));
  st64 (t, d->w, X_RAX);
}

/* W = cond (Z, Y or IMM) ? Z : Y/IMM: min and max.  KEEP_Z is the x86
   condition, after cmp Z, other, under which Z is the result.  */
static void
minmax (struct tctx *t, const struct k1_dinsn *d, int imm, enum x86_cc keep_z)
{
  jit_ld (t, X_RAX, d->z);
  if (imm)
    x86_mov_imm32 (&t->e, X_RCX, (uint32_t) d->imm);
  else
    jit_ld (t, X_RCX, d->y);
  x86_alu_rr (&t->e, 0, ALU_CMP, X_RAX, X_RCX);
  x86_cmov_rr (&t->e, 0, keep_z ^ 1, X_RAX, X_RCX);
  st (t, d->w, X_RAX);
}

static void
shift (struct tctx *t, const struct k1_dinsn *d, int size, enum x86_shift op,
       int imm)
{
  if (imm && !size)
    {
      int h = dst (t, d->w);

      jit_ld (t, h, d->z);
      x86_shift_ri (&t->e, 0, op, h, (uint8_t) d->imm);
      commit (t, d->w, h);
      return;
    }
  if (size & X86_W)
    ld64 (t, X_RAX, d->z);
  else
    jit_ld (t, X_RAX, d->z);
  if (imm)
    x86_shift_ri (&t->e, size, op, X_RAX, (uint8_t) d->imm);
  else
    {
      jit_ld (t, X_RCX, d->y);
      x86_shift_rcl (&t->e, size, op, X_RAX);
    }
  if (size & X86_W)
    st64 (t, d->w, X_RAX);
  else
    st (t, d->w, X_RAX);
}

static void
compare (struct tctx *t, const struct k1_dinsn *d, int size, int imm,
	 enum x86_cc cc)
{
  if (size & X86_W)
    {
      ld64 (t, X_RAX, d->z);
      x86_alu_rm (&t->e, X86_W, ALU_CMP, X_RAX, X_RBX, R (d->y));
    }
  else
    {
      jit_ld (t, X_RAX, d->z);
      if (imm)
	x86_alu_ri (&t->e, 0, ALU_CMP, X_RAX, d->imm);
      else
	alu_slot (t, 0, ALU_CMP, X_RAX, d->y);
    }
  set_bool (t, cc, d->w);
}

/* if (cond (Z)) W = Y (a pair when SIZE has X86_W) or IMM, without a
   branch: W is rewritten with its own value otherwise, which no other
   instruction of the bundle can tell (none writes W).  */
static void
cmove (struct tctx *t, const struct k1_dinsn *d, int size, int imm, int which)
{
  enum x86_cc cc;

  int h = size ? -1 : cached (t, d->y);

  if (size)
    ld64 (t, X_RCX, d->w);
  else
    jit_ld (t, X_RCX, d->w);
  if (imm)
    x86_mov_imm32 (&t->e, X_RDX, (uint32_t) d->imm);
  else if (h >= 0)
    x86_mov_rr (&t->e, 0, X_RDX, h);
  cc = zcond (t, d->z, which);
  if (imm || h >= 0)
    x86_cmov_rr (&t->e, 0, cc, X_RCX, X_RDX);
  else
    x86_cmov_rm (&t->e, size, cc, X_RCX, X_RBX, R (d->y));
  if (size)
    st64 (t, d->w, X_RCX);
  else
    st (t, d->w, X_RCX);
}

/* Emit D inline; 0 if it has no template (nothing emitted).  */
int
jit_emit_template (struct tctx *t, const struct k1_dinsn *d)
{
  struct x86_buf *e = &t->e;

  switch (d->op)
    {
    case K1_INSN_ADD: alu (t, d, ALU_ADD, 0, 0, 0); return 1;
    case K1_INSN_AND: alu (t, d, ALU_AND, 0, 0, 0); return 1;
    case K1_INSN_OR: alu (t, d, ALU_OR, 0, 0, 0); return 1;
    case K1_INSN_XOR: alu (t, d, ALU_XOR, 0, 0, 0); return 1;
    case K1_INSN_ANDN: alu (t, d, ALU_AND, 0, 1, 0); return 1;
    case K1_INSN_ORN: alu (t, d, ALU_OR, 0, 1, 0); return 1;
    case K1_INSN_NAND: alu (t, d, ALU_AND, 0, 0, 1); return 1;
    case K1_INSN_NOR: alu (t, d, ALU_OR, 0, 0, 1); return 1;
    case K1_INSN_NXOR: alu (t, d, ALU_XOR, 0, 0, 1); return 1;
    case K1_INSN_ADD_I: alu (t, d, ALU_ADD, 1, 0, 0); return 1;
    case K1_INSN_AND_I: alu (t, d, ALU_AND, 1, 0, 0); return 1;
    case K1_INSN_OR_I: alu (t, d, ALU_OR, 1, 0, 0); return 1;
    case K1_INSN_XOR_I: alu (t, d, ALU_XOR, 1, 0, 0); return 1;
    case K1_INSN_ANDN_I: alu (t, d, ALU_AND, 1, 1, 0); return 1;
    case K1_INSN_ORN_I: alu (t, d, ALU_OR, 1, 1, 0); return 1;
    case K1_INSN_NAND_I: alu (t, d, ALU_AND, 1, 0, 1); return 1;
    case K1_INSN_NOR_I: alu (t, d, ALU_OR, 1, 0, 1); return 1;
    case K1_INSN_NXOR_I: alu (t, d, ALU_XOR, 1, 0, 1); return 1;
    case K1_INSN_SBF:
      jit_ld (t, X_RAX, d->y);
      alu_slot (t, 0, ALU_SUB, X_RAX, d->z);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_SBF_I:
      x86_mov_imm32 (e, X_RAX, (uint32_t) d->imm);
      alu_slot (t, 0, ALU_SUB, X_RAX, d->z);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_MIN: minmax (t, d, 0, CC_L); return 1;
    case K1_INSN_MAX: minmax (t, d, 0, CC_G); return 1;
    case K1_INSN_MINU: minmax (t, d, 0, CC_B); return 1;
    case K1_INSN_MAXU: minmax (t, d, 0, CC_A); return 1;
    case K1_INSN_MIN_I: minmax (t, d, 1, CC_L); return 1;
    case K1_INSN_MAX_I: minmax (t, d, 1, CC_G); return 1;
    case K1_INSN_MINU_I: minmax (t, d, 1, CC_B); return 1;
    case K1_INSN_MAXU_I: minmax (t, d, 1, CC_A); return 1;
    case K1_INSN_SLL: shift (t, d, 0, SH_SHL, 0); return 1;
    case K1_INSN_SRL: shift (t, d, 0, SH_SHR, 0); return 1;
    case K1_INSN_SRA: shift (t, d, 0, SH_SAR, 0); return 1;
    case K1_INSN_ROL: shift (t, d, 0, SH_ROL, 0); return 1;
    case K1_INSN_ROR: shift (t, d, 0, SH_ROR, 0); return 1;
    case K1_INSN_SLL_I: shift (t, d, 0, SH_SHL, 1); return 1;
    case K1_INSN_SRL_I: shift (t, d, 0, SH_SHR, 1); return 1;
    case K1_INSN_SRA_I: shift (t, d, 0, SH_SAR, 1); return 1;
    case K1_INSN_ROL_I: shift (t, d, 0, SH_ROL, 1); return 1;
    case K1_INSN_ROR_I: shift (t, d, 0, SH_ROR, 1); return 1;
    case K1_INSN_SLLD: shift (t, d, X86_W, SH_SHL, 0); return 1;
    case K1_INSN_SRLD: shift (t, d, X86_W, SH_SHR, 0); return 1;
    case K1_INSN_SRAD: shift (t, d, X86_W, SH_SAR, 0); return 1;
    case K1_INSN_SLLD_I: shift (t, d, X86_W, SH_SHL, 1); return 1;
    case K1_INSN_SRLD_I: shift (t, d, X86_W, SH_SHR, 1); return 1;
    case K1_INSN_SRAD_I: shift (t, d, X86_W, SH_SAR, 1); return 1;
    case K1_INSN_MAKE:
      st_imm (t, d->w, (uint32_t) d->imm);
      return 1;
    case K1_INSN_MAKED:
      x86_store_imm (e, X86_W, X_RBX, R (d->w), d->imm);
      jit_uncache (t, d->w);
      jit_uncache (t, d->w + 1);
      return 1;
    case K1_INSN_ABS:
      jit_ld (t, X_RAX, d->z);
      x86_mov_rr (e, 0, X_RCX, X_RAX);
      x86_neg (e, 0, X_RCX);
      x86_cmov_rr (e, 0, CC_NS, X_RAX, X_RCX);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_SXB: case K1_INSN_SXH: case K1_INSN_ZXB: case K1_INSN_ZXH:
      jit_ld (t, X_RAX, d->z);
      x86_op_reg (e, 0, d->op == K1_INSN_SXB ? 0x0fbe
			: d->op == K1_INSN_SXH ? 0x0fbf
			: d->op == K1_INSN_ZXB ? 0x0fb6 : 0x0fb7, 2,
		  X_RAX, X_RAX);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_SXWD:
      jit_ld (t, X_RAX, d->z);
      x86_op_reg (e, X86_W, 0x63, 1, X_RAX, X_RAX);
      st64 (t, d->w, X_RAX);
      return 1;
    case K1_INSN_ZXWD:
      jit_ld (t, X_RAX, d->z);
      st64 (t, d->w, X_RAX);
      return 1;
    case K1_INSN_EXTFZ: case K1_INSN_EXTFS:
      {
	unsigned h = d->y, l = d->x;

	if (h < l)
	  {
	    st_imm (t, d->w, 0);
	    return 1;
	  }
	{
	  int r = dst (t, d->w);

	  jit_ld (t, r, d->z);
	  if (31 - h)
	    x86_shift_ri (e, 0, SH_SHL, r, 31 - h);
	  if (31 - h + l)
	    x86_shift_ri (e, 0, d->op == K1_INSN_EXTFS ? SH_SAR : SH_SHR, r,
			  31 - h + l);
	  commit (t, d->w, r);
	}
	return 1;
      }
    case K1_INSN_INSF:
      {
	unsigned h = d->y, l = d->x, width;
	uint32_t mask;

	if (h < l)
	  return 1;
	width = h - l + 1;
	mask = (width == 32 ? ~0u : ((1u << width) - 1)) << l;
	jit_ld (t, X_RAX, d->w);
	x86_alu_ri (e, 0, ALU_AND, X_RAX, (int32_t) ~mask);
	jit_ld (t, X_RCX, d->z);
	if (l)
	  x86_shift_ri (e, 0, SH_SHL, X_RCX, l);
	x86_alu_ri (e, 0, ALU_AND, X_RCX, (int32_t) mask);
	x86_alu_rr (e, 0, ALU_OR, X_RAX, X_RCX);
	st (t, d->w, X_RAX);
	return 1;
      }
    case K1_INSN_COMP_EQ: compare (t, d, 0, 0, CC_E); return 1;
    case K1_INSN_COMP_NE: compare (t, d, 0, 0, CC_NE); return 1;
    case K1_INSN_COMP_LT: compare (t, d, 0, 0, CC_L); return 1;
    case K1_INSN_COMP_GE: compare (t, d, 0, 0, CC_GE); return 1;
    case K1_INSN_COMP_LE: compare (t, d, 0, 0, CC_LE); return 1;
    case K1_INSN_COMP_GT: compare (t, d, 0, 0, CC_G); return 1;
    case K1_INSN_COMP_LTU: compare (t, d, 0, 0, CC_B); return 1;
    case K1_INSN_COMP_GEU: compare (t, d, 0, 0, CC_AE); return 1;
    case K1_INSN_COMP_LEU: compare (t, d, 0, 0, CC_BE); return 1;
    case K1_INSN_COMP_GTU: compare (t, d, 0, 0, CC_A); return 1;
    case K1_INSN_COMP_EQ_I: compare (t, d, 0, 1, CC_E); return 1;
    case K1_INSN_COMP_NE_I: compare (t, d, 0, 1, CC_NE); return 1;
    case K1_INSN_COMP_LT_I: compare (t, d, 0, 1, CC_L); return 1;
    case K1_INSN_COMP_GE_I: compare (t, d, 0, 1, CC_GE); return 1;
    case K1_INSN_COMP_LE_I: compare (t, d, 0, 1, CC_LE); return 1;
    case K1_INSN_COMP_GT_I: compare (t, d, 0, 1, CC_G); return 1;
    case K1_INSN_COMP_LTU_I: compare (t, d, 0, 1, CC_B); return 1;
    case K1_INSN_COMP_GEU_I: compare (t, d, 0, 1, CC_AE); return 1;
    case K1_INSN_COMP_LEU_I: compare (t, d, 0, 1, CC_BE); return 1;
    case K1_INSN_COMP_GTU_I: compare (t, d, 0, 1, CC_A); return 1;
    case K1_INSN_COMPD_EQ: compare (t, d, X86_W, 0, CC_E); return 1;
    case K1_INSN_COMPD_NE: compare (t, d, X86_W, 0, CC_NE); return 1;
    case K1_INSN_COMPD_LT: compare (t, d, X86_W, 0, CC_L); return 1;
    case K1_INSN_COMPD_GE: compare (t, d, X86_W, 0, CC_GE); return 1;
    case K1_INSN_COMPD_LE: compare (t, d, X86_W, 0, CC_LE); return 1;
    case K1_INSN_COMPD_GT: compare (t, d, X86_W, 0, CC_G); return 1;
    case K1_INSN_COMPD_LTU: compare (t, d, X86_W, 0, CC_B); return 1;
    case K1_INSN_COMPD_GEU: compare (t, d, X86_W, 0, CC_AE); return 1;
    case K1_INSN_COMPD_LEU: compare (t, d, X86_W, 0, CC_BE); return 1;
    case K1_INSN_COMPD_GTU: compare (t, d, X86_W, 0, CC_A); return 1;
    case K1_INSN_CMOVE_EQZ: case K1_INSN_CMOVE_NEZ: case K1_INSN_CMOVE_LTZ:
    case K1_INSN_CMOVE_GEZ: case K1_INSN_CMOVE_LEZ: case K1_INSN_CMOVE_GTZ:
    case K1_INSN_CMOVE_ODD: case K1_INSN_CMOVE_EVEN:
      cmove (t, d, 0, 0, d->op - K1_INSN_CMOVE_EQZ);
      return 1;
    case K1_INSN_CMOVE_EQZ_I: case K1_INSN_CMOVE_NEZ_I:
    case K1_INSN_CMOVE_LTZ_I: case K1_INSN_CMOVE_GEZ_I:
    case K1_INSN_CMOVE_LEZ_I: case K1_INSN_CMOVE_GTZ_I:
    case K1_INSN_CMOVE_ODD_I: case K1_INSN_CMOVE_EVEN_I:
      cmove (t, d, 0, 1, d->op - K1_INSN_CMOVE_EQZ_I);
      return 1;
    case K1_INSN_CMOVED_EQZ: case K1_INSN_CMOVED_NEZ:
    case K1_INSN_CMOVED_LTZ: case K1_INSN_CMOVED_GEZ:
    case K1_INSN_CMOVED_LEZ: case K1_INSN_CMOVED_GTZ:
    case K1_INSN_CMOVED_ODD: case K1_INSN_CMOVED_EVEN:
      cmove (t, d, X86_W, 0, d->op - K1_INSN_CMOVED_EQZ);
      return 1;
    case K1_INSN_ADDD: alud (t, d, ALU_ADD, 0, 0); return 1;
    case K1_INSN_ANDD: alud (t, d, ALU_AND, 0, 0); return 1;
    case K1_INSN_ORD: alud (t, d, ALU_OR, 0, 0); return 1;
    case K1_INSN_XORD: alud (t, d, ALU_XOR, 0, 0); return 1;
    case K1_INSN_ANDND: alud (t, d, ALU_AND, 0, 1); return 1;
    case K1_INSN_ORND: alud (t, d, ALU_OR, 0, 1); return 1;
    case K1_INSN_ADDD_I: alud (t, d, ALU_ADD, 1, 0); return 1;
    case K1_INSN_ANDD_I: alud (t, d, ALU_AND, 1, 0); return 1;
    case K1_INSN_ORD_I: alud (t, d, ALU_OR, 1, 0); return 1;
    case K1_INSN_XORD_I: alud (t, d, ALU_XOR, 1, 0); return 1;
    case K1_INSN_SBFD:
      ld64 (t, X_RAX, d->y);
      alu_slot (t, X86_W, ALU_SUB, X_RAX, d->z);
      st64 (t, d->w, X_RAX);
      return 1;
    case K1_INSN_SBFD_I:
      x86_op_reg (e, X86_W, 0xc7, 1, 0, X_RAX);
      x86_u32 (e, (uint32_t) d->imm);
      alu_slot (t, X86_W, ALU_SUB, X_RAX, d->z);
      st64 (t, d->w, X_RAX);
      return 1;
    case K1_INSN_MUL:
      jit_ld (t, X_RAX, d->z);
      jit_ld (t, X_RCX, d->y);
      x86_imul_rr (e, 0, X_RAX, X_RCX);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_MUL_I:
      jit_ld (t, X_RAX, d->z);
      x86_op_reg (e, 0, 0x69, 1, X_RAX, X_RAX);
      x86_u32 (e, (uint32_t) d->imm);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_MADD: case K1_INSN_MSBF:
      jit_ld (t, X_RAX, d->z);
      jit_ld (t, X_RCX, d->y);
      x86_imul_rr (e, 0, X_RAX, X_RCX);
      jit_ld (t, X_RCX, d->w);
      if (d->op == K1_INSN_MADD)
	x86_alu_rr (e, 0, ALU_ADD, X_RCX, X_RAX);
      else
	x86_alu_rr (e, 0, ALU_SUB, X_RCX, X_RAX);
      st (t, d->w, X_RCX);
      return 1;
    case K1_INSN_MUL_SS: case K1_INSN_MUL_UU: case K1_INSN_MUL_SU:
    case K1_INSN_MADD_SS: case K1_INSN_MADD_UU:
      {
	int sz = d->op == K1_INSN_MUL_SS || d->op == K1_INSN_MADD_SS;
	int sy = sz || d->op == K1_INSN_MUL_SU;

	/* Both operands extended to 64 bits; the low 64 bits of the
	   product are the same signed or unsigned.  */
	jit_ld (t, X_RAX, d->z);
	if (sz || sy)
	  x86_op_reg (e, X86_W, 0x63, 1, X_RAX, X_RAX);
	jit_ld (t, X_RCX, d->y);
	if (sz)
	  x86_op_reg (e, X86_W, 0x63, 1, X_RCX, X_RCX);
	x86_imul_rr (e, X86_W, X_RAX, X_RCX);
	if (d->op == K1_INSN_MADD_SS || d->op == K1_INSN_MADD_UU)
	  x86_alu_rm (e, X86_W, ALU_ADD, X_RAX, X_RBX, R (d->w));
	st64 (t, d->w, X_RAX);
	return 1;
      }
    case K1_INSN_FNEG: case K1_INSN_FABS:
      jit_ld (t, X_RAX, d->z);
      if (d->op == K1_INSN_FNEG)
	x86_alu_ri (e, 0, ALU_XOR, X_RAX, INT32_MIN);
      else
	x86_alu_ri (e, 0, ALU_AND, X_RAX, INT32_MAX);
      st (t, d->w, X_RAX);
      return 1;

    case K1_INSN_LBS: load (t, d, 0, 1, 0, 0x0fbe, 2); return 1;
    case K1_INSN_LBZ: load (t, d, 0, 1, 0, 0x0fb6, 2); return 1;
    case K1_INSN_LHS: load (t, d, 0, 2, 0, 0x0fbf, 2); return 1;
    case K1_INSN_LHZ: load (t, d, 0, 2, 0, 0x0fb7, 2); return 1;
    case K1_INSN_LW: load (t, d, 0, 4, 0, 0x8b, 1); return 1;
    case K1_INSN_LD: load (t, d, 0, 8, X86_W, 0x8b, 1); return 1;
    case K1_INSN_LBS_X: load (t, d, 1, 1, 0, 0x0fbe, 2); return 1;
    case K1_INSN_LBZ_X: load (t, d, 1, 1, 0, 0x0fb6, 2); return 1;
    case K1_INSN_LHS_X: load (t, d, 1, 2, 0, 0x0fbf, 2); return 1;
    case K1_INSN_LHZ_X: load (t, d, 1, 2, 0, 0x0fb7, 2); return 1;
    case K1_INSN_LW_X: load (t, d, 1, 4, 0, 0x8b, 1); return 1;
    case K1_INSN_LD_X: load (t, d, 1, 8, X86_W, 0x8b, 1); return 1;
    case K1_INSN_SB: store (t, d, 0, 1, 0, 0x88); return 1;
    case K1_INSN_SH: store (t, d, 0, 2, X86_16, 0x89); return 1;
    case K1_INSN_SW: store (t, d, 0, 4, 0, 0x89); return 1;
    case K1_INSN_SD: store (t, d, 0, 8, X86_W, 0x89); return 1;
    case K1_INSN_SB_X: store (t, d, 1, 1, 0, 0x88); return 1;
    case K1_INSN_SH_X: store (t, d, 1, 2, X86_16, 0x89); return 1;
    case K1_INSN_SW_X: store (t, d, 1, 4, 0, 0x89); return 1;
    case K1_INSN_SD_X: store (t, d, 1, 8, X86_W, 0x89); return 1;

    case K1_OP_MOV: case K1_OP_SET_SLOT:
      {
	int h = dst (t, d->w);

	jit_ld (t, h, d->z);
	commit (t, d->w, h);
	return 1;
      }
    case K1_OP_MOV2:
      ld64 (t, X_RAX, d->z);
      st64 (t, d->w, X_RAX);
      return 1;
    case K1_OP_GET_SLOT:
      jit_ld (t, X_RAX, d->y);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_NOP:
      return 1;

    /* BCU: the outcome is taken at the end of the bundle.  */
    case K1_INSN_GOTO:
      t->br = BR_ALWAYS;
      t->br_target = (uint32_t) d->imm;
      return 1;
    case K1_INSN_CALL:
      st_imm (t, K1_R_RA, t->next);
      t->br = BR_ALWAYS;
      t->br_target = (uint32_t) d->imm;
      return 1;
    case K1_INSN_CB_EQZ: case K1_INSN_CB_NEZ: case K1_INSN_CB_LTZ:
    case K1_INSN_CB_GEZ: case K1_INSN_CB_LEZ: case K1_INSN_CB_GTZ:
    case K1_INSN_CB_ODD: case K1_INSN_CB_EVEN:
      x86_setcc (e, zcond (t, d->z, d->op - K1_INSN_CB_EQZ), X_R13);
      t->br = BR_COND;
      t->br_target = (uint32_t) d->imm;
      return 1;
    case K1_INSN_RET:
      jit_ld (t, X_R14, K1_R_RA);
      t->br = BR_INDIRECT;
      return 1;
    case K1_INSN_IGOTO: case K1_INSN_ICALL:
      jit_ld (t, X_R14, d->z);
      if (d->op == K1_INSN_ICALL)
	st_imm (t, K1_R_RA, t->next);
      t->br = BR_INDIRECT;
      return 1;
    }
  return 0;
}

/* The orders of the instruction ids this file depends on.  */
_Static_assert (K1_INSN_CMOVE_EVEN - K1_INSN_CMOVE_EQZ == 7
		&& K1_INSN_CMOVE_EVEN_I - K1_INSN_CMOVE_EQZ_I == 7
		&& K1_INSN_CMOVED_EVEN - K1_INSN_CMOVED_EQZ == 7
		&& K1_INSN_CB_EVEN - K1_INSN_CB_EQZ == 7
		&& K1_INSN_CMOVE_GTZ - K1_INSN_CMOVE_EQZ == 5
		&& K1_INSN_CB_GTZ - K1_INSN_CB_EQZ == 5,
		"k1-opc.def's cmove and cb orders changed");

/* D inline, or a call of the reference semantics.  */
void
jit_emit_insn (struct tctx *t, const struct k1_dinsn *d)
{
  if (jit_emit_template (t, d))
    return;
  if (jit_op_memory (d->op) && !t->bk_stored)
    {
      /* A fault in the helper is placed by these.  */
      x86_mov_imm64 (&t->e, X_RAX, (uint64_t) (uintptr_t) t->blk);
      x86_store (&t->e, X86_W, X_RBX, CPU_OFF (jit_blk), X_RAX);
      x86_store_imm (&t->e, 0, X_RBX, CPU_OFF (jit_bk), (int32_t) t->k);
      x86_store_imm (&t->e, 0, X_RBX, CPU_OFF (jit_pre_nb),
		     (int32_t) t->part_nb);
      x86_store_imm (&t->e, 0, X_RBX, CPU_OFF (jit_pre_ni),
		     (int32_t) t->part_ni);
      t->bk_stored = 1;
    }
  x86_mov_rr (&t->e, X86_W, X_RDI, X_RBX);
  x86_mov_imm64 (&t->e, X_RSI, (uint64_t) (uintptr_t) d);
  x86_mov_imm64 (&t->e, X_RAX, (uint64_t) (uintptr_t) jit_helper);
  x86_call_reg (&t->e, X_RAX);
  /* It may write any register, and clobbers the caller-saved ones.  */
  jit_cache_reset (t);
}


/* The stubs of the misaligned-access checks, after the trace.  */
void
jit_emit_misaligned (struct tctx *t)
{
  struct x86_buf *e = &t->e;

  for (unsigned i = 0; i < t->nmisalign; i++)
    {
      x86_patch (t->misalign[i].site, e->p);
      x86_mov_rr (e, 0, X_RSI, X_RAX);
      x86_mov_imm32 (e, X_RDX, t->misalign[i].k);
      x86_mov_imm64 (e, X_RCX, (uint64_t) (uintptr_t) t->misalign[i].blk);
      x86_mov_imm32 (e, X_R8, t->misalign[i].pre_nb);
      x86_mov_imm32 (e, X_R9, t->misalign[i].pre_ni);
      x86_mov_rr (e, X86_W, X_RDI, X_RBX);
      x86_mov_imm64 (e, X_RAX, (uint64_t) (uintptr_t) jit_misaligned);
      x86_call_reg (e, X_RAX);
    }
}

#endif /* __x86_64__ */
