/* k1-linux-run: the JIT's own interface, between the translation of
   traces (jit.c) and that of instructions (jit-insn.c).
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.  */

#ifndef K1_JIT_H
#define K1_JIT_H

#include <stddef.h>
#include "cpu.h"
#include "x86-emit.h"

/* Blocks in one trace at most.  */
#define JIT_TRACE_MAX 8

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


static inline int
jit_op_flags (unsigned op)
{
  return op < K1_INSN_COUNT ? k1_opcodes[op].flags : 0;
}

static inline int
jit_op_memory (unsigned op)
{
  return op < K1_INSN_COUNT && k1_opcodes[op].unit == K1_UNIT_LSU;
}


/* jit-insn.c: the host register cache and the instructions.  */
void jit_cache_reset (struct tctx *t);
int jit_cache_alloc (struct tctx *t, unsigned slot);
void jit_uncache (struct tctx *t, unsigned slot);
void jit_ld (struct tctx *t, int reg, unsigned slot);
int jit_emit_template (struct tctx *t, const struct k1_dinsn *d);
void jit_emit_insn (struct tctx *t, const struct k1_dinsn *d);
void jit_emit_misaligned (struct tctx *t);

#endif /* K1_JIT_H */
