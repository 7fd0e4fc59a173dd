/* Target-dependent code for the Kalray K1, for GDB.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of GDB.

   This program is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program.  If not, see <http://www.gnu.org/licenses/>.  */

/* The K1 is a VLIW machine: the unit of execution, of a breakpoint and
   of a single step is the bundle (up to 8 syllables, the last with its
   parallel bit clear).  Instructions are decoded with the one opcode
   table of opcodes/k1-opc.c; the disassembler is opcodes/k1-dis.c
   (GDB's default print_insn finds it through bfd_arch_k1).  */

#include "defs.h"
#include "arch-utils.h"
#include "dis-asm.h"
#include "dwarf2/frame.h"
#include "frame-base.h"
#include "frame-unwind.h"
#include "frame.h"
#include "gdbcore.h"
#include "gdbtypes.h"
#include "infcall.h"
#include "osabi.h"
#include "regcache.h"
#include "reggroups.h"
#include "symtab.h"
#include "target-descriptions.h"
#include "target.h"
#include "trad-frame.h"
#include "value.h"
#include "k1-tdep.h"

/* Register names.  */

static const char *
k1_register_name (struct gdbarch *gdbarch, int regnum)
{
  static const char *const gpr[K1_NUM_GPRS] = {
    "r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7",
    "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
    "r16", "r17", "r18", "r19", "r20", "r21", "r22", "r23",
    "r24", "r25", "r26", "r27", "r28", "r29", "r30", "r31",
    "r32", "r33", "r34", "r35", "r36", "r37", "r38", "r39",
    "r40", "r41", "r42", "r43", "r44", "r45", "r46", "r47",
    "r48", "r49", "r50", "r51", "r52", "r53", "r54", "r55",
    "r56", "r57", "r58", "r59", "r60", "r61", "r62", "r63",
  };
  static const char *const pair[K1_NUM_PAIRS] = {
    "p0", "p2", "p4", "p6", "p8", "p10", "p12", "p14",
    "p16", "p18", "p20", "p22", "p24", "p26", "p28", "p30",
    "p32", "p34", "p36", "p38", "p40", "p42", "p44", "p46",
    "p48", "p50", "p52", "p54", "p56", "p58", "p60", "p62",
  };
  int nraw = gdbarch_tdep<k1_gdbarch_tdep> (gdbarch)->num_raw_regs;
  const char *name;

  if (regnum < K1_NUM_GPRS)
    return gpr[regnum];
  if (regnum < nraw)
    {
      name = k1_sysreg_name (regnum - K1_NUM_GPRS);
      return name ? name : "";
    }
  if (regnum < nraw + K1_NUM_PAIRS)
    return pair[regnum - nraw];
  return "";
}

static struct type *
k1_register_type (struct gdbarch *gdbarch, int regnum)
{
  const struct builtin_type *bt = builtin_type (gdbarch);
  int nraw = gdbarch_tdep<k1_gdbarch_tdep> (gdbarch)->num_raw_regs;

  if (regnum == K1_PC_REGNUM || regnum == K1_RA_REGNUM)
    return bt->builtin_func_ptr;
  if (regnum == K1_SP_REGNUM || regnum == K1_FP_REGNUM)
    return bt->builtin_data_ptr;
  if (regnum >= nraw)
    return bt->builtin_int64;
  if (regnum >= K1_NUM_GPRS)
    return bt->builtin_uint32;
  return bt->builtin_int32;
}

/* $pN is $rN (low word) and $rN+1 (high word).  */

static enum register_status
k1_pseudo_register_read (struct gdbarch *gdbarch, readable_regcache *regcache,
			 int regnum, gdb_byte *buf)
{
  int r = 2 * (regnum - gdbarch_num_regs (gdbarch));
  enum register_status st = regcache->raw_read (r, buf);

  if (st == REG_VALID)
    st = regcache->raw_read (r + 1, buf + 4);
  return st;
}

static void
k1_pseudo_register_write (struct gdbarch *gdbarch, struct regcache *regcache,
			  int regnum, const gdb_byte *buf)
{
  int r = 2 * (regnum - gdbarch_num_regs (gdbarch));

  regcache->raw_write (r, buf);
  regcache->raw_write (r + 1, buf + 4);
}

/* The pairs are views of the general registers: "info registers"
   shows the general registers and $pc once, the pairs with "info
   all-registers".  */

static int
k1_register_reggroup_p (struct gdbarch *gdbarch, int regnum,
			const struct reggroup *group)
{
  if (regnum >= gdbarch_num_regs (gdbarch))
    return group == all_reggroup;
  return default_register_reggroup_p (gdbarch, regnum, group);
}

static int
k1_dwarf2_reg_to_regnum (struct gdbarch *gdbarch, int reg)
{
  if (reg >= 0 && reg < K1_NUM_GPRS)
    return reg;
  if (reg == K1_DWARF_RA)
    return K1_RA_REGNUM;
  if (reg == K1_DWARF_SIGNAL_PC)
    return K1_PC_REGNUM;
  return -1;
}

/* Bundles.  */

/* Read the bundle at PC into SYL (at most K1_MAX_BUNDLE_SYLLABLES);
   return its number of syllables, 0 if it cannot be read or does not
   end within the limit.  */

static int
k1_read_bundle (struct gdbarch *gdbarch, CORE_ADDR pc, uint32_t *syl)
{
  enum bfd_endian order = gdbarch_byte_order_for_code (gdbarch);

  for (int n = 0; n < K1_MAX_BUNDLE_SYLLABLES; n++)
    {
      gdb_byte buf[4];

      if (target_read_code (pc + 4 * n, buf, 4) != 0)
	return 0;
      syl[n] = extract_unsigned_integer (buf, 4, order);
      if (!(syl[n] & K1_PARALLEL))
	return n + 1;
    }
  return 0;
}

int
k1_bundle_size (struct gdbarch *gdbarch, CORE_ADDR pc)
{
  uint32_t syl[K1_MAX_BUNDLE_SYLLABLES];

  return 4 * k1_read_bundle (gdbarch, pc, syl);
}

/* One instruction of a bundle.  */
struct k1_insn
{
  const struct k1_opcode *op;
  uint32_t syl;
  int32_t imm;			/* its 'i' operand, with the extension */
};

/* Breakpoints: the stub sets them itself (Z0); this all-zero syllable,
   which decodes as no instruction (SIGILL), is what GDB would write
   into memory without one.  */

constexpr gdb_byte k1_break_insn[] = { 0, 0, 0, 0 };

typedef BP_MANIPULATION (k1_break_insn) k1_breakpoint;

/* Prologue analysis, for code without CFI (hand-written assembly) and
   for skip_prologue when the line table does not say.  GCC's
   prologue: "add $r12 = $r12, -N", "get $rX = $ra", then stores of
   the callee-saved registers and of $rX at offsets from the new $sp
   ("sw", or "sd" of a pair).  */

struct k1_prologue
{
  CORE_ADDR end;		/* the first bundle after the prologue */
  int sp_offset;		/* $sp at END minus $sp at entry */
  /* Offset from the entry $sp of the slot of each saved register
     (raw register numbers), or 1 for none.  */
  int saved[K1_NUM_GPRS + 8];
};

static void
k1_analyze_prologue (struct gdbarch *gdbarch, CORE_ADDR start,
		     CORE_ADDR limit, struct k1_prologue *pr)
{
  CORE_ADDR pc = start;
  int ra_copy = -1;

  pr->end = start;
  pr->sp_offset = 0;
  for (int &s : pr->saved)
    s = 1;
  for (int b = 0; b < 32 && pc < limit; b++)
    {
      uint32_t syl[K1_MAX_BUNDLE_SYLLABLES];
      struct k1_insn insn[K1_MAX_BUNDLE_INSNS];
      int n = k1_read_bundle (gdbarch, pc, syl), ni;
      int sp_delta = 0, useful = 0, stop = 0;

      if (n == 0)
	break;
      /* Instructions with their immediates.  */
      ni = 0;
      for (int i = 0; i < n && ni < K1_MAX_BUNDLE_INSNS; i++)
	{
	  const struct k1_opcode *op = k1_decode (syl[i]);
	  uint32_t ext = 0;

	  if (op == NULL)
	    {
	      stop = 1;
	      break;
	    }
	  insn[ni].op = op;
	  insn[ni].syl = syl[i];
	  if (strchr (op->args, 'i') != NULL && K1_HAS_EXT (syl[i])
	      && i + 1 < n)
	    ext = syl[++i];
	  insn[ni].imm = strchr (op->args, 'i') != NULL
			 ? k1_immediate (insn[ni].syl, ext) : 0;
	  ni++;
	}
      if (stop)
	break;
      for (int i = 0; i < ni; i++)
	{
	  const struct k1_opcode *op = insn[i].op;
	  uint32_t s = insn[i].syl;

	  if (op->flags & (K1_F_BRANCH | K1_F_SYSCALL))
	    stop = 1;
	  else if (op->id == K1_INSN_ADD_I && K1_W (s) == K1_SP_REGNUM
		   && K1_Z (s) == K1_SP_REGNUM && insn[i].imm < 0)
	    {
	      sp_delta += insn[i].imm;
	      useful = 1;
	    }
	  else if (op->id == K1_INSN_GET && K1_Z (s) == K1_SFR_ra)
	    {
	      ra_copy = K1_W (s);
	      useful = 1;
	    }
	  else if ((op->id == K1_INSN_SW || op->id == K1_INSN_SD)
		   && K1_Z (s) == K1_SP_REGNUM)
	    {
	      /* The bundle reads $sp before its add writes it.  */
	      int at = pr->sp_offset + insn[i].imm, r = K1_W (s);

	      for (int k = 0; k < (op->id == K1_INSN_SD ? 2 : 1); k++)
		{
		  int reg = r + k == ra_copy ? K1_RA_REGNUM : r + k;

		  if (reg < (int) ARRAY_SIZE (pr->saved) && pr->saved[reg] == 1)
		    pr->saved[reg] = at + 4 * k;
		}
	      useful = 1;
	    }
	}
      if (stop)
	break;
      pr->sp_offset += sp_delta;
      pc += 4 * n;
      if (useful)
	pr->end = pc;
    }
}

static CORE_ADDR
k1_skip_prologue (struct gdbarch *gdbarch, CORE_ADDR pc)
{
  CORE_ADDR func_addr, post;
  struct k1_prologue pr;

  if (find_pc_partial_function (pc, NULL, &func_addr, NULL))
    {
      post = skip_prologue_using_sal (gdbarch, func_addr);
      if (post != 0)
	return std::max (pc, post);
    }
  k1_analyze_prologue (gdbarch, pc, pc + 32 * 4 * K1_MAX_BUNDLE_SYLLABLES,
		       &pr);
  return pr.end;
}

/* The prologue unwinder.  */

struct k1_frame_cache
{
  CORE_ADDR cfa;		/* $sp at the function's entry */
  CORE_ADDR func;
  trad_frame_saved_reg *saved_regs;
};

static struct k1_frame_cache *
k1_frame_cache (frame_info_ptr this_frame, void **this_cache)
{
  struct gdbarch *gdbarch = get_frame_arch (this_frame);
  struct k1_frame_cache *cache;
  struct k1_prologue pr;
  CORE_ADDR pc = get_frame_pc (this_frame), sp;

  if (*this_cache != NULL)
    return (struct k1_frame_cache *) *this_cache;
  cache = FRAME_OBSTACK_ZALLOC (struct k1_frame_cache);
  *this_cache = cache;
  cache->saved_regs = trad_frame_alloc_saved_regs (this_frame);
  cache->func = get_frame_func (this_frame);
  if (cache->func == 0)
    cache->func = pc;
  k1_analyze_prologue (gdbarch, cache->func, pc, &pr);
  sp = get_frame_register_unsigned (this_frame, K1_SP_REGNUM);
  cache->cfa = sp - pr.sp_offset;
  for (int r = 0; r < (int) ARRAY_SIZE (pr.saved); r++)
    if (pr.saved[r] != 1)
      cache->saved_regs[r].set_addr (cache->cfa + pr.saved[r]);
  /* The caller resumes at the return address, wherever it is.  */
  if (cache->saved_regs[K1_RA_REGNUM].is_addr ())
    cache->saved_regs[K1_PC_REGNUM] = cache->saved_regs[K1_RA_REGNUM];
  else
    cache->saved_regs[K1_PC_REGNUM].set_realreg (K1_RA_REGNUM);
  cache->saved_regs[K1_SP_REGNUM].set_value (cache->cfa);
  return cache;
}

static void
k1_frame_this_id (frame_info_ptr this_frame, void **this_cache,
		  struct frame_id *this_id)
{
  struct k1_frame_cache *cache = k1_frame_cache (this_frame, this_cache);

  *this_id = frame_id_build (cache->cfa, cache->func);
}

static struct value *
k1_frame_prev_register (frame_info_ptr this_frame, void **this_cache,
			int regnum)
{
  struct k1_frame_cache *cache = k1_frame_cache (this_frame, this_cache);

  return trad_frame_get_prev_register (this_frame, cache->saved_regs, regnum);
}

static const struct frame_unwind k1_frame_unwind = {
  "k1 prologue",
  NORMAL_FRAME,
  default_frame_unwind_stop_reason,
  k1_frame_this_id,
  k1_frame_prev_register,
  NULL,
  default_frame_sniffer
};

static void
k1_dwarf2_frame_init_reg (struct gdbarch *gdbarch, int regnum,
			  struct dwarf2_frame_state_reg *reg,
			  frame_info_ptr this_frame)
{
  if (regnum == K1_PC_REGNUM)
    reg->how = DWARF2_FRAME_REG_RA;
  else if (regnum == K1_SP_REGNUM)
    reg->how = DWARF2_FRAME_REG_CFA;
}

/* Results (docs/k1-abi.md): up to 8 bytes in $r0 (and $r1), scalars
   and small aggregates alike, laid out as in memory; a larger
   aggregate in memory at the address the caller passed in $r15.  */

static enum return_value_convention
k1_return_value (struct gdbarch *gdbarch, struct value *function,
		 struct type *type, struct regcache *regcache,
		 gdb_byte *readbuf, const gdb_byte *writebuf)
{
  int len = type->length ();

  if (len > 8)
    {
      if (readbuf != NULL)
	{
	  ULONGEST addr;

	  /* The callee hands the address back in $r0, as GCC's
	     struct-value convention for K1 does.  */
	  regcache_cooked_read_unsigned (regcache, 0, &addr);
	  read_memory (addr, readbuf, len);
	}
      return RETURN_VALUE_ABI_RETURNS_ADDRESS;
    }
  for (int i = 0; i < len; i += 4)
    {
      gdb_byte buf[4];
      int n = std::min (4, len - i);

      if (readbuf != NULL)
	{
	  regcache->cooked_read (i / 4, buf);
	  memcpy (readbuf + i, buf, n);
	}
      if (writebuf != NULL)
	{
	  memset (buf, 0, 4);
	  memcpy (buf, writebuf + i, n);
	  regcache->cooked_write (i / 4, buf);
	}
    }
  return RETURN_VALUE_REGISTER_CONVENTION;
}

/* Inferior calls (docs/k1-abi.md, Calling convention): arguments in
   $r0..$r11, one of 5 to 8 bytes (a 64-bit scalar, a small aggregate)
   in an aligned pair, an aggregate of at most 8 bytes as its memory
   image; a larger aggregate by value on the stack.  Once one goes on
   the stack every later one does, each at increasing addresses from
   $sp, aligned to 4 or 8 (to 8 if it has 5 to 8 bytes).  */

static CORE_ADDR
k1_push_dummy_call (struct gdbarch *gdbarch, struct value *function,
		    struct regcache *regcache, CORE_ADDR bp_addr, int nargs,
		    struct value **args, CORE_ADDR sp,
		    function_call_return_method return_method,
		    CORE_ADDR struct_addr)
{
  int reg = 0, on_stack = 0;
  CORE_ADDR stack_size = 0, off;

  /* The stack block first: its size.  */
  for (int pass = 0; pass < 2; pass++)
    {
      reg = 0;
      on_stack = 0;
      off = 0;
      for (int i = 0; i < nargs; i++)
	{
	  struct type *type = check_typedef (value_type (args[i]));
	  int len = type->length ();
	  int words = (len + 3) / 4;
	  /* An aggregate of 5 to 8 bytes goes like a 64-bit integer.  */
	  int align = len > 4 ? 2 : 1;
	  const gdb_byte *val = value_contents (args[i]).data ();

	  if (!on_stack && len <= 8)
	    {
	      if (align == 2 && (reg & 1))
		reg++;
	      if (reg + words <= K1_NUM_ARG_REGS)
		{
		  if (pass == 1)
		    for (int w = 0; w < words; w++)
		      {
			gdb_byte buf[4] = { 0, 0, 0, 0 };
			memcpy (buf, val + 4 * w, std::min (4, len - 4 * w));
			regcache->cooked_write (reg + w, buf);
		      }
		  reg += words;
		  continue;
		}
	    }
	  on_stack = 1;
	  /* Aligned as GCC's k1_function_arg_boundary does: to 8 for
	     any argument of 5 to 8 bytes (a five-char structure too),
	     else to 4, or 8 for a larger aggregate that needs it.  */
	  off = align_up (off, ((len > 4 && len <= 8)
				|| type_align (type) >= 8) ? 8 : 4);
	  if (pass == 1)
	    write_memory (sp + off, val, len);
	  off += align_up (len, 4);
	}
      if (pass == 0)
	{
	  stack_size = align_up (off, 8);
	  sp = align_down (sp - stack_size, 8);
	}
    }
  if (return_method == return_method_struct)
    regcache_cooked_write_unsigned (regcache, K1_STRUCT_RETURN_REGNUM,
				    struct_addr);
  regcache_cooked_write_unsigned (regcache, K1_RA_REGNUM, bp_addr);
  regcache_cooked_write_unsigned (regcache, K1_SP_REGNUM, sp);
  return sp;
}

static CORE_ADDR
k1_frame_align (struct gdbarch *gdbarch, CORE_ADDR addr)
{
  return align_down (addr, 8);
}

static struct gdbarch *
k1_gdbarch_init (struct gdbarch_info info, struct gdbarch_list *arches)
{
  struct gdbarch *gdbarch;
  k1_gdbarch_tdep *tdep;
  int nraw = K1_NUM_GPRS;

  tdesc_arch_data_up tdesc_data;

  arches = gdbarch_list_lookup_by_info (arches, &info);
  if (arches != NULL)
    return arches->gdbarch;

  /* The user system registers of k1-sfr.def, numbered from 0.  */
  for (unsigned i = 0; i < k1_num_sysregs; i++)
    if (k1_sysregs[i].user)
      nraw = std::max (nraw, K1_NUM_GPRS + k1_sysregs[i].num + 1);

  /* The simulator's stub describes the same registers, by the same
     names and numbers (org.gnu.gdb.k1.core); take its types.  */
  if (tdesc_has_registers (info.target_desc))
    {
      const struct tdesc_feature *feature
	= tdesc_find_feature (info.target_desc, "org.gnu.gdb.k1.core");
      int valid = 1;

      if (feature == NULL)
	return NULL;
      tdesc_data = tdesc_data_alloc ();
      for (int r = 0; r < nraw; r++)
	{
	  const char *name = r < K1_NUM_GPRS ? NULL
			     : k1_sysreg_name (r - K1_NUM_GPRS);
	  std::string gpr = string_printf ("r%d", r);

	  if (r >= K1_NUM_GPRS && name == NULL)
	    continue;
	  valid &= tdesc_numbered_register (feature, tdesc_data.get (), r,
					    r < K1_NUM_GPRS ? gpr.c_str ()
					    : name);
	}
      if (!valid)
	return NULL;
    }

  tdep = new k1_gdbarch_tdep;
  gdbarch = gdbarch_alloc (&info, tdep);
  tdep->num_raw_regs = nraw;

  set_gdbarch_short_bit (gdbarch, 16);
  set_gdbarch_int_bit (gdbarch, 32);
  set_gdbarch_long_bit (gdbarch, 32);
  set_gdbarch_long_long_bit (gdbarch, 64);
  set_gdbarch_ptr_bit (gdbarch, 32);
  set_gdbarch_float_bit (gdbarch, 32);
  set_gdbarch_double_bit (gdbarch, 64);
  set_gdbarch_long_double_bit (gdbarch, 64);
  set_gdbarch_long_double_format (gdbarch, floatformats_ieee_double);
  set_gdbarch_wchar_bit (gdbarch, 32);
  set_gdbarch_wchar_signed (gdbarch, 1);
  set_gdbarch_char_signed (gdbarch, 1);

  set_gdbarch_num_regs (gdbarch, nraw);
  set_gdbarch_num_pseudo_regs (gdbarch, K1_NUM_PAIRS);
  set_gdbarch_register_name (gdbarch, k1_register_name);
  set_gdbarch_register_type (gdbarch, k1_register_type);
  set_gdbarch_pseudo_register_read (gdbarch, k1_pseudo_register_read);
  set_gdbarch_pseudo_register_write (gdbarch, k1_pseudo_register_write);
  set_gdbarch_register_reggroup_p (gdbarch, k1_register_reggroup_p);
  if (tdesc_data != nullptr)
    {
      tdesc_use_registers (gdbarch, info.target_desc, std::move (tdesc_data));
      /* The pairs are ours, not the description's.  */
      set_tdesc_pseudo_register_name (gdbarch, k1_register_name);
      set_tdesc_pseudo_register_type (gdbarch, k1_register_type);
      set_tdesc_pseudo_register_reggroup_p (gdbarch, k1_register_reggroup_p);
    }
  set_gdbarch_sp_regnum (gdbarch, K1_SP_REGNUM);
  set_gdbarch_pc_regnum (gdbarch, K1_PC_REGNUM);
  set_gdbarch_dwarf2_reg_to_regnum (gdbarch, k1_dwarf2_reg_to_regnum);

  set_gdbarch_inner_than (gdbarch, core_addr_lessthan);
  set_gdbarch_frame_align (gdbarch, k1_frame_align);
  set_gdbarch_breakpoint_kind_from_pc (gdbarch, k1_breakpoint::kind_from_pc);
  set_gdbarch_sw_breakpoint_from_kind (gdbarch, k1_breakpoint::bp_from_kind);
  set_gdbarch_skip_prologue (gdbarch, k1_skip_prologue);
  set_gdbarch_return_value (gdbarch, k1_return_value);
  set_gdbarch_push_dummy_call (gdbarch, k1_push_dummy_call);
  /* Steps and breakpoints are the stub's, a bundle at a time.  */
  set_gdbarch_have_nonsteppable_watchpoint (gdbarch, 0);

  /* The OS ABI's unwinders (the signal frame) come first, then DWARF
     CFI, then the prologue analyser.  */
  gdbarch_init_osabi (info, gdbarch);
  dwarf2_frame_set_init_reg (gdbarch, k1_dwarf2_frame_init_reg);
  dwarf2_append_unwinders (gdbarch);
  frame_base_append_sniffer (gdbarch, dwarf2_frame_base_sniffer);
  frame_unwind_append_unwinder (gdbarch, &k1_frame_unwind);
  return gdbarch;
}

void _initialize_k1_tdep ();
void
_initialize_k1_tdep ()
{
  gdbarch_register (bfd_arch_k1, k1_gdbarch_init, NULL);
}
