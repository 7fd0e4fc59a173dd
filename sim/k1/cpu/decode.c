/* k1-linux-run: predecoding and the bundle cache.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   Each bundle is decoded once, through the one opcode table
   (k1_decode), into a struct k1_bundle: operands resolved, branch
   targets absolute, instructions in an order that gives parallel
   semantics without copying the register file (the load or store
   first so that a fault is precise, every reader before the writer of
   what it reads, scall last).  Bundles live in per-page arrays indexed
   by address, one set per CPU state, so that a thread never reads
   what another writes.  A guest-writable page holding cached bundles
   is write protected on the host; a write to it (from any thread) or
   a change of its mapping drops its bundles from every cache at the
   end of each one's current bundle, iinval all of them.  */

#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "cpu.h"

extern struct k1_cpu *k1_cpu_list;

static void
set_bit (struct k1_regset *s, unsigned slot)
{
  if (slot < 64)
    s->gpr |= (uint64_t) 1 << slot;
  else
    s->sys |= 1u << (slot - 64);
}

static int
sysreg_slot (unsigned n)
{
  switch (n)
    {
    case K1_SFR_ra: return K1_R_RA;
    case K1_SFR_cs: return K1_R_CS;
    case K1_SFR_ls: return K1_R_LS;
    case K1_SFR_le: return K1_R_LE;
    case K1_SFR_lc: return K1_R_LC;
    default: return -1;
    }
}

void
k1_insn_regs (const struct k1_opcode *op, uint32_t syl,
	      struct k1_regset *rd, struct k1_regset *wr)
{
  unsigned w = K1_W (syl), z = K1_Z (syl), y = K1_Y (syl);

  memset (rd, 0, sizeof *rd);
  memset (wr, 0, sizeof *wr);
  for (const char *a = op->args; *a; a++)
    switch (*a)
      {
      case 'w': case 'W':
	if (op->flags & K1_F_WW)
	  set_bit (wr, w);
	if (op->flags & K1_F_RW)
	  set_bit (rd, w);
	if (*a == 'W')
	  {
	    if (op->flags & K1_F_WW)
	      set_bit (wr, w + 1);
	    if (op->flags & K1_F_RW)
	      set_bit (rd, w + 1);
	  }
	break;
      case 'z': set_bit (rd, z); break;
      case 'Z': set_bit (rd, z); set_bit (rd, z + 1); break;
      case 'y': set_bit (rd, y); break;
      case 'Y': set_bit (rd, y); set_bit (rd, y + 1); break;
      case 's':
	if (sysreg_slot (z) >= 0)
	  set_bit (rd, sysreg_slot (z));
	break;
      case 'S':
	if (sysreg_slot (w) >= 0)
	  set_bit (wr, sysreg_slot (w));
	break;
      }
  if (op->flags & K1_F_WRA)
    set_bit (wr, K1_R_RA);
  if (op->flags & K1_F_RRA)
    set_bit (rd, K1_R_RA);
  if (op->flags & K1_F_WLOOP)
    {
      set_bit (wr, K1_R_LS);
      set_bit (wr, K1_R_LE);
      set_bit (wr, K1_R_LC);
    }
  if (op->flags & K1_F_WCARRY)
    set_bit (wr, K1_R_CS);
  if (op->flags & (K1_F_RCARRY | K1_F_FPU))
    set_bit (rd, K1_R_CS);
  if (op->flags & K1_F_SYSCALL)
    {
      /* The arguments; the number is in Z, read above.  */
      for (unsigned i = 0; i <= 5; i++)
	set_bit (rd, i);
      set_bit (wr, 0);
    }
}

static int
overlap (const struct k1_regset *a, const struct k1_regset *b)
{
  return (a->gpr & b->gpr) || (a->sys & b->sys);
}

/* Fetch the syllable at ADDR, which must be executable.  */
static uint32_t
fetch (struct k1_cpu *cpu, uint32_t addr)
{
  uint8_t p = k1_pageprot[addr >> K1_PAGE_SHIFT];
  uint32_t v;

  if (!(p & K1_P_MAPPED) || !(p & K1_P_X))
    k1_cpu_fault (cpu, (p & K1_P_MAPPED) ? K1_FAULT_ACCERR : K1_FAULT_MAPERR,
		  addr);
  memcpy (&v, k1_mem + addr, 4);
  return v;
}

/* Write-protect a guest-writable page that is about to hold cached
   code: before it is decoded, so that a write from another thread
   either comes first or faults and drops what was decoded.  */
static void
protect_code (uint32_t page)
{
  uint8_t *p = &k1_pageprot[page];

  if ((*p & (K1_P_W | K1_P_CODE)) != K1_P_W)
    return;
  k1_core_lock ();
  if ((*p & (K1_P_W | K1_P_CODE)) == K1_P_W)
    {
      mprotect (k1_mem + ((size_t) page << K1_PAGE_SHIFT), K1_PAGE_SIZE,
		PROT_READ);
      *p |= K1_P_CODE;
    }
  k1_core_unlock ();
}

/* Build D, the predecoded form of OP at PC.  */
static void
predecode (struct k1_dinsn *d, const struct k1_opcode *op, uint32_t syl,
	   uint32_t ext, uint32_t pc, struct k1_bundle *b)
{
  d->op = op->id;
  d->w = K1_W (syl);
  d->z = K1_Z (syl);
  d->y = K1_Y (syl);
  d->x = 0;
  d->imm = 0;
  for (const char *a = op->args; *a; a++)
    switch (*a)
      {
      case 'i': d->imm = k1_immediate (syl, ext); break;
      case 'u': d->imm = K1_LO5 (syl); break;
      case 'U': d->imm = K1_U6 (syl); break;
      case 'h': d->y = K1_HI5 (syl); break;
      case 'l': d->x = K1_LO5 (syl); break;
      case 'B':
	d->imm = (int32_t) (pc + (uint32_t) (((int32_t) (K1_B27 (syl) << 5)
					      >> 5) * 4));
	break;
      case 'C':
	d->imm = (int32_t) (pc + (uint32_t) (((int32_t) (K1_B17 (syl) << 15)
					      >> 15) * 4));
	break;
      }

  if (op->id == K1_INSN_GET)
    {
      unsigned s = K1_Z (syl);
      const struct k1_sysreg_desc *sr = s < k1_num_sysregs ? &k1_sysregs[s] : 0;

      if (!sr)
	{ b->flags |= K1_B_ILLEGAL; b->ill_fault = K1_FAULT_ILLOPN; }
      else if (sr->user == 0)
	{ b->flags |= K1_B_ILLEGAL; b->ill_fault = K1_FAULT_PRVREG; }
      else if (s == K1_SFR_pc || s == K1_SFR_ps)
	{
	  /* Known at decode time: the bundle address, user mode.  */
	  d->op = K1_INSN_MAKE;
	  d->imm = s == K1_SFR_pc ? (int32_t) pc : 0;
	}
      else if (s == K1_SFR_cs)
	d->op = K1_OP_GET_CS;
      else
	{
	  d->op = K1_OP_GET_SLOT;
	  d->y = sysreg_slot (s);
	}
    }
  else if (op->id == K1_INSN_SET)
    {
      unsigned s = K1_W (syl);
      const struct k1_sysreg_desc *sr = s < k1_num_sysregs ? &k1_sysregs[s] : 0;

      if (!sr)
	{ b->flags |= K1_B_ILLEGAL; b->ill_fault = K1_FAULT_ILLOPN; }
      else if (sr->user != 2)
	{ b->flags |= K1_B_ILLEGAL; b->ill_fault = K1_FAULT_PRVREG; }
      else if (s == K1_SFR_cs)
	d->op = K1_OP_SET_CS;
      else
	{
	  d->op = K1_OP_SET_SLOT;
	  d->w = sysreg_slot (s);
	  if (s == K1_SFR_ls || s == K1_SFR_le || s == K1_SFR_lc)
	    b->flags |= K1_B_LOOPW;
	  if (s == K1_SFR_lc)
	    b->flags |= K1_B_SETLC;
	}
    }
  else if (op->flags & K1_F_WLOOP)
    b->flags |= K1_B_LOOPW | K1_B_LOOPDO;
  else if (op->flags & K1_F_SYSCALL)
    b->flags |= K1_B_SCALL;
}

static void
illegal (struct k1_bundle *b, enum k1_fault f)
{
  b->flags = K1_B_ILLEGAL;
  b->ill_fault = f;
}

/* Decode the bundle at PC into B.  */
static void
decode_bundle (struct k1_cpu *cpu, struct k1_bundle *b, uint32_t pc)
{
  const struct k1_opcode *ops[K1_MAX_BUNDLE_INSNS];
  struct k1_regset rd[K1_MAX_BUNDLE_INSNS], wr[K1_MAX_BUNDLE_INSNS];
  struct k1_dinsn tmp[K1_MAX_BUNDLE_INSNS];
  unsigned n = 0, nsyl = 0, units[5] = { 0 };
  int last = 0, lsu = -1, scall = -1;

  memset (b, 0, sizeof *b);
  while (!last)
    {
      uint32_t syl, ext = 0;
      const struct k1_opcode *op;

      if (nsyl >= K1_MAX_BUNDLE_SYLLABLES || n >= K1_MAX_BUNDLE_INSNS)
	{ illegal (b, K1_FAULT_ILLOPC); goto out; }
      syl = fetch (cpu, pc + 4 * nsyl);
      op = k1_decode (syl);
      if (!op)
	{ illegal (b, K1_FAULT_ILLOPC); goto out; }
      b->sidx[n] = nsyl++;
      last = !(syl & K1_PARALLEL);
      if (strchr (op->args, 'i') && K1_HAS_EXT (syl))
	{
	  if (last || nsyl >= K1_MAX_BUNDLE_SYLLABLES)
	    { illegal (b, K1_FAULT_ILLOPC); goto out; }
	  ext = fetch (cpu, pc + 4 * nsyl++);
	  if (ext & K1_EXT_MBZ)
	    { illegal (b, K1_FAULT_ILLOPC); goto out; }
	  last = !(ext & K1_PARALLEL);
	}
      ops[n] = op;
      b->tid[n] = op - k1_opcodes;
      predecode (&tmp[n], op, syl, ext, pc, b);
      k1_insn_regs (op, syl, &rd[n], &wr[n]);
      units[op->unit]++;
      if (op->unit == K1_UNIT_LSU)
	lsu = n;
      if (op->flags & K1_F_SYSCALL)
	scall = n;
      n++;
    }
  b->ni = n;
  b->nsyl = nsyl;
  b->next = pc + 4 * nsyl;
  if (b->flags & K1_B_ILLEGAL)
    goto out;

  /* One instruction per unit, two ALUs, a 64-bit ALU op takes both;
     no register written twice.  */
  if (units[K1_UNIT_BCU] > 1 || units[K1_UNIT_LSU] > 1
      || units[K1_UNIT_MAU] > 1
      || units[K1_UNIT_ALU] + 2 * units[K1_UNIT_ALUD] > K1_NUM_ALUS)
    { illegal (b, K1_FAULT_ILLOPC); goto out; }
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = i + 1; j < n; j++)
      if (overlap (&wr[i], &wr[j]))
	{ illegal (b, K1_FAULT_ILLOPC); goto out; }

  /* FP flags are accumulated by the host FPU; a get or set of $cs
     beside an FP instruction must not see this bundle's flags.  */
  {
    int fpu = 0, cs = -1;

    for (unsigned i = 0; i < n; i++)
      {
	if (ops[i]->flags & K1_F_FPU)
	  fpu = 1;
	if (tmp[i].op == K1_OP_GET_CS || tmp[i].op == K1_OP_SET_CS)
	  cs = i;
      }
    if (fpu && cs >= 0)
      {
	b->flags |= K1_B_FOLDCS;
	tmp[cs].op = tmp[cs].op == K1_OP_GET_CS ? K1_OP_GET_CS_RAW
						: K1_OP_SET_CS_RAW;
      }
  }

  /* Execution order.  */
  {
    unsigned done = 0, k = 0;
    int commit = -1;

    if (lsu >= 0)
      {
	struct k1_regset others = { 0, 0 };

	for (unsigned i = 0; i < n; i++)
	  if ((int) i != lsu)
	    {
	      others.gpr |= rd[i].gpr;
	      others.sys |= rd[i].sys;
	    }
	b->in[k++] = tmp[lsu];
	if (overlap (&wr[lsu], &others))
	  {
	    /* Another instruction reads the loaded register: load into
	       the temporary slots and commit at the end.  */
	    struct k1_dinsn *d = &b->in[k - 1];

	    commit = d->w;
	    if (d->op == K1_INSN_ACSWAPW)
	      d->y = d->w;
	    d->w = K1_R_TMP;
	  }
	done |= 1u << lsu;
	memset (&wr[lsu], 0, sizeof wr[lsu]);
      }
    /* Every reader before the writer of what it reads.  */
    while (k < n - (scall >= 0))
      {
	int pick = -1;

	for (unsigned i = 0; i < n && pick < 0; i++)
	  {
	    int ok = !(done & (1u << i)) && (int) i != scall;

	    for (unsigned j = 0; j < n && ok; j++)
	      if (j != i && !(done & (1u << j)) && overlap (&rd[j], &wr[i]))
		ok = 0;
	    if (ok)
	      pick = i;
	  }
	if (pick < 0)
	  break;
	b->in[k++] = tmp[pick];
	done |= 1u << pick;
      }
    if (k < n - (scall >= 0))
      {
	/* A cycle (a swap): execute from a snapshot.  */
	b->flags |= K1_B_SHADOW;
	k = 0;
	if (lsu >= 0)
	  b->in[k++] = tmp[lsu];
	for (unsigned i = 0; i < n; i++)
	  if ((int) i != lsu && (int) i != scall)
	    b->in[k++] = tmp[i];
	commit = -1;
      }
    if (commit >= 0)
      {
	struct k1_dinsn *d = &b->in[k++];

	memset (d, 0, sizeof *d);
	d->op = ops[lsu]->args[0] == 'W' || ops[lsu]->id == K1_INSN_ACSWAPW
		? K1_OP_MOV2 : K1_OP_MOV;
	d->w = commit;
	d->z = K1_R_TMP;
      }
    if (scall >= 0)
      {
	/* The system call reads its number and $r0..$r5 after the
	   others wrote: from a snapshot if one of them wrote those.  */
	for (unsigned i = 0; i < n; i++)
	  if ((int) i != scall && overlap (&wr[i], &rd[scall]))
	    b->flags |= K1_B_SHADOW;
	if (commit >= 0)
	  {
	    struct k1_regset c = { 0, 0 };

	    set_bit (&c, commit);
	    if (b->in[k - 1].op == K1_OP_MOV2)
	      set_bit (&c, commit + 1);
	    if (overlap (&c, &rd[scall]))
	      b->flags |= K1_B_SHADOW;
	  }
	if ((b->flags & K1_B_SHADOW) && commit >= 0)
	  {
	    /* Everything reads the snapshot: the load goes straight to
	       its register, without the temporary and its commit.  */
	    b->in[0] = tmp[lsu];
	    k--;
	  }
	b->in[k++] = tmp[scall];
      }
    b->n = k;
  }
  return;

 out:
  b->n = 1;
  b->in[0].op = K1_OP_ILLEGAL;
  if (!b->next)
    b->next = pc + 4;
}

void
k1_code_cache_init (struct k1_cpu *cpu)
{
  struct k1_code_cache *c = calloc (1, sizeof *c);

  if (c)
    c->pages = mmap (NULL, K1_NUM_PAGES * sizeof *c->pages,
		     PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (!c || c->pages == MAP_FAILED)
    k1_fatal ("out of memory");
  cpu->code = c;
}

static void
drop_all (struct k1_code_cache *c)
{
  c->gen++;
  for (size_t i = 0; i < c->nlive; i++)
    {
      k1_block_free_list (c->pages[c->live[i]]->blocks);
      free (c->pages[c->live[i]]);
      c->pages[c->live[i]] = NULL;
    }
  c->nlive = 0;
}

void
k1_code_cache_free (struct k1_cpu *cpu)
{
  struct k1_code_cache *c = cpu->code;

  drop_all (c);
  munmap (c->pages, K1_NUM_PAGES * sizeof *c->pages);
  free (c->live);
  free (c);
  cpu->code = NULL;
}

static struct k1_code_page *
code_page (struct k1_code_cache *c, uint32_t page)
{
  struct k1_code_page *p = c->pages[page];

  if (!p)
    {
      p = calloc (1, sizeof *p);
      if (c->nlive == c->live_size)
	{
	  c->live_size = c->live_size ? 2 * c->live_size : 256;
	  c->live = realloc (c->live, c->live_size * sizeof *c->live);
	}
      if (!p || !c->live)
	k1_fatal ("out of memory");
      c->live[c->nlive++] = page;
      c->pages[page] = p;
    }
  return p;
}

struct k1_bundle *
k1_bundle_slow (struct k1_cpu *cpu, uint32_t pc)
{
  struct k1_bundle *b;
  uint32_t page = pc >> K1_PAGE_SHIFT;

  if (pc & 3)
    k1_cpu_fault (cpu, K1_FAULT_ALIGN, pc);
  fetch (cpu, pc);
  protect_code (page);
  b = &code_page (cpu->code, page)->b[(pc & (K1_PAGE_SIZE - 1)) >> 2];
  decode_bundle (cpu, b, pc);
  if (((b->next - 1) >> K1_PAGE_SHIFT) != page)
    {
      /* It runs into the next page: protect that one too, and decode
	 again what may have been written before.  */
      protect_code (page + 1);
      decode_bundle (cpu, b, pc);
    }
  return b;
}

/* Queue PAGE's bundles (and those of the page before, which may run
   into it) for dropping from every cache.  Under the core lock.  */
static void
queue_drop (uint32_t page)
{
  for (struct k1_cpu *cpu = k1_cpu_list; cpu; cpu = cpu->next)
    {
      struct k1_code_cache *c = cpu->code;

      if (c->npending < K1_CODE_MAX_PENDING)
	c->pending[c->npending++] = page;
      else
	c->flush_all = 1;
      k1_cpu_kick (cpu);
    }
}

/* Called when PAGE is written or remapped, possibly from the host
   SIGSEGV handler: make it writable again and drop its bundles when
   the current bundle of each CPU ends.  */
void
k1_code_invalidate (uint32_t page)
{
  uint8_t *p = &k1_pageprot[page];

  k1_core_lock ();
  if (*p & K1_P_CODE)
    {
      *p &= ~K1_P_CODE;
      if (*p & K1_P_W)
	mprotect (k1_mem + ((size_t) page << K1_PAGE_SHIFT), K1_PAGE_SIZE,
		  PROT_READ | PROT_WRITE);
    }
  queue_drop (page);
  k1_core_unlock ();
}

/* iinval: code may have been written through another mapping of the
   same memory, which the write protection does not see.  */
void
k1_code_flush_all (void)
{
  k1_core_lock ();
  for (struct k1_cpu *cpu = k1_cpu_list; cpu; cpu = cpu->next)
    {
      cpu->code->flush_all = 1;
      k1_cpu_kick (cpu);
    }
  k1_core_unlock ();
}

static void
drop (struct k1_code_cache *c, uint32_t page)
{
  c->gen++;
  if (c->pages[page])
    {
      k1_block_free_list (c->pages[page]->blocks);
      memset (c->pages[page], 0, sizeof *c->pages[page]);
    }
}

/* Between bundles of CPU: drop what was queued for its cache.  */
void
k1_code_flush_pending (struct k1_cpu *cpu)
{
  struct k1_code_cache *c = cpu->code;
  uint32_t pages[K1_CODE_MAX_PENDING];
  unsigned n;
  int all;

  if (!__atomic_load_n (&c->npending, __ATOMIC_RELAXED)
      && !__atomic_load_n (&c->flush_all, __ATOMIC_RELAXED))
    return;
  k1_core_lock ();
  n = c->npending;
  all = c->flush_all;
  memcpy (pages, c->pending, n * sizeof *pages);
  c->npending = 0;
  c->flush_all = 0;
  k1_core_unlock ();
  if (all)
    {
      drop_all (c);
      return;
    }
  while (n > 0)
    {
      uint32_t page = pages[--n];

      drop (c, page);
      if (page > 0)
	drop (c, page - 1);
    }
}
