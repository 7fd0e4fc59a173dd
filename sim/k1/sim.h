/* k1-linux-run: shared definitions.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.  */

#ifndef K1_SIM_H
#define K1_SIM_H

#include <stdint.h>
#include <stdio.h>
#include <stddef.h>
#include <setjmp.h>
#include <signal.h>
#include "opcode/k1.h"
#include "k1-abi.h"

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

struct k1_cpu
{
  uint32_t r[72];		/* K1_NSLOTS used, rounded up */
  uint32_t pc;			/* bundle being executed */
  uint64_t bundles;		/* statistics */
  uint64_t insns;
};

extern struct k1_cpu k1_cpu;

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
  K1_OP_ILLEGAL,		/* SIGILL */
  K1_OP_COUNT
};

/* Bundle flags.  */
#define K1_B_SHADOW	0x01	/* needs a snapshot for parallel reads */
#define K1_B_FOLDCS	0x02	/* FP insn with get/set $cs */
#define K1_B_LOOPW	0x04	/* writes $ls/$le/$lc */
#define K1_B_LOOPDO	0x08	/* holds loopdo: never checked */
#define K1_B_SETLC	0x10	/* explicit set $lc */
#define K1_B_ILLEGAL	0x20	/* raises SIGILL when executed */
#define K1_B_SCALL	0x40

struct k1_bundle
{
  uint8_t n;			/* instructions; 0: slot not decoded */
  uint8_t flags;
  uint8_t nsyl;			/* syllables */
  uint8_t ill_code;		/* si_code for K1_B_ILLEGAL */
  uint32_t next;		/* address of the following bundle */
  struct k1_dinsn in[K1_MAX_BUNDLE_INSNS];
  /* For --trace and --stats: table index and syllable number of each
     instruction, in bundle order (IN is in execution order).  */
  uint8_t ni;
  uint8_t tid[K1_MAX_BUNDLE_INSNS];
  uint8_t sidx[K1_MAX_BUNDLE_INSNS];
};

/* Register slots an instruction reads and writes (bit N: slot N).  */
struct k1_regset
{
  uint64_t gpr;
  uint32_t sys;			/* bit N - 64 */
};
void k1_insn_regs (const struct k1_opcode *op, uint32_t syl,
		   struct k1_regset *rd, struct k1_regset *wr);

/* mem.c: the guest address space is a 4 GiB host reservation.  */
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
int k1_mem_protect (uint32_t addr, uint32_t len, int prot);
int k1_mem_range_free (uint32_t addr, uint32_t len);
uint32_t k1_mem_find_free (uint32_t hint, uint32_t len);
int k1_access_ok (uint32_t addr, uint32_t len, int prot);
int k1_prepare_write (uint32_t addr, uint32_t len);
int k1_copy_in (void *dst, uint32_t addr, uint32_t len);
int k1_copy_out (uint32_t addr, const void *src, uint32_t len);
int k1_put32 (uint32_t addr, uint32_t v);
int k1_get32 (uint32_t addr, uint32_t *v);
long k1_strlen (uint32_t addr, uint32_t max);
static inline void *k1_host (uint32_t addr) { return k1_mem + addr; }

/* decode.c: the bundle cache.  */
struct k1_bundle *k1_bundle_slow (uint32_t pc);
void k1_code_invalidate (uint32_t page);
void k1_code_flush_pending (void);
void k1_code_flush_all (void);
extern struct k1_code_page *k1_code_pages[K1_NUM_PAGES];
struct k1_code_page
{
  struct k1_bundle b[K1_PAGE_SIZE / 4];
};
static inline struct k1_bundle *
k1_bundle_at (uint32_t pc)
{
  struct k1_code_page *p = k1_code_pages[pc >> K1_PAGE_SHIFT];
  if (__builtin_expect (p != NULL && (pc & 3) == 0, 1))
    {
      struct k1_bundle *b = &p->b[(pc & (K1_PAGE_SIZE - 1)) >> 2];
      if (__builtin_expect (b->n != 0, 1))
	return b;
    }
  return k1_bundle_slow (pc);
}

/* exec.c  */
extern volatile sig_atomic_t k1_attention;
extern uint64_t k1_max_bundles;
void k1_run (void) __attribute__ ((noreturn));

/* fpu.c  */
void k1_fpu_set_rm (uint32_t cs);
uint32_t k1_fpu_flags (void);		/* live flags, as $cs bits */
void k1_fpu_clear (void);
uint32_t k1_cs_read (void);		/* $cs including live flags */
void k1_cs_write (uint32_t v);
void k1_fpu_exec (const struct k1_dinsn *d, const uint32_t *src,
		  uint32_t *dst);

/* signal.c  */
void k1_signal_init (void);
void k1_signal_fault (int sig, int code, uint32_t addr)
  __attribute__ ((noreturn));
void k1_signal_deliver_pending (void);
void k1_die_by_signal (int sig) __attribute__ ((noreturn));
long k1_sys_rt_sigaction (uint32_t sig, uint32_t act, uint32_t oact,
			  uint32_t size);
long k1_sys_rt_sigprocmask (uint32_t how, uint32_t set, uint32_t oset,
			    uint32_t size);
long k1_sys_rt_sigreturn (void);
long k1_sys_sigaltstack (uint32_t ss, uint32_t oss);
long k1_sys_rt_sigsuspend (uint32_t set, uint32_t size);
long k1_sys_rt_sigpending (uint32_t set, uint32_t size);
struct timespec;
long k1_sys_rt_sigtimedwait (uint32_t set, uint32_t info,
			     const struct timespec *ts, uint32_t size);
long k1_sys_sigqueueinfo (int thread, int32_t tgid, int32_t tid, uint32_t sig,
			  uint32_t info);
long k1_sys_signalfd4 (int32_t fd, uint32_t mask, uint32_t size,
		       uint32_t flags);
void k1_signal_after_fork (void);
void k1_signal_end_suspend (void);
int k1_signal_restart_wanted (void);
void k1_signal_host_async (int sig);
void k1_signal_exec_mask (int undo);
extern sigjmp_buf k1_fault_jmp;
extern volatile int k1_in_guest;
extern uint32_t k1_sigpage;

/* syscall.c  */
void k1_syscall (const uint32_t *src, uint32_t nr);
extern int k1_scall_jumped, k1_scall_restart;
const char *k1_syscall_name (unsigned nr);

/* loader.c  */
int k1_load (const char *path, char **argv, char **envp, const char *argv0);
extern uint32_t k1_brk_start, k1_brk_cur;
extern char k1_exe_path[4096];

/* trace.c  */
extern int k1_opt_trace, k1_opt_strace, k1_opt_stats, k1_opt_strict, k1_opt_count;
extern int k1_opt_exit_on_signal, k1_opt_safe;
int k1_format_insn (char *buf, size_t size, uint32_t pc, uint32_t syl,
		    uint32_t ext);
void k1_trace_bundle (uint32_t pc, const struct k1_bundle *b);
void k1_trace_writes (const struct k1_bundle *b, const uint32_t *before,
		      uint32_t pc);
void k1_stats_bundle (const struct k1_bundle *b);
void k1_stats_print (void);
extern FILE *k1_trace_file;

/* main.c  */
void k1_fatal (const char *fmt, ...) __attribute__ ((noreturn, format (printf, 1, 2)));
void k1_exit (int status) __attribute__ ((noreturn));
void k1_report (void);
extern char **k1_sim_argv;
extern int k1_sim_nopts;
const char *k1_elf_check (const unsigned char *buf, size_t size,
			  int whole_file);
long k1_execve (uint32_t path, uint32_t argv, uint32_t envp);
extern const char *k1_progname;

#endif /* K1_SIM_H */
