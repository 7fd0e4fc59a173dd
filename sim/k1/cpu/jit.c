/* k1-linux-run: the JIT executor, blocks translated to x86-64 code.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   The third executor (K1_EXEC=jit), as QEMU's TCG but without an
   intermediate form: the blocks of the fast executor (k1_build_block:
   a run of flag-free bundles of one page, in predecoded order) are
   translated into host code, one template per simple instruction
   (ALU, compares, loads and stores, branches) and a call to the
   reference semantics (k1_exec_insn, from k1-sem.def) for the rest,
   so that the semantics stay written once.  Guest registers stay in
   the CPU state; host rbx holds the CPU state, r12 the guest memory
   base, r13b a conditional branch's outcome and r14d an indirect
   branch's target.

   Each block ends with its counts, the hardware-loop check, a check
   of a kick, and direct jumps to the blocks that follow, patched when
   the dispatcher (k1_jit_run) first finds them; a dynamic target
   (ret, igoto, icall, the loop start) is compared with the one
   patched in and otherwise looked up by k1_jit_lookup.  The whole
   translation buffer is dropped when the bundle cache's generation
   changes (written code, a changed mapping, iinval): patched jumps
   never outlive the bundles they were made from, and no translated
   code runs between a drop and the flush, which both happen in the
   dispatcher.  A fault (k1_jit_fault) undoes the bundle of the load
   or store and counts those before it in the block: a host fault
   finds it from the host address through a map of where each
   bundle's code starts, a misaligned access's stub names it, and a
   load or store done by a helper records it before the call.  */

#define _GNU_SOURCE
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include "cpu.h"

#if defined __x86_64__
#include "x86-emit.h"

/* The translation buffer of one CPU state.  */
#define JIT_SIZE ((size_t) 32 << 20)
/* Room a block may need at most: per instruction and per block.  */
#define JIT_INSN_ROOM 160
#define JIT_BLOCK_ROOM 512
#define JIT_STUB_ROOM 64
/* Blocks in one trace at most.  */
#define JIT_TRACE_MAX 8

/* Why translated code returned to the dispatcher (in eax).  */
enum
{
  JX_CHAIN = 1,		/* to cpu->pc; jit_site is a static exit */
  JX_CHAIN_DYN,		/* the same, a dynamic exit (or none) */
  JX_REF,		/* run the bundle at cpu->pc on the reference code */
  JX_INT		/* a kick: cpu->pc is the next bundle */
};

/* The translations dynamic exits found last, by guest address, as
   QEMU's tb_jmp_cache: probed inline by a dynamic exit whose patched
   target is not the one wanted (a return to another caller).  */
#define JIT_HASH_BITS 12
#define JIT_HASH(pc) (((pc) >> 2) & ((1u << JIT_HASH_BITS) - 1))
struct jit_hash
{
  uint32_t pc;			/* JIT_NO_PC: none */
  uint32_t pad;
  void *code;
};

struct jit_map
{
  const uint8_t *start;
  struct k1_block *blk;
  uint32_t k, pre_nb, pre_ni;	/* PRE_*: the trace's parts before */
};

struct k1_jit
{
  uint8_t *buf, *code, *p, *end;	/* CODE: after the trampoline */
  uint8_t *epilogue;
  uint32_t (*enter) (struct k1_cpu *, const void *);
  uint64_t epoch;		/* translations of this fill of BUF */
  uint64_t gen;			/* the cache generation BUF holds */
  struct jit_hash hash[1u << JIT_HASH_BITS];
  /* Where the code of each bundle with a load or store starts, in
     address order: a host fault's address gives its bundle.  */
  struct jit_map *map;
  size_t nmap, map_size;
};

#define CPU_OFF(f) ((int32_t) offsetof (struct k1_cpu, f))
#define R(n) ((int32_t) (offsetof (struct k1_cpu, r) + 4 * (n)))

/* A site's cached guest PC for a dynamic exit, before it is patched:
   no bundle is at an odd address.  */
#define JIT_NO_PC 1u

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

#define JIT_NCACHE 8

/* Translation state of one block.  */
enum br_kind { BR_NONE, BR_ALWAYS, BR_COND, BR_INDIRECT };

struct tctx
{
  struct x86_buf e;
  struct k1_jit *j;
  struct k1_block *blk;
  unsigned k;			/* the bundle being translated */
  uint32_t next;		/* its successor's address */
  int bk_stored;		/* its place is in cpu->jit_blk, jit_bk */
  /* Bundles and instructions of the trace not counted yet: those of
     the parts before this one (PART_*), and with this one (PRE_*) at
     its end.  */
  unsigned part_nb, part_ni, pre_nb, pre_ni;
  int mapped;			/* its code is in the fault map */
  enum br_kind br;
  uint32_t br_target;
  /* The misaligned-access checks, each with its own stub.  */
  struct
  {
    uint8_t *site;
    struct k1_block *blk;
    unsigned k, pre_nb, pre_ni;
  } misalign[JIT_TRACE_MAX * K1_MAX_BLOCK_BUNDLES];
  unsigned nmisalign;
  /* Guest registers cached in host registers within the block:
     CACHE_REGS[I] holds slot REG_SLOT[I] (-1: none), used last at
     tick USED[I].  Written through: the CPU state is always current,
     so a fault or a helper sees it, and a cached copy only saves the
     load (and its wait for the store just made).  */
  int8_t slot_reg[72];
  int8_t reg_slot[JIT_NCACHE];
  unsigned used[JIT_NCACHE], tick;
};

static const int cache_regs[JIT_NCACHE] = {
  X_R8, X_R9, X_R10, X_R11, X_RSI, X_RDI, X_R15, X_RBP
};

static int
op_flags (unsigned op)
{
  return op < K1_INSN_COUNT ? k1_opcodes[op].flags : 0;
}

static int
op_memory (unsigned op)
{
  return op < K1_INSN_COUNT && k1_opcodes[op].unit == K1_UNIT_LSU;
}

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

static void
cache_reset (struct tctx *t)
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

static void
uncache (struct tctx *t, unsigned slot)
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

static int
cache_alloc (struct tctx *t, unsigned slot)
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
static void
ld (struct tctx *t, int reg, unsigned slot)
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
  x86_mov_rr (&t->e, 0, cache_alloc (t, slot), reg);
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
  x86_mov_imm32 (&t->e, cache_alloc (t, slot), imm);
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
  uncache (t, slot);
  uncache (t, slot + 1);
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
  ld (t, X_RAX, d->z);
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
    ld (t, X_RCX, d->w);
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

  ld (t, h, d->z);
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
  ld (t, X_RAX, d->z);
  if (imm)
    x86_mov_imm32 (&t->e, X_RCX, (uint32_t) d->imm);
  else
    ld (t, X_RCX, d->y);
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

      ld (t, h, d->z);
      x86_shift_ri (&t->e, 0, op, h, (uint8_t) d->imm);
      commit (t, d->w, h);
      return;
    }
  if (size & X86_W)
    ld64 (t, X_RAX, d->z);
  else
    ld (t, X_RAX, d->z);
  if (imm)
    x86_shift_ri (&t->e, size, op, X_RAX, (uint8_t) d->imm);
  else
    {
      ld (t, X_RCX, d->y);
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
      ld (t, X_RAX, d->z);
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
    ld (t, X_RCX, d->w);
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
static int
emit_template (struct tctx *t, const struct k1_dinsn *d)
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
      ld (t, X_RAX, d->y);
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
      uncache (t, d->w);
      uncache (t, d->w + 1);
      return 1;
    case K1_INSN_ABS:
      ld (t, X_RAX, d->z);
      x86_mov_rr (e, 0, X_RCX, X_RAX);
      x86_neg (e, 0, X_RCX);
      x86_cmov_rr (e, 0, CC_NS, X_RAX, X_RCX);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_SXB: case K1_INSN_SXH: case K1_INSN_ZXB: case K1_INSN_ZXH:
      ld (t, X_RAX, d->z);
      x86_op_reg (e, 0, d->op == K1_INSN_SXB ? 0x0fbe
			: d->op == K1_INSN_SXH ? 0x0fbf
			: d->op == K1_INSN_ZXB ? 0x0fb6 : 0x0fb7, 2,
		  X_RAX, X_RAX);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_SXWD:
      ld (t, X_RAX, d->z);
      x86_op_reg (e, X86_W, 0x63, 1, X_RAX, X_RAX);
      st64 (t, d->w, X_RAX);
      return 1;
    case K1_INSN_ZXWD:
      ld (t, X_RAX, d->z);
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

	  ld (t, r, d->z);
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
	ld (t, X_RAX, d->w);
	x86_alu_ri (e, 0, ALU_AND, X_RAX, (int32_t) ~mask);
	ld (t, X_RCX, d->z);
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
      ld (t, X_RAX, d->z);
      ld (t, X_RCX, d->y);
      x86_imul_rr (e, 0, X_RAX, X_RCX);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_MUL_I:
      ld (t, X_RAX, d->z);
      x86_op_reg (e, 0, 0x69, 1, X_RAX, X_RAX);
      x86_u32 (e, (uint32_t) d->imm);
      st (t, d->w, X_RAX);
      return 1;
    case K1_INSN_MADD: case K1_INSN_MSBF:
      ld (t, X_RAX, d->z);
      ld (t, X_RCX, d->y);
      x86_imul_rr (e, 0, X_RAX, X_RCX);
      ld (t, X_RCX, d->w);
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
	ld (t, X_RAX, d->z);
	if (sz || sy)
	  x86_op_reg (e, X86_W, 0x63, 1, X_RAX, X_RAX);
	ld (t, X_RCX, d->y);
	if (sz)
	  x86_op_reg (e, X86_W, 0x63, 1, X_RCX, X_RCX);
	x86_imul_rr (e, X86_W, X_RAX, X_RCX);
	if (d->op == K1_INSN_MADD_SS || d->op == K1_INSN_MADD_UU)
	  x86_alu_rm (e, X86_W, ALU_ADD, X_RAX, X_RBX, R (d->w));
	st64 (t, d->w, X_RAX);
	return 1;
      }
    case K1_INSN_FNEG: case K1_INSN_FABS:
      ld (t, X_RAX, d->z);
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

	ld (t, h, d->z);
	commit (t, d->w, h);
	return 1;
      }
    case K1_OP_MOV2:
      ld64 (t, X_RAX, d->z);
      st64 (t, d->w, X_RAX);
      return 1;
    case K1_OP_GET_SLOT:
      ld (t, X_RAX, d->y);
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
      ld (t, X_R14, K1_R_RA);
      t->br = BR_INDIRECT;
      return 1;
    case K1_INSN_IGOTO: case K1_INSN_ICALL:
      ld (t, X_R14, d->z);
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
static void
emit_insn (struct tctx *t, const struct k1_dinsn *d)
{
  if (emit_template (t, d))
    return;
  if (op_memory (d->op) && !t->bk_stored)
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
  cache_reset (t);
}

/* mov dword [cpu->pc], PC.  */
static void
set_pc (struct tctx *t, uint32_t pc)
{
  x86_store_imm (&t->e, 0, X_RBX, CPU_OFF (pc), (int32_t) pc);
}

static void
leave (struct tctx *t, int why)
{
  x86_mov_imm32 (&t->e, X_RAX, why);
  x86_jmp (&t->e, t->j->epilogue);
}

/* Jump sites whose stubs are emitted after the block.  */
struct pending
{
  uint8_t *site;	/* a jump to patch to the stub */
  int kind;		/* 0 kick, 1 chain, 2 kick (pc in eax), 3 lookup,
			   5 loop end inside */
  uint32_t pc;
  uint8_t *exit;	/* kind 1, 3: the exit's jump */
  unsigned nb, ni;	/* kinds 0, 5: bundles, instructions to count */
};

struct stubs
{
  struct pending p[JIT_TRACE_MAX * (K1_MAX_BLOCK_BUNDLES + 16)];
  unsigned n;
};

static void
add_stub (struct stubs *s, uint8_t *site, int kind, uint32_t pc,
	  uint8_t *exit, unsigned nb, unsigned ni)
{
  struct pending *p = &s->p[s->n++];

  if (s->n > sizeof s->p / sizeof s->p[0])
    k1_fatal ("internal error: too many JIT stubs");
  p->nb = nb;
  p->ni = ni;
  p->site = site;
  p->kind = kind;
  p->pc = pc;
  p->exit = exit;
}

/* Count the bundles and instructions of the trace's parts so far:
   done once, at an exit, rather than at the end of each part.  */
static void
emit_counts (struct x86_buf *e, unsigned nb, unsigned ni)
{
  if (nb)
    x86_alu_mi (e, X86_W, ALU_ADD, X_RBX, CPU_OFF (bundles), nb);
  if (ni)
    x86_alu_mi (e, X86_W, ALU_ADD, X_RBX, CPU_OFF (insns), ni);
}

/* An exit to the static guest address PC.  */
static void
exit_static (struct tctx *t, struct stubs *s, uint32_t pc)
{
  uint8_t *kick, *site;

  emit_counts (&t->e, t->pre_nb, t->pre_ni);
  x86_alu_mi (&t->e, 0, ALU_CMP, X_RBX, CPU_OFF (attention), 0);
  kick = x86_jcc (&t->e, CC_NE, NULL);
  add_stub (s, kick, 0, pc, NULL, 0, 0);
  site = x86_jmp (&t->e, NULL);
  add_stub (s, site, 1, pc, site, 0, 0);
}

/* An exit to the guest address in eax.  The patched form compares it
   with the one target patched in (cmp eax, imm32 right before the
   jne and the jmp: K1_JIT_DYN_IMM bytes before the jmp's site).  */
#define K1_JIT_DYN_IMM 11
static void
exit_dynamic (struct tctx *t, struct stubs *s)
{
  uint8_t *kick, *miss, *site;

  emit_counts (&t->e, t->pre_nb, t->pre_ni);
  x86_alu_mi (&t->e, 0, ALU_CMP, X_RBX, CPU_OFF (attention), 0);
  kick = x86_jcc (&t->e, CC_NE, NULL);
  add_stub (s, kick, 2, 0, NULL, 0, 0);
  x86_byte (&t->e, 0x3d);		/* cmp eax, imm32 */
  x86_u32 (&t->e, JIT_NO_PC);
  miss = x86_jcc (&t->e, CC_NE, NULL);
  site = x86_jmp (&t->e, NULL);
  add_stub (s, miss, 3, 0, site, 0, 0);
  add_stub (s, site, 3, 0, NULL, 0, 0);
}

static void *jit_lookup (struct k1_cpu *cpu, uint8_t *site);

static void
emit_stubs (struct tctx *t, struct stubs *s)
{
  struct x86_buf *e = &t->e;
  uint8_t *lookup = NULL;

  for (unsigned i = 0; i < s->n; i++)
    {
      struct pending *p = &s->p[i];

      if (p->kind == 3 && !p->exit)
	{
	  /* The second jump to the same lookup stub.  */
	  x86_patch (p->site, lookup);
	  continue;
	}
      x86_patch (p->site, e->p);
      switch (p->kind)
	{
	case 0:
	  emit_counts (e, p->nb, p->ni);
	  set_pc (t, p->pc);
	  leave (t, JX_INT);
	  break;
	case 1:
	  set_pc (t, p->pc);
	  x86_mov_imm64 (e, X_RAX, (uint64_t) (uintptr_t) p->exit);
	  x86_store (e, X86_W, X_RBX, CPU_OFF (jit_site), X_RAX);
	  leave (t, JX_CHAIN);
	  break;
	case 2:
	  x86_store (e, 0, X_RBX, CPU_OFF (pc), X_RAX);
	  leave (t, JX_INT);
	  break;
	case 3:
	  {
	    uint8_t *none;

	    lookup = e->p;
	    /* The hash table first: ecx = the entry's offset.  */
	    x86_mov_rr (e, 0, X_RCX, X_RAX);
	    x86_shift_ri (e, 0, SH_SHR, X_RCX, 2);
	    x86_alu_ri (e, 0, ALU_AND, X_RCX, (1 << JIT_HASH_BITS) - 1);
	    x86_shift_ri (e, 0, SH_SHL, X_RCX, 4);
	    x86_mov_imm64 (e, X_RDX, (uint64_t) (uintptr_t) t->j->hash);
	    x86_op_mem (e, 0, 0x39, 1, X_RAX, X_RDX, X_RCX, 0);
	    none = x86_jcc (e, CC_NE, NULL);
	    x86_op_mem (e, 0, 0xff, 1, 4, X_RDX, X_RCX, 8);	/* jmp [] */
	    x86_patch (none, e->p);
	    x86_store (e, 0, X_RBX, CPU_OFF (pc), X_RAX);
	    x86_mov_rr (e, X86_W, X_RDI, X_RBX);
	    x86_mov_imm64 (e, X_RSI, (uint64_t) (uintptr_t) p->exit);
	    x86_mov_imm64 (e, X_RAX, (uint64_t) (uintptr_t) jit_lookup);
	    x86_call_reg (e, X_RAX);
	    x86_alu_rr (e, X86_W, ALU_AND, X_RAX, X_RAX);
	    none = x86_jcc (e, CC_E, NULL);
	    x86_jmp_reg (e, X_RAX);
	    x86_patch (none, e->p);
	    leave (t, JX_CHAIN_DYN);
	    break;
	  }
	case 5:
	  emit_counts (e, p->nb, p->ni);
	  set_pc (t, p->pc);
	  leave (t, JX_REF);
	  break;
	}
    }
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

static void
jit_flush (struct k1_jit *j)
{
  j->p = j->code;
  j->epoch++;
  j->nmap = 0;
  for (unsigned i = 0; i < (1u << JIT_HASH_BITS); i++)
    j->hash[i].pc = JIT_NO_PC;
}

static void
hash_set (struct k1_jit *j, uint32_t pc, void *code)
{
  struct jit_hash *h = &j->hash[JIT_HASH (pc)];

  h->pc = pc;
  h->code = code;
}

/* Whether the block at PC may be decoded ahead of its execution, as
   the next part of a trace: decoding it must not fault, so the pages
   of its first bundle must be mapped and executable.  */
static int
decodable (uint32_t pc)
{
  uint8_t a, b;

  if ((pc & 3) || pc > 0xffffffe0u)
    return 0;
  a = k1_pageprot[pc >> K1_PAGE_SHIFT];
  b = k1_pageprot[(pc + 4 * K1_MAX_BUNDLE_SYLLABLES - 1) >> K1_PAGE_SHIFT];
  return (a & (K1_P_MAPPED | K1_P_X)) == (K1_P_MAPPED | K1_P_X)
	 && (b & (K1_P_MAPPED | K1_P_X)) == (K1_P_MAPPED | K1_P_X);
}

/* The block at PC for a trace, built if need be; NULL if there is
   none (an unusual bundle) or it may not be decoded now.  */
static struct k1_block *
trace_next (struct k1_cpu *cpu, uint32_t pc)
{
  struct k1_code_page *pg;
  struct k1_block *blk;

  if (!decodable (pc))
    return NULL;
  pg = cpu->code->pages[pc >> K1_PAGE_SHIFT];
  blk = pg ? pg->blk[(pc & (K1_PAGE_SIZE - 1)) >> 2] : NULL;
  return blk ? blk : k1_build_block (cpu, pc);
}

/* Room the block BLK needs, with the stubs pending so far.  */
static size_t
room (const struct k1_block *blk, const struct stubs *s)
{
  return JIT_BLOCK_ROOM + blk->ni * JIT_INSN_ROOM + s->n * JIT_STUB_ROOM;
}

/* Translate the trace starting with block BLK0 into J's buffer: BLK0,
   then, while the trace is short enough, the block its fall-through
   (or its goto or call) leads to, without leaving the host code: the
   taken side of a conditional branch and the hardware loop's jump
   back are exits.  Each part adds its own counts and checks whether
   the end of the running hardware loop lies inside it, as a block
   does.  Returns the code, or NULL if the buffer is full (the caller
   flushes and tries again).  */
static void *
translate (struct k1_cpu *cpu, struct k1_jit *j, struct k1_block *blk0)
{
  static __thread struct stubs s;
  struct k1_code_page *const *pages = cpu->code->pages;
  struct k1_block *blk = blk0;
  struct tctx t;
  uint8_t *start;

  size_t nmap = j->nmap;

  s.n = 0;
  if ((size_t) (j->end - j->p) < room (blk0, &s))
    return NULL;
  memset (&t, 0, sizeof t);
  cache_reset (&t);
  t.j = j;
  t.e.p = start = j->p;

  uint8_t *skip[2];
  unsigned nskip = 0;

  for (unsigned part = 0;; part++)
    {
      int stored = 0;
      uint32_t next_pc = 0;
      struct k1_block *next = NULL;

      t.blk = blk;
      t.br = BR_NONE;

      /* The end of the running hardware loop strictly inside the
	 block: its bundle goes through the reference code.  */
      {
	uint8_t *no_loop, *inside;

	x86_alu_mi (&t.e, 0, ALU_CMP, X_RBX, R (K1_R_LC), 0);
	no_loop = x86_jcc (&t.e, CC_E, NULL);
	x86_load (&t.e, 0, X_RAX, X_RBX, R (K1_R_LE));
	x86_alu_ri (&t.e, 0, ALU_SUB, X_RAX, (int32_t) (blk->pc + 1));
	x86_alu_ri (&t.e, 0, ALU_CMP, X_RAX,
		    (int32_t) (blk->end - blk->pc - 1));
	inside = x86_jcc (&t.e, CC_B, NULL);
	add_stub (&s, inside, 5, blk->pc, NULL, t.part_nb, t.part_ni);
	x86_patch (no_loop, t.e.p);
	/* The last part found $lc zero: no loop is running.  */
	for (unsigned i = 0; i < nskip; i++)
	  x86_patch (skip[i], t.e.p);
	nskip = 0;
      }
      for (unsigned k = 0; k < blk->nb; k++)
	{
	  const struct k1_bundle *b = k1_bundle_at (cpu, pages, blk->bpc[k]);

	  t.k = k;
	  t.next = b->next;
	  t.bk_stored = 0;
	  t.mapped = 0;
	  stored = 0;
	  for (unsigned i = 0; i < b->n; i++)
	    {
	      const struct k1_dinsn *d = &b->in[i];

	      if ((op_flags (d->op) & K1_F_STORE) || d->op == K1_INSN_IINVAL)
		stored = 1;
	      if (!(op_flags (d->op) & K1_F_BRANCH))
		emit_insn (&t, d);
	      else if (!emit_template (&t, d))
		{
		  j->nmap = nmap;
		  return (void *) -1;	/* cannot happen: every branch has one */
		}
	    }
	  if (stored && k + 1 < blk->nb)
	    {
	      uint8_t *site;

	      x86_alu_mi (&t.e, 0, ALU_CMP, X_RBX, CPU_OFF (attention), 0);
	      site = x86_jcc (&t.e, CC_NE, NULL);
	      add_stub (&s, site, 0, b->next, NULL, t.part_nb + k + 1,
			t.part_ni + blk->bni[k + 1]);
	    }
	}

      /* The end: the branch, the hardware loop, the next part or an
	 exit, which counts the parts so far.  */
      t.pre_nb = t.part_nb + blk->nb;
      t.pre_ni = t.part_ni + blk->ni;
      if (t.br == BR_INDIRECT)
	{
	  x86_mov_rr (&t.e, 0, X_RAX, X_R14);
	  exit_dynamic (&t, &s);
	  break;
	}
      if (t.br == BR_ALWAYS)
	next_pc = t.br_target;
      else
	{
	  uint8_t *fall, *no_lc, *not_end, *last;

	  if (t.br == BR_COND)
	    {
	      x86_op_reg (&t.e, 0, 0x84, 1, X_R13, X_R13);	/* test r13b */
	      fall = x86_jcc (&t.e, CC_E, NULL);
	      exit_static (&t, &s, t.br_target);
	      x86_patch (fall, t.e.p);
	    }
	  /* $lc, written on one path only: not cached.  */
	  uncache (&t, K1_R_LC);
	  x86_load (&t.e, 0, X_RAX, X_RBX, R (K1_R_LC));
	  x86_alu_rr (&t.e, 0, ALU_AND, X_RAX, X_RAX);
	  no_lc = x86_jcc (&t.e, CC_E, NULL);
	  x86_alu_mi (&t.e, 0, ALU_CMP, X_RBX, R (K1_R_LE),
		      (int32_t) blk->end);
	  not_end = x86_jcc (&t.e, CC_NE, NULL);
	  x86_alu_ri (&t.e, 0, ALU_SUB, X_RAX, 1);
	  x86_store (&t.e, 0, X_RBX, R (K1_R_LC), X_RAX);
	  last = x86_jcc (&t.e, CC_E, NULL);
	  ld (&t, X_RAX, K1_R_LS);
	  exit_dynamic (&t, &s);
	  x86_patch (not_end, t.e.p);
	  skip[nskip++] = no_lc;
	  skip[nskip++] = last;
	  next_pc = blk->end;
	}
      if (part + 1 < JIT_TRACE_MAX)
	next = trace_next (cpu, next_pc);
      if (!next || (size_t) (j->end - t.e.p) < room (next, &s) || stored)
	for (unsigned i = 0; i < nskip; i++)
	  x86_patch (skip[i], t.e.p);
      if (!next || (size_t) (j->end - t.e.p) < room (next, &s))
	{
	  exit_static (&t, &s, next_pc);
	  break;
	}
      /* Code written by the last bundle stops the trace here.  */
      if (stored)
	{
	  uint8_t *site;

	  nskip = 0;
	  x86_alu_mi (&t.e, 0, ALU_CMP, X_RBX, CPU_OFF (attention), 0);
	  site = x86_jcc (&t.e, CC_NE, NULL);
	  add_stub (&s, site, 0, next_pc, NULL, t.pre_nb, t.pre_ni);
	}
      t.part_nb = t.pre_nb;
      t.part_ni = t.pre_ni;
      blk = next;
    }
  emit_stubs (&t, &s);
  if (t.e.p > j->end)
    k1_fatal ("internal error: a JIT trace overran its room");
  j->p = t.e.p;
  blk0->jit = start;
  blk0->jit_epoch = j->epoch;
  return start;
}

/* Point the exit whose jump is at SITE to CODE, the translation of
   the block at PC; a dynamic exit (DYN) is patched once.  */
static void
patch_exit (uint8_t *site, int dyn, uint32_t pc, void *code)
{
  if (dyn)
    {
      uint8_t *imm = site - K1_JIT_DYN_IMM;
      uint32_t old;

      memcpy (&old, imm, 4);
      if (old != JIT_NO_PC)
	return;
      memcpy (imm, &pc, 4);
    }
  x86_patch (site, code);
}

/* From a dynamic exit's miss, cpu->pc the target: its translation, or
   NULL to go through the dispatcher (then jit_site is SITE).  */
static void *
jit_lookup (struct k1_cpu *cpu, uint8_t *site)
{
  uint32_t pc = cpu->pc;
  struct k1_code_page *pg = cpu->code->pages[pc >> K1_PAGE_SHIFT];
  struct k1_block *blk;

  cpu->jit_site = site;
  if (!pg || (pc & 3))
    return NULL;
  blk = pg->blk[(pc & (K1_PAGE_SIZE - 1)) >> 2];
  if (!blk || !blk->jit || blk->jit_epoch != cpu->jit->epoch)
    return NULL;
  patch_exit (site, 1, pc, blk->jit);
  hash_set (cpu->jit, pc, blk->jit);
  return blk->jit;
}

/* The trampoline at the start of the buffer: enter (cpu, code) saves
   the host's callee-saved registers and jumps to CODE; the epilogue
   restores them and returns eax.  */
static void
emit_trampoline (struct k1_jit *j)
{
  static const int saved[] = { X_RBX, X_RBP, X_R12, X_R13, X_R14, X_R15 };
  struct x86_buf e = { j->buf };

  j->enter = (uint32_t (*) (struct k1_cpu *, const void *)) (void *) e.p;
  for (unsigned i = 0; i < 6; i++)
    x86_push (&e, saved[i]);
  /* Six pushes and the return address: 8 more keep rsp 16-aligned at
     the calls translated code makes.  */
  x86_alu_ri (&e, X86_W, ALU_SUB, X_RSP, 8);
  x86_mov_rr (&e, X86_W, X_RBX, X_RDI);
  x86_mov_imm64 (&e, X_R12, (uint64_t) (uintptr_t) k1_mem);
  x86_jmp_reg (&e, X_RSI);
  j->epilogue = e.p;
  x86_alu_ri (&e, X86_W, ALU_ADD, X_RSP, 8);
  for (int i = 5; i >= 0; i--)
    x86_pop (&e, saved[i]);
  x86_ret (&e);
  j->code = e.p;
}

static struct k1_jit *
jit_new (void)
{
  struct k1_jit *j = calloc (1, sizeof *j);

  if (!j)
    return NULL;
  j->buf = mmap (NULL, JIT_SIZE, PROT_READ | PROT_WRITE | PROT_EXEC,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (j->buf == MAP_FAILED)
    {
      free (j);
      return NULL;
    }
  j->end = j->buf + JIT_SIZE;
  emit_trampoline (j);
  jit_flush (j);
  return j;
}

void
k1_jit_free (struct k1_cpu *cpu)
{
  if (cpu->jit)
    {
      munmap (cpu->jit->buf, JIT_SIZE);
      free (cpu->jit->map);
      free (cpu->jit);
      cpu->jit = NULL;
    }
}

int
k1_jit_available (void)
{
  return 1;
}

/* From the host SIGSEGV/SIGBUS handler, UC its ucontext_t, before a
   guest fault: note the host address if it was translated code.  */
void
k1_jit_host_fault (struct k1_cpu *cpu, const void *uc)
{
  const ucontext_t *u = uc;
  const uint8_t *rip;

  if (!cpu->jit || !uc)
    return;
  rip = (const uint8_t *) u->uc_mcontext.gregs[REG_RIP];
  if (rip >= cpu->jit->code && rip < cpu->jit->p)
    cpu->jit_fault_rip = rip;
}

/* A fault in translated code: the bundle of the load or store is
   undone, those before it in its block are done, and so are the
   blocks of the trace before it (counted only at the trace's exits).  */
void
k1_jit_fault (struct k1_cpu *cpu)
{
  struct k1_block *blk = cpu->jit_blk;
  unsigned k = cpu->jit_bk;
  uint32_t pre_nb = cpu->jit_pre_nb, pre_ni = cpu->jit_pre_ni;

  if (cpu->jit_fault_rip)
    {
      /* A host fault in translated code: the last bundle whose code
	 starts at or before it.  */
      struct k1_jit *j = cpu->jit;
      size_t lo = 0, hi = j->nmap;

      while (hi - lo > 1)
	{
	  size_t mid = (lo + hi) / 2;

	  if (j->map[mid].start <= cpu->jit_fault_rip)
	    lo = mid;
	  else
	    hi = mid;
	}
      if (j->nmap == 0 || j->map[lo].start > cpu->jit_fault_rip)
	k1_fatal ("internal error: a fault in JIT code with no bundle");
      blk = j->map[lo].blk;
      k = j->map[lo].k;
      pre_nb = j->map[lo].pre_nb;
      pre_ni = j->map[lo].pre_ni;
      cpu->jit_fault_rip = NULL;
    }
  if (!blk)
    return;

  cpu->pc = blk->bpc[k];
  cpu->bundles += pre_nb + k;
  cpu->insns += pre_ni + blk->bni[k];
  cpu->jit_blk = NULL;
}

/* The dispatcher: find or build and translate the block at the PC,
   patch the exit that led here, run.  */
enum k1_exit
k1_jit_run (struct k1_cpu *cpu)
{
  struct k1_code_cache *const c = cpu->code;
  struct k1_jit *j = cpu->jit;
  uint32_t pc = cpu->pc;
  uint8_t *site = NULL;
  int dyn = 0;

  if (!j)
    {
      j = cpu->jit = jit_new ();
      if (!j)
	k1_fatal ("cannot map memory for the JIT");
    }
  for (;;)
    {
      struct k1_code_page *pg;
      struct k1_block *blk;
      void *code;
      uint32_t why;

      if (j->gen != c->gen)
	{
	  jit_flush (j);
	  j->gen = c->gen;
	  site = NULL;
	}
      cpu->pc = pc;
      pg = c->pages[pc >> K1_PAGE_SHIFT];
      blk = pg && !(pc & 3) ? pg->blk[(pc & (K1_PAGE_SIZE - 1)) >> 2] : NULL;
      if (!blk)
	blk = k1_build_block (cpu, pc);
      if (!blk)
	goto ref;
      if (blk->jit && blk->jit_epoch == j->epoch)
	code = blk->jit;
      else
	{
	  code = translate (cpu, j, blk);
	  if (!code)
	    {
	      jit_flush (j);
	      site = NULL;
	      code = translate (cpu, j, blk);
	    }
	  if (code == (void *) -1 || !code)
	    goto ref;
	}
      if (site)
	patch_exit (site, dyn, pc, code);
      if (dyn)
	hash_set (j, pc, code);
      why = j->enter (cpu, code);
      cpu->jit_blk = NULL;
      pc = cpu->pc;
      site = NULL;
      switch (why)
	{
	case JX_CHAIN:
	case JX_CHAIN_DYN:
	  site = cpu->jit_site;
	  dyn = why == JX_CHAIN_DYN;
	  continue;
	case JX_REF:
	  break;
	default:
	  goto interrupt;
	}

    ref:
      site = NULL;
      if (k1_ref_step (cpu, &pc))
	return K1_EXIT_SYSCALL;
      if (__builtin_expect (cpu->attention, 0))
	goto interrupt;
      continue;

    interrupt:
      cpu->pc = pc;
      cpu->attention = 0;
      k1_code_flush_pending (cpu);
      return K1_EXIT_INTERRUPT;
    }
}

/* The differential test (tests/jit-diff.c): whether OP has a
   template, and D run alone through it.  */
int
k1_jit_has_template (unsigned op)
{
  static uint8_t scratch[4096];
  struct k1_dinsn d = { 0 };
  struct tctx t;

  memset (&t, 0, sizeof t);
  cache_reset (&t);
  t.e.p = scratch;
  d.op = op;
  return emit_template (&t, &d);
}

int
k1_jit_run_template (struct k1_cpu *cpu, const struct k1_dinsn *d,
		     uint32_t next, uint32_t *npc, int warm)
{
  static uint8_t *buf;
  static struct k1_jit j;
  static uint32_t out[2];
  static const int saved[] = { X_RBX, X_RBP, X_R12, X_R13, X_R14, X_R15 };
  struct stubs s;
  struct tctx t;
  struct k1_block blk;
  uint32_t bni[2] = { 0, 0 };
  void (*fn) (struct k1_cpu *);

  if (!buf)
    {
      buf = mmap (NULL, 65536, PROT_READ | PROT_WRITE | PROT_EXEC,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (buf == MAP_FAILED)
	k1_fatal ("cannot map memory for the JIT");
    }
  memset (&t, 0, sizeof t);
  cache_reset (&t);
  memset (&blk, 0, sizeof blk);
  blk.bni = bni;
  s.n = 0;
  j.nmap = 0;
  t.j = &j;
  t.blk = &blk;
  t.next = next;
  t.e.p = buf;
  fn = (void (*) (struct k1_cpu *)) (void *) buf;
  for (unsigned i = 0; i < 6; i++)
    x86_push (&t.e, saved[i]);
  x86_alu_ri (&t.e, X86_W, ALU_SUB, X_RSP, 8);
  x86_mov_rr (&t.e, X86_W, X_RBX, X_RDI);
  x86_mov_imm64 (&t.e, X_R12, (uint64_t) (uintptr_t) k1_mem);
  x86_alu_rr (&t.e, 0, ALU_XOR, X_R13, X_R13);
  x86_alu_rr (&t.e, 0, ALU_XOR, X_R14, X_R14);
  /* WARM: the operands already in host registers, as after an
     earlier instruction of the block wrote them.  */
  if (warm)
    {
      unsigned slots[3] = { d->z, d->y, d->w };

      for (unsigned i = 0; i < 3; i++)
	if (slots[i] < 72 && t.slot_reg[slots[i]] < 0)
	  x86_load (&t.e, 0, cache_alloc (&t, slots[i]), X_RBX, R (slots[i]));
    }
  if (!emit_template (&t, d))
    k1_fatal ("no template for instruction %u", d->op);
  x86_mov_imm64 (&t.e, X_RAX, (uint64_t) (uintptr_t) out);
  x86_store (&t.e, 0, X_RAX, 0, X_R13);
  x86_store (&t.e, 0, X_RAX, 4, X_R14);
  x86_alu_ri (&t.e, X86_W, ALU_ADD, X_RSP, 8);
  for (int i = 5; i >= 0; i--)
    x86_pop (&t.e, saved[i]);
  x86_ret (&t.e);
  emit_stubs (&t, &s);
  fn (cpu);
  switch (t.br)
    {
    case BR_NONE:
      return 0;
    case BR_ALWAYS:
      *npc = t.br_target;
      return 1;
    case BR_COND:
      *npc = t.br_target;
      return out[0] & 1;
    case BR_INDIRECT:
      *npc = out[1];
      return 1;
    }
  return 0;
}

#else /* !__x86_64__ */

/* Other hosts have no translator: the threaded executor runs.  */
int k1_jit_available (void) { return 0; }
void k1_jit_free (struct k1_cpu *cpu) { (void) cpu; }
void k1_jit_fault (struct k1_cpu *cpu) { (void) cpu; }
void k1_jit_host_fault (struct k1_cpu *cpu, const void *uc)
{ (void) cpu; (void) uc; }
enum k1_exit k1_jit_run (struct k1_cpu *cpu) { (void) cpu; abort (); }
int k1_jit_has_template (unsigned op) { (void) op; return 0; }
int
k1_jit_run_template (struct k1_cpu *cpu, const struct k1_dinsn *d,
		     uint32_t next, uint32_t *npc, int warm)
{
  (void) cpu; (void) d; (void) next; (void) npc; (void) warm;
  abort ();
}

#endif
