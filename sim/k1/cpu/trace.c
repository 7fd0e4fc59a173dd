/* k1-linux-run: --trace and --stats.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   The disassembly is objdump's (opcodes/k1-dis.c).  The cycle model issues one bundle per cycle
   and stalls a bundle until every register it reads is ready, with
   the latencies of the table.  */

#define _GNU_SOURCE
#include <string.h>
#include <stdlib.h>
#include <stdarg.h>
#include "cpu.h"
#include "dis/disassemble.h"

int k1_opt_trace, k1_opt_stats, k1_opt_count;
int k1_trace_threads;
FILE *k1_trace_file;

/* Once the process has threads, each line starts with its thread.  */
void
k1_trace_prefix (const struct k1_cpu *cpu, FILE *f)
{
  if (k1_trace_threads)
    fprintf (f, "[tid %d] ", cpu->tid);
}

/* The disassembly is opcodes/k1-dis.c's own printer (print_insn_k1),
   compiled into the simulator against cpu/dis/disassemble.h, so that
   --trace prints what k1-linux-objdump -d prints (branch targets
   without the symbol).  */
struct dis_buf
{
  char *buf;
  size_t size, n;
};

static int
dis_printf (void *stream, enum disassembler_style style, const char *fmt, ...)
{
  struct dis_buf *d = stream;
  va_list ap;
  int r;

  (void) style;
  va_start (ap, fmt);
  r = vsnprintf (d->buf + d->n, d->n < d->size ? d->size - d->n : 0, fmt, ap);
  va_end (ap);
  if (r > 0)
    d->n += r;
  return r;
}

static int
dis_read (bfd_vma addr, bfd_byte *out, unsigned int len,
	  struct disassemble_info *info)
{
  (void) info;
  if (addr + len > ((bfd_vma) 1 << 32)
      || !k1_access_ok ((uint32_t) addr, len, K1_P_X))
    return -1;
  memcpy (out, k1_host ((uint32_t) addr), len);
  return 0;
}

static void
dis_memory_error (int status, bfd_vma addr, struct disassemble_info *info)
{
  (void) status;
  (void) addr;
  (void) info;
}

static void
dis_address (bfd_vma addr, struct disassemble_info *info)
{
  dis_printf (info->stream, dis_style_address, "%x", (unsigned) addr);
}

/* Disassemble the instruction at ADDR into BUF, ";;" after the last
   of its bundle; return the length of the text.  */
int
k1_format_insn (char *buf, size_t size, uint32_t addr)
{
  struct dis_buf d = { buf, size, 0 };
  struct disassemble_info info;

  memset (&info, 0, sizeof info);
  info.stream = &d;
  info.fprintf_styled_func = dis_printf;
  info.read_memory_func = dis_read;
  info.memory_error_func = dis_memory_error;
  info.print_address_func = dis_address;
  if (size)
    buf[0] = 0;
  print_insn_k1 (addr, &info);
  return (int) d.n;
}

static uint32_t
syl_at (uint32_t addr)
{
  uint32_t v = 0;

  if (k1_access_ok (addr, 4, K1_P_X))
    memcpy (&v, k1_host (addr), 4);
  return v;
}

void
k1_trace_bundle (const struct k1_cpu *cpu, uint32_t pc,
		 const struct k1_bundle *b)
{
  char buf[128];

  flockfile (k1_trace_file);
  if (b->flags & K1_B_ILLEGAL)
    {
      k1_trace_prefix (cpu, k1_trace_file);
      fprintf (k1_trace_file, "%08x: <illegal bundle>\n", pc);
    }
  else
    for (unsigned i = 0; i < b->ni; i++)
      {
	uint32_t a = pc + 4 * b->sidx[i];
	k1_format_insn (buf, sizeof buf, a);
	k1_trace_prefix (cpu, k1_trace_file);
	fprintf (k1_trace_file, "%08x: %s\n", a, buf);
      }
  funlockfile (k1_trace_file);
}

static const char *
slot_name (unsigned s, char *buf)
{
  static const char *sys[] = { "ra", "cs", "ls", "le", "lc" };

  if (s < 64)
    sprintf (buf, "$r%u", s);
  else
    sprintf (buf, "$%s", sys[s - 64]);
  return buf;
}

/* Print every register the bundle wrote (by the table's operand
   flags), with its new value; also those changed otherwise (the loop
   counter, a system call).  */
void
k1_trace_writes (const struct k1_cpu *cpu, const struct k1_bundle *b,
		 const uint32_t *before, uint32_t pc)
{
  struct k1_regset all = { 0, 0 };
  char nb[8];
  int any = 0;

  if (!(b->flags & K1_B_ILLEGAL))
    for (unsigned i = 0; i < b->ni; i++)
      {
	struct k1_regset rd, wr;

	k1_insn_regs (&k1_opcodes[b->tid[i]], syl_at (pc + 4 * b->sidx[i]),
		      &rd, &wr);
	all.gpr |= wr.gpr;
	all.sys |= wr.sys;
      }
  flockfile (k1_trace_file);
  for (unsigned s = 0; s < K1_NSLOTS; s++)
    if (cpu->r[s] != before[s]
	|| ((s < 64 ? all.gpr >> s : (uint64_t) all.sys >> (s - 64)) & 1))
      {
	if (!any)
	  k1_trace_prefix (cpu, k1_trace_file);
	fprintf (k1_trace_file, "%s %s = 0x%08x", any ? "," : "          ",
		 slot_name (s, nb), cpu->r[s]);
	any = 1;
      }
  if (any)
    fputc ('\n', k1_trace_file);
  funlockfile (k1_trace_file);
}

/* Statistics, per CPU state: the cycle model and the mix.  */
struct k1_stats
{
  uint64_t bundles, insns;	/* filled by k1_stats_add */
  uint64_t cycles, stalls, ready[K1_NSLOTS];
  uint64_t per_unit[5], per_size[K1_MAX_BUNDLE_INSNS + 1];
  uint64_t n_load, n_store, n_branch, n_fpu;
};

struct k1_stats *
k1_stats_new (void)
{
  struct k1_stats *s = calloc (1, sizeof *s);

  if (!s)
    k1_fatal ("out of memory");
  return s;
}

uint64_t k1_stats_bundles (const struct k1_stats *s) { return s->bundles; }
uint64_t k1_stats_insns (const struct k1_stats *s) { return s->insns; }

/* The latest ready time of the slots in S, or ISSUE.  */
static uint64_t
ready_after (const struct k1_stats *st, const struct k1_regset *s,
	     uint64_t issue)
{
  for (uint64_t m = s->gpr; m; m &= m - 1)
    if (st->ready[__builtin_ctzll (m)] > issue)
      issue = st->ready[__builtin_ctzll (m)];
  for (uint32_t m = s->sys; m; m &= m - 1)
    if (st->ready[64 + __builtin_ctz (m)] > issue)
      issue = st->ready[64 + __builtin_ctz (m)];
  return issue;
}

static void
set_ready (struct k1_stats *st, const struct k1_regset *s, uint64_t when)
{
  for (uint64_t m = s->gpr; m; m &= m - 1)
    st->ready[__builtin_ctzll (m)] = when;
  for (uint32_t m = s->sys; m; m &= m - 1)
    st->ready[64 + __builtin_ctz (m)] = when;
}

void
k1_stats_bundle (struct k1_cpu *cpu, const struct k1_bundle *b)
{
  struct k1_regset rd[K1_MAX_BUNDLE_INSNS], wr[K1_MAX_BUNDLE_INSNS];
  struct k1_stats *st = cpu->stats;
  uint64_t issue = st->cycles;

  st->per_size[b->ni]++;
  for (unsigned i = 0; i < b->ni; i++)
    {
      k1_insn_regs (&k1_opcodes[b->tid[i]],
		    syl_at (cpu->pc + 4 * b->sidx[i]), &rd[i], &wr[i]);
      issue = ready_after (st, &rd[i], issue);
    }
  st->stalls += issue - st->cycles;
  for (unsigned i = 0; i < b->ni; i++)
    {
      const struct k1_opcode *op = &k1_opcodes[b->tid[i]];

      set_ready (st, &wr[i], issue + (op->latency ? op->latency : 1));
      st->per_unit[op->unit]++;
      if (op->flags & K1_F_LOAD)
	st->n_load++;
      if (op->flags & K1_F_STORE)
	st->n_store++;
      if (op->flags & K1_F_BRANCH)
	st->n_branch++;
      if (op->flags & K1_F_FPU)
	st->n_fpu++;
    }
  st->cycles = issue + 1;
}

/* Add CPU's figures to TO (the process's, for the report at exit).  */
void
k1_stats_add (struct k1_stats *to, const struct k1_cpu *cpu)
{
  to->bundles += cpu->bundles;
  to->insns += cpu->insns;
  if (cpu->stats)
    k1_stats_merge (to, cpu->stats);
}

/* Add the cycle model's figures of S to TO.  */
void
k1_stats_merge (struct k1_stats *to, const struct k1_stats *s)
{
  to->bundles += s->bundles;
  to->insns += s->insns;
  to->cycles += s->cycles;
  to->stalls += s->stalls;
  for (unsigned i = 0; i < 5; i++)
    to->per_unit[i] += s->per_unit[i];
  for (unsigned i = 0; i <= K1_MAX_BUNDLE_INSNS; i++)
    to->per_size[i] += s->per_size[i];
  to->n_load += s->n_load;
  to->n_store += s->n_store;
  to->n_branch += s->n_branch;
  to->n_fpu += s->n_fpu;
}

/* Print S, which k1_stats_add filled; cycles are summed over the
   threads, each of which runs on its own core.  */
void
k1_stats_print (const struct k1_stats *s, FILE *f)
{
  uint64_t b = s->bundles, n = s->insns;
  static const char *units[] = { "BCU", "LSU", "MAU", "ALU", "ALUD" };

  fprintf (f, "k1-linux-run statistics\n");
  fprintf (f, "  bundles         %llu\n", (unsigned long long) b);
  fprintf (f, "  instructions    %llu\n", (unsigned long long) n);
  fprintf (f, "  cycles          %llu (%llu stall cycles)\n",
	   (unsigned long long) s->cycles, (unsigned long long) s->stalls);
  if (b)
    fprintf (f, "  insns/bundle    %.3f\n", (double) n / b);
  if (s->cycles)
    fprintf (f, "  insns/cycle     %.3f\n", (double) n / s->cycles);
  fprintf (f, "  bundle sizes   ");
  for (unsigned i = 1; i <= K1_MAX_BUNDLE_INSNS; i++)
    fprintf (f, " %u:%llu", i, (unsigned long long) s->per_size[i]);
  fprintf (f, "\n  units          ");
  for (unsigned i = 0; i < 5; i++)
    fprintf (f, " %s:%llu", units[i], (unsigned long long) s->per_unit[i]);
  fprintf (f, "\n  classes         load:%llu store:%llu branch:%llu fpu:%llu\n",
	   (unsigned long long) s->n_load, (unsigned long long) s->n_store,
	   (unsigned long long) s->n_branch, (unsigned long long) s->n_fpu);
}
