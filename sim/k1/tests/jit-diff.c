/* The JIT's differential test: every instruction that has an inline
   x86-64 template (cpu/jit.c) runs with random and edge operands
   through the template and through its k1-sem.def semantics (the
   reference executor's exec1), from the same registers and memory;
   any difference in the registers, the memory, the branch taken and
   its target, or the fault raised fails the test.  Half the cases
   start with the operands cached in host registers, as within a
   block.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   Built by tests/run.sh from the cpu/ sources: jit-diff [CASES] [SEED].  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cpu/cpu.h"

#define BASE 0x10000u		/* two mapped test pages */
#define SPAN 8192u

static uint64_t rng = 88172645463325252ull;

static uint32_t
rnd (void)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (uint32_t) rng;
}

/* A register value: often an edge of some operation.  */
static uint32_t
value (void)
{
  static const uint32_t edge[] = {
    0, 1, 2, 31, 32, 33, 63, 64, 0xff, 0x100, 0x7fff, 0x8000, 0xffff,
    0x10000, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff,
    0xffff8000, 0xffffff80, 0x55555555, 0xaaaaaaaa
  };

  switch (rnd () % 4)
    {
    case 0:
      return edge[rnd () % (sizeof edge / sizeof edge[0])];
    case 1:
      return rnd () % 64 - 32;
    default:
      return rnd ();
    }
}

static int32_t
immediate (void)
{
  switch (rnd () % 4)
    {
    case 0:
      return (int32_t) value ();
    case 1:
      return (int32_t) (rnd () % 1024) - 512;
    default:
      return (int32_t) rnd ();
    }
}

/* A register number: often one of three, so that an instruction's
   operands and result are often the same register.  */
static unsigned
reg (void)
{
  return rnd () % 2 ? rnd () % 3 : rnd () % 64;
}

/* A random instruction OP, and registers and memory for it.  */
static void
make_case (struct k1_cpu *cpu, struct k1_dinsn *d, unsigned op)
{
  const char *args = op < K1_INSN_COUNT ? k1_opcodes[op].args : "";
  int flags = op < K1_INSN_COUNT ? k1_opcodes[op].flags : 0;

  for (unsigned i = 0; i < 72; i++)
    cpu->r[i] = value ();
  memset (d, 0, sizeof *d);
  d->op = op;
  d->w = reg ();
  d->z = reg ();
  d->y = reg ();
  d->imm = immediate ();
  if (strchr (args, 'u'))
    d->imm = rnd () % 32;
  if (strchr (args, 'U'))
    d->imm = rnd () % 64;
  if (strchr (args, 'h'))
    d->y = rnd () % 32;
  if (strchr (args, 'l'))
    d->x = rnd () % 32;
  if (strchr (args, 'B') || strchr (args, 'C'))
    d->imm = (int32_t) (rnd () & ~3u);
  switch (op)
    {
    case K1_OP_MOV: case K1_OP_MOV2:
      d->z = K1_R_TMP;
      break;
    case K1_OP_GET_SLOT:
      d->y = K1_R_RA + rnd () % 5;
      break;
    case K1_OP_SET_SLOT:
      d->w = K1_R_RA;
      break;
    }
  if (flags & (K1_F_LOAD | K1_F_STORE))
    {
      uint32_t a = BASE + rnd () % (SPAN - 8);

      if (rnd () % 8)
	a &= ~7u;		/* mostly aligned; the rest may fault */
      if ((flags & K1_F_LOAD) && rnd () % 4 == 0)
	d->w = K1_R_TMP;	/* a load committed later */
      if (strchr (args, 'i'))
	{
	  d->imm = (int32_t) (rnd () % 1024) - 512;
	  cpu->r[d->z] = a - (uint32_t) d->imm;
	}
      else
	{
	  while (d->y == d->z)
	    d->y = reg ();
	  cpu->r[d->z] = a - cpu->r[d->y];
	}
    }
}

struct outcome
{
  uint32_t r[72];
  uint8_t mem[SPAN];
  int taken, faulted;
  uint32_t npc, fault, fault_addr;
};

static struct outcome ref_out, jit_out;

static void
run (struct k1_cpu *cpu, const struct k1_dinsn *d, int jit,
     struct outcome *o)
{
  volatile int taken = 0;
  uint32_t npc = 0;

  o->faulted = 0;
  cpu->fault = 0;
  cpu->fault_addr = 0;
  if (sigsetjmp (cpu->fault_jmp, 0))
    o->faulted = 1;
  else
    taken = jit ? k1_jit_run_template (cpu, d, 0x1234, &npc, jit > 1)
		: k1_exec_insn (cpu, d, 0x1234, &npc);
  o->taken = taken != 0;
  o->npc = o->taken ? npc : 0;
  o->fault = cpu->fault;
  o->fault_addr = cpu->fault_addr;
  memcpy (o->r, cpu->r, sizeof o->r);
  memcpy (o->mem, k1_mem + BASE, SPAN);
}

int
main (int argc, char **argv)
{
  static struct k1_cpu cpu;
  static uint32_t regs[72];
  static uint8_t mem[SPAN];
  unsigned cases = argc > 1 ? (unsigned) atoi (argv[1]) : 2000;
  unsigned ntempl = 0, bad = 0;
  unsigned long total = 0;

  if (argc > 2)
    rng = strtoull (argv[2], NULL, 0) | 1;
  if (!k1_jit_available ())
    {
      printf ("jit-diff: no translator on this host\n");
      return 0;
    }
  k1_mem_init ();
  if (k1_mem_map (BASE, SPAN, K1_P_R | K1_P_W, 0, -1, 0))
    k1_fatal ("cannot map the test pages");
  k1_cpu_init (&cpu);
  k1_cpu_current = &cpu;
  cpu.in_exec = 1;

  for (unsigned op = 0; op < K1_OP_COUNT; op++)
    {
      unsigned diffs = 0;

      if (!k1_jit_has_template (op))
	continue;
      ntempl++;
      for (unsigned n = 0; n < cases; n++)
	{
	  struct k1_dinsn d;

	  make_case (&cpu, &d, op);
	  for (unsigned i = 0; i < SPAN; i++)
	    k1_mem[BASE + i] = (uint8_t) rnd ();
	  memcpy (regs, cpu.r, sizeof regs);
	  memcpy (mem, k1_mem + BASE, SPAN);
	  run (&cpu, &d, 0, &ref_out);
	  memcpy (cpu.r, regs, sizeof regs);
	  memcpy (k1_mem + BASE, mem, SPAN);
	  /* Half the cases with the operands cached in host registers.  */
	  run (&cpu, &d, 1 + (n & 1), &jit_out);
	  total++;
	  if (memcmp (&ref_out, &jit_out, sizeof ref_out) != 0)
	    {
	      if (diffs++ < 3)
		{
		  printf ("jit-diff: %s (op %u) w=%u z=%u y=%u x=%u imm=0x%x: "
			  "z=0x%x y=0x%x w=0x%x:", op < K1_INSN_COUNT
			  ? k1_opcodes[op].name : "internal", op, d.w, d.z,
			  d.y, d.x, (uint32_t) d.imm, regs[d.z], regs[d.y],
			  regs[d.w]);
		  for (unsigned i = 0; i < 72; i++)
		    if (ref_out.r[i] != jit_out.r[i])
		      printf (" r%u ref 0x%x jit 0x%x", i, ref_out.r[i],
			      jit_out.r[i]);
		  if (memcmp (ref_out.mem, jit_out.mem, SPAN))
		    printf (" memory differs");
		  if (ref_out.taken != jit_out.taken || ref_out.npc != jit_out.npc)
		    printf (" branch ref %d 0x%x jit %d 0x%x", ref_out.taken,
			    ref_out.npc, jit_out.taken, jit_out.npc);
		  if (ref_out.faulted != jit_out.faulted
		      || ref_out.fault != jit_out.fault
		      || ref_out.fault_addr != jit_out.fault_addr)
		    printf (" fault ref %d %u 0x%x jit %d %u 0x%x",
			    ref_out.faulted, ref_out.fault, ref_out.fault_addr,
			    jit_out.faulted, jit_out.fault,
			    jit_out.fault_addr);
		  printf ("\n");
		}
	      bad++;
	    }
	}
    }
  printf ("jit-diff: %u instructions with a template, %lu cases, %u differ\n",
	  ntempl, total, bad);
  return bad != 0 || ntempl == 0;
}
