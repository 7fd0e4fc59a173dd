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
	{
	  cpu->pc = pc;
	  cpu->attention = 0;
	  k1_code_flush_pending (cpu);
	  return K1_EXIT_INTERRUPT;
	}
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
  if (sigsetjmp (cpu->fault_jmp, 0))
    e = K1_EXIT_FAULT;
  else
    {
      cpu->in_exec = 1;
      e = k1_opt_trace || cpu->stats || cpu->bundle_limit
	  ? run_slow (cpu) : run_fast (cpu);
    }
  cpu->in_exec = 0;
  cpu->r[K1_R_CS] |= k1_fpu_flags ();
  k1_fpu_clear ();
  return e;
}
