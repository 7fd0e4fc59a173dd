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
#include "jit.h"

/* The translation buffer of one CPU state.  */
#define JIT_SIZE ((size_t) 32 << 20)
/* Room a block may need at most: per instruction and per block.  */
#define JIT_INSN_ROOM 160
#define JIT_BLOCK_ROOM 512
#define JIT_STUB_ROOM 64

/* Why translated code returned to the dispatcher (in eax).  */
enum
{
  JX_CHAIN = 1,		/* to cpu->pc; jit_site is a static exit */
  JX_CHAIN_DYN,		/* the same, a dynamic exit (or none) */
  JX_REF,		/* run the bundle at cpu->pc on the reference code */
  JX_INT		/* a kick: cpu->pc is the next bundle */
};

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
  jit_emit_misaligned (t);
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
  jit_cache_reset (&t);
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

	      if ((jit_op_flags (d->op) & K1_F_STORE) || d->op == K1_INSN_IINVAL)
		stored = 1;
	      if (!(jit_op_flags (d->op) & K1_F_BRANCH))
		jit_emit_insn (&t, d);
	      else if (!jit_emit_template (&t, d))
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
	  jit_uncache (&t, K1_R_LC);
	  x86_load (&t.e, 0, X_RAX, X_RBX, R (K1_R_LC));
	  x86_alu_rr (&t.e, 0, ALU_AND, X_RAX, X_RAX);
	  no_lc = x86_jcc (&t.e, CC_E, NULL);
	  x86_alu_mi (&t.e, 0, ALU_CMP, X_RBX, R (K1_R_LE),
		      (int32_t) blk->end);
	  not_end = x86_jcc (&t.e, CC_NE, NULL);
	  x86_alu_ri (&t.e, 0, ALU_SUB, X_RAX, 1);
	  x86_store (&t.e, 0, X_RBX, R (K1_R_LC), X_RAX);
	  last = x86_jcc (&t.e, CC_E, NULL);
	  jit_ld (&t, X_RAX, K1_R_LS);
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
      return k1_cpu_interrupted (cpu, pc);
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
  jit_cache_reset (&t);
  t.e.p = scratch;
  d.op = op;
  return jit_emit_template (&t, &d);
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
  jit_cache_reset (&t);
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
	  x86_load (&t.e, 0, jit_cache_alloc (&t, slots[i]), X_RBX, R (slots[i]));
    }
  if (!jit_emit_template (&t, d))
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
