/* k1-linux-run: the executor.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   One switch over the predecoded instructions of a bundle.  The
   predecoder ordered them so that executing in place gives parallel
   semantics; bundles flagged K1_B_SHADOW read from a snapshot of the
   register file instead.  The loop is instantiated twice: a fast one,
   and one with tracing, statistics and the bundle limit.  It returns
   to its caller at an scall, a fault, a kick or the bundle limit.  */

#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "cpu.h"

/* exec1's result: a taken branch (*NPC set), an scall.  */
#define X_TAKEN 1
#define X_SCALL 2

static void __attribute__ ((noreturn, noinline))
misaligned (uint32_t addr)
{
  k1_cpu_fault (k1_cpu_current, K1_FAULT_ALIGN, addr);
}

#define ALIGN(a, n) \
  do { if (__builtin_expect ((a) & ((n) - 1), 0)) misaligned (a); } while (0)

static inline uint32_t
ld32 (uint32_t a)
{
  uint32_t v;
  ALIGN (a, 4);
  memcpy (&v, k1_mem + a, 4);
  return v;
}

static inline uint64_t
ld64 (uint32_t a)
{
  uint64_t v;
  ALIGN (a, 8);
  memcpy (&v, k1_mem + a, 8);
  return v;
}

static inline void
st32 (uint32_t a, uint32_t v)
{
  ALIGN (a, 4);
  memcpy (k1_mem + a, &v, 4);
}

static inline void
st64 (uint32_t a, uint64_t v)
{
  ALIGN (a, 8);
  memcpy (k1_mem + a, &v, 8);
}

static inline uint16_t
ld16 (uint32_t a)
{
  uint16_t v;
  ALIGN (a, 2);
  memcpy (&v, k1_mem + a, 2);
  return v;
}

static inline void
st16 (uint32_t a, uint16_t v)
{
  ALIGN (a, 2);
  memcpy (k1_mem + a, &v, 2);
}

#define PAIR(s, i) ((uint64_t) (s)[i] | (uint64_t) (s)[(i) + 1] << 32)
#define SETPAIR(d, i, v) \
  do { uint64_t v_ = (v); (d)[i] = (uint32_t) v_; (d)[(i) + 1] = v_ >> 32; } \
  while (0)

static inline uint32_t rol32 (uint32_t x, unsigned n)
{ n &= 31; return n ? (x << n) | (x >> (32 - n)) : x; }

static inline uint32_t
extf (uint32_t z, unsigned h, unsigned l, int sign)
{
  unsigned width;

  if (h < l)
    return 0;
  width = h - l + 1;
  z >>= l;
  if (width == 32)
    return z;
  z &= (1u << width) - 1;
  if (sign && (z >> (width - 1)))
    z |= ~0u << width;
  return z;
}

static inline uint32_t
insf (uint32_t w, uint32_t z, unsigned h, unsigned l)
{
  unsigned width;
  uint32_t mask;

  if (h < l)
    return w;
  width = h - l + 1;
  mask = (width == 32 ? ~0u : ((1u << width) - 1)) << l;
  return (w & ~mask) | ((z << l) & mask);
}

/* The operand and effect macros of k1-sem.def (see its header), for
   this executor: read S, write O (the same array unless the bundle
   reads a snapshot).  */
#define Z s[d->z]
#define Y s[d->y]
#define ZS ((int32_t) s[d->z])
#define YS ((int32_t) s[d->y])
#define WV s[d->w]
#define PZ PAIR (s, d->z)
#define PY PAIR (s, d->y)
#define PW PAIR (s, d->w)
#define W o[d->w]
#define SETW2(v) SETPAIR (o, d->w, v)
#define IMM ((uint32_t) d->imm)
#define IMMS d->imm
#define FH d->y
#define FL d->x
#define IN(n) s[n]
#define OUT(n) o[n]
#define NEXT b->next
#define BRANCH(t) do { *npc = (t); return X_TAKEN; } while (0)
#define EA(a) (a)
#define MEM8(a) k1_mem[a]
#define SYSCALL(nr)							\
  do {									\
    cpu->sc_nr = (nr);							\
    memcpy (cpu->sc_args, s, sizeof cpu->sc_args);			\
    cpu->sc_alone = b->n == 1;						\
    return X_SCALL;							\
  } while (0)
#define ILLEGAL()							\
  k1_cpu_fault (cpu, b->ill_fault ? b->ill_fault : K1_FAULT_ILLOPC, cpu->pc)

/* Every instruction of the table has exactly one entry: a duplicate
   is a duplicate case below, a misspelt id an undeclared identifier,
   and a missing one fails this count.  */
enum
{
  K1_SEM_COUNT = 0
#define K1_SEM(id, ...) + 1
#include "k1-sem.def"
#undef K1_SEM
};
_Static_assert ((int) K1_SEM_COUNT == (int) K1_INSN_COUNT,
		"an instruction of k1-opc.def has no entry in k1-sem.def");

/* Execute D of bundle B of CPU, reading S and writing O.  Returns
   X_TAKEN for a taken branch, with *NPC its target, X_SCALL for an
   scall.  */
static inline __attribute__ ((always_inline)) int
exec1 (struct k1_cpu *cpu, const struct k1_dinsn *d, const uint32_t *s,
       uint32_t *o, const struct k1_bundle *b, uint32_t *npc)
{
  switch (d->op)
    {
#define K1_SEM(id, ...) case K1_INSN_##id: { __VA_ARGS__ } break;
#include "k1-sem.def"
#undef K1_SEM

    /* The predecoder's internal forms.  */
    case K1_OP_GET_SLOT: o[d->w] = s[d->y]; break;
    case K1_OP_GET_CS: o[d->w] = s[K1_R_CS] | k1_fpu_flags (); break;
    case K1_OP_GET_CS_RAW: o[d->w] = s[K1_R_CS]; break;
    case K1_OP_SET_SLOT: o[d->w] = s[d->z]; break;
    case K1_OP_SET_CS: k1_cs_write (cpu, s[d->z]); break;
    case K1_OP_SET_CS_RAW: o[K1_R_CS] = s[d->z]; k1_fpu_set_rm (s[d->z]); break;
    case K1_OP_MOV: o[d->w] = s[d->z]; break;
    case K1_OP_MOV2: o[d->w] = s[d->z]; o[d->w + 1] = s[d->z + 1]; break;
    case K1_OP_ILLEGAL:
    default:
      k1_cpu_fault (cpu, b->ill_fault ? b->ill_fault : K1_FAULT_ILLOPC,
		    cpu->pc);
    }
  return 0;
}

/* Run one bundle in the unusual cases: snapshot reads, folded FP
   flags, explicit loop-register writes, illegal.  Returns the exec1
   results ORed, with X_TAKEN set: the loop check is done.  */
static int __attribute__ ((noinline))
exec_special (struct k1_cpu *cpu, const struct k1_bundle *b, uint32_t pc,
	      uint32_t *npcp)
{
  uint32_t snap[72], *R = cpu->r;
  const uint32_t *src = R;
  uint32_t npc = b->next, ls = R[K1_R_LS], le = R[K1_R_LE], lc = R[K1_R_LC];
  int st = 0;

  if (b->flags & K1_B_ILLEGAL)
    k1_cpu_fault (cpu, b->ill_fault, pc);
  if (b->flags & K1_B_FOLDCS)
    {
      R[K1_R_CS] |= k1_fpu_flags ();
      k1_fpu_clear ();
    }
  if (b->flags & K1_B_SHADOW)
    {
      memcpy (snap, R, sizeof snap);
      src = snap;
    }
  for (unsigned i = 0; i < b->n; i++)
    st |= exec1 (cpu, &b->in[i], src, R, b, &npc);
  if (!(st & X_TAKEN) && !(b->flags & K1_B_LOOPDO) && lc != 0 && b->next == le)
    {
      if (lc > 1)
	npc = ls;
      if (!(b->flags & K1_B_SETLC))
	R[K1_R_LC] = lc - 1;
    }
  *npcp = npc;
  return st | X_TAKEN;
}

static inline __attribute__ ((always_inline)) enum k1_exit
run (struct k1_cpu *cpu, const int slow)
{
  uint32_t pc = cpu->pc, *R = cpu->r;
  struct k1_code_page *const *pages = cpu->code->pages;
  uint32_t before[72];

  for (;;)
    {
      const struct k1_bundle *b = k1_bundle_at (cpu, pages, pc);
      uint32_t npc = b->next, lc = R[K1_R_LC];
      int st = 0;

      cpu->pc = pc;
      if (slow)
	{
	  if (cpu->bundle_limit && cpu->bundles >= cpu->bundle_limit)
	    return K1_EXIT_LIMIT;
	  /* Even at the PC a thread resumes at: GDB steps over a
	     breakpoint it stopped at itself (it takes the breakpoint out
	     and steps), and a thread resumed at a breakpoint it has not
	     yet reached, after a jump or another thread's stop, must
	     report it as the hardware's trap would.  */
	  if (k1_cpu_debug && k1_break_at (pc))
	    return K1_EXIT_BREAK;
	  if (k1_opt_trace)
	    {
	      k1_trace_bundle (cpu, pc, b);
	      memcpy (before, R, sizeof before);
	    }
	  if (cpu->stats)
	    k1_stats_bundle (cpu, b);
	}
      if (__builtin_expect (b->flags != 0, 0))
	st = exec_special (cpu, b, pc, &npc);
      else
	for (unsigned i = 0; i < b->n; i++)
	  st |= exec1 (cpu, &b->in[i], R, R, b, &npc);
      if (!(st & X_TAKEN) && R[K1_R_LC] != 0 && b->next == R[K1_R_LE])
	{
	  if (R[K1_R_LC] > 1)
	    npc = R[K1_R_LS];
	  R[K1_R_LC]--;
	}
      cpu->bundles++;
      cpu->insns += b->ni;
      if (slow && k1_opt_trace)
	{
	  if (st & X_SCALL)
	    {
	      /* Its writes are printed once the call is done.  */
	      memcpy (cpu->trace_before, before, sizeof before);
	      cpu->trace_bundle = *b;
	      cpu->trace_pending = 1;
	    }
	  else
	    k1_trace_writes (cpu, b, before, pc);
	}
      pc = npc;
      if (__builtin_expect (st & X_SCALL, 0))
	{
	  cpu->sc_pc = cpu->pc;
	  cpu->sc_lc = lc;
	  cpu->pc = pc;
	  return K1_EXIT_SYSCALL;
	}
      if (__builtin_expect (cpu->attention, 0))
	return k1_cpu_interrupted (cpu, pc);
    }
}

static enum k1_exit __attribute__ ((noinline))
run_fast (struct k1_cpu *cpu)
{
  return run (cpu, 0);
}

static enum k1_exit __attribute__ ((noinline))
run_slow (struct k1_cpu *cpu)
{
  return run (cpu, 1);
}

/* The fast executor.  A block is a run of bundles of one page that
   need nothing unusual (no flags: no snapshot, loop-register write,
   system call or illegal bundle), ending at the first bundle that may
   branch, before an unusual one, at the page end, or at the bundle
   that ends the running hardware loop.  It is decoded once into
   threaded code: each instruction the address of its handler in
   run_blocks, generated from the same k1-sem.def entries.  The
   counters, the hardware-loop check and the check for a kick happen
   once per block; a bundle that stores (or iinval) is followed by a
   check of the kick, so code written by the block stops it at the end
   of that bundle.  Blocks chain to the block that ran after them
   (fall-through and taken), while no bundle was dropped from the
   cache since (GEN).  Unusual bundles, and a block whose middle holds
   the end of the running loop, run one bundle at a time on the
   reference code above.  */

/* The default: the translator where there is one (jit.c).  */
#if defined __x86_64__
enum k1_exec_mode k1_exec_mode = K1_EXEC_JIT;
#else
enum k1_exec_mode k1_exec_mode = K1_EXEC_FAST;
#endif

enum { XL_END = K1_OP_COUNT, XL_CHECK, XL_COUNT };
static const void *xlabels[XL_COUNT];

void
k1_block_free_list (struct k1_block *b)
{
  while (b)
    {
      struct k1_block *n = b->next;
      free (b);
      b = n;
    }
}

static int
op_flags (unsigned op)
{
  return op < K1_INSN_COUNT ? k1_opcodes[op].flags : 0;
}

/* Decode the block at PC into CPU's cache; NULL if the bundle at PC is
   an unusual one.  The JIT translates the same blocks.  */
struct k1_block * __attribute__ ((noinline))
k1_build_block (struct k1_cpu *cpu, uint32_t pc)
{
  struct k1_code_page *const *pages = cpu->code->pages;
  const struct k1_bundle *bs[K1_MAX_BLOCK_BUNDLES];
  uint32_t pcs[K1_MAX_BLOCK_BUNDLES], p = pc;
  uint32_t lim = (pc & ~(K1_PAGE_SIZE - 1)) + K1_PAGE_SIZE;
  unsigned nb = 0, nx = 1, ni = 0;
  struct k1_block *blk;
  struct k1_code_page *pg;

  for (;;)
    {
      const struct k1_bundle *b = k1_bundle_at (cpu, pages, p);
      int branch = 0, check = 0;

      if (b->flags)
	break;
      bs[nb] = b;
      pcs[nb++] = p;
      nx += b->n;
      for (unsigned i = 0; i < b->n; i++)
	{
	  int f = op_flags (b->in[i].op);
	  if (f & K1_F_BRANCH)
	    branch = 1;
	  if ((f & K1_F_STORE) || b->in[i].op == K1_INSN_IINVAL)
	    check = 1;
	}
      nx += check;
      p = b->next;
      if (branch || nb == K1_MAX_BLOCK_BUNDLES
	  || (cpu->r[K1_R_LC] != 0 && p == cpu->r[K1_R_LE])
	  /* The next bundle must lie in this page: decoding it cannot
	     fault then.  */
	  || p < pc || p + 4 * K1_MAX_BUNDLE_SYLLABLES > lim)
	break;
    }
  if (nb == 0)
    return NULL;

  blk = malloc (sizeof *blk + nx * sizeof blk->x[0]
		+ 2 * (nb + 1) * sizeof (uint32_t) + nx);
  if (!blk)
    k1_fatal ("out of memory");
  memset (blk, 0, sizeof *blk);
  blk->bpc = (uint32_t *) &blk->x[nx];
  blk->bni = blk->bpc + nb + 1;
  blk->xb = (uint8_t *) (blk->bni + nb + 1);
  blk->pc = pc;
  blk->nb = nb;
  blk->chain_pc[0] = blk->chain_pc[1] = 1;	/* no bundle there */
  {
    struct k1_xinsn *x = blk->x;
    unsigned j = 0;

    for (unsigned k = 0; k < nb; k++)
      {
	const struct k1_bundle *b = bs[k];
	int check = 0;

	blk->bpc[k] = pcs[k];
	blk->bni[k] = ni;
	for (unsigned i = 0; i < b->n; i++)
	  {
	    const struct k1_dinsn *d = &b->in[i];

	    x[j].h = xlabels[d->op];
	    x[j].w = d->w;
	    x[j].z = d->z;
	    x[j].y = d->y;
	    x[j].x = d->x;
	    x[j].imm = d->imm;
	    blk->xb[j++] = k;
	    if ((op_flags (d->op) & K1_F_STORE) || d->op == K1_INSN_IINVAL)
	      check = 1;
	  }
	ni += b->ni;
	/* The last bundle's check is the block end's (after its branch
	   and loop check).  */
	if (check && k + 1 < nb)
	  {
	    memset (&x[j], 0, sizeof x[j]);
	    x[j].h = xlabels[XL_CHECK];
	    x[j].imm = (int32_t) b->next;
	    x[j].x = k + 1;
	    blk->xb[j++] = k;
	  }
	blk->end = b->next;
      }
    blk->bpc[nb] = blk->end;
    blk->bni[nb] = ni;
    memset (&x[j], 0, sizeof x[j]);
    x[j].h = xlabels[XL_END];
    blk->xb[j++] = nb;
  }
  blk->ni = ni;
  pg = pages[pc >> K1_PAGE_SHIFT];
  pg->blk[(pc & (K1_PAGE_SIZE - 1)) >> 2] = blk;
  blk->next = pg->blocks;
  pg->blocks = blk;
  return blk;
}

/* Run bundle B at PC on the reference code, with its loop check and
   counts; returns exec1's results and the next PC in *NPC.  */
static int __attribute__ ((noinline))
ref_bundle (struct k1_cpu *cpu, const struct k1_bundle *b, uint32_t pc,
	    uint32_t *npcp)
{
  uint32_t *R = cpu->r, npc = b->next;
  int st = 0;

  cpu->pc = pc;
  if (b->flags)
    st = exec_special (cpu, b, pc, &npc);
  else
    for (unsigned i = 0; i < b->n; i++)
      st |= exec1 (cpu, &b->in[i], R, R, b, &npc);
  if (!(st & X_TAKEN) && R[K1_R_LC] != 0 && b->next == R[K1_R_LE])
    {
      if (R[K1_R_LC] > 1)
	npc = R[K1_R_LS];
      R[K1_R_LC]--;
    }
  cpu->bundles++;
  cpu->insns += b->ni;
  *npcp = npc;
  return st;
}

/* The JIT's way to the reference code: run the bundle at *PCP, set
   *PCP to the next one; nonzero if it was an scall (the exit is
   prepared as run_blocks prepares it).  */
int
k1_ref_step (struct k1_cpu *cpu, uint32_t *pcp)
{
  const struct k1_bundle *b = k1_bundle_at (cpu, cpu->code->pages, *pcp);
  uint32_t lc = cpu->r[K1_R_LC], npc;
  int st = ref_bundle (cpu, b, *pcp, &npc);

  *pcp = npc;
  if (st & X_SCALL)
    {
      cpu->sc_pc = cpu->pc;
      cpu->sc_lc = lc;
      cpu->pc = npc;
      return 1;
    }
  return 0;
}

/* One instruction D of a bundle whose next bundle is at NEXT, on the
   reference semantics: what the JIT calls for an instruction it has
   no template for, and what its differential test compares the
   templates with.  Returns nonzero for a taken branch, with *NPC its
   target.  */
int
k1_exec_insn (struct k1_cpu *cpu, const struct k1_dinsn *d, uint32_t next,
	      uint32_t *npc)
{
  struct k1_bundle b;

  b.next = next;
  b.n = 2;
  b.ill_fault = 0;
  return exec1 (cpu, d, cpu->r, cpu->r, &b, npc) & X_TAKEN;
}

#undef Z
#undef Y
#undef ZS
#undef YS
#undef WV
#undef PZ
#undef PY
#undef PW
#undef W
#undef SETW2
#undef IMM
#undef IMMS
#undef FH
#undef FL
#undef IN
#undef OUT
#undef NEXT
#undef BRANCH
#undef EA
#undef SYSCALL
#undef ILLEGAL
#define Z R[d->z]
#define Y R[d->y]
#define ZS ((int32_t) R[d->z])
#define YS ((int32_t) R[d->y])
#define WV R[d->w]
#define PZ PAIR (R, d->z)
#define PY PAIR (R, d->y)
#define PW PAIR (R, d->w)
#define W R[d->w]
#define SETW2(v) SETPAIR (R, d->w, v)
#define IMM ((uint32_t) d->imm)
#define IMMS d->imm
#define FH d->y
#define FL d->x
#define IN(n) R[n]
#define OUT(n) R[n]
#define NEXT blk->end
/* The bundle's other instructions still run: it is the block's last.  */
#define BRANCH(t) do { npc = (t); taken = 1; NEXT_X; } while (0)
#define EA(a) (cpu->xd = d, (a))
/* Never in a block: scall and illegal bundles have flags.  */
#define SYSCALL(nr) abort ()
#define ILLEGAL() abort ()
#define NEXT_X do { d++; goto *d->h; } while (0)

static enum k1_exit __attribute__ ((noinline))
run_blocks (struct k1_cpu *cpu)
{
  static const void *const tab[XL_COUNT] = {
#define K1_SEM(id, ...) [K1_INSN_##id] = &&sem_##id,
#include "k1-sem.def"
#undef K1_SEM
    [K1_OP_GET_SLOT] = &&L_GET_SLOT, [K1_OP_GET_CS] = &&L_GET_CS,
    [K1_OP_GET_CS_RAW] = &&L_GET_CS_RAW, [K1_OP_SET_SLOT] = &&L_SET_SLOT,
    [K1_OP_SET_CS] = &&L_SET_CS, [K1_OP_SET_CS_RAW] = &&L_SET_CS_RAW,
    [K1_OP_MOV] = &&L_MOV, [K1_OP_MOV2] = &&L_MOV2,
    [K1_OP_ILLEGAL] = &&L_ILLEGAL,
    [XL_END] = &&x_end, [XL_CHECK] = &&x_check
  };
  uint32_t *const R = cpu ? cpu->r : NULL;
  struct k1_code_cache *const c = cpu ? cpu->code : NULL;
  struct k1_block *blk, *prev = NULL;
  const struct k1_xinsn *d;
  uint32_t pc, npc = 0;
  int k = 0, taken = 0;

  if (!cpu)
    {
      memcpy (xlabels, tab, sizeof tab);
      return 0;
    }
  pc = cpu->pc;
  for (;;)
    {
      if (prev && prev->chain_pc[k] == pc && prev->gen == c->gen)
	blk = prev->chain[k];
      else
	{
	  struct k1_code_page *pg;

	  cpu->xblk = NULL;
	  cpu->pc = pc;
	  pg = c->pages[pc >> K1_PAGE_SHIFT];
	  blk = pg && !(pc & 3) ? pg->blk[(pc & (K1_PAGE_SIZE - 1)) >> 2] : NULL;
	  if (!blk)
	    blk = k1_build_block (cpu, pc);
	  if (!blk)
	    goto ref;
	  if (prev)
	    {
	      if (prev->gen != c->gen)
		{
		  prev->gen = c->gen;
		  prev->chain_pc[0] = prev->chain_pc[1] = 1;
		}
	      prev->chain_pc[k] = pc;
	      prev->chain[k] = blk;
	    }
	}
      /* The end of the running hardware loop inside the block, not at
	 its end: one bundle on the reference code.  */
      if (__builtin_expect (R[K1_R_LC] != 0, 0)
	  && R[K1_R_LE] - pc - 1 < blk->end - pc - 1)
	{
	  cpu->xblk = NULL;
	  goto ref;
	}
      cpu->xblk = blk;
      taken = 0;
      d = blk->x;
      goto *d->h;

#define K1_SEM(id, ...) sem_##id: { __VA_ARGS__ } NEXT_X;
#include "k1-sem.def"
#undef K1_SEM
    L_GET_SLOT: R[d->w] = R[d->y]; NEXT_X;
    L_GET_CS: R[d->w] = R[K1_R_CS] | k1_fpu_flags (); NEXT_X;
    L_GET_CS_RAW: R[d->w] = R[K1_R_CS]; NEXT_X;
    L_SET_SLOT: R[d->w] = R[d->z]; NEXT_X;
    L_SET_CS: k1_cs_write (cpu, R[d->z]); NEXT_X;
    L_SET_CS_RAW: R[K1_R_CS] = R[d->z]; k1_fpu_set_rm (R[d->z]); NEXT_X;
    L_MOV: R[d->w] = R[d->z]; NEXT_X;
    L_MOV2: R[d->w] = R[d->z]; R[d->w + 1] = R[d->z + 1]; NEXT_X;
    L_ILLEGAL: abort ();

    x_check:
      /* After a bundle that stores: code written (by this thread or
	 another) stops the block at the end of this bundle.  */
      if (__builtin_expect (!cpu->attention, 1))
	NEXT_X;
      cpu->bundles += d->x;
      cpu->insns += blk->bni[d->x];
      cpu->xblk = NULL;
      pc = (uint32_t) d->imm;
      goto interrupt;

    x_end:
      if (taken)
	{
	  k = 1;
	  goto done;
	}
      npc = blk->end;
      k = 0;
      if (__builtin_expect (R[K1_R_LC] != 0, 0) && npc == R[K1_R_LE])
	{
	  if (R[K1_R_LC] > 1)
	    npc = R[K1_R_LS];
	  R[K1_R_LC]--;
	}
    done:
      cpu->bundles += blk->nb;
      cpu->insns += blk->ni;
      prev = blk;
      pc = npc;
      if (__builtin_expect (cpu->attention, 0))
	{
	  cpu->xblk = NULL;
	  goto interrupt;
	}
      continue;

    ref:
      {
	const struct k1_bundle *b = k1_bundle_at (cpu, c->pages, pc);
	uint32_t lc = cpu->r[K1_R_LC];
	int st = ref_bundle (cpu, b, pc, &npc);

	prev = NULL;
	pc = npc;
	if (__builtin_expect (st & X_SCALL, 0))
	  {
	    cpu->sc_pc = cpu->pc;
	    cpu->sc_lc = lc;
	    cpu->pc = pc;
	    return K1_EXIT_SYSCALL;
	  }
	if (__builtin_expect (cpu->attention, 0))
	  goto interrupt;
	continue;
      }

    interrupt:
      return k1_cpu_interrupted (cpu, pc);
    }
}

/* A fault in a block: the bundle of the load or store that faulted is
   the one undone; those before it in the block are done.  */
static void
block_fault (struct k1_cpu *cpu)
{
  struct k1_block *blk = cpu->xblk;
  unsigned k = blk->xb[cpu->xd - blk->x];

  cpu->pc = blk->bpc[k];
  cpu->bundles += k;
  cpu->insns += blk->bni[k];
  cpu->xblk = NULL;
}

/* Run CPU from its PC until an exit.  A fault comes back here through
   FAULT_JMP, with the bundle undone.  On return the host FP flags are
   folded into $cs, so the caller's own FP code cannot clobber them.  */
enum k1_exit
k1_cpu_exec (struct k1_cpu *cpu)
{
  enum k1_exit e;

  k1_cpu_current = cpu;
  /* The guest's flags are all in $cs: drop any the caller raised.  */
  k1_fpu_clear ();
  k1_fpu_set_rm (cpu->r[K1_R_CS]);
  if (cpu->trace_pending)
    {
      cpu->trace_pending = 0;
      k1_trace_writes (cpu, &cpu->trace_bundle, cpu->trace_before,
		       cpu->sc_pc);
    }
  /* Code written meanwhile (by a system call, another thread) is not
     run from the cache; a kick stays set for the first boundary.  */
  k1_code_flush_pending (cpu);
  if (!xlabels[0])
    run_blocks (NULL);
  cpu->xblk = NULL;
  cpu->jit_blk = NULL;
  cpu->jit_fault_rip = NULL;
  if (sigsetjmp (cpu->fault_jmp, 0))
    {
      e = K1_EXIT_FAULT;
      if (cpu->xblk)
	block_fault (cpu);
      else if (cpu->jit_blk || cpu->jit_fault_rip)
	k1_jit_fault (cpu);
    }
  else
    {
      cpu->in_exec = 1;
      e = k1_opt_trace || cpu->stats || cpu->bundle_limit || k1_cpu_debug
	  ? run_slow (cpu)
	  : k1_exec_mode == K1_EXEC_JIT ? k1_jit_run (cpu)
	  : k1_exec_mode == K1_EXEC_FAST ? run_blocks (cpu) : run_fast (cpu);
    }
  cpu->in_exec = 0;
  cpu->r[K1_R_CS] |= k1_fpu_flags ();
  k1_fpu_clear ();
  return e;
}
