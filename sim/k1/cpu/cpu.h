/* k1-linux-run: the K1 CPU core's interface.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   The core runs the instructions of one CPU state until something
   that it does not do itself happens, and returns why, as QEMU's
   cpu_exec returns a trap number to linux-user's cpu_loop: a system
   call, a fault, a request from outside (a signal arrived), or the
   bundle limit (the step limit, a debugger's single step).  It knows
   nothing of Linux: the operating-system layer (linux/) decides what
   each exit means.  Several CPU states may run at once, each on its
   own host thread; they share the guest memory.  */

#ifndef K1_CPU_H
#define K1_CPU_H

#include <stdint.h>
#include <stdio.h>
#include <stddef.h>
#include <setjmp.h>
#include <signal.h>
#include "opcode/k1.h"

#define K1_PAGE_SIZE 4096u
#define K1_PAGE_SHIFT 12
#define K1_NUM_PAGES (1u << 20)

/* Register file slots: the 64 general registers, then the user system
   registers that instructions name, so that parallel-semantics
   bookkeeping treats them all alike.  */
enum
{
  K1_R_RA = 64,
  K1_R_CS,
  K1_R_LS,
  K1_R_LE,
  K1_R_LC,
  K1_NSLOTS,
  K1_R_TMP = 70			/* 70, 71: a load result committed last */
};

/* Why k1_cpu_exec returned.  */
enum k1_exit
{
  /* An scall: its bundle is done, PC is the next bundle.  The call is
     in sc_nr, sc_args; the result goes in $r0.  */
  K1_EXIT_SYSCALL = 1,
  /* A fault: the bundle at PC is undone; FAULT says which.  */
  K1_EXIT_FAULT,
  /* k1_cpu_kick was called (a signal came, another thread wants this
     one to stop); PC is the next bundle.  */
  K1_EXIT_INTERRUPT,
  /* BUNDLES reached BUNDLE_LIMIT before the bundle at PC.  */
  K1_EXIT_LIMIT,
  /* The bundle at PC is a debugger's breakpoint (k1_break_insert); it
     is not executed.  */
  K1_EXIT_BREAK
};

enum k1_fault
{
  K1_FAULT_ILLOPC = 1,		/* no such instruction, or a bad bundle */
  K1_FAULT_ILLOPN,		/* no such system register */
  K1_FAULT_PRVREG,		/* a system register user mode cannot use */
  K1_FAULT_ALIGN,		/* misaligned access or branch target */
  K1_FAULT_MAPERR,		/* address not mapped */
  K1_FAULT_ACCERR,		/* mapped without the needed permission */
  K1_FAULT_ADRERR		/* mapped past the end of its file */
};

/* A predecoded instruction.  OP is a K1_INSN_* id or one of the
   K1_OP_* internal forms below; W, Z, Y are register slot numbers.  */
struct k1_dinsn
{
  uint16_t op;
  uint8_t w, z, y, x;		/* X: bit-field lsb (insf/extf) */
  int32_t imm;			/* immediate, shift count or branch target */
};

/* Internal operations the predecoder substitutes for table ids.  */
enum
{
  K1_OP_GET_SLOT = K1_INSN_COUNT,	/* W = slot Y */
  K1_OP_GET_CS,			/* W = $cs with the live FP flags */
  K1_OP_GET_CS_RAW,		/* W = $cs, flags folded at bundle start */
  K1_OP_SET_SLOT,		/* slot W = Z ($ra, $ls, $le, $lc) */
  K1_OP_SET_CS,			/* $cs = Z, FP flags cleared */
  K1_OP_SET_CS_RAW,		/* $cs = Z, flags of this bundle kept */
  K1_OP_MOV,			/* W = Z: commit of a load through K1_R_TMP */
  K1_OP_MOV2,			/* pair W = pair Z */
  K1_OP_ILLEGAL,		/* K1_FAULT_ILLOPC */
  K1_OP_COUNT
};

/* Bundle flags.  */
#define K1_B_SHADOW	0x01	/* needs a snapshot for parallel reads */
#define K1_B_FOLDCS	0x02	/* FP insn with get/set $cs */
#define K1_B_LOOPW	0x04	/* writes $ls/$le/$lc */
#define K1_B_LOOPDO	0x08	/* holds loopdo: never checked */
#define K1_B_SETLC	0x10	/* explicit set $lc */
#define K1_B_ILLEGAL	0x20	/* faults (ILL_FAULT) when executed */
#define K1_B_SCALL	0x40

struct k1_bundle
{
  uint8_t n;			/* instructions; 0: slot not decoded */
  uint8_t flags;
  uint8_t nsyl;			/* syllables */
  uint8_t ill_fault;		/* enum k1_fault for K1_B_ILLEGAL */
  uint32_t next;		/* address of the following bundle */
  struct k1_dinsn in[K1_MAX_BUNDLE_INSNS];
  /* For --trace and --stats: table index and syllable number of each
     instruction, in bundle order (IN is in execution order).  */
  uint8_t ni;
  uint8_t tid[K1_MAX_BUNDLE_INSNS];
  uint8_t sidx[K1_MAX_BUNDLE_INSNS];
};

struct k1_code_cache;
struct k1_stats;

struct k1_cpu
{
  uint32_t r[72];		/* K1_NSLOTS used, rounded up */
  uint32_t pc;			/* bundle being executed */
  volatile sig_atomic_t attention;	/* see k1_cpu_kick */
  uint64_t bundles;		/* retired bundles and instructions */
  uint64_t insns;
  uint64_t bundle_limit;	/* K1_EXIT_LIMIT when reached; 0: none */

  /* K1_EXIT_SYSCALL.  SC_PC, SC_LC and SC_ALONE let the caller run
     the bundle again (a restarted call): its address, $lc before it,
     and whether the scall was alone in it.  */
  uint32_t sc_nr, sc_args[6];
  uint32_t sc_pc, sc_lc;
  int sc_alone;

  /* K1_EXIT_FAULT.  */
  enum k1_fault fault;
  uint32_t fault_addr;

  /* For --trace and --strace lines of a multi-threaded process.  */
  int tid;

  /* Private to the core.  */
  int in_exec;
  /* The fast executor: the block running, the load or store last
     started in it (to place a fault).  */
  struct k1_block *xblk;
  const struct k1_xinsn *xd;
  /* The JIT (jit.c): its translation buffer; the block running and
     the index of the bundle whose load or store last started (to
     place a fault); the exit that returned to the dispatcher.  */
  struct k1_jit *jit;
  struct k1_block *jit_blk;
  uint32_t jit_bk, jit_pre_nb, jit_pre_ni;
  uint8_t *jit_site;
  const uint8_t *jit_fault_rip;	/* a host fault in translated code */
  int trace_pending;		/* the writes of an scall bundle */
  uint32_t trace_before[72];
  struct k1_bundle trace_bundle;
  sigjmp_buf fault_jmp;
  struct k1_code_cache *code;
  struct k1_stats *stats;
  struct k1_cpu *next;		/* all CPU states */
};

/* cpu.c  */
void k1_cpu_init (struct k1_cpu *cpu);
void k1_cpu_destroy (struct k1_cpu *cpu);
void k1_cpu_after_fork (struct k1_cpu *cpu);
enum k1_exit k1_cpu_exec (struct k1_cpu *cpu);
/* Make CPU return K1_EXIT_INTERRUPT at its next bundle boundary (or
   at once, if it is not running); async-signal-safe.  */
static inline void k1_cpu_kick (struct k1_cpu *cpu) { cpu->attention = 1; }
/* The CPU state this host thread runs, or NULL.  */
extern __thread struct k1_cpu *k1_cpu_current;
/* From the host SIGSEGV/SIGBUS handler, UC its ucontext_t: nonzero if
   the fault at host address ADDR was a write to cached code (retry
   it); does not return if it was a fault of guest code
   (K1_EXIT_FAULT).  */
int k1_cpu_host_fault (void *addr, int bus, const void *uc);
void k1_cpu_fault (struct k1_cpu *cpu, enum k1_fault f, uint32_t addr)
  __attribute__ ((noreturn));
void k1_fatal (const char *fmt, ...)
  __attribute__ ((noreturn, format (printf, 1, 2)));
extern const char *k1_progname;
/* Serialises the core's shared state (the CPU list, the bundle
   caches' page protections); taken in the host fault handler too.  */
void k1_core_lock (void);
void k1_core_unlock (void);

/* break.c: a debugger's breakpoints, shared by every CPU state.
   They are checked before each bundle by the reference executor,
   which k1_cpu_exec uses whenever K1_CPU_DEBUG is set (a debugger is
   attached), so the guest's code is never patched.  */
extern int k1_cpu_debug;
int k1_break_insert (uint32_t pc);	/* 0, or -1 when the table is full */
int k1_break_remove (uint32_t pc);	/* 0, or -1 when there was none */
int k1_break_at (uint32_t pc);

/* Register slots an instruction reads and writes (bit N: slot N).  */
struct k1_regset
{
  uint64_t gpr;
  uint32_t sys;			/* bit N - 64 */
};
void k1_insn_regs (const struct k1_opcode *op, uint32_t syl,
		   struct k1_regset *rd, struct k1_regset *wr);

/* mem.c: the guest address space is a 4 GiB host reservation shared
   by every CPU state.  */
extern uint8_t *k1_mem;
extern uint8_t k1_pageprot[K1_NUM_PAGES];
#define K1_P_R 1
#define K1_P_W 2
#define K1_P_X 4
#define K1_P_MAPPED 8
#define K1_P_CODE 16		/* host write-protected: cached bundles */

void k1_mem_init (void);
int k1_mem_map (uint32_t addr, uint32_t len, int prot, int flags, int fd,
		uint64_t off);
int k1_mem_unmap (uint32_t addr, uint32_t len);
void k1_mem_note (uint32_t addr, uint32_t len, int prot);
int k1_mem_protect (uint32_t addr, uint32_t len, int prot);
int k1_mem_range_free (uint32_t addr, uint32_t len);
uint32_t k1_mem_find_free (uint32_t hint, uint32_t len);
int k1_access_ok (uint32_t addr, uint32_t len, int prot);
int k1_prepare_write (uint32_t addr, uint32_t len);
int k1_copy_in (void *dst, uint32_t addr, uint32_t len);
int k1_copy_out (uint32_t addr, const void *src, uint32_t len);
/* A debugger's write: any mapped page, read-only ones too (as ptrace
   writes a program's text).  0 or -EFAULT.  */
int k1_mem_debug_write (uint32_t addr, const void *src, uint32_t len);
/* Nonzero if the debugger may read [ADDR, ADDR+LEN).  */
int k1_mem_debug_readable (uint32_t addr, uint32_t len);
int k1_put32 (uint32_t addr, uint32_t v);
int k1_get32 (uint32_t addr, uint32_t *v);
long k1_strlen (uint32_t addr, uint32_t max);
static inline void *k1_host (uint32_t addr) { return k1_mem + addr; }

/* decode.c: the bundle caches, one per CPU state.  */
struct k1_bundle *k1_bundle_slow (struct k1_cpu *cpu, uint32_t pc);
void k1_code_invalidate (uint32_t page);
void k1_code_flush_all (void);
void k1_code_flush_pending (struct k1_cpu *cpu);

/* The executors' answer to k1_cpu_kick, at the bundle boundary before
   PC: stop there, with the code changes the kick waited for done.  */
static inline enum k1_exit
k1_cpu_interrupted (struct k1_cpu *cpu, uint32_t pc)
{
  cpu->pc = pc;
  cpu->attention = 0;
  k1_code_flush_pending (cpu);
  return K1_EXIT_INTERRUPT;
}
void k1_code_cache_init (struct k1_cpu *cpu);
void k1_code_cache_free (struct k1_cpu *cpu);
/* The fast executor's form of a run of bundles (a block): threaded
   code, each instruction the address of its handler and its operands,
   in the predecoded (parallel-semantics) order of each bundle.  */
struct k1_xinsn
{
  const void *h;
  uint8_t w, z, y, x;
  int32_t imm;
};
struct k1_block
{
  uint32_t pc, end;		/* first bundle, the one after the last */
  uint32_t nb, ni;		/* bundles, instructions */
  /* Chaining: the block last run after this one, at CHAIN_PC, for the
     fall-through (0) and a taken branch (1); valid while GEN is the
     cache's.  */
  uint64_t gen;
  uint32_t chain_pc[2];
  struct k1_block *chain[2];
  struct k1_block *next;	/* the page's blocks, for freeing */
  /* The JIT's translation, valid while JIT_EPOCH is its buffer's.  */
  void *jit;
  uint64_t jit_epoch;
  /* Bundle K starts at BPC[K] after BNI[K] instructions; instruction
     I is in bundle XB[I].  */
  uint32_t *bpc, *bni;
  uint8_t *xb;
  struct k1_xinsn x[];
};
#define K1_MAX_BLOCK_BUNDLES 64
struct k1_code_page
{
  struct k1_bundle b[K1_PAGE_SIZE / 4];
  struct k1_block *blk[K1_PAGE_SIZE / 4];	/* by first bundle */
  struct k1_block *blocks;
};
struct k1_code_cache
{
  struct k1_code_page **pages;	/* K1_NUM_PAGES, mapped on demand */
  uint32_t *live;		/* pages that have an array */
  size_t nlive, live_size;
  /* Pages to drop at the next bundle boundary, queued by any thread
     under the core lock; FLUSH_ALL: drop everything.  */
#define K1_CODE_MAX_PENDING 64
  uint32_t pending[K1_CODE_MAX_PENDING];
  unsigned npending;
  int flush_all;
  uint64_t gen;			/* bumped by every drop: chains die */
};
/* The bundle at PC in the cache whose page array is PAGES (the
   executor keeps it in a register).  */
static inline struct k1_bundle *
k1_bundle_at (struct k1_cpu *cpu, struct k1_code_page *const *pages,
	      uint32_t pc)
{
  struct k1_code_page *p = pages[pc >> K1_PAGE_SHIFT];
  if (__builtin_expect (p != NULL && (pc & 3) == 0, 1))
    {
      struct k1_bundle *b = &p->b[(pc & (K1_PAGE_SIZE - 1)) >> 2];
      if (__builtin_expect (b->n != 0, 1))
	return b;
    }
  return k1_bundle_slow (cpu, pc);
}

/* fpu.c: the host FPU runs guest FP code; its rounding mode is the
   guest's and its sticky flags those raised since $cs was written.  */
void k1_fpu_set_rm (uint32_t cs);
uint32_t k1_fpu_flags (void);		/* live flags, as $cs bits */
void k1_fpu_clear (void);
uint32_t k1_cs_read (const struct k1_cpu *cpu);	/* with live flags */
void k1_cs_write (struct k1_cpu *cpu, uint32_t v);
/* The FP operations of k1-sem.def.  K1_FC_*: the relation of fcomp.  */
#define K1_FC_EQ 0
#define K1_FC_NE 1
#define K1_FC_LT 2
#define K1_FC_GE 3
#define K1_FC_U 4		/* true when unordered, quiet on qNaN */
uint32_t k1_fadd (uint32_t z, uint32_t y);
uint32_t k1_fsbf (uint32_t z, uint32_t y);
uint32_t k1_fmul (uint32_t z, uint32_t y);
uint32_t k1_ffma (uint32_t z, uint32_t y, uint32_t w, int neg);
uint32_t k1_fminmax (uint32_t z, uint32_t y, int max);
uint32_t k1_floatw (uint32_t z);
uint32_t k1_floatuw (uint32_t z);
uint32_t k1_fixedw (uint32_t z, int is_unsigned);
uint64_t k1_fwiden (uint32_t z);
uint64_t k1_floatwd (uint32_t z);
uint64_t k1_floatuwd (uint32_t z);
uint32_t k1_fcomp (uint32_t z, uint32_t y, int pred);
uint64_t k1_faddd (uint64_t z, uint64_t y);
uint64_t k1_fsbfd (uint64_t z, uint64_t y);
uint64_t k1_fmuld (uint64_t z, uint64_t y);
uint64_t k1_ffmad (uint64_t z, uint64_t y, uint64_t w, int neg);
uint64_t k1_fminmaxd (uint64_t z, uint64_t y, int max);
uint32_t k1_fnarrow (uint64_t z);
uint32_t k1_fixeddw (uint64_t z, int is_unsigned);
uint32_t k1_fcompd (uint64_t z, uint64_t y, int pred);

/* exec.c: the executor.  K1_EXEC_JIT translates blocks to host code
   (jit.c; x86-64 hosts only); K1_EXEC_FAST runs blocks of threaded
   code; K1_EXEC_REF one predecoded bundle at a time (the reference,
   and what --trace, --stats and --max-bundles use).  */
enum k1_exec_mode { K1_EXEC_FAST, K1_EXEC_REF, K1_EXEC_JIT };
extern enum k1_exec_mode k1_exec_mode;
void k1_block_free_list (struct k1_block *b);
struct k1_block *k1_build_block (struct k1_cpu *cpu, uint32_t pc);
int k1_ref_step (struct k1_cpu *cpu, uint32_t *pcp);
int k1_exec_insn (struct k1_cpu *cpu, const struct k1_dinsn *d,
		  uint32_t next, uint32_t *npc);

/* jit.c: the translator.  */
int k1_jit_available (void);
enum k1_exit k1_jit_run (struct k1_cpu *cpu);
void k1_jit_fault (struct k1_cpu *cpu);
void k1_jit_host_fault (struct k1_cpu *cpu, const void *uc);
void k1_jit_free (struct k1_cpu *cpu);
int k1_jit_has_template (unsigned op);
int k1_jit_run_template (struct k1_cpu *cpu, const struct k1_dinsn *d,
			 uint32_t next, uint32_t *npc, int warm);

/* trace.c: --trace, --stats, --count.  */
extern int k1_opt_trace, k1_opt_stats, k1_opt_count;
extern int k1_trace_threads;	/* name the thread in each line */
extern FILE *k1_trace_file;
int k1_format_insn (char *buf, size_t size, uint32_t addr);
void k1_trace_bundle (const struct k1_cpu *cpu, uint32_t pc,
		      const struct k1_bundle *b);
void k1_trace_writes (const struct k1_cpu *cpu, const struct k1_bundle *b,
		      const uint32_t *before, uint32_t pc);
void k1_stats_bundle (struct k1_cpu *cpu, const struct k1_bundle *b);
void k1_stats_print (const struct k1_stats *s, FILE *f);
void k1_stats_add (struct k1_stats *to, const struct k1_cpu *cpu);
void k1_stats_merge (struct k1_stats *to, const struct k1_stats *from);
struct k1_stats *k1_stats_new (void);
uint64_t k1_stats_bundles (const struct k1_stats *s);
uint64_t k1_stats_insns (const struct k1_stats *s);
void k1_trace_prefix (const struct k1_cpu *cpu, FILE *f);

#endif /* K1_CPU_H */
