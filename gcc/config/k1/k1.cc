/* Subroutines for the Kalray K1 (MPPA-256) back end.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of GCC.

   GCC is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published
   by the Free Software Foundation; either version 3, or (at your
   option) any later version.

   GCC is distributed in the hope that it will be useful, but WITHOUT
   ANY WARRANTY; without even the implied warranty of MERCHANTABILITY
   or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public
   License for more details.

   You should have received a copy of the GNU General Public License
   along with GCC; see the file COPYING3.  If not see
   <http://www.gnu.org/licenses/>.  */

#define IN_TARGET_CODE 1

#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "rtl.h"
#include "tree.h"
#include "stringpool.h"
#include "attribs.h"
#include "df.h"
#include "regs.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "diagnostic-core.h"
#include "output.h"
#include "stor-layout.h"
#include "varasm.h"
#include "calls.h"
#include "expr.h"
#include "builtins.h"
#include "optabs.h"
#include "explow.h"
#include "cfghooks.h"
#include "cfgrtl.h"
#include "alias.h"
#include "rtl-iter.h"
#include "langhooks.h"
#include "fold-const.h"
#include "gimplify.h"
#include "insn-config.h"
#include "insn-attr.h"
#include "recog.h"
#include "tm_p.h"
#include "tm-constrs.h"
#include "opts.h"
#include "hw-doloop.h"
#include "regcprop.h"
#include "cfgloop.h"
#include "predict.h"
#include "sched-int.h"
#include "tree-pass.h"

/* This file should be included last.  */
#include "target-def.h"

/* The instruction set, from binutils' include/opcode: its encoders,
   the instructions of k1-opc.def (enum k1_insn_id) and the system
   registers of k1-sfr.def (enum k1_sysreg), listed in the order of
   their numbers.  */
#include "opcode/k1.h"

/* Each system register's name and what user code may do with it
   (0 nothing, 1 read, 2 read and write).  */
static const struct
{
  const char *name;
  int user;
} k1_sfrs[K1_SFR_COUNT] =
  {
#define K1_SYSREG(num, name, user) { #name, user },
#include "opcode/k1-sfr.def"
#undef K1_SYSREG
  };

/* For TARGET_CPU_CPP_BUILTINS: the definition "__K1_SFR_NAME=NUMBER"
   of the system register number I if user code may read it, for
   __builtin_k1_get and __builtin_k1_set; "" if not; NULL past the last
   one.  */

const char *
k1_sfr_macro (int i)
{
  static char buf[32];
  if (i >= K1_SFR_COUNT)
    return NULL;
  if (k1_sfrs[i].user == 0)
    return "";
  int n = snprintf (buf, sizeof buf, "__K1_SFR_%s=%d", k1_sfrs[i].name, i);
  gcc_assert (n < (int) sizeof buf);
  for (char *p = buf + strlen ("__K1_SFR_"); *p != '='; p++)
    *p = TOUPPER (*p);
  return buf;
}

/* The frame, from the incoming stack pointer (the CFA, which is also
   the argument pointer and the hard frame pointer) down:

	varargs save area	VARARGS_SIZE bytes ($rN..$r11)
	$ra			when saved
	$r14			when a frame pointer is needed
	callee-saved registers
	(padding to 8)
	local variables		the soft frame pointer is at their bottom
	outgoing arguments
	<- $r12  */

struct GTY(()) k1_frame_info
{
  HOST_WIDE_INT total_size;
  HOST_WIDE_INT outgoing_size;
  /* Offset of the first save slot from the CFA (negative).  */
  HOST_WIDE_INT save_offset;
  bool save_ra;
  bool save_fp;
  /* Registers other than $ra and $r14 to save, one bit each.  */
  unsigned HOST_WIDE_INT save_mask;
};

struct GTY(()) machine_function
{
  HOST_WIDE_INT varargs_size;
  struct k1_frame_info frame;
};

static struct machine_function *
k1_init_machine_status (void)
{
  return ggc_cleared_alloc<machine_function> ();
}

/* Implement TARGET_OPTION_OVERRIDE.  */

static void
k1_option_override (void)
{
  init_machine_status = k1_init_machine_status;

  /* Bundles come from the scheduler after register allocation: run it
     whenever optimizing for code, not only from -O2.  */
  if (optimize > 0 && !optimize_debug
      && !OPTION_SET_P (flag_schedule_insns_after_reload))
    flag_schedule_insns_after_reload = 1;

  /* Without bundles a pipelined loop is only longer.  */
  if (!k1_flag_bundle && !OPTION_SET_P (flag_modulo_sched))
    flag_modulo_sched = 0;
}

/* Implement TARGET_LOOP_UNROLL_ADJUST.  Unrolling is on when optimizing
   for speed (common/config/k1/k1-common.cc); unless it was asked for
   with -funroll-loops, it takes only loops of up to 16 insns, 4 times,
   and of up to 32 insns, twice: enough independent work for the
   bundles without growing the code much.  */

static unsigned
k1_loop_unroll_adjust (unsigned nunroll, class loop *loop)
{
  if (OPTION_SET_P (flag_unroll_loops))
    return nunroll;
  /* A loop that may leave from its body after an iteration count known
     only at run time mostly runs a few times (a search): the code that
     runs the iterations left over from the copies would cost more than
     the copies save.  */
  class niter_desc *desc = get_simple_loop_desc (loop);
  if (!single_exit (loop) && !(desc && desc->const_iter))
    return 0;
  if (loop->ninsns <= 16)
    return MIN (4, nunroll);
  if (loop->ninsns <= 32)
    return MIN (2, nunroll);
  return 0;
}

/* Symbols.  */

static bool
k1_tls_symbol_p (const_rtx x)
{
  return GET_CODE (x) == SYMBOL_REF && SYMBOL_REF_TLS_MODEL (x) != 0;
}

/* Split X into a symbol or label and a constant offset.  */

static rtx
k1_split_symbolic (rtx x, HOST_WIDE_INT *offset)
{
  *offset = 0;
  if (GET_CODE (x) == CONST)
    x = XEXP (x, 0);
  if (GET_CODE (x) == PLUS && CONST_INT_P (XEXP (x, 1)))
    {
      *offset = INTVAL (XEXP (x, 1));
      x = XEXP (x, 0);
    }
  if (GET_CODE (x) == SYMBOL_REF || GET_CODE (x) == LABEL_REF)
    return x;
  return NULL_RTX;
}

/* True if X is a symbolic constant.  */

bool
k1_symbolic_operand_p (rtx x)
{
  HOST_WIDE_INT offset;
  return k1_split_symbolic (x, &offset) != NULL_RTX;
}

/* True if X mentions a TLS symbol.  */

static bool
k1_tls_referenced_p (rtx x)
{
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, x, ALL)
    if (k1_tls_symbol_p (*iter))
      return true;
  return false;
}

/* Implement TARGET_LEGITIMATE_CONSTANT_P.  Any 32-bit value is an
   immediate; symbols need code when PIC or TLS.  */

static bool
k1_legitimate_constant_p (machine_mode, rtx x)
{
  if (k1_tls_referenced_p (x))
    return false;
  if (flag_pic && k1_symbolic_operand_p (x))
    return false;
  if (GET_CODE (x) == CONST && !k1_symbolic_operand_p (x))
    return false;
  return true;
}

/* Implement TARGET_CANNOT_FORCE_CONST_MEM: there is no constant pool.  */

static bool
k1_cannot_force_const_mem (machine_mode, rtx)
{
  return true;
}

/* Addresses: base plus a 32-bit offset (a symbol when not PIC), or
   base plus index.  */

static bool
k1_base_reg_p (rtx x, bool strict)
{
  if (!REG_P (x))
    return false;
  unsigned regno = REGNO (x);
  if (strict)
    return GENERAL_REGNO_P (regno) || regno == K1_AP_REGNUM
	   || regno == K1_SFP_REGNUM;
  return !HARD_REGISTER_NUM_P (regno) || GENERAL_REGNO_P (regno)
	 || regno == K1_AP_REGNUM || regno == K1_SFP_REGNUM;
}

static bool
k1_legitimate_address_p (machine_mode, rtx x, bool strict)
{
  if (k1_base_reg_p (x, strict))
    return true;
  if (GET_CODE (x) != PLUS || !k1_base_reg_p (XEXP (x, 0), strict))
    return false;
  rtx off = XEXP (x, 1);
  if (CONST_INT_P (off))
    return INTVAL (off) == (HOST_WIDE_INT) (int) INTVAL (off);
  if (k1_base_reg_p (off, strict))
    return true;
  if (GET_CODE (off) == UNSPEC
      && (XINT (off, 1) == UNSPEC_GOT || XINT (off, 1) == UNSPEC_TLSIE))
    return true;
  return !flag_pic && k1_symbolic_operand_p (off)
	 && !k1_tls_referenced_p (off);
}

/* Registers.  */

/* Implement TARGET_HARD_REGNO_MODE_OK.  64-bit values live in even/odd
   pairs.  */

static bool
k1_hard_regno_mode_ok (unsigned int regno, machine_mode mode)
{
  if (!GENERAL_REGNO_P (regno))
    return mode == SImode;
  if (GET_MODE_SIZE (mode) <= UNITS_PER_WORD)
    return true;
  return (regno & 1) == 0
	 && regno + hard_regno_nregs (regno, mode) <= 64;
}

/* Implement TARGET_MODES_TIEABLE_P.  */

static bool
k1_modes_tieable_p (machine_mode mode1, machine_mode mode2)
{
  if (GET_MODE_SIZE (mode1) <= UNITS_PER_WORD
      && GET_MODE_SIZE (mode2) <= UNITS_PER_WORD)
    return true;
  return GET_MODE_SIZE (mode1) == GET_MODE_SIZE (mode2);
}

/* Implement TARGET_REGISTER_MOVE_COST: $ra only moves through get and
   set.  */

static int
k1_register_move_cost (machine_mode, reg_class_t from, reg_class_t to)
{
  if (from == RA_REGS || to == RA_REGS)
    return 4;
  return 2;
}

/* Argument passing.  */

/* Find where ARG goes given the registers used so far, CUM: return
   false if on the stack, else set *REGNO and *NREGS.  */

static bool
k1_arg_regs (const CUMULATIVE_ARGS *cum, const function_arg_info &arg,
	     int *regno, int *nregs)
{
  HOST_WIDE_INT size = arg.type_size_in_bytes ().to_constant ();
  if (size <= 0 || size > 2 * UNITS_PER_WORD)
    return false;
  *nregs = (size + UNITS_PER_WORD - 1) / UNITS_PER_WORD;
  *regno = *cum;
  if (*nregs == 2)
    *regno += *regno & 1;
  return *regno + *nregs <= K1_NUM_ARG_REGS;
}

/* Implement TARGET_FUNCTION_ARG.  */

static rtx
k1_function_arg (cumulative_args_t cum_v, const function_arg_info &arg)
{
  int regno, nregs;
  if (arg.end_marker_p ()
      || !k1_arg_regs (get_cumulative_args (cum_v), arg, &regno, &nregs))
    return NULL_RTX;
  return gen_rtx_REG (arg.mode, regno);
}

/* Implement TARGET_FUNCTION_ARG_ADVANCE.  Once an argument goes on
   the stack, so do all the later ones.  */

static void
k1_function_arg_advance (cumulative_args_t cum_v,
			 const function_arg_info &arg)
{
  CUMULATIVE_ARGS *cum = get_cumulative_args (cum_v);
  HOST_WIDE_INT size = arg.type_size_in_bytes ().to_constant ();
  int regno, nregs;
  if (size <= 0)
    return;
  if (k1_arg_regs (cum, arg, &regno, &nregs))
    *cum = regno + nregs;
  else
    *cum = K1_NUM_ARG_REGS;
}

/* Implement TARGET_FUNCTION_ARG_BOUNDARY: stack arguments are aligned
   to their size, 4 or 8.  */

static unsigned int
k1_function_arg_boundary (machine_mode mode, const_tree type)
{
  HOST_WIDE_INT size = type ? int_size_in_bytes (type)
			    : (HOST_WIDE_INT) GET_MODE_SIZE (mode);
  unsigned int align = type ? TYPE_ALIGN (type) : GET_MODE_ALIGNMENT (mode);
  if (size > 2 * UNITS_PER_WORD || size < 0)
    return MIN (MAX (align, PARM_BOUNDARY), STACK_BOUNDARY);
  return size > UNITS_PER_WORD ? 64 : PARM_BOUNDARY;
}

/* Implement TARGET_PASS_BY_REFERENCE: only objects of variable
   size.  */

static bool
k1_pass_by_reference (cumulative_args_t, const function_arg_info &arg)
{
  return arg.type && int_size_in_bytes (arg.type) < 0;
}

/* Implement TARGET_RETURN_IN_MEMORY.  */

static bool
k1_return_in_memory (const_tree type, const_tree)
{
  HOST_WIDE_INT size = int_size_in_bytes (type);
  return size < 0 || size > 2 * UNITS_PER_WORD;
}

/* Implement TARGET_FUNCTION_VALUE.  Aggregates come back like an
   integer of their size rounded up.  */

static rtx
k1_function_value (const_tree type, const_tree func, bool)
{
  machine_mode mode = TYPE_MODE (type);
  if (mode == BLKmode || AGGREGATE_TYPE_P (type))
    {
      HOST_WIDE_INT size = int_size_in_bytes (type);
      if (mode == BLKmode)
	mode = size <= UNITS_PER_WORD ? SImode : DImode;
    }
  else if (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
    {
      int unsignedp = TYPE_UNSIGNED (type);
      mode = promote_function_mode (type, mode, &unsignedp, func, 1);
    }
  return gen_rtx_REG (mode, K1_RETURN_REGNUM);
}

static rtx
k1_libcall_value (machine_mode mode, const_rtx)
{
  return gen_rtx_REG (mode, K1_RETURN_REGNUM);
}

static bool
k1_function_value_regno_p (const unsigned int regno)
{
  return regno == 0 || regno == 1;
}

static rtx
k1_struct_value_rtx (tree, int)
{
  return gen_rtx_REG (Pmode, K1_STRUCT_VALUE_REGNUM);
}

/* Implement TARGET_SETUP_INCOMING_VARARGS: the unnamed argument
   registers go to the top of the frame, just below the stack
   arguments, so that all the arguments are contiguous.  */

static void
k1_setup_incoming_varargs (cumulative_args_t cum_v,
			   const function_arg_info &arg, int *, int no_rtl)
{
  CUMULATIVE_ARGS cum = *get_cumulative_args (cum_v);
  k1_function_arg_advance (pack_cumulative_args (&cum), arg);
  int saved = K1_NUM_ARG_REGS - cum;
  if (saved <= 0)
    return;
  if (!no_rtl)
    {
      rtx ptr = plus_constant (Pmode, virtual_incoming_args_rtx,
			       -saved * UNITS_PER_WORD);
      rtx mem = gen_frame_mem (BLKmode, ptr);
      set_mem_alias_set (mem, get_varargs_alias_set ());
      move_block_from_reg (cum, mem, saved);
    }
  cfun->machine->varargs_size = saved * UNITS_PER_WORD;
}

/* va_list is { __ptr, __stack }: the next argument, and where the
   stack arguments start.  A structure larger than 8 bytes is on the
   stack and so are the arguments after it, so va_arg then skips the
   registers left.  */

static tree
k1_build_builtin_va_list (void)
{
  tree record = lang_hooks.types.make_type (RECORD_TYPE);
  tree name = build_decl (BUILTINS_LOCATION, TYPE_DECL,
			  get_identifier ("__va_list_tag"), record);
  tree f_ptr = build_decl (BUILTINS_LOCATION, FIELD_DECL,
			   get_identifier ("__ptr"), ptr_type_node);
  tree f_stack = build_decl (BUILTINS_LOCATION, FIELD_DECL,
			     get_identifier ("__stack"), ptr_type_node);
  DECL_FIELD_CONTEXT (f_ptr) = record;
  DECL_FIELD_CONTEXT (f_stack) = record;
  TYPE_STUB_DECL (record) = name;
  TYPE_NAME (record) = name;
  TYPE_FIELDS (record) = f_ptr;
  DECL_CHAIN (f_ptr) = f_stack;
  layout_type (record);
  return record;
}

static void
k1_va_list_fields (tree valist, tree *ptr, tree *stack)
{
  tree f_ptr = TYPE_FIELDS (va_list_type_node);
  tree f_stack = DECL_CHAIN (f_ptr);
  *ptr = build3 (COMPONENT_REF, TREE_TYPE (f_ptr), valist, f_ptr, NULL_TREE);
  *stack = build3 (COMPONENT_REF, TREE_TYPE (f_stack), unshare_expr (valist),
		   f_stack, NULL_TREE);
}

/* Implement TARGET_EXPAND_BUILTIN_VA_START.  */

static void
k1_va_start (tree valist, rtx nextarg)
{
  tree ptr, stack;
  k1_va_list_fields (valist, &ptr, &stack);
  nextarg = plus_constant (Pmode, nextarg, -cfun->machine->varargs_size);
  emit_move_insn (expand_expr (ptr, NULL_RTX, VOIDmode, EXPAND_WRITE),
		  force_reg (Pmode, nextarg));
  emit_move_insn (expand_expr (stack, NULL_RTX, VOIDmode, EXPAND_WRITE),
		  force_reg (Pmode, virtual_incoming_args_rtx));
}

/* Implement TARGET_GIMPLIFY_VA_ARG_EXPR.  */

static tree
k1_gimplify_va_arg (tree valist, tree type, gimple_seq *pre_p,
		    gimple_seq *post_p)
{
  tree ptr, stack;
  k1_va_list_fields (valist, &ptr, &stack);
  HOST_WIDE_INT size = int_size_in_bytes (type);
  if (size > 2 * UNITS_PER_WORD)
    {
      tree t = fold_build3 (COND_EXPR, ptr_type_node,
			    fold_build2 (LT_EXPR, boolean_type_node,
					 unshare_expr (ptr), stack),
			    unshare_expr (stack), unshare_expr (ptr));
      gimplify_assign (unshare_expr (ptr), t, pre_p);
    }
  return std_gimplify_va_arg_expr (ptr, type, pre_p, post_p);
}

/* Frame layout.  */

static bool
k1_save_reg_p (unsigned int regno)
{
  if (regno == K1_FP_REGNUM && frame_pointer_needed)
    return false;
  if (crtl->calls_eh_return
      && regno >= EH_RETURN_DATA_REGNO (0)
      && regno <= EH_RETURN_DATA_REGNO (3))
    return true;
  return df_regs_ever_live_p (regno) && !call_used_or_fixed_reg_p (regno);
}

/* True if the function makes a call that returns to it (sibling
   calls return to our caller through $ra as it was at entry).  */

static bool
k1_makes_calls_p (void)
{
  if (crtl->is_leaf)
    return false;
  /* The prologue and epilogue are expanded in sequences of their own.  */
  push_topmost_sequence ();
  rtx_insn *insn = get_insns ();
  pop_topmost_sequence ();
  for (; insn; insn = NEXT_INSN (insn))
    if (CALL_P (insn) && !SIBLING_CALL_P (insn))
      return true;
  return false;
}

static void
k1_compute_frame (void)
{
  struct k1_frame_info *f = &cfun->machine->frame;
  HOST_WIDE_INT saves = 0;

  f->save_mask = 0;
  for (unsigned int regno = 0; regno < 64; regno++)
    if (k1_save_reg_p (regno))
      {
	f->save_mask |= HOST_WIDE_INT_1U << regno;
	saves++;
      }
  f->save_fp = frame_pointer_needed;
  /* The fixed slots of $ra and $r14 let __builtin_return_address and
     __builtin_frame_address walk frames, and eh_return find $ra.  */
  f->save_ra = k1_makes_calls_p () || f->save_fp || crtl->calls_eh_return;
  saves += f->save_ra + f->save_fp;
  f->save_offset = -cfun->machine->varargs_size;
  f->outgoing_size = ROUND_UP (crtl->outgoing_args_size, 8);
  f->total_size = (ROUND_UP (cfun->machine->varargs_size
			     + saves * UNITS_PER_WORD, 8)
		   + ROUND_UP (get_frame_size (), 8) + f->outgoing_size);
}

/* Implement INITIAL_ELIMINATION_OFFSET.  */

HOST_WIDE_INT
k1_initial_elimination_offset (int from, int to)
{
  k1_compute_frame ();
  const struct k1_frame_info *f = &cfun->machine->frame;
  HOST_WIDE_INT off;

  /* Offset of FROM from the CFA.  */
  if (from == ARG_POINTER_REGNUM)
    off = 0;
  else if (from == FRAME_POINTER_REGNUM)
    off = f->outgoing_size - f->total_size;
  else
    gcc_unreachable ();

  if (to == STACK_POINTER_REGNUM)
    return off + f->total_size;
  gcc_assert (to == HARD_FRAME_POINTER_REGNUM);
  return off;
}

/* Implement TARGET_FRAME_POINTER_REQUIRED.  */

static bool
k1_frame_pointer_required (void)
{
  return cfun->calls_alloca || cfun->has_nonlocal_label;
}

/* Implement TARGET_CAN_ELIMINATE.  */

static bool
k1_can_eliminate (const int, const int to)
{
  return to == HARD_FRAME_POINTER_REGNUM || !frame_pointer_needed;
}

/* Implement RETURN_ADDR_RTX.  */

rtx
k1_return_addr (int count, rtx frame)
{
  if (count == 0)
    return get_hard_reg_initial_val (Pmode, K1_RA_REGNUM);
  return gen_frame_mem (Pmode, plus_constant (Pmode, frame, -UNITS_PER_WORD));
}

/* Prologue and epilogue.  */

static rtx
k1_sp_mem (HOST_WIDE_INT offset)
{
  return gen_frame_mem (SImode, plus_constant (Pmode, stack_pointer_rtx,
					       offset));
}

static rtx_insn *
k1_emit_sp_adjust (rtx base, HOST_WIDE_INT delta)
{
  return emit_insn (gen_addsi3 (stack_pointer_rtx, base, GEN_INT (delta)));
}

/* Call FN for each saved register but $ra: REGNO and its offset from
   the stack pointer.  */

template <typename F>
static void
k1_for_each_saved_reg (F fn)
{
  const struct k1_frame_info *f = &cfun->machine->frame;
  HOST_WIDE_INT off = f->total_size + f->save_offset;
  if (f->save_ra)
    off -= UNITS_PER_WORD;
  if (f->save_fp)
    {
      off -= UNITS_PER_WORD;
      fn (K1_FP_REGNUM, off);
    }
  for (unsigned int regno = 0; regno < 64; regno++)
    if (f->save_mask & (HOST_WIDE_INT_1U << regno))
      {
	off -= UNITS_PER_WORD;
	fn (regno, off);
      }
}

void
k1_expand_prologue (void)
{
  k1_compute_frame ();
  const struct k1_frame_info *f = &cfun->machine->frame;
  rtx_insn *insn;

  if (flag_stack_usage_info)
    current_function_static_stack_size = f->total_size;
  if (f->total_size == 0)
    return;

  insn = k1_emit_sp_adjust (stack_pointer_rtx, -f->total_size);
  RTX_FRAME_RELATED_P (insn) = 1;

  if (f->save_ra)
    {
      rtx tmp = gen_rtx_REG (SImode, K1_TMP_REGNUM);
      rtx slot = k1_sp_mem (f->total_size + f->save_offset - UNITS_PER_WORD);
      emit_move_insn (tmp, gen_rtx_REG (SImode, K1_RA_REGNUM));
      insn = emit_move_insn (slot, tmp);
      RTX_FRAME_RELATED_P (insn) = 1;
      add_reg_note (insn, REG_CFA_OFFSET,
		    gen_rtx_SET (slot, gen_rtx_REG (SImode, K1_RA_REGNUM)));
    }

  k1_for_each_saved_reg ([] (unsigned int regno, HOST_WIDE_INT off)
    {
      rtx_insn *insn = emit_move_insn (k1_sp_mem (off),
				       gen_rtx_REG (SImode, regno));
      RTX_FRAME_RELATED_P (insn) = 1;
    });

  if (frame_pointer_needed)
    {
      /* The saves describe their slots from the stack pointer: keep
	 them before the CFA moves to the frame pointer.  */
      emit_insn (gen_blockage ());
      insn = emit_insn (gen_addsi3 (hard_frame_pointer_rtx, stack_pointer_rtx,
				    GEN_INT (f->total_size)));
      RTX_FRAME_RELATED_P (insn) = 1;
    }
}

void
k1_expand_epilogue (bool sibcall)
{
  k1_compute_frame ();
  const struct k1_frame_info *f = &cfun->machine->frame;
  rtx_insn *insn;

  if (f->total_size != 0)
    {
      if (frame_pointer_needed)
	{
	  /* alloca may have moved the stack pointer: what is below the
	     frame must be done with before it moves back.  */
	  emit_insn (gen_blockage ());
	  insn = k1_emit_sp_adjust (hard_frame_pointer_rtx, -f->total_size);
	  RTX_FRAME_RELATED_P (insn) = 1;
	  add_reg_note (insn, REG_CFA_DEF_CFA,
			plus_constant (Pmode, stack_pointer_rtx,
				       f->total_size));
	}

      k1_for_each_saved_reg ([] (unsigned int regno, HOST_WIDE_INT off)
	{
	  rtx reg = gen_rtx_REG (SImode, regno);
	  rtx_insn *insn = emit_move_insn (reg, k1_sp_mem (off));
	  RTX_FRAME_RELATED_P (insn) = 1;
	  add_reg_note (insn, REG_CFA_RESTORE, reg);
	});

      if (f->save_ra)
	{
	  rtx tmp = gen_rtx_REG (SImode, K1_TMP_REGNUM);
	  rtx ra = gen_rtx_REG (SImode, K1_RA_REGNUM);
	  emit_move_insn (tmp, k1_sp_mem (f->total_size + f->save_offset
					  - UNITS_PER_WORD));
	  insn = emit_move_insn (ra, tmp);
	  RTX_FRAME_RELATED_P (insn) = 1;
	  add_reg_note (insn, REG_CFA_RESTORE, ra);
	}

      /* Nothing may touch the frame once the stack pointer is above it
	 (a signal handler would write over it), and an access through a
	 copy of the stack pointer does not depend on it: the rest of
	 the body may join the restores, but not go past this.  */
      emit_insn (gen_blockage ());
      insn = k1_emit_sp_adjust (stack_pointer_rtx, f->total_size);
      RTX_FRAME_RELATED_P (insn) = 1;
      add_reg_note (insn, REG_CFA_DEF_CFA, stack_pointer_rtx);
    }

  if (crtl->calls_eh_return && !sibcall)
    emit_insn (gen_addsi3 (stack_pointer_rtx, stack_pointer_rtx,
			   EH_RETURN_STACKADJ_RTX));

  if (!sibcall)
    emit_jump_insn (gen_k1_return ());
}

/* Store the handler of __builtin_eh_return where the epilogue reloads
   $ra from.  */

void
k1_expand_eh_return (rtx handler)
{
  rtx slot = gen_rtx_MEM (Pmode,
			  plus_constant (Pmode, arg_pointer_rtx,
					 -cfun->machine->varargs_size
					 - UNITS_PER_WORD));
  MEM_VOLATILE_P (slot) = 1;
  emit_move_insn (slot, handler);
}

void
k1_function_profiler (void)
{
  sorry ("profiling is not supported on K1");
}

/* Moves.  */

static rtx
k1_got_base (void)
{
  rtx reg = gen_reg_rtx (Pmode);
  emit_insn (gen_k1_pcrel (reg, gen_rtx_SYMBOL_REF (Pmode,
						     "_GLOBAL_OFFSET_TABLE_")));
  return reg;
}

/* The __tls_get_addr function of the global- and local-dynamic TLS
   models.  */
static GTY(()) rtx k1_tls_get_addr_libfunc;

/* Return the insns that put the address of TLS symbol SYM in RESULT,
   the return register: a call of __tls_get_addr with the address of
   the symbol's (module, offset) pair in the GOT.  */

static rtx_insn *
k1_call_tls_get_addr (rtx sym, rtx result)
{
  rtx arg = gen_rtx_REG (Pmode, K1_FIRST_ARG_REGNUM);

  if (!k1_tls_get_addr_libfunc)
    k1_tls_get_addr_libfunc = init_one_libfunc ("__tls_get_addr");

  start_sequence ();
  emit_insn (gen_rtx_SET (arg, gen_rtx_PLUS (Pmode, k1_got_base (),
		gen_rtx_UNSPEC (Pmode, gen_rtvec (1, sym), UNSPEC_TLSGD))));
  rtx_insn *call
    = emit_call_insn (gen_k1_call_value (result, k1_tls_get_addr_libfunc,
					 const0_rtx));
  /* The result depends only on the argument: calls may be combined.  */
  RTL_CONST_CALL_P (call) = 1;
  use_reg (&CALL_INSN_FUNCTION_USAGE (call), arg);
  rtx_insn *insns = get_insns ();
  end_sequence ();
  return insns;
}

/* Load the address of symbol SYM plus OFFSET into DEST, which needs
   code when PIC or for TLS.  */

static void
k1_load_symbol (rtx dest, rtx sym, HOST_WIDE_INT offset)
{
  rtx tmp = gen_reg_rtx (Pmode);
  enum tls_model model = (GET_CODE (sym) == SYMBOL_REF
			  ? SYMBOL_REF_TLS_MODEL (sym) : TLS_MODEL_NONE);

  if (model == TLS_MODEL_LOCAL_EXEC)
    emit_insn (gen_rtx_SET (tmp, gen_rtx_PLUS (Pmode,
		gen_rtx_REG (Pmode, K1_TP_REGNUM),
		gen_rtx_UNSPEC (Pmode, gen_rtvec (1, sym), UNSPEC_TPREL))));
  else if (model == TLS_MODEL_GLOBAL_DYNAMIC
	   || model == TLS_MODEL_LOCAL_DYNAMIC)
    {
      /* Local dynamic is global dynamic applied to each symbol: the
	 ABI has no relocation for a module's own block, and section
	 anchors share the call where that pays.  */
      rtx ret = gen_rtx_REG (Pmode, K1_RETURN_REGNUM);
      emit_libcall_block (k1_call_tls_get_addr (sym, ret), tmp, ret, sym);
    }
  else if (model == TLS_MODEL_INITIAL_EXEC)
    {
      rtx got = k1_got_base ();
      rtx off = gen_reg_rtx (Pmode);
      emit_move_insn (off, gen_const_mem (Pmode, gen_rtx_PLUS (Pmode, got,
		gen_rtx_UNSPEC (Pmode, gen_rtvec (1, sym), UNSPEC_TLSIE))));
      emit_insn (gen_addsi3 (tmp, off, gen_rtx_REG (Pmode, K1_TP_REGNUM)));
    }
  else if (GET_CODE (sym) == LABEL_REF || SYMBOL_REF_LOCAL_P (sym))
    {
      emit_insn (gen_k1_pcrel (tmp, plus_constant (Pmode, sym, offset)));
      offset = 0;
    }
  else
    {
      rtx got = k1_got_base ();
      emit_move_insn (tmp, gen_const_mem (Pmode, gen_rtx_PLUS (Pmode, got,
		gen_rtx_UNSPEC (Pmode, gen_rtvec (1, sym), UNSPEC_GOT))));
    }

  if (offset != 0)
    emit_insn (gen_addsi3 (dest, tmp, GEN_INT (offset)));
  else
    emit_move_insn (dest, tmp);
}

/* Expand a move of MODE; return true if done.  */

bool
k1_expand_move (machine_mode mode, rtx *operands)
{
  rtx dest = operands[0], src = operands[1];

  if (MEM_P (dest) && !register_operand (src, mode)
      && can_create_pseudo_p ())
    {
      operands[1] = src = force_reg (mode, src);
    }

  if (mode == SImode && (flag_pic || k1_tls_referenced_p (src)))
    {
      HOST_WIDE_INT offset;
      rtx sym = k1_split_symbolic (src, &offset);
      if (sym && (flag_pic || k1_tls_symbol_p (sym)))
	{
	  gcc_assert (can_create_pseudo_p ());
	  if (!REG_P (dest))
	    {
	      rtx tmp = gen_reg_rtx (mode);
	      k1_load_symbol (tmp, sym, offset);
	      emit_move_insn (dest, tmp);
	    }
	  else
	    k1_load_symbol (dest, sym, offset);
	  return true;
	}
    }
  return false;
}

/* True if the move of a register pair in OPERANDS takes one instruction
   per word: memory not known to be 8-byte aligned, or a constant that
   is not the sign extension of its low word (maked).  */

bool
k1_split_move_double_p (rtx *operands)
{
  rtx dest = operands[0], src = operands[1];

  if (MEM_P (dest))
    return MEM_ALIGN (dest) < 64;
  if (MEM_P (src))
    return MEM_ALIGN (src) < 64;
  if (REG_P (src))
    return false;
  rtx lo, hi;
  split_double (src, &lo, &hi);
  return INTVAL (hi) != (INTVAL (lo) < 0 ? -1 : 0);
}

/* Split the move of a register pair in OPERANDS into word moves.  */

void
k1_split_move_double (rtx *operands)
{
  rtx dest = operands[0], src = operands[1];

  if (MEM_P (dest))
    {
      emit_move_insn (adjust_address (dest, SImode, 0),
		      gen_rtx_REG (SImode, REGNO (src)));
      emit_move_insn (adjust_address (dest, SImode, 4),
		      gen_rtx_REG (SImode, REGNO (src) + 1));
      return;
    }

  rtx lo = gen_rtx_REG (SImode, REGNO (dest));
  rtx hi = gen_rtx_REG (SImode, REGNO (dest) + 1);
  if (MEM_P (src))
    {
      rtx mlo = adjust_address (src, SImode, 0);
      rtx mhi = adjust_address (src, SImode, 4);
      /* The word that holds the address is loaded last.  */
      if (reg_overlap_mentioned_p (lo, XEXP (src, 0)))
	{
	  emit_move_insn (hi, mhi);
	  emit_move_insn (lo, mlo);
	}
      else
	{
	  emit_move_insn (lo, mlo);
	  emit_move_insn (hi, mhi);
	}
      return;
    }

  rtx clo, chi;
  split_double (src, &clo, &chi);
  emit_move_insn (lo, clo);
  emit_move_insn (hi, chi);
}

/* Output a move of a register pair that takes one instruction.  */

const char *
k1_output_move_double (rtx *operands)
{
  rtx dest = operands[0], src = operands[1];

  if (k1_split_move_double_p (operands))
    return "#";
  if (REG_P (dest) && REG_P (src))
    return "addd %0 = %1, 0";
  if (MEM_P (src))
    return "ld %0 = %1";
  if (MEM_P (dest))
    return "sd %0 = %1";
  rtx lo, hi;
  split_double (src, &lo, &hi);
  operands[2] = lo;
  return "maked %0 = %2";
}

/* Comparisons.  */

/* Set TARGET (SImode) to the floating-point comparison CODE of A and
   B.  As in C, LT, LE, GT, GE and LTGT raise invalid when A or B is a
   NaN; the others only for a signaling NaN.  */

static void
k1_expand_fp_compare (rtx target, enum rtx_code code, rtx a, rtx b)
{
  int unspec;

  switch (code)
    {
    case GT: case LE: case UNGT: case UNLE:
      code = swap_condition (code);
      std::swap (a, b);
      break;
    case LTGT:
      {
	/* fcomp.one is quiet: "less or greater" is two ordered less.  */
	rtx t1 = gen_reg_rtx (SImode), t2 = gen_reg_rtx (SImode);
	k1_expand_fp_compare (t1, LT, a, b);
	k1_expand_fp_compare (t2, LT, b, a);
	emit_insn (gen_iorsi3 (target, t1, t2));
	return;
      }
    default:
      break;
    }
  switch (code)
    {
    case EQ: unspec = UNSPEC_FCOMP_OEQ; break;
    case LT: unspec = UNSPEC_FCOMP_OLT; break;
    case GE: unspec = UNSPEC_FCOMP_OGE; break;
    case UNEQ: unspec = UNSPEC_FCOMP_UEQ; break;
    case NE: unspec = UNSPEC_FCOMP_UNE; break;
    case UNLT: unspec = UNSPEC_FCOMP_ULT; break;
    case UNGE: unspec = UNSPEC_FCOMP_UGE; break;
    case UNORDERED:
    case ORDERED:
      {
	/* Unordered is "unordered or equal" but not "ordered and
	   equal".  */
	rtx t1 = gen_reg_rtx (SImode), t2 = gen_reg_rtx (SImode);
	k1_expand_fp_compare (t1, UNEQ, a, b);
	k1_expand_fp_compare (t2, EQ, a, b);
	if (code == UNORDERED)
	  emit_insn (gen_xorsi3 (target, t1, t2));
	else
	  {
	    rtx t3 = gen_reg_rtx (SImode);
	    emit_insn (gen_xorsi3 (t3, t1, t2));
	    emit_insn (gen_xorsi3 (target, t3, const1_rtx));
	  }
	return;
      }
    default:
      gcc_unreachable ();
    }
  emit_insn (gen_rtx_SET (target, gen_rtx_UNSPEC (SImode, gen_rtvec (2, a, b),
						  unspec)));
}

/* Implement TARGET_UNSPEC_MAY_TRAP_P: the ordered less and greater or
   equal comparisons raise invalid on any NaN, the others on signaling
   NaNs.  */

static int
k1_unspec_may_trap_p (const_rtx x, unsigned flags)
{
  switch (XINT (x, 1))
    {
    case UNSPEC_FCOMP_OLT:
    case UNSPEC_FCOMP_OGE:
      if (flag_trapping_math)
	return 1;
      break;
    case UNSPEC_FCOMP_OEQ: case UNSPEC_FCOMP_ONE: case UNSPEC_FCOMP_UEQ:
    case UNSPEC_FCOMP_UNE: case UNSPEC_FCOMP_ULT: case UNSPEC_FCOMP_UGE:
      if (flag_trapping_math && flag_signaling_nans)
	return 1;
      break;
    default:
      break;
    }
  return default_unspec_may_trap_p (x, flags);
}

void
k1_expand_cstore (rtx target, enum rtx_code code, rtx a, rtx b)
{
  machine_mode mode = GET_MODE (a);

  if (FLOAT_MODE_P (mode))
    {
      k1_expand_fp_compare (target, code, a, force_reg (mode, b));
      return;
    }
  if (mode == DImode)
    b = force_reg (DImode, b);
  else if (!k1_reg_or_imm_operand (b, SImode))
    b = force_reg (SImode, b);
  emit_insn (gen_rtx_SET (target, gen_rtx_fmt_ee (code, SImode, a, b)));
}

static void
k1_emit_cb (enum rtx_code code, rtx reg, rtx label)
{
  rtx cond = gen_rtx_fmt_ee (code, VOIDmode, reg, const0_rtx);
  emit_jump_insn (gen_rtx_SET (pc_rtx,
			       gen_rtx_IF_THEN_ELSE (VOIDmode, cond,
						     gen_rtx_LABEL_REF
						       (VOIDmode, label),
						     pc_rtx)));
}

/* Expand cbranch<mode>4: cb tests a register against zero; anything
   else is computed into a register first.  */

void
k1_expand_cbranch (rtx *operands)
{
  enum rtx_code code = GET_CODE (operands[0]);
  rtx a = operands[1], b = operands[2], label = operands[3];
  machine_mode mode = GET_MODE (a);

  if (mode == SImode && b == const0_rtx)
    switch (code)
      {
      case EQ: case NE: case LT: case GE: case LE: case GT:
	k1_emit_cb (code, a, label);
	return;
      case LEU:
	k1_emit_cb (EQ, a, label);
	return;
      case GTU:
	k1_emit_cb (NE, a, label);
	return;
      default:
	break;
      }

  if (mode == DImode && b == const0_rtx)
    switch (code)
      {
      case EQ: case NE:
	{
	  rtx t = gen_reg_rtx (SImode);
	  emit_insn (gen_iorsi3 (t, gen_lowpart (SImode, a),
				 gen_highpart (SImode, a)));
	  k1_emit_cb (code, t, label);
	  return;
	}
      case LT: case GE:
	k1_emit_cb (code, force_reg (SImode, gen_highpart (SImode, a)),
		    label);
	return;
      default:
	break;
      }

  rtx t = gen_reg_rtx (SImode);
  k1_expand_cstore (t, code, a, b);
  k1_emit_cb (NE, t, label);
}

/* Expand mov<mode>cc into cmove; return false to let the middle end
   do it otherwise.  */

bool
k1_expand_movcc (rtx *operands)
{
  rtx dest = operands[0], cmp = operands[1];
  rtx a = XEXP (cmp, 0), b = XEXP (cmp, 1);
  rtx op_true = operands[2], op_false = operands[3];
  machine_mode mode = GET_MODE (dest);
  machine_mode cmode = GET_MODE (a);
  enum rtx_code code = GET_CODE (cmp);
  rtx c;

  if (cmode != SImode && cmode != DImode && cmode != SFmode
      && cmode != DFmode)
    return false;

  if (cmode == SImode && b == const0_rtx
      && (code == EQ || code == NE || code == LT || code == GE
	  || code == LE || code == GT))
    c = force_reg (SImode, a);
  else
    {
      c = gen_reg_rtx (SImode);
      k1_expand_cstore (c, code, a, b);
      code = NE;
    }

  if (GET_MODE_SIZE (mode) > UNITS_PER_WORD)
    op_true = force_reg (mode, op_true);
  else if (!register_operand (op_false, mode)
	   && register_operand (op_true, mode))
    {
      std::swap (op_true, op_false);
      code = reverse_condition (code);
    }
  else if (!k1_reg_or_imm_operand (op_true, mode))
    op_true = force_reg (mode, op_true);

  rtx t = gen_reg_rtx (mode);
  emit_move_insn (t, op_false);
  emit_insn (gen_rtx_SET (t, gen_rtx_IF_THEN_ELSE (mode,
		gen_rtx_fmt_ee (code, VOIDmode, c, const0_rtx),
		op_true, t)));
  emit_move_insn (dest, t);
  return true;
}

/* Atomics.  */

/* Expand atomic_compare_and_swapsi with acswapw, fenced as the memory
   models ask.  */

void
k1_expand_compare_and_swap (rtx *operands)
{
  rtx mem = operands[2];
  enum memmodel model = memmodel_base (INTVAL (operands[6]));
  rtx pair = gen_reg_rtx (DImode);

  /* acswapw has no indexed form: use a plain base register.  */
  if (!REG_P (XEXP (mem, 0)))
    mem = replace_equiv_address (mem, force_reg (Pmode, XEXP (mem, 0)));
  emit_move_insn (gen_lowpart (SImode, pair), operands[4]);
  emit_move_insn (gen_highpart (SImode, pair), operands[3]);
  if (model != MEMMODEL_RELAXED && model != MEMMODEL_CONSUME
      && model != MEMMODEL_ACQUIRE)
    emit_insn (gen_k1_fence ());
  emit_insn (gen_k1_acswapw (pair, mem, pair));
  if (model != MEMMODEL_RELAXED && model != MEMMODEL_RELEASE)
    emit_insn (gen_k1_fence ());
  emit_move_insn (operands[0], gen_lowpart (SImode, pair));
  emit_move_insn (operands[1], gen_highpart (SImode, pair));
}

/* Expand atomic_compare_and_swap<mode> for QImode and HImode with
   acswapw on the word that holds the value, retrying while only the
   other bytes of the word changed.  */

void
k1_expand_compare_and_swap_short (rtx *operands)
{
  rtx mem = operands[2];
  machine_mode mode = GET_MODE (mem);
  enum memmodel model = memmodel_base (INTVAL (operands[6]));
  rtx addr = force_reg (Pmode, XEXP (mem, 0));
  rtx aligned = expand_simple_binop (Pmode, AND, addr, GEN_INT (-4),
				     NULL_RTX, 1, OPTAB_DIRECT);
  rtx word = change_address (mem, SImode, aligned);
  set_mem_align (word, 32);
  MEM_VOLATILE_P (word) = 1;
  rtx shift = expand_simple_binop (SImode, AND, addr, GEN_INT (3),
				   NULL_RTX, 1, OPTAB_DIRECT);
  shift = expand_simple_binop (SImode, ASHIFT, shift, GEN_INT (3),
			       NULL_RTX, 1, OPTAB_DIRECT);
  rtx mask = expand_simple_binop (SImode, ASHIFT,
				  GEN_INT (GET_MODE_MASK (mode)), shift,
				  NULL_RTX, 1, OPTAB_DIRECT);
  rtx exp_w = expand_simple_binop (SImode, ASHIFT,
				   convert_to_mode (SImode, operands[3], 1),
				   shift, NULL_RTX, 1, OPTAB_DIRECT);
  rtx des_w = expand_simple_binop (SImode, ASHIFT,
				   convert_to_mode (SImode, operands[4], 1),
				   shift, NULL_RTX, 1, OPTAB_DIRECT);
  exp_w = force_reg (SImode, expand_simple_binop (SImode, AND, exp_w, mask,
						  NULL_RTX, 1, OPTAB_DIRECT));
  des_w = force_reg (SImode, expand_simple_binop (SImode, AND, des_w, mask,
						  NULL_RTX, 1, OPTAB_DIRECT));
  rtx pair = gen_reg_rtx (DImode);
  rtx ok = gen_reg_rtx (SImode), cur = gen_reg_rtx (SImode);
  rtx_code_label *retry = gen_label_rtx (), *done = gen_label_rtx ();

  if (model != MEMMODEL_RELAXED && model != MEMMODEL_CONSUME
      && model != MEMMODEL_ACQUIRE)
    emit_insn (gen_k1_fence ());
  emit_label (retry);
  rtx rest = expand_simple_binop (SImode, AND, word,
				  expand_unop (SImode, one_cmpl_optab, mask,
					       NULL_RTX, 1),
				  NULL_RTX, 1, OPTAB_DIRECT);
  emit_move_insn (gen_lowpart (SImode, pair),
		  expand_simple_binop (SImode, IOR, rest, des_w, NULL_RTX, 1,
				       OPTAB_DIRECT));
  emit_move_insn (gen_highpart (SImode, pair),
		  expand_simple_binop (SImode, IOR, rest, exp_w, NULL_RTX, 1,
				       OPTAB_DIRECT));
  emit_insn (gen_k1_acswapw (pair, word, pair));
  emit_move_insn (ok, gen_lowpart (SImode, pair));
  emit_move_insn (cur, expand_simple_binop (SImode, AND,
					    gen_highpart (SImode, pair), mask,
					    NULL_RTX, 1, OPTAB_DIRECT));
  emit_cmp_and_jump_insns (ok, const0_rtx, NE, NULL_RTX, SImode, 1, done);
  /* Failed because another part of the word changed: try again.  */
  emit_cmp_and_jump_insns (cur, exp_w, EQ, NULL_RTX, SImode, 1, retry);
  emit_label (done);
  if (model != MEMMODEL_RELAXED && model != MEMMODEL_RELEASE)
    emit_insn (gen_k1_fence ());
  emit_move_insn (operands[0], ok);
  rtx old = expand_simple_binop (SImode, LSHIFTRT, cur, shift, NULL_RTX, 1,
				 OPTAB_DIRECT);
  emit_move_insn (operands[1], gen_lowpart (mode, old));
}

/* Calls.  */

void
k1_expand_call (rtx result, rtx fnmem, rtx, bool sibcall)
{
  rtx addr = XEXP (fnmem, 0);
  if (!k1_call_operand (addr, Pmode))
    addr = force_reg (Pmode, addr);

  rtx insn;
  if (sibcall)
    insn = result ? gen_k1_sibcall_value (result, addr, const0_rtx)
		  : gen_k1_sibcall (addr, const0_rtx);
  else
    insn = result ? gen_k1_call_value (result, addr, const0_rtx)
		  : gen_k1_call (addr, const0_rtx);
  emit_call_insn (insn);
}

/* Implement TARGET_FUNCTION_OK_FOR_SIBCALL.  */

static bool
k1_function_ok_for_sibcall (tree, tree)
{
  return true;
}

/* Trampolines.  */

/* The encoding of each instruction, without its operands.  */
static const uint32_t k1_insn_match[K1_INSN_COUNT] =
  {
#define K1_INSN(id, name, args, unit, match, fields, lat, flags, doc) match,
#include "opcode/k1-opc.def"
#undef K1_INSN
  };

/* Store at OFFSET in M_TRAMP the two syllables of "make REGNO = VALUE"
   (its immediate always in an extension syllable), the last of its
   bundle if LAST.  */

static void
k1_store_make_words (rtx m_tramp, int offset, int regno, rtx value,
		     bool last)
{
  uint32_t insn = (K1_PARALLEL | k1_insn_match[K1_INSN_MAKE] | K1_FLD_X
		   | K1_ENCODE_W (regno));
  rtx lo = expand_simple_binop (SImode, ASHIFT, value, GEN_INT (K1_SHIFT_I),
				NULL_RTX, 1, OPTAB_DIRECT);
  lo = expand_simple_binop (SImode, AND, lo,
			    gen_int_mode (K1_FLD_LO10, SImode),
			    NULL_RTX, 1, OPTAB_DIRECT);
  lo = expand_simple_binop (SImode, IOR, lo, gen_int_mode (insn, SImode),
			    NULL_RTX, 1, OPTAB_DIRECT);
  rtx hi = expand_simple_binop (SImode, LSHIFTRT, value,
				GEN_INT (K1_IMM_LO_BITS),
				NULL_RTX, 1, OPTAB_DIRECT);
  if (!last)
    hi = expand_simple_binop (SImode, IOR, hi,
			      gen_int_mode (K1_PARALLEL, SImode),
			      NULL_RTX, 1, OPTAB_DIRECT);
  emit_move_insn (adjust_address (m_tramp, SImode, offset), lo);
  emit_move_insn (adjust_address (m_tramp, SImode, offset + 4), hi);
}

/* Implement TARGET_TRAMPOLINE_INIT:
	make $r32 = chain
	make $r16 = function
	;;
	igoto $r16
	;;  */

static void
k1_trampoline_init (rtx m_tramp, tree fndecl, rtx chain)
{
  rtx fn = force_reg (Pmode, XEXP (DECL_RTL (fndecl), 0));
  chain = force_reg (Pmode, chain);
  k1_store_make_words (m_tramp, 0, STATIC_CHAIN_REGNUM, chain, false);
  k1_store_make_words (m_tramp, 8, K1_TMP_REGNUM, fn, true);
  emit_move_insn (adjust_address (m_tramp, SImode, 16),
		  gen_int_mode (k1_insn_match[K1_INSN_IGOTO]
				| K1_ENCODE_Z (K1_TMP_REGNUM), SImode));
  rtx addr = force_reg (Pmode, XEXP (m_tramp, 0));
  emit_insn (gen_clear_cache (addr, plus_constant (Pmode, addr,
						   TRAMPOLINE_SIZE)));
}

/* If MASK is a field of bits that starts at bit SHIFT (a CONST_INT
   in 1..31), the field's width; otherwise 0.  */

int
k1_shifted_field_width (rtx mask, rtx shift)
{
  unsigned HOST_WIDE_INT m = UINTVAL (mask) & 0xffffffff;
  int s = INTVAL (shift);
  if (s <= 0 || s > 31 || (m & ((HOST_WIDE_INT_1U << s) - 1)) != 0)
    return 0;
  int width = exact_log2 ((m >> s) + 1);
  return width > 0 && width + s <= 32 ? width : 0;
}

/* Costs.  */

static bool
k1_rtx_costs (rtx x, machine_mode mode, int, int, int *total, bool speed)
{
  switch (GET_CODE (x))
    {
    case CONST_INT:
      *total = (mode == DImode
		&& INTVAL (x) != (HOST_WIDE_INT) (int) INTVAL (x)
		? COSTS_N_INSNS (1) : 0);
      return true;
    case CONST:
    case SYMBOL_REF:
    case LABEL_REF:
      *total = flag_pic ? COSTS_N_INSNS (3) : 0;
      return true;
    case CONST_DOUBLE:
      *total = GET_MODE_SIZE (mode) > UNITS_PER_WORD ? COSTS_N_INSNS (1) : 0;
      return true;
    case MEM:
      *total = COSTS_N_INSNS (2);
      return false;
    case NOT:
    case AND:
    case IOR:
    case XOR:
      /* andn, orn, nand, nor and nxor are single instructions.  */
      if (GET_MODE_CLASS (mode) == MODE_INT
	  && GET_MODE_SIZE (mode) <= 2 * UNITS_PER_WORD)
	{
	  *total = COSTS_N_INSNS (1);
	  for (int i = 0; i < GET_RTX_LENGTH (GET_CODE (x)); i++)
	    {
	      rtx op = XEXP (x, i);
	      if (GET_CODE (op) == NOT)
		op = XEXP (op, 0);
	      if (GET_CODE (x) == NOT
		  && (GET_CODE (op) == AND || GET_CODE (op) == IOR
		      || GET_CODE (op) == XOR)
		  && REG_P (XEXP (op, 0))
		  && (REG_P (XEXP (op, 1)) || CONST_INT_P (XEXP (op, 1))))
		continue;
	      if (!REG_P (op) && !SUBREG_P (op) && !CONST_INT_P (op))
		*total += rtx_cost (op, mode, GET_CODE (x), i, speed);
	    }
	  return true;
	}
      return false;
    case MULT:
      if (FLOAT_MODE_P (mode))
	*total = COSTS_N_INSNS (4);
      else
	*total = COSTS_N_INSNS (GET_MODE_SIZE (mode) > UNITS_PER_WORD ? 4 : 2);
      return false;
    case DIV:
    case UDIV:
    case MOD:
    case UMOD:
      *total = COSTS_N_INSNS (FLOAT_MODE_P (mode) ? 20 : 30);
      return false;
    case PLUS:
    case MINUS:
    case FMA:
    case FLOAT:
    case UNSIGNED_FLOAT:
    case FIX:
    case UNSIGNED_FIX:
    case FLOAT_EXTEND:
    case FLOAT_TRUNCATE:
      if (FLOAT_MODE_P (mode))
	{
	  *total = COSTS_N_INSNS (4);
	  return false;
	}
      return false;
    default:
      return false;
    }
}

static int
k1_address_cost (rtx, machine_mode, addr_space_t, bool)
{
  return 0;
}

/* Implement TARGET_MAX_NOCE_IFCVT_SEQ_COST.  A conditional branch costs
   more than its instruction: it ends its bundle, the test it reads must
   be ready a cycle before it, and the code on either side of it is
   scheduled apart (and a loop with one is not software pipelined).
   There is no prediction, so a predictable branch costs the same.
   A sequence's cost counts COSTS_N_INSNS (1) for each SET besides its
   source, so COSTS_N_INSNS (5) allows two operations and a copy: a
   counting `if (x == y) c++' becomes a comparison and an add (a loop
   of them over 10,000 words ran in a third of the cycles).  More
   changed nothing on testsuite/bench.  The --param values win where
   given.  */

static unsigned int
k1_max_noce_ifcvt_seq_cost (edge e)
{
  if (predictable_edge_p (e))
    {
      if (OPTION_SET_P (param_max_rtl_if_conversion_predictable_cost))
	return param_max_rtl_if_conversion_predictable_cost;
    }
  else if (OPTION_SET_P (param_max_rtl_if_conversion_unpredictable_cost))
    return param_max_rtl_if_conversion_unpredictable_cost;
  return COSTS_N_INSNS (K1_MAX_BUNDLE_INSNS);
}

/* Assembler output.  */

static const char *
k1_zero_cmp_name (enum rtx_code code)
{
  switch (code)
    {
    case EQ: return "eqz";
    case NE: return "nez";
    case LT: return "ltz";
    case GE: return "gez";
    case LE: return "lez";
    case GT: return "gtz";
    default: gcc_unreachable ();
    }
}

/* Implement TARGET_PRINT_OPERAND.
     C	integer comparison (comp, compd)
     Z	comparison with zero (cb, cmove); z the reverse
     O	bit 0 test: odd or even
     S	system register, by number
     P	call target: through the PLT when it may be preempted
     L, H  low and high word of a pair or a 64-bit constant  */

static void
k1_print_operand (FILE *file, rtx x, int code)
{
  switch (code)
    {
    case 'C':
      switch (GET_CODE (x))
	{
	case EQ: fputs ("eq", file); break;
	case NE: fputs ("ne", file); break;
	case LT: fputs ("lt", file); break;
	case GE: fputs ("ge", file); break;
	case LE: fputs ("le", file); break;
	case GT: fputs ("gt", file); break;
	case LTU: fputs ("ltu", file); break;
	case GEU: fputs ("geu", file); break;
	case LEU: fputs ("leu", file); break;
	case GTU: fputs ("gtu", file); break;
	default: output_operand_lossage ("invalid %%C operand");
	}
      return;
    case 'Z':
      fputs (k1_zero_cmp_name (GET_CODE (x)), file);
      return;
    case 'z':
      fputs (k1_zero_cmp_name (reverse_condition (GET_CODE (x))), file);
      return;
    case 'O':
      fputs (GET_CODE (x) == NE ? "odd" : "even", file);
      return;
    case 'S':
      if (CONST_INT_P (x) && IN_RANGE (INTVAL (x), 0,
				       (HOST_WIDE_INT) ARRAY_SIZE (k1_sfrs) - 1))
	fprintf (file, "$%s", k1_sfrs[INTVAL (x)].name);
      else
	output_operand_lossage ("invalid %%S operand");
      return;
    case 'P':
      if (GET_CODE (x) == SYMBOL_REF && flag_pic && !SYMBOL_REF_LOCAL_P (x))
	{
	  fputs ("@plt(", file);
	  output_addr_const (file, x);
	  fputs (")", file);
	  return;
	}
      break;
    case 'L':
    case 'H':
      if (REG_P (x))
	{
	  fputs (reg_names[REGNO (x) + (code == 'H')], file);
	  return;
	}
      if (CONST_INT_P (x) || CONST_DOUBLE_P (x))
	{
	  rtx lo, hi;
	  split_double (x, &lo, &hi);
	  fprintf (file, HOST_WIDE_INT_PRINT_DEC,
		   INTVAL (code == 'L' ? lo : hi));
	  return;
	}
      output_operand_lossage ("invalid %%%c operand", code);
      return;
    case 0:
      break;
    default:
      output_operand_lossage ("invalid operand code %c", code);
      return;
    }

  switch (GET_CODE (x))
    {
    case REG:
      if (GET_MODE_SIZE (GET_MODE (x)) > UNITS_PER_WORD)
	fprintf (file, "$p%d", REGNO (x));
      else
	fputs (reg_names[REGNO (x)], file);
      break;
    case MEM:
      output_address (GET_MODE (x), XEXP (x, 0));
      break;
    case CONST_INT:
      fprintf (file, HOST_WIDE_INT_PRINT_DEC, INTVAL (x));
      break;
    case CONST_DOUBLE:
      if (GET_MODE (x) == SFmode)
	{
	  long l;
	  REAL_VALUE_TO_TARGET_SINGLE (*CONST_DOUBLE_REAL_VALUE (x), l);
	  fprintf (file, "%d", (int) trunc_int_for_mode (l, SImode));
	}
      else
	output_operand_lossage ("invalid constant");
      break;
    default:
      output_addr_const (file, x);
      break;
    }
}

/* Implement TARGET_PRINT_OPERAND_ADDRESS: offset[base] or
   index[base].  */

static void
k1_print_operand_address (FILE *file, machine_mode, rtx addr)
{
  rtx base = addr, off = const0_rtx;
  if (GET_CODE (addr) == PLUS)
    {
      base = XEXP (addr, 0);
      off = XEXP (addr, 1);
    }
  if (!REG_P (base))
    {
      output_operand_lossage ("invalid address");
      return;
    }
  if (GET_CODE (off) == UNSPEC)
    {
      fputs (XINT (off, 1) == UNSPEC_GOT ? "@got(" : "@tlsie(", file);
      output_addr_const (file, XVECEXP (off, 0, 0));
      fputs (")", file);
    }
  else if (REG_P (off))
    fputs (reg_names[REGNO (off)], file);
  else if (CONST_INT_P (off))
    fprintf (file, HOST_WIDE_INT_PRINT_DEC, INTVAL (off));
  else
    output_addr_const (file, off);
  fprintf (file, "[%s]", reg_names[REGNO (base)]);
}

/* Implement TARGET_ASM_OUTPUT_ADDR_CONST_EXTRA.  */

static bool
k1_output_addr_const_extra (FILE *file, rtx x)
{
  if (GET_CODE (x) != UNSPEC)
    return false;
  switch (XINT (x, 1))
    {
    case UNSPEC_TPREL: fputs ("@tprel(", file); break;
    case UNSPEC_GOT: fputs ("@got(", file); break;
    case UNSPEC_TLSIE: fputs ("@tlsie(", file); break;
    case UNSPEC_TLSGD: fputs ("@tlsgd(", file); break;
    default: return false;
    }
  output_addr_const (file, XVECEXP (x, 0, 0));
  fputs (")", file);
  return true;
}

/* Set when the last template ended with a label, which must not be
   followed by an empty bundle.  */
static bool k1_bundle_ended;

/* Output a cb that jumps to operand 2 if operand 1 satisfies CODE
   against zero (or, if BIT0, bit 0 of it against zero).  Out of cb's
   range, an inverted cb skips a goto.  */

const char *
k1_output_cb (rtx_insn *insn, rtx *operands, enum rtx_code code, bool bit0)
{
  static char buf[96];
  enum rtx_code inv = reverse_condition (code);
  const char *c = (bit0 ? (code == NE ? "odd" : "even")
		   : k1_zero_cmp_name (code));
  const char *ic = (bit0 ? (inv == NE ? "odd" : "even")
		    : k1_zero_cmp_name (inv));

  if (get_attr_length (insn) == 4)
    snprintf (buf, sizeof buf, "cb.%s %%1, %%2", c);
  else
    {
      snprintf (buf, sizeof buf,
		"cb.%s %%1, .Lk1cb%%=\n;;\n\tgoto %%2\n;;\n.Lk1cb%%=:", ic);
      k1_bundle_ended = true;
    }
  return buf;
}

/* Bundles.

   The scheduler runs after register allocation from machine reorg
   (TARGET_DELAY_SCHED2), over the insn stream that final prints, and
   marks with TImode the insns that start a cycle.  k1_gen_bundles then
   turns cycles into bundles, closing a bundle earlier where the
   assembler or the debug information needs it, and records the result
   in the insns' modes: SImode for an insn that more of its bundle
   follows, QImode for the last insn of a bundle.  final prints ";;"
   after each QImode insn.  The scheduler emits each cycle in an order
   that is also correct sequentially, so a bundle can always be closed
   early.  Variable tracking runs after that (TARGET_DELAY_VARTRACK),
   and its notes move to the ends of bundles.  */

/* True if INSN's template ASM emits nothing.  */

static bool
k1_empty_asm_p (const char *templ)
{
  for (; *templ; templ++)
    if (!ISSPACE (*templ))
      return false;
  return true;
}

/* If INSN is an asm, set *EMPTY to whether its template is empty and
   return true.  */

static bool
k1_asm_p (rtx_insn *insn, bool *empty)
{
  rtx body = PATTERN (insn);
  const char *templ;
  if (GET_CODE (body) == ASM_INPUT)
    templ = XSTR (body, 0);
  else if (asm_noperands (body) >= 0)
    templ = decode_asm_operands (body, NULL, NULL, NULL, NULL, NULL);
  else
    return false;
  *empty = templ == NULL || k1_empty_asm_p (templ);
  return true;
}

/* True if INSN emits instructions.  */

static bool
k1_code_insn_p (rtx_insn *insn)
{
  if (!NONDEBUG_INSN_P (insn)
      || GET_CODE (PATTERN (insn)) == USE
      || GET_CODE (PATTERN (insn)) == CLOBBER)
    return false;
  bool empty;
  if (k1_asm_p (insn, &empty))
    return !empty;
  return recog_memoized (insn) < 0 || get_attr_type (insn) != TYPE_GHOST;
}

/* The number of syllables of INSN: one, and an extension syllable for
   an immediate that is a symbol or does not fit in 10 signed bits (the
   assembler's choice).  Branch offsets sit in the syllable.  */

static int
k1_insn_syllables (rtx_insn *insn)
{
  if (JUMP_P (insn) || CALL_P (insn))
    return 1;
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, PATTERN (insn), NONCONST)
    {
      const_rtx x = *iter;
      switch (GET_CODE (x))
	{
	case CONST_INT:
	  if (!IN_RANGE (INTVAL (x), -512, 511))
	    return 2;
	  break;
	case CONST_DOUBLE:
	  if (GET_MODE (x) == SFmode)
	    {
	      long l;
	      REAL_VALUE_TO_TARGET_SINGLE (*CONST_DOUBLE_REAL_VALUE (x), l);
	      if (!IN_RANGE ((int) trunc_int_for_mode (l, SImode), -512, 511))
		return 2;
	    }
	  else
	    return 2;
	  break;
	case SYMBOL_REF:
	case LABEL_REF:
	case CONST:
	case UNSPEC:
	  return 2;
	default:
	  break;
	}
    }
  return 1;
}

/* True if INSN must be a bundle of its own: an asm (the assembler
   would check its instructions against ours, but they are opaque to
   the scheduler), or an insn that takes the whole machine.  */

static bool
k1_alone_p (rtx_insn *insn)
{
  bool empty;
  if (k1_asm_p (insn, &empty))
    return true;
  return recog_memoized (insn) < 0 || get_attr_type (insn) == TYPE_ALONE;
}

/* True if nothing may follow INSN in its bundle: a branch or call
   takes effect at the end of its bundle, and the bundle after loopdo
   starts the loop body.  (The CFI of a frame-related insn moves to the
   end of its bundle: pass_k1_bundle_cfi.)  */

static bool
k1_ends_bundle_p (rtx_insn *insn)
{
  return (JUMP_P (insn) || CALL_P (insn)
	  || (NONJUMP_INSN_P (insn)
	      && recog_memoized (insn) == CODE_FOR_k1_loopdo));
}

/* True if INSN may not join a bundle that holds a frame-related insn:
   a call.  The unwinder looks up the row of a return address less one,
   inside the call's bundle, where the CFI moved to the end of the
   bundle does not hold yet.  */

static bool
k1_apart_from_frame_p (rtx_insn *insn)
{
  return CALL_P (insn);
}

/* note_uses callback: add the hard registers of *LOC to the set DATA.  */

static void
k1_note_reads (rtx *loc, void *data)
{
  HARD_REG_SET *reads = (HARD_REG_SET *) data;
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, *loc, NONCONST)
    if (REG_P (*iter) && HARD_REGISTER_P (*iter))
      add_to_hard_reg_set (reads, GET_MODE (*iter), REGNO (*iter));
}

/* note_stores callback: add the hard registers that DEST sets to the
   set DATA.  */

static void
k1_note_writes (rtx dest, const_rtx, void *data)
{
  HARD_REG_SET *writes = (HARD_REG_SET *) data;
  if (GET_CODE (dest) == SUBREG)
    dest = SUBREG_REG (dest);
  if (REG_P (dest) && HARD_REGISTER_P (dest))
    add_to_hard_reg_set (writes, GET_MODE (dest), REGNO (dest));
}

/* note_stores callback: a destination that only partly changes its
   register (insf's zero_extract, strict_low_part) also reads it; add
   it to the set DATA.  */

static void
k1_note_partial_writes (rtx dest, const_rtx, void *data)
{
  if (GET_CODE (dest) == ZERO_EXTRACT || GET_CODE (dest) == STRICT_LOW_PART)
    k1_note_reads (&XEXP (dest, 0), data);
}

/* The hard registers INSN reads as it issues (READS) and writes
   (WRITES).  What only a call's or a return's target reads is not read
   by the branch, and the value a call returns is written by its target
   after the bundle.  */

static void
k1_insn_regs (rtx_insn *insn, HARD_REG_SET *reads, HARD_REG_SET *writes)
{
  CLEAR_HARD_REG_SET (*reads);
  CLEAR_HARD_REG_SET (*writes);
  note_uses (&PATTERN (insn), k1_note_reads, reads);
  note_stores (insn, k1_note_partial_writes, reads);
  note_stores (insn, k1_note_writes, writes);
  if (CALL_P (insn))
    {
      rtx set = PATTERN (insn);
      if (GET_CODE (set) == PARALLEL)
	set = XVECEXP (set, 0, 0);
      if (GET_CODE (set) == SET && GET_CODE (SET_SRC (set)) == CALL)
	{
	  HARD_REG_SET value;
	  CLEAR_HARD_REG_SET (value);
	  k1_note_writes (SET_DEST (set), NULL_RTX, &value);
	  *writes &= ~value;
	}
    }
}

/* INSN's latency from the DFA; 1 for what it does not know.  */

static int
k1_insn_latency (rtx_insn *insn)
{
  return recog_memoized (insn) >= 0 ? insn_default_latency (insn) : 1;
}

/* True if bundling is on for the current function.  */

static bool
k1_bundling_p (void)
{
  return optimize > 0 && k1_flag_bundle && flag_schedule_insns_after_reload;
}

/* A bundle being built, in the order of its insns.  */

struct k1_bundle
{
  /* The DFA state after its insns, when bundling.  */
  state_t state;
  rtx_insn *last;
  int ninsns, nsyllables;
  /* The registers its insns write.  */
  HARD_REG_SET writes;
  /* Whether it has a frame-related insn.  */
  bool frame_related;
};

/* Make INSN, which writes WRITES, the first insn of bundle B.  */

static void
k1_bundle_start (k1_bundle *b, rtx_insn *insn, const HARD_REG_SET &writes,
		 bool bundling)
{
  state_reset (b->state);
  CLEAR_HARD_REG_SET (b->writes);
  if (bundling)
    {
      if (recog_memoized (insn) >= 0)
	state_transition (b->state, insn);
      b->writes = writes;
    }
  b->last = insn;
  b->ninsns = 1;
  b->nsyllables = k1_insn_syllables (insn);
  b->frame_related = RTX_FRAME_RELATED_P (insn);
}

/* Add INSN, which reads READS and writes WRITES, to bundle B and
   return true if it may follow B's insns in one bundle: the units, the
   syllables and the rules above allow it, and it reads and writes no
   register that B writes.  Every
   instruction of a bundle reads its operands before any of them
   writes, so an insn that does starts a new bundle: the scheduler
   orders each cycle so that it is also correct sequentially, but passes
   that assume sequential semantics inside a cycle (a sched group, a
   broken dependence) must never give a bundle whose result differs.  */

static bool
k1_bundle_join (k1_bundle *b, rtx_insn *insn, const HARD_REG_SET &reads,
		const HARD_REG_SET &writes)
{
  int nsyl = k1_insn_syllables (insn);
  if (k1_alone_p (insn) || k1_alone_p (b->last)
      || k1_ends_bundle_p (b->last)
      || (b->frame_related && k1_apart_from_frame_p (insn))
      || b->ninsns == K1_MAX_BUNDLE_INSNS
      || b->nsyllables + nsyl > K1_MAX_BUNDLE_SYLLABLES
      || hard_reg_set_intersect_p (reads | writes, b->writes)
      || state_transition (b->state, insn) >= 0)
    return false;
  b->last = insn;
  b->ninsns++;
  b->nsyllables += nsyl;
  b->writes |= writes;
  b->frame_related |= RTX_FRAME_RELATED_P (insn);
  return true;
}

/* True if nothing joins a bundle across INSN: a label or the end of a
   block of code.  */

static bool
k1_bundle_barrier_p (rtx_insn *insn)
{
  return (LABEL_P (insn) || BARRIER_P (insn)
	  || (NOTE_P (insn)
	      && NOTE_KIND (insn) == NOTE_INSN_SWITCH_TEXT_SECTIONS));
}

/* Group the scheduled insns into bundles, as described above: a
   bundle is the insns of a cycle, closed earlier where k1_bundle_join
   says.  */

static void
k1_gen_bundles (void)
{
  k1_bundle b;
  b.state = alloca (state_size ());
  b.last = NULL;
  bool bundling = k1_bundling_p ();
  /* Set when an insn without code started a cycle: the cycle start
     passes to the next insn with code.  */
  bool new_cycle = false;

  /* The DFA's tables, for the insns made since scheduling too.  */
  if (bundling)
    dfa_start ();
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (k1_bundle_barrier_p (insn))
	{
	  if (b.last)
	    PUT_MODE (b.last, QImode);
	  b.last = NULL;
	  continue;
	}
      if (!INSN_P (insn))
	continue;
      if (!k1_code_insn_p (insn))
	{
	  new_cycle |= GET_MODE (insn) == TImode;
	  PUT_MODE (insn, VOIDmode);
	  continue;
	}

      rtx_insn *last = b.last;
      HARD_REG_SET reads, writes;
      if (bundling)
	k1_insn_regs (insn, &reads, &writes);
      else
	CLEAR_HARD_REG_SET (writes);
      if (!bundling || last == NULL
	  || GET_MODE (insn) == TImode || new_cycle
	  || !k1_bundle_join (&b, insn, reads, writes))
	{
	  if (last)
	    PUT_MODE (last, QImode);
	  k1_bundle_start (&b, insn, writes, bundling);
	}
      else
	PUT_MODE (last, SImode);
      new_cycle = false;
    }
  if (b.last)
    PUT_MODE (b.last, QImode);
  if (bundling)
    dfa_finish ();
}

/* The insn after INSN in its bundle, or null after the last.  */

static rtx_insn *
k1_next_in_bundle (rtx_insn *insn)
{
  if (GET_MODE (insn) == QImode)
    return NULL;
  do
    insn = NEXT_INSN (insn);
  while (!k1_code_insn_p (insn));
  return insn;
}

/* Bundle compaction.  The scheduler issues each insn in the first
   cycle it can, so an insn off the critical path that is ready while a
   chain waits gets a bundle of its own, which the machine issues a
   cycle or more before the bundle that waits: bundles issue in order,
   and a bundle stalls until the registers it reads are ready.  Issued
   with the next bundle instead, it costs no cycle if what it writes is
   still ready when first read or written, and the code has one bundle
   less.  The cycles follow that rule with the DFA's latencies, over
   each run of bundles between labels, every register ready where the
   run starts.  */

/* An insn of a run: the registers it reads and writes, and its
   latency, found once.  */

struct k1_run_insn
{
  HARD_REG_SET reads, writes;
  int latency;
};

/* A bundle of a run: its insns, the [BEGIN, END) of the run's insns, the
   registers they read and write, and the cycles where it issues and
   where the last register it reads is ready.  */

struct k1_run_bundle
{
  rtx_insn *first, *last;
  unsigned int begin, end;
  HARD_REG_SET reads, writes;
  int issue, operands;
};

/* A run of bundles between labels.  */

struct k1_run
{
  auto_vec<k1_run_insn> insns;
  auto_vec<k1_run_bundle> bundles;
};

/* Record in READY the cycle where each register that bundle K of RUN
   writes is ready.  */

static void
k1_run_writes (k1_run &run, unsigned int k, int *ready)
{
  k1_run_bundle &b = run.bundles[k];
  for (unsigned int i = b.begin; i < b.end; i++)
    {
      unsigned int r;
      hard_reg_set_iterator hrsi;
      EXECUTE_IF_SET_IN_HARD_REG_SET (run.insns[i].writes, 0, r, hrsi)
	ready[r] = b.issue + run.insns[i].latency;
    }
}

/* Set the cycles of RUN's bundles from bundle FROM on.  Those before it
   are unchanged: READY is where the registers they write are ready.  */

static void
k1_run_cycles (k1_run &run, unsigned int from, const int *ready_before)
{
  int ready[FIRST_PSEUDO_REGISTER];
  memcpy (ready, ready_before, sizeof ready);
  for (unsigned int k = from; k < run.bundles.length (); k++)
    {
      k1_run_bundle &b = run.bundles[k];
      unsigned int r;
      hard_reg_set_iterator hrsi;
      b.operands = 0;
      EXECUTE_IF_SET_IN_HARD_REG_SET (b.reads, 0, r, hrsi)
	b.operands = MAX (b.operands, ready[r]);
      b.issue = MAX (b.operands, k > 0 ? run.bundles[k - 1].issue + 1 : 0);
      k1_run_writes (run, k, ready);
    }
}

/* True if bundle K of RUN may issue with bundle K + 1, as described
   above, at cycle ISSUE: what it writes is ready before the first
   bundle after that reads or writes it issues, or else by the end of
   the run (or no later than now).  */

static bool
k1_run_merge_p (k1_run &run, unsigned int k, int issue)
{
  vec<k1_run_bundle> &bundles = run.bundles;
  for (unsigned int i = bundles[k].begin; i < bundles[k].end; i++)
    {
      HARD_REG_SET writes = run.insns[i].writes;
      int latency = run.insns[i].latency;
      int now = bundles[k].issue + latency;
      int done = issue + latency;
      int end = MAX (now, bundles.last ().issue + 1);
      if (done <= now)
	continue;
      /* The first bundle after that reads or writes one of WRITES.  */
      for (unsigned int j = k + 2;
	   j < bundles.length () && !hard_reg_set_empty_p (writes); j++)
	{
	  HARD_REG_SET seen = (bundles[j].reads | bundles[j].writes) & writes;
	  if (!hard_reg_set_empty_p (seen) && done > bundles[j].issue)
	    return false;
	  writes &= ~seen;
	}
      if (!hard_reg_set_empty_p (writes) && done > end)
	return false;
    }
  return true;
}

/* Compact RUN, whose bundles are consecutive, as described above.
   STATE is room for a DFA state.  */

static void
k1_compact_run (k1_run &run, state_t state)
{
  vec<k1_run_bundle> &bundles = run.bundles;
  /* k1_gen_bundles closes every bundle before a label; leave alone
     one that is not.  */
  if (!bundles.is_empty () && !bundles.last ().last)
    bundles.pop ();
  /* Where the registers the bundles before K write are ready.  */
  int ready[FIRST_PSEUDO_REGISTER];
  memset (ready, 0, sizeof ready);
  k1_run_cycles (run, 0, ready);
  for (unsigned int k = 0; k + 1 < bundles.length (); )
    {
      k1_bundle b;
      b.state = state;
      rtx_insn *insn = bundles[k].first;
      unsigned int i = bundles[k].begin;
      k1_bundle_start (&b, insn, run.insns[i].writes, true);
      bool fits = true;
      while (fits && (insn = k1_next_in_bundle (insn)))
	{
	  i++;
	  fits = k1_bundle_join (&b, insn, run.insns[i].reads,
				 run.insns[i].writes);
	}
      for (insn = bundles[k + 1].first; fits && insn;
	   insn = k1_next_in_bundle (insn))
	{
	  i++;
	  fits = k1_bundle_join (&b, insn, run.insns[i].reads,
				 run.insns[i].writes);
	}
      gcc_checking_assert (!fits || i + 1 == bundles[k + 1].end);
      int issue = MAX (MAX (bundles[k].operands, bundles[k + 1].operands),
		       k > 0 ? bundles[k - 1].issue + 1 : 0);
      if (!fits || !k1_run_merge_p (run, k, issue))
	{
	  k1_run_writes (run, k, ready);
	  k++;
	  continue;
	}
      if (dump_file)
	fprintf (dump_file, "Bundle of insn %d issues with insn %d\n",
		 INSN_UID (bundles[k].first), INSN_UID (bundles[k + 1].first));
      PUT_MODE (bundles[k].last, SImode);
      bundles[k].last = bundles[k + 1].last;
      bundles[k].end = bundles[k + 1].end;
      bundles[k].reads |= bundles[k + 1].reads;
      bundles[k].writes |= bundles[k + 1].writes;
      bundles.ordered_remove (k + 1);
      k1_run_cycles (run, k, ready);
    }
  run.insns.truncate (0);
  bundles.truncate (0);
}

/* Compact the bundles of the function, as described above.  */

static void
k1_compact_bundles (void)
{
  k1_run run;
  state_t state = alloca (state_size ());
  dfa_start ();
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (k1_bundle_barrier_p (insn))
	k1_compact_run (run, state);
      if (!INSN_P (insn) || !k1_code_insn_p (insn))
	continue;
      k1_run_insn ri;
      k1_insn_regs (insn, &ri.reads, &ri.writes);
      ri.latency = k1_insn_latency (insn);
      unsigned int i = run.insns.length ();
      run.insns.safe_push (ri);
      /* Open a bundle at the first insn after one that closed.  */
      if (run.bundles.is_empty () || run.bundles.last ().last)
	{
	  k1_run_bundle rb;
	  rb.first = insn;
	  rb.last = NULL;
	  rb.begin = i;
	  CLEAR_HARD_REG_SET (rb.reads);
	  CLEAR_HARD_REG_SET (rb.writes);
	  rb.issue = rb.operands = 0;
	  run.bundles.safe_push (rb);
	}
      k1_run_bundle &rb = run.bundles.last ();
      rb.reads |= ri.reads;
      rb.writes |= ri.writes;
      rb.end = i + 1;
      if (GET_MODE (insn) == QImode)
	rb.last = insn;
    }
  k1_compact_run (run, state);
  dfa_finish ();
}

/* Give every insn of a bundle the location of its first: a bundle is
   one address, and final starts and ends lexical blocks (with labels,
   which would close the bundle in the assembler) only where the scope
   of an insn changes.  */

static void
k1_unify_bundle_locations (void)
{
  rtx_insn *first = NULL;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (LABEL_P (insn) || BARRIER_P (insn))
	first = NULL;
      /* A debug marker keeps its own location: that of an inline
	 entry point names the inlined function's block.  */
      if (!NONDEBUG_INSN_P (insn))
	continue;
      if (first)
	INSN_LOCATION (insn) = INSN_LOCATION (first);
      else if (GET_MODE (insn) == SImode)
	first = insn;
      if (GET_MODE (insn) == QImode)
	first = NULL;
    }
}

/* Where a note inside a bundle goes: nowhere, to the start of the
   bundle, or to its end.  */
enum k1_note_place { K1_NOTE_STAY, K1_NOTE_TO_START, K1_NOTE_TO_END };

/* Move the notes that fell inside a bundle where PLACE says, keeping
   their order.  PLACE sees the note and whether a frame-related insn
   of the bundle comes before it.  */

static void
k1_move_bundle_notes (enum k1_note_place (*place) (const rtx_insn *, bool))
{
  rtx_insn *queue = NULL, *queue_tail = NULL, *bundle_first = NULL;
  bool in_bundle = false, after_frame_related = false;

  for (rtx_insn *insn = get_insns (), *next; insn; insn = next)
    {
      next = NEXT_INSN (insn);
      if (INSN_P (insn) && GET_MODE (insn) == SImode)
	{
	  if (!in_bundle)
	    {
	      bundle_first = insn;
	      after_frame_related = false;
	    }
	  in_bundle = true;
	  after_frame_related |= RTX_FRAME_RELATED_P (insn);
	}
      else if (INSN_P (insn) && GET_MODE (insn) == QImode)
	{
	  /* Put the queue, in its order, after INSN.  */
	  if (queue)
	    {
	      SET_PREV_INSN (queue) = insn;
	      SET_NEXT_INSN (queue_tail) = next;
	      if (next)
		SET_PREV_INSN (next) = queue_tail;
	      else
		set_last_insn (queue_tail);
	      SET_NEXT_INSN (insn) = queue;
	      next = NEXT_INSN (queue_tail);
	      queue = queue_tail = NULL;
	    }
	  in_bundle = false;
	}
      else if (in_bundle && NOTE_P (insn))
	switch (place (insn, after_frame_related))
	  {
	  case K1_NOTE_STAY:
	    break;
	  case K1_NOTE_TO_START:
	    reorder_insns_nobb (insn, insn, PREV_INSN (bundle_first));
	    break;
	  case K1_NOTE_TO_END:
	    /* Unlink INSN and queue it.  */
	    SET_NEXT_INSN (PREV_INSN (insn)) = next;
	    if (next)
	      SET_PREV_INSN (next) = PREV_INSN (insn);
	    SET_NEXT_INSN (insn) = NULL;
	    if (queue_tail)
	      {
		SET_NEXT_INSN (queue_tail) = insn;
		SET_PREV_INSN (insn) = queue_tail;
	      }
	    else
	      queue = insn;
	    queue_tail = insn;
	    break;
	  }
    }
  gcc_assert (queue == NULL);
}

/* The variable-location notes that fell inside a bundle go to its
   end: the bundle's effects are one.  The statement and inline entry
   markers go to its start, where its instructions begin: final opens
   and closes lexical blocks (with labels, which would close the bundle
   in the assembler) where a marker's block differs from that of the
   insns around it.  */

static enum k1_note_place
k1_var_location_note_place (const rtx_insn *note, bool)
{
  switch (NOTE_KIND (note))
    {
    case NOTE_INSN_VAR_LOCATION:
      return K1_NOTE_TO_END;
    case NOTE_INSN_BEGIN_STMT:
    case NOTE_INSN_INLINE_ENTRY:
      return K1_NOTE_TO_START;
    default:
      return K1_NOTE_STAY;
    }
}

static void
k1_move_var_location_notes (void)
{
  k1_move_bundle_notes (k1_var_location_note_place);
}

/* A CFI note after a frame-related insn of its bundle may describe it:
   it goes to the end of the bundle, whose effects are one.  One before
   describes an earlier bundle (a register save that dwarf2cfi queued
   and gives before the insn that changes the register or the call
   that needs it): it goes to the start, where it holds already and
   where the unwinder, which looks up a return address less one, sees
   it.  (The assembler would give a directive inside a bundle the
   address of its start.)  No frame-related insn shares a bundle with
   a call (k1_apart_from_frame_p), so the row of a call is right.  */

static enum k1_note_place
k1_cfi_note_place (const rtx_insn *note, bool after_frame_related)
{
  if (NOTE_KIND (note) != NOTE_INSN_CFI
      && NOTE_KIND (note) != NOTE_INSN_CFI_LABEL)
    return K1_NOTE_STAY;
  return after_frame_related ? K1_NOTE_TO_END : K1_NOTE_TO_START;
}

/* The pass after pass_dwarf2_frame that moves the CFI notes out of
   the bundles (k1_cfi_note_place), so that a frame-related insn may
   share a bundle with any insn but a call.  */

namespace {

const pass_data pass_data_k1_bundle_cfi =
{
  RTL_PASS, /* type */
  "k1_bundle_cfi", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_NONE, /* tv_id */
  0, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_k1_bundle_cfi : public rtl_opt_pass
{
public:
  pass_k1_bundle_cfi (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_k1_bundle_cfi, ctxt)
  {}

  virtual bool gate (function *) { return k1_bundling_p (); }

  virtual unsigned int execute (function *)
  {
    k1_move_bundle_notes (k1_cfi_note_place);
    return 0;
  }
};

} // anon namespace

rtl_opt_pass *
make_pass_k1_bundle_cfi (gcc::context *ctxt)
{
  return new pass_k1_bundle_cfi (ctxt);
}

/* Reassociation by depth.  In CRC's c = t ^ (c >> 8); i = c ^ byte,
   T is a load that is ready last, and the second xor waits for the
   first.  Tree reassociation does not look through C's other use (and
   folds t ^ ((c >> 8) ^ byte) back into that form), so here, before
   the first schedule, Y = (A op B) op C, with A the operand ready
   last, becomes Y = A op (B op C) when that makes Y ready earlier: one
   insn more, one fewer on A's path.  Readiness is followed through
   each block from the DFA's latencies; k1_reassoc says where it
   starts and when there is room for the insns added.  */

/* If INSN is a SET of a pseudo to PSEUDO op PSEUDO, op associative
   and commutative, return the SET.  */

static rtx
k1_reassoc_set (rtx_insn *insn)
{
  rtx set = single_set (insn);
  if (!set || !REG_P (SET_DEST (set))
      || HARD_REGISTER_P (SET_DEST (set))
      || GET_MODE (SET_DEST (set)) != SImode)
    return NULL_RTX;
  rtx x = SET_SRC (set);
  if ((GET_CODE (x) != XOR && GET_CODE (x) != IOR
       && GET_CODE (x) != AND && GET_CODE (x) != PLUS)
      || !REG_P (XEXP (x, 0)) || HARD_REGISTER_P (XEXP (x, 0))
      || !REG_P (XEXP (x, 1)) || HARD_REGISTER_P (XEXP (x, 1)))
    return NULL_RTX;
  return set;
}

/* Start following readiness afresh: every register of VEC, a READY or
   DEF vector indexed by register number, becomes zero.  */

template<typename T>
static void
k1_reassoc_clear (auto_vec<T> &vec)
{
  vec.truncate (0);
  vec.safe_grow_cleared (max_reg_num ());
}

/* The cycle where INSN's result is ready, if its operands are ready at
   the cycles READY gives (indexed by register number).  */

static int
k1_reassoc_ready (rtx_insn *insn, const vec<int> &ready)
{
  int issue = 0;
  df_ref ref;
  FOR_EACH_INSN_USE (ref, insn)
    if (DF_REF_REGNO (ref) < ready.length ())
      issue = MAX (issue, ready[DF_REF_REGNO (ref)]);
  return issue + k1_insn_latency (insn);
}

/* Reassociate INSN, Y = X op C, if X = A op B is DEF and that makes Y
   ready earlier, as described above.  READY is as for
   k1_reassoc_ready; PRIOR gives the cycle where DEF's destination was
   ready before DEF.  B op C goes before INSN, or before DEF if DEF
   updates B (as in i += step; j = i + m).  Return the insn B op C,
   whose result is then ready at *BC_READY, or null if INSN stays.  */

static rtx_insn *
k1_reassoc_insn (rtx_insn *insn, rtx_insn *def, const vec<int> &ready,
		 const vec<int> &prior, int *bc_ready)
{
  rtx x = SET_SRC (single_set (insn)), xd = SET_SRC (single_set (def));
  rtx_code code = GET_CODE (x);
  rtx r = SET_DEST (single_set (def));
  if (GET_CODE (xd) != code)
    return NULL;
  rtx c = rtx_equal_p (XEXP (x, 0), r) ? XEXP (x, 1) : XEXP (x, 0);
  /* Where DEF's operands were ready.  */
  auto ready_before = [&] (rtx reg)
    {
      return REGNO (reg) == REGNO (r) ? prior[REGNO (r)] : ready[REGNO (reg)];
    };
  rtx a = XEXP (xd, 0), b = XEXP (xd, 1);
  if (ready_before (b) > ready_before (a))
    std::swap (a, b);
  bool before_def = reg_overlap_mentioned_p (r, b);
  if (reg_overlap_mentioned_p (r, c)
      || reg_overlap_mentioned_p (r, a)
      || reg_set_between_p (a, def, insn)
      || reg_set_between_p (before_def ? c : b, def, insn))
    return NULL;
  int lat = k1_insn_latency (def);
  int now = MAX (ready[REGNO (r)], ready[REGNO (c)]);
  int bc_at = MAX (ready_before (b), ready[REGNO (c)]) + lat;
  int later = MAX (ready_before (a), bc_at);
  if (later >= now)
    return NULL;

  rtx u = gen_reg_rtx (SImode);
  rtx_insn *bc = emit_insn_before (gen_rtx_SET (u, gen_rtx_fmt_ee (code,
								  SImode,
								  b, c)),
				   before_def ? def : insn);
  if (recog_memoized (bc) < 0
      || !validate_change (insn, &SET_SRC (single_set (insn)),
			   gen_rtx_fmt_ee (code, SImode, a, u), false))
    {
      delete_insn (bc);
      return NULL;
    }
  if (dump_file)
    fprintf (dump_file, "Insn %d reassociated: r%u ready at %d, not %d\n",
	     INSN_UID (insn), REGNO (a), later + lat, now + lat);
  *bc_ready = bc_at;
  return bc;
}

/* Follow readiness through BB, READY and DEF giving each register's
   ready cycle and defining insn, PRIOR the ready cycle before that
   definition.  Reassociate while *BUDGET, the number of insns there is
   room to add, is positive; BUDGET may be null.  Return the cycle
   where the last result is ready.  */

static int
k1_reassoc_block (basic_block bb, auto_vec<int> &ready,
		  auto_vec<int> &prior, auto_vec<rtx_insn *> &def,
		  int *budget)
{
  int end = 0;
  k1_reassoc_clear (def);
  k1_reassoc_clear (prior);
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      rtx set = budget && *budget > 0 ? k1_reassoc_set (insn) : NULL_RTX;
      if (set)
	for (int i = 0; i < 2; i++)
	  {
	    unsigned int x = REGNO (XEXP (SET_SRC (set), i));
	    rtx_insn *bc;
	    int bc_ready;
	    if (x < def.length () && def[x]
		&& k1_reassoc_set (def[x])
		&& (bc = k1_reassoc_insn (insn, def[x], ready, prior,
					  &bc_ready)))
	      {
		--*budget;
		ready.safe_grow_cleared (max_reg_num ());
		prior.safe_grow_cleared (max_reg_num ());
		def.safe_grow_cleared (max_reg_num ());
		unsigned int u = REGNO (SET_DEST (single_set (bc)));
		ready[u] = bc_ready;
		def[u] = bc;
		break;
	      }
	  }
      df_ref ref;
      FOR_EACH_INSN_DEF (ref, insn)
	if (DF_REF_REGNO (ref) < ready.length ())
	  {
	    unsigned int regno = DF_REF_REGNO (ref);
	    prior[regno] = ready[regno];
	    ready[regno] = k1_reassoc_ready (insn, ready);
	    def[regno] = CALL_P (insn) ? NULL : insn;
	    end = MAX (end, ready[regno]);
	  }
    }
  return end;
}

/* The number of cycles BB's insns need on the units, dependences
   aside: each goes in the first of the last few cycles the DFA finds
   room in.  */

static int
k1_reassoc_units (basic_block bb)
{
  const int window = 16;
  size_t size = state_size ();
  char *cycles = XALLOCAVEC (char, window * size);
  state_t tmp = alloca (size);
  int n = 0;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn) || recog_memoized (insn) < 0)
	continue;
      for (int c = MAX (0, n - window);; c++)
	{
	  state_t cycle = cycles + c % window * size;
	  if (c == n)
	    {
	      state_reset (cycle);
	      n++;
	    }
	  memcpy (tmp, cycle, size);
	  if (state_transition (tmp, insn) < 0)
	    {
	      memcpy (cycle, tmp, size);
	      break;
	    }
	}
    }
  return n;
}

/* Reassociate the blocks optimized for speed, as described above,
   where the dependences rather than the units bound the schedule:
   one insn may be added for each cycle the longest path is longer than
   the units need.  Outside innermost loops every register is ready
   where a block starts.  An innermost loop's body is followed twice:
   the values an iteration carries to the next are then ready as late
   as the first iteration makes them, so that the recurrence, rather
   than loads that do not depend on it, is what gets shortened, and
   the recurrence's length is what the second iteration adds.  */

static void
k1_reassoc (void)
{
  auto_vec<int> ready, prior, first;
  auto_vec<rtx_insn *> def;
  auto_bitmap done;
  basic_block bb;

  dfa_start ();
  loop_optimizer_init (AVOID_CFG_MODIFICATIONS);
  for (auto loop : loops_list (cfun, LI_ONLY_INNERMOST))
    {
      if (!optimize_loop_for_speed_p (loop))
	continue;
      basic_block *body = get_loop_body (loop);
      int units = 0;
      k1_reassoc_clear (ready);
      for (unsigned int i = 0; i < loop->num_nodes; i++)
	{
	  bitmap_set_bit (done, body[i]->index);
	  k1_reassoc_block (body[i], ready, prior, def, NULL);
	  units += k1_reassoc_units (body[i]);
	}
      first.truncate (0);
      first.safe_splice (ready);
      for (unsigned int i = 0; i < loop->num_nodes; i++)
	k1_reassoc_block (body[i], ready, prior, def, NULL);
      int path = 0;
      for (unsigned int r = 0; r < first.length (); r++)
	path = MAX (path, ready[r] - first[r]);
      int budget = path - units;
      if (dump_file)
	fprintf (dump_file, "Loop %d: recurrence %d cycles, units %d\n",
		 loop->num, path, units);
      ready.truncate (0);
      ready.safe_splice (first);
      for (unsigned int i = 0; i < loop->num_nodes && budget > 0; i++)
	if (optimize_bb_for_speed_p (body[i]))
	  k1_reassoc_block (body[i], ready, prior, def, &budget);
      free (body);
    }
  loop_optimizer_finalize ();
  free_dominance_info (CDI_DOMINATORS);

  FOR_EACH_BB_FN (bb, cfun)
    if (!bitmap_bit_p (done, bb->index) && optimize_bb_for_speed_p (bb))
      {
	k1_reassoc_clear (ready);
	int budget = k1_reassoc_block (bb, ready, prior, def, NULL)
		     - k1_reassoc_units (bb);
	k1_reassoc_clear (ready);
	if (budget > 0)
	  k1_reassoc_block (bb, ready, prior, def, &budget);
      }
  dfa_finish ();
}

namespace {

const pass_data pass_data_k1_reassoc =
{
  RTL_PASS, /* type */
  "k1_reassoc", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_NONE, /* tv_id */
  0, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_k1_reassoc : public rtl_opt_pass
{
public:
  pass_k1_reassoc (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_k1_reassoc, ctxt)
  {}

  virtual bool gate (function *) { return optimize >= 2 && k1_bundling_p (); }

  virtual unsigned int execute (function *)
  {
    k1_reassoc ();
    return 0;
  }
};

} // anon namespace

rtl_opt_pass *
make_pass_k1_reassoc (gcc::context *ctxt)
{
  return new pass_k1_reassoc (ctxt);
}

/* Hardware loops (docs/k1-isa.md): loopdo sets the loop registers
   and the body runs until $lc runs out, the bundle that ends at the
   label $le being checked after it issues.  There is one set of loop
   registers and a callee may change them, so only innermost loops
   without calls or asm use it (the doloop pass only makes innermost
   loops, TARGET_INVALID_WITHIN_DOLOOP keeps out calls and asm).  */

/* Implement TARGET_CAN_USE_DOLOOP_P: loopdo with a count of 0 skips the
   body, so the count must not wrap.  */

static bool
k1_can_use_doloop_p (const widest_int &, const widest_int &iterations_max,
		     unsigned int loop_depth, bool entered_at_top)
{
  return (k1_flag_hwloops && optimize > 0 && loop_depth == 1
	  && entered_at_top && wi::ltu_p (iterations_max, 0xffffffff));
}

/* Implement TARGET_INVALID_WITHIN_DOLOOP.  */

static const char *
k1_invalid_within_doloop (const rtx_insn *insn)
{
  if (CALL_P (insn))
    return "a call may change the loop registers";
  if (JUMP_TABLE_DATA_P (insn) || computed_jump_p (insn))
    return "a computed jump";
  if (INSN_P (insn) && asm_noperands (PATTERN (insn)) >= 0)
    return "an asm";
  if (INSN_P (insn) && GET_CODE (PATTERN (insn)) == ASM_INPUT)
    return "an asm";
  return NULL;
}

/* hw-doloop hook: the counter of a k1_loop_end in a register.  */

static rtx
k1_hwloop_pattern_reg (rtx_insn *insn)
{
  if (!JUMP_P (insn) || recog_memoized (insn) != CODE_FOR_k1_loop_end)
    return NULL_RTX;
  rtx reg = SET_DEST (XVECEXP (PATTERN (insn), 0, 1));
  return REG_P (reg) ? reg : NULL_RTX;
}

/* The largest distance loopdo reaches, in bytes, with a margin.  */
#define K1_LOOPDO_RANGE 200000

/* True if LOOP calls a function, which may change the loop registers
   (hw-doloop leaves has_call to the target).  */

static bool
k1_loop_has_call_p (hwloop_info loop)
{
  basic_block bb;
  rtx_insn *insn;
  unsigned int i;
  FOR_EACH_VEC_ELT (loop->blocks, i, bb)
    FOR_BB_INSNS (bb, insn)
      if (CALL_P (insn))
	return true;
  return false;
}

/* A hardware loop made before scheduling: its loop end, which stays
   until after it, the label of $le, and whether a conditional exit may
   be its last bundle.  */

struct k1_hwloop_end
{
  rtx_insn *loopdo, *loop_end;
  rtx_code_label *label;
  bool exit_last;
};

static vec<k1_hwloop_end> k1_hwloop_ends;

/* hw-doloop hook: turn LOOP into a hardware loop, or return false.  */

static bool
k1_hwloop_optimize (hwloop_info loop)
{
  if (loop->depth > 1 || k1_loop_has_call_p (loop) || loop->has_asm
      || loop->iter_reg_used || loop->iter_reg_used_outside
      || loop->incoming_src == NULL || loop->incoming_dest != loop->head
      || vec_safe_length (loop->incoming) != 1
      || !((*loop->incoming)[0]->flags & EDGE_FALLTHRU)
      || loop->incoming_src->next_bb != loop->head)
    return false;
  /* The block that falls into the head may end with the test that
     skips the loop: loopdo then goes in a block of its own between.  */
  rtx_insn *src_end = BB_END (loop->incoming_src);
  if (JUMP_P (src_end) && !any_condjump_p (src_end))
    return false;

  /* The body, from the head's label to the loop end, in layout order
     and in range of loopdo.  */
  rtx_insn *head = BB_HEAD (loop->head);
  if (!LABEL_P (head))
    return false;
  int length = 0;
  rtx_insn *insn;
  for (insn = head; insn && insn != loop->loop_end; insn = NEXT_INSN (insn))
    {
      if (INSN_P (insn))
	length += get_attr_length (insn);
      if (length > K1_LOOPDO_RANGE)
	return false;
    }
  if (insn == NULL)
    return false;

  /* loopdo ends the block that falls into the head.  The label of $le
     comes after scheduling (k1_hwloop_close_ends), which may still move
     instructions into or out of the last block: until then the loop
     end stays, a branch that keeps the CFG and the last bundle whole.  */
  basic_block pre = loop->incoming_src;
  if (JUMP_P (src_end))
    pre = split_edge ((*loop->incoming)[0]);
  rtx_code_label *end = gen_label_rtx ();
  rtx_insn *loopdo = emit_insn_after (gen_k1_loopdo (loop->iter_reg, end),
				      BB_END (pre));

  /* Whether a conditional exit may be the last bundle, if the last
     block ends up empty: it must end the only block that falls into
     it, and leave the loop.  Taken, it leaves; not taken, the loop goes
     on at $ls.  */
  basic_block tail = BLOCK_FOR_INSN (loop->loop_end);
  bool exit_last = false;
  if (single_pred_p (tail) && (single_pred_edge (tail)->flags & EDGE_FALLTHRU))
    {
      basic_block prev = single_pred (tail);
      if (prev->next_bb == tail && any_condjump_p (BB_END (prev))
	  && EDGE_COUNT (prev->succs) == 2)
	{
	  basic_block target = BRANCH_EDGE (prev)->dest;
	  exit_last = (target != EXIT_BLOCK_PTR_FOR_FN (cfun)
		       && !bitmap_bit_p (loop->block_bitmap, target->index));
	}
    }
  k1_hwloop_ends.safe_push ({ loopdo, loop->loop_end, end, exit_last });
  return true;
}

/* After scheduling, put the label of $le after the last bundle of
   each hardware loop in place of its loop end.  The last bundle must
   be one that every iteration that goes on runs and that takes no
   branch then: an instruction of the loop end's block, or else a
   conditional exit that may be last (exit_last); if neither, a nop.  */

static void
k1_hwloop_close_ends (void)
{
  k1_hwloop_end *e;
  unsigned int i;
  FOR_EACH_VEC_ELT (k1_hwloop_ends, i, e)
    {
      basic_block tail = BLOCK_FOR_INSN (e->loop_end);
      bool have_last = false, tail_empty = true;
      rtx_insn *insn;
      for (insn = PREV_INSN (e->loop_end);
	   insn && BLOCK_FOR_INSN (insn) == tail;
	   insn = PREV_INSN (insn))
	if (INSN_P (insn) && k1_code_insn_p (insn))
	  {
	    have_last = !JUMP_P (insn) && !CALL_P (insn);
	    tail_empty = false;
	    break;
	  }
      if (tail_empty)
	have_last = e->exit_last;
      if (!have_last)
	{
	  rtx_insn *nop = emit_insn_before (gen_nop (), e->loop_end);
	  PUT_MODE (nop, TImode);
	}
      /* The back edge stays in the CFG for the variable tracking that
	 follows.  */
      rtx_insn *last = PREV_INSN (e->loop_end);
      delete_insn (e->loop_end);
      emit_label_after (e->label, last);
      add_reg_note (e->loopdo, REG_LABEL_OPERAND, e->label);
      LABEL_NUSES (e->label)++;
    }
  k1_hwloop_ends.truncate (0);
}

/* hw-doloop hook: LOOP stays a software loop; split its end into the
   decrement and the branch, for the scheduler to place.  */

static void
k1_hwloop_fail (hwloop_info loop)
{
  rtx_insn *loop_end = loop->loop_end;
  rtx reg = loop->iter_reg;
  rtx label = XEXP (SET_SRC (XVECEXP (PATTERN (loop_end), 0, 0)), 1);
  emit_insn_before (gen_addsi3 (reg, reg, constm1_rtx), loop_end);
  rtx cond = gen_rtx_NE (VOIDmode, reg, const0_rtx);
  rtx_insn *jump = emit_jump_insn_before (gen_rtx_SET (pc_rtx,
	gen_rtx_IF_THEN_ELSE (VOIDmode, cond, label, pc_rtx)), loop_end);
  JUMP_LABEL (jump) = JUMP_LABEL (loop_end);
  LABEL_NUSES (JUMP_LABEL (loop_end))++;
  delete_insn (loop_end);
}

/* True if the function has a k1_loop_end (hw-doloop's analysis is not
   free).  */

static bool
k1_have_loop_end_p (void)
{
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (JUMP_P (insn) && recog_memoized (insn) == CODE_FOR_k1_loop_end)
      return true;
  return false;
}

static struct hw_doloop_hooks k1_doloop_hooks =
{
  k1_hwloop_pattern_reg,
  k1_hwloop_optimize,
  k1_hwloop_fail
};

/* Delete the CLOBBER insns, which emit nothing after reload.  The
   scheduler chains an insn that sets part of a register to a clobber
   of it just before (sched-deps.cc's chain_to_prev_insn_p), moving the
   insn's dependences to the clobber, whose costs it takes as 0: a load
   and the insf that reads its result would share a bundle.  */

static void
k1_delete_clobbers (void)
{
  rtx_insn *insn, *next;
  for (insn = get_insns (); insn; insn = next)
    {
      next = NEXT_INSN (insn);
      if (NONJUMP_INSN_P (insn) && GET_CODE (PATTERN (insn)) == CLOBBER)
	delete_insn (insn);
    }
}

/* Switch dispatch.  A switch in a loop (a bytecode interpreter) ends
   every case with a jump back to one dispatch: the block that loads
   the next selector and checks its range, then the tablejump.  Copied
   to the end of each case, the dispatch schedules together with the
   case (the next selector loads while the case computes), and a jump
   is saved.  bb-reorder.cc does this for computed gotos
   (duplicate_computed_gotos), but no generic code copies a tablejump:
   passes that redirect one of its edges would rewrite the shared
   table for every copy.  Nothing redirects edges after machine reorg,
   so the copies made here share the table.  */

/* True if duplicate_insn_chain can copy NOTE.  Notes that only -g
   makes (deleted debug labels) must be, for -fcompare-debug.  */

static bool
k1_copyable_note_p (rtx_insn *note)
{
  switch (NOTE_KIND (note))
    {
    case NOTE_INSN_DELETED:
    case NOTE_INSN_DELETED_LABEL:
    case NOTE_INSN_DELETED_DEBUG_LABEL:
    case NOTE_INSN_BASIC_BLOCK:
      return true;
    default:
      return false;
    }
}

/* True if BB holds only insns that may be copied: no call, no note
   that duplicate_insn_chain does not expect.  Add the number of its
   real insns to *SIZE.  can_duplicate_block_p refuses every tablejump,
   whose table the copies made here share, and otherwise only checks
   TARGET_CANNOT_COPY_INSN_P, which the K1 does not define: every K1
   insn may be copied.  */

static bool
k1_dispatch_copyable_p (basic_block bb, int *size)
{
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    if (CALL_P (insn) || (NOTE_P (insn) && !k1_copyable_note_p (insn)))
      return false;
    else if (NONDEBUG_INSN_P (insn))
      ++*size;
  return true;
}

/* Copy the insns of BB after WHERE; return the last copy and set
   *FIRST to the first.  If TO is not null, the copies become the end
   of block TO.  */

static rtx_insn *
k1_copy_insns_after (basic_block bb, rtx_insn *where, rtx_insn **first,
		     basic_block to)
{
  *first = duplicate_insn_chain (BB_HEAD (bb), BB_END (bb), NULL, NULL);
  rtx_insn *last = get_last_insn ();
  reorder_insns_nobb (*first, last, where);
  if (to)
    {
      for (rtx_insn *insn = *first; insn != NEXT_INSN (last);
	   insn = NEXT_INSN (insn))
	df_insn_change_bb (insn, to);
      BB_END (to) = last;
    }
  return last;
}

/* Give FROM copies of the edges out of BB, except that the fallthrough
   edge goes to FALLTHRU if that is not null.  */

static void
k1_copy_succs (basic_block bb, basic_block from, basic_block fallthru)
{
  edge s;
  edge_iterator ei;
  FOR_EACH_EDGE (s, ei, bb->succs)
    {
      basic_block dest = s->dest;
      if ((s->flags & EDGE_FALLTHRU) && fallthru)
	dest = fallthru;
      edge n = make_edge (from, dest, s->flags);
      n->probability = s->probability;
    }
}

/* Copy the dispatch HEAD (null if none), then TABLE, to the end of E's
   source, which ends in a jump to the first of them.  */

static void
k1_copy_dispatch_into (edge e, basic_block head, basic_block table)
{
  basic_block pred = e->src;
  rtx_insn *jump = BB_END (pred);
  profile_count count = e->count ();
  rtx_insn *first, *last;

  /* The copy of HEAD becomes the end of PRED; the copy of TABLE the
     block after it, which the barrier after JUMP now follows.  */
  remove_edge (e);
  last = jump;
  if (head)
    {
      last = k1_copy_insns_after (head, last, &first, pred);
      head->count -= count;
    }
  basic_block copy = pred;
  last = k1_copy_insns_after (table, last, &first, head ? NULL : pred);
  if (head)
    {
      copy = create_basic_block (first, last, pred);
      BB_COPY_PARTITION (copy, table);
      copy->count = count;
      k1_copy_succs (head, pred, copy);
    }
  table->count -= count;
  k1_copy_succs (table, copy, NULL);
  delete_insn (jump);
}

/* Copy each small switch dispatch into the blocks that jump to it;
   return true if any was.  */

static bool
k1_copy_dispatches (void)
{
  if (!optimize
      || !flag_expensive_optimizations
      || optimize_function_for_size_p (cfun)
      || current_loops)
    return false;

  auto_vec<basic_block> tables;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    if (tablejump_p (BB_END (bb), NULL, NULL))
      tables.safe_push (bb);

  bool changed = false;
  for (basic_block table : tables)
    {
      int size = 0;
      if (!k1_dispatch_copyable_p (table, &size))
	continue;

      /* The range check before the tablejump, which only falls
	 through to it.  */
      basic_block head = NULL;
      if (single_pred_p (table)
	  && (single_pred_edge (table)->flags & EDGE_FALLTHRU))
	{
	  basic_block pred = single_pred (table);
	  if (pred->index >= NUM_FIXED_BLOCKS
	      && any_condjump_p (BB_END (pred))
	      && onlyjump_p (BB_END (pred))
	      && BB_PARTITION (pred) == BB_PARTITION (table)
	      && k1_dispatch_copyable_p (pred, &size))
	    head = pred;
	}
      if (size > param_max_goto_duplication_insns)
	continue;

      /* The blocks that only jump to the dispatch: the test of
	 maybe_duplicate_computed_goto in bb-reorder.cc, which is
	 static, less the blocks probably never executed, which gain
	 nothing from a copy.  */
      basic_block entry = head ? head : table;
      auto_vec<edge> preds;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, entry->preds)
	{
	  basic_block pred = e->src;
	  if (pred->index >= NUM_FIXED_BLOCKS
	      && pred != head
	      && pred != table
	      && single_succ_p (pred)
	      && !(e->flags & EDGE_COMPLEX)
	      && simplejump_p (BB_END (pred))
	      && !CROSSING_JUMP_P (BB_END (pred))
	      && BB_PARTITION (pred) == BB_PARTITION (entry)
	      && !probably_never_executed_bb_p (cfun, pred))
	    preds.safe_push (e);
	}
      for (edge e : preds)
	{
	  basic_block pred = e->src;
	  if (dump_file)
	    fprintf (dump_file, "Copying dispatch bb %d into bb %d\n",
		     entry->index, pred->index);
	  k1_copy_dispatch_into (e, head, table);
	  /* The case often ends in a copy (the next pc) that the
	     dispatch reads: read the source instead, and the copy
	     leaves the dispatch's path.  */
	  copyprop_hardreg_forward_bb_without_debug_insn (pred);
	}
      changed |= !preds.is_empty ();
    }

  if (changed)
    {
      free_dominance_info (CDI_DOMINATORS);
      checking_verify_flow_info ();
    }
  return changed;
}

/* The index of a copied dispatch.  An interpreter's dispatch loads the
   next opcode from PROG[PC]: it shifts PC to make the offset, Q = PC
   << 2.  Copied into a case that advances PC by a constant, it shifts
   the new PC again, on the path from the add to the load, the compare
   and the tablejump.  Since Q still holds the old PC << 2 when the
   case starts, the new offset is Q + (C << 2), an add that issues with
   the first bundle of the case.  Straight-line strength reduction
   (gimple-ssa-strength-reduction.cc) cannot see this: before the copy,
   the dispatch reads PC from a PHI of every case's new PC.

   The values of the general registers are followed through straight
   code as (SYM << SHIFT) + OFFSET, SYM being the value some register
   had where the code starts (its number) or a value an insn made that
   is not such a step of another (a number from FIRST_PSEUDO_REGISTER
   up).  */

struct k1_index_value
{
  int sym, shift;
  HOST_WIDE_INT offset;
};

struct k1_index_values
{
  k1_index_value reg[FIRST_PSEUDO_REGISTER];
  /* The next SYM for a value made by an insn.  */
  int next_sym;
};

/* Start VALS: each register holds its own value.  */

static void
k1_index_start (k1_index_values *vals)
{
  for (int r = 0; r < FIRST_PSEUDO_REGISTER; r++)
    vals->reg[r] = { r, 0, 0 };
  vals->next_sym = FIRST_PSEUDO_REGISTER;
}

/* True if register R holds SYM << 0 + OFFSET in VALS, SYM being the
   value some register had where the code starts.  */

static bool
k1_index_entry_p (const k1_index_values *vals, unsigned int r)
{
  return (IN_RANGE (vals->reg[r].sym, 0, FIRST_PSEUDO_REGISTER - 1)
	  && vals->reg[r].shift == 0);
}

/* If X is REG << CONST_INT, return REG and set *SHIFT.  */

static rtx
k1_shifted_reg (rtx x, int *shift)
{
  if (GET_CODE (x) != ASHIFT
      || !REG_P (XEXP (x, 0))
      || !CONST_INT_P (XEXP (x, 1)))
    return NULL_RTX;
  *shift = INTVAL (XEXP (x, 1));
  return XEXP (x, 0);
}

/* If INSN is DEST = SRC << SHIFT, DEST = SRC + OFFSET or a copy, on
   general registers, set *DEST, *SRC, *SHIFT and *OFFSET.  */

static bool
k1_index_step_p (rtx_insn *insn, unsigned int *dest, unsigned int *src,
		 int *shift, HOST_WIDE_INT *offset)
{
  rtx set = PATTERN (insn);
  if (GET_CODE (set) != SET)
    return false;
  rtx d = SET_DEST (set), x = SET_SRC (set), r;
  *shift = 0;
  *offset = 0;
  if ((r = k1_shifted_reg (x, shift)))
    {
      if (!IN_RANGE (*shift, 1, 31))
	return false;
      x = r;
    }
  else if (GET_CODE (x) == PLUS && CONST_INT_P (XEXP (x, 1)))
    {
      *offset = INTVAL (XEXP (x, 1));
      x = XEXP (x, 0);
    }
  if (!REG_P (d) || GET_MODE (d) != SImode
      || !REG_P (x) || GET_MODE (x) != SImode
      || !GENERAL_REGNO_P (REGNO (d))
      || !GENERAL_REGNO_P (REGNO (x)))
    return false;
  *dest = REGNO (d);
  *src = REGNO (x);
  return true;
}

/* Update VALS for INSN, whose writes are WRITES.  */

static void
k1_index_step (rtx_insn *insn, const HARD_REG_SET &writes,
	       k1_index_values *vals)
{
  unsigned int dest, src;
  int shift;
  HOST_WIDE_INT offset;
  k1_index_value v = { -1, 0, 0 };
  if (k1_index_step_p (insn, &dest, &src, &shift, &offset))
    {
      v = vals->reg[src];
      if (shift == 0)
	v.offset = trunc_int_for_mode (v.offset + offset, SImode);
      else if (v.shift == 0)
	{
	  v.shift = shift;
	  v.offset = trunc_int_for_mode ((unsigned HOST_WIDE_INT) v.offset
					 << shift, SImode);
	}
      else
	v.sym = -1;
    }
  for (int r = 0; r < FIRST_PSEUDO_REGISTER; r++)
    if (TEST_HARD_REG_BIT (writes, r))
      vals->reg[r] = { vals->next_sym++, 0, 0 };
  if (v.sym >= 0)
    vals->reg[dest] = v;
}

/* Set VALS to the values the registers hold when the jump END is taken,
   following the straight code that runs before it, back to a label or
   a call.  */

static void
k1_index_values_at (rtx_insn *end, k1_index_values *vals)
{
  rtx_insn *start = end;
  while (PREV_INSN (start)
	 && !LABEL_P (PREV_INSN (start))
	 && !BARRIER_P (PREV_INSN (start))
	 && !CALL_P (PREV_INSN (start)))
    start = PREV_INSN (start);
  k1_index_start (vals);
  for (rtx_insn *insn = start; insn != NEXT_INSN (end); insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn))
      {
	HARD_REG_SET reads, writes;
	k1_insn_regs (insn, &reads, &writes);
	k1_index_step (insn, writes, vals);
      }
}

/* If register A holds (B << SHIFT) + *E in VALS, set *E.  */

static bool
k1_index_relation (const k1_index_values *vals, int a, int b, int shift,
		   HOST_WIDE_INT *e)
{
  const k1_index_value &va = vals->reg[a], &vb = vals->reg[b];
  if (va.sym < 0 || va.sym != vb.sym || va.shift != shift || vb.shift != 0)
    return false;
  *e = trunc_int_for_mode (va.offset
			   - ((unsigned HOST_WIDE_INT) vb.offset << shift),
			   SImode);
  return true;
}

/* If register A holds (B << SHIFT) + *E where each of the tablejumps
   of PREDS is taken, with one E for all, set *E.  AT_END are the
   values at the end of each block.  */

static bool
k1_index_relation_at (const vec<basic_block> &preds,
		      const vec<k1_index_values *> &at_end,
		      int a, int b, int shift, HOST_WIDE_INT *e)
{
  for (unsigned int p = 0; p < preds.length (); p++)
    {
      HOST_WIDE_INT ep;
      if (!k1_index_relation (at_end[preds[p]->index], a, b, shift, &ep)
	  || (p > 0 && ep != *e))
	return false;
      *e = ep;
    }
  return true;
}

/* INSN, in a block that only the tablejumps of PREDS reach, is DEST =
   (SYM + O) << SHIFT in VALS, SYM being the value a register had where
   the block starts.  Rewrite it as an add to a register Q = Q0 + OQ
   with Q0 = (SYM << SHIFT) + E on entry, trying DEST first so that no
   other register lives longer.  Return true if INSN changed.  */

static bool
k1_reduce_index_shift (rtx_insn *insn, const k1_index_values *vals,
		       unsigned int dest, unsigned int src, int shift,
		       const vec<basic_block> &preds,
		       const vec<k1_index_values *> &at_end)
{
  int sym = vals->reg[src].sym;
  HOST_WIDE_INT e = 0;
  unsigned int q = dest;
  if (!k1_index_entry_p (vals, q)
      || !k1_index_relation_at (preds, at_end, vals->reg[q].sym, sym, shift,
				&e))
    for (q = 0; q < FIRST_PSEUDO_REGISTER; q++)
      if (q != dest
	  && GENERAL_REGNO_P (q)
	  && k1_index_entry_p (vals, q)
	  && k1_index_relation_at (preds, at_end, vals->reg[q].sym, sym,
				   shift, &e))
	break;
  if (q == FIRST_PSEUDO_REGISTER)
    return false;

  /* (SYM + O) << SHIFT = Q - OQ - E + (O << SHIFT).  */
  HOST_WIDE_INT add
    = trunc_int_for_mode (((unsigned HOST_WIDE_INT) vals->reg[src].offset
			   << shift) - e - vals->reg[q].offset, SImode);
  rtx x = gen_rtx_REG (SImode, q);
  if (add != 0)
    x = gen_rtx_PLUS (SImode, x, GEN_INT (add));
  if (!validate_change (insn, &SET_SRC (PATTERN (insn)), x, false))
    return false;
  if (dump_file)
    fprintf (dump_file, "Index shift in insn %d of bb %d is an add to r%u\n",
	     INSN_UID (insn), BLOCK_FOR_INSN (insn)->index, q);
  return true;
}

/* Rewrite the shifts of BB, which only the tablejumps of PREDS reach,
   as adds to a register that holds a shifted value already, as
   described above.  AT_END are the values at the end of each block.  */

static void
k1_reduce_index_in (basic_block bb, const vec<basic_block> &preds,
		    const vec<k1_index_values *> &at_end)
{
  k1_index_values vals;
  k1_index_start (&vals);
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      if (CALL_P (insn))
	break;
      unsigned int dest, src;
      int shift;
      HOST_WIDE_INT offset;
      if (k1_index_step_p (insn, &dest, &src, &shift, &offset)
	  && shift != 0
	  && k1_index_entry_p (&vals, src))
	k1_reduce_index_shift (insn, &vals, dest, src, shift, preds, at_end);
      HARD_REG_SET reads, writes;
      k1_insn_regs (insn, &reads, &writes);
      k1_index_step (insn, writes, &vals);
    }
}

/* Reduce the index shifts of the blocks that only tablejumps reach, as
   described above.  */

static void
k1_reduce_dispatch_indexes (void)
{
  auto_vec<k1_index_values *> at_end;
  at_end.safe_grow_cleared (last_basic_block_for_fn (cfun));
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    if (tablejump_p (BB_END (bb), NULL, NULL))
      {
	at_end[bb->index] = XNEW (k1_index_values);
	k1_index_values_at (BB_END (bb), at_end[bb->index]);
      }

  FOR_EACH_BB_FN (bb, cfun)
    {
      auto_vec<basic_block> preds;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (e->src->index >= NUM_FIXED_BLOCKS && at_end[e->src->index])
	  preds.safe_push (e->src);
	else
	  break;
      if (!preds.is_empty () && preds.length () == EDGE_COUNT (bb->preds))
	k1_reduce_index_in (bb, preds, at_end);
    }

  for (k1_index_values *v : at_end)
    free (v);
}

/* The load of a jump table's entry.  A tablejump block, reached only
   by falling through from the range check before it, shifts the index
   to an offset, loads the entry and jumps.  The scheduler keeps the
   load after the range check's branch (sched-deps.cc's deps_may_trap_p
   looks at the address, not at MEM_NOTRAP_P), so a dispatch is a chain
   of load, compare, branch, load and jump.  Here the table grows to a
   power of two entries, copies of one it has, the offset is masked to
   it (insf into a zeroed register: one instruction on the index's path,
   as the shift was), and the two insns move before the branch, where
   the load issues with it.  When the index is out of range the branch
   is taken and the entry loaded is not used: the registers the insns
   set must be dead there.  */

/* Tables up to this many entries are padded.  */
#define K1_MAX_PADDED_TABLE 1024

/* If BB is a tablejump block whose load can move as described above,
   return the insn that shifts the index and set *LOAD and *TABLE; else
   NULL.  */

static rtx_insn *
k1_table_load_movable_p (basic_block bb, rtx_insn **load,
			 rtx_jump_table_data **table)
{
  rtx_insn *jump = BB_END (bb), *label, *insn, *shift = NULL;
  if (!tablejump_p (jump, &label, table)
      || GET_CODE (PATTERN (*table)) != ADDR_VEC
      || XVECLEN (PATTERN (*table), 0) > K1_MAX_PADDED_TABLE
      || !single_pred_p (bb)
      || !(single_pred_edge (bb)->flags & EDGE_FALLTHRU))
    return NULL;
  basic_block head = single_pred (bb);
  rtx_insn *branch = BB_END (head);
  if (head->index < NUM_FIXED_BLOCKS
      || !any_condjump_p (branch) || !onlyjump_p (branch)
      || EDGE_COUNT (head->succs) != 2
      || BRANCH_EDGE (head)->dest == bb)
    return NULL;

  /* The block is IDX = X << S, R = entry at IDX, jump to R; the shift
     may be in the range check's block instead, where nothing after it
     reads or sets IDX or R.  */
  *load = NULL;
  FOR_BB_INSNS (bb, insn)
    if (insn == jump)
      break;
    else if (!NONDEBUG_INSN_P (insn))
      continue;
    else if (!shift)
      shift = insn;
    else if (!*load)
      *load = insn;
    else
      return NULL;
  if (shift && !*load)
    {
      *load = shift;
      shift = NULL;
      if (GET_CODE (PATTERN (*load)) != SET
	  || !MEM_P (SET_SRC (PATTERN (*load)))
	  || GET_CODE (XEXP (SET_SRC (PATTERN (*load)), 0)) != PLUS)
	return NULL;
      rtx idx = XEXP (XEXP (SET_SRC (PATTERN (*load)), 0), 0);
      rtx r = SET_DEST (PATTERN (*load));
      for (insn = PREV_INSN (branch); insn != PREV_INSN (BB_HEAD (head));
	   insn = PREV_INSN (insn))
	if (!NONDEBUG_INSN_P (insn))
	  continue;
	else if (reg_set_p (idx, insn))
	  {
	    shift = insn;
	    break;
	  }
	else if (CALL_P (insn)
		 || reg_referenced_p (idx, PATTERN (insn))
		 || reg_mentioned_p (r, PATTERN (insn)))
	  return NULL;
    }
  if (!shift || !*load
      || GET_CODE (PATTERN (shift)) != SET
      || GET_CODE (PATTERN (*load)) != SET)
    return NULL;
  rtx idx = SET_DEST (PATTERN (shift));
  rtx r = SET_DEST (PATTERN (*load)), mem = SET_SRC (PATTERN (*load));
  rtx target = XEXP (XVECEXP (PATTERN (jump), 0, 0), 1);
  int s;
  if (!REG_P (idx)
      || !k1_shifted_reg (SET_SRC (PATTERN (shift)), &s)
      || s != exact_log2 (GET_MODE_SIZE (CASE_VECTOR_MODE))
      || !REG_P (r) || !MEM_P (mem)
      || GET_CODE (XEXP (mem, 0)) != PLUS
      || !rtx_equal_p (XEXP (XEXP (mem, 0), 0), idx)
      || GET_CODE (XEXP (XEXP (mem, 0), 1)) != LABEL_REF
      || label_ref_label (XEXP (XEXP (mem, 0), 1)) != label
      || !rtx_equal_p (target, r))
    return NULL;

  /* What the two insns set is dead where the branch goes, and the
     branch does not read it.  */
  bitmap live = df_get_live_in (BRANCH_EDGE (head)->dest);
  if (REGNO_REG_SET_P (live, REGNO (idx)) || REGNO_REG_SET_P (live, REGNO (r))
      || reg_mentioned_p (idx, PATTERN (branch))
      || reg_mentioned_p (r, PATTERN (branch)))
    return NULL;
  return shift;
}

/* Pad the ADDR_VEC TABLE to P entries, a power of two.  */

static void
k1_pad_table (rtx table, int p)
{
  int n = XVECLEN (table, 0);
  if (p != n)
    {
      rtvec v = rtvec_alloc (p);
      rtx_insn *label = label_ref_label (XVECEXP (table, 0, n - 1));
      for (int i = 0; i < p; i++)
	if (i < n)
	  RTVEC_ELT (v, i) = XVECEXP (table, 0, i);
	else
	  {
	    RTVEC_ELT (v, i) = gen_rtx_LABEL_REF (Pmode, label);
	    LABEL_NUSES (label)++;
	  }
      XVEC (table, 0) = v;
    }
}

/* Move the loads of table entries before the range checks, as
   described above.  */

static void
k1_hoist_table_loads (void)
{
  basic_block bb;
  bool any = false;
  FOR_EACH_BB_FN (bb, cfun)
    any |= tablejump_p (BB_END (bb), NULL, NULL);
  if (!any || optimize_function_for_size_p (cfun))
    return;
  df_analyze ();
  FOR_EACH_BB_FN (bb, cfun)
    {
      rtx_insn *load;
      rtx_jump_table_data *table;
      rtx_insn *shift = k1_table_load_movable_p (bb, &load, &table);
      if (!shift)
	continue;
      int p = 1 << ceil_log2 (XVECLEN (PATTERN (table), 0));
      rtx *src = &SET_SRC (PATTERN (shift));
      rtx idx = SET_DEST (PATTERN (shift)), r = SET_DEST (PATTERN (load));
      if (p < 2)
	continue;
      if (REGNO (idx) == REGNO (XEXP (*src, 0)))
	{
	  /* insf writes a register it does not read: use the load's, if
	     nothing after the block reads the offset.  */
	  if (REGNO (r) == REGNO (idx)
	      || REGNO_REG_SET_P (df_get_live_out (bb), REGNO (idx)))
	    continue;
	  validate_change (shift, &SET_DEST (PATTERN (shift)), r, true);
	  validate_change (load, &XEXP (XEXP (SET_SRC (PATTERN (load)), 0), 0),
			   r, true);
	}
      rtx mask = GEN_INT ((HOST_WIDE_INT) (p - 1) << INTVAL (XEXP (*src, 1)));
      validate_change (shift, src, gen_rtx_AND (SImode, *src, mask), true);
      if (!apply_change_group ())
	continue;
      k1_pad_table (PATTERN (table), p);
      rtx_insn *branch = BB_END (single_pred (bb));
      if (BLOCK_FOR_INSN (shift) == bb)
	reorder_insns (shift, shift, PREV_INSN (branch));
      reorder_insns (load, load, PREV_INSN (branch));
      try_split (PATTERN (shift), shift, 1);
      if (dump_file)
	fprintf (dump_file, "Table load of bb %d moves into bb %d\n",
		 bb->index, single_pred (bb)->index);
    }
}

/* Implement TARGET_SCHED_SET_SCHED_FLAGS.  After register allocation
   the schedule is the bundles, read in parallel: the scheduler must
   not break the dependence of a memory access on the add to its base
   by moving it across with a changed offset (find_modifiable_mems),
   which assumes the add is seen when both issue together.  */

static void
k1_set_sched_flags (spec_info_t spec_info)
{
  if (reload_completed)
    current_sched_info->flags |= DONT_BREAK_DEPENDENCIES;
  spec_info->mask = 0;
}

/* Implement TARGET_MACHINE_DEPENDENT_REORG.  */

static void
k1_reorg (void)
{
  compute_bb_for_insn ();
  if (k1_bundling_p ())
    {
      df_clear_flags (DF_LR_RUN_DCE);
      df_note_add_problem ();
      /* Nothing may split an insn after the bundles are made.  */
      split_all_insns ();
      k1_delete_clobbers ();
    }
  if (k1_copy_dispatches ())
    k1_reduce_dispatch_indexes ();
  if (k1_bundling_p ())
    k1_hoist_table_loads ();
  /* Hardware loops before the final schedule, which then places the
     count for loopdo and loopdo itself, or the decrement and branch of
     a loop that stays in software.  */
  if (k1_have_loop_end_p ())
    reorg_loops (false, &k1_doloop_hooks);
  if (k1_bundling_p ())
    {
      df_analyze ();
      timevar_push (TV_SCHED2);
      schedule_ebbs ();
      timevar_pop (TV_SCHED2);
    }
  k1_hwloop_close_ends ();
  k1_gen_bundles ();
  if (k1_bundling_p ())
    {
      k1_compact_bundles ();
      k1_unify_bundle_locations ();
    }
  if (flag_var_tracking)
    {
      df_analyze ();
      timevar_push (TV_VAR_TRACKING);
      variable_tracking_main ();
      timevar_pop (TV_VAR_TRACKING);
      k1_move_var_location_notes ();
    }
  /* The register notes of the final insns, computed the same way with
     and without -g (variable tracking does its own analysis), as
     -fcompare-debug checks.  */
  if (optimize > 0)
    {
      df_note_add_problem ();
      df_analyze ();
    }
  df_finish_pass (false);
}

/* True if OTHER writes a register that INSN sets or clobbers.  Unlike
   k1_insn_regs, this sees pseudos: sched1 asks too.  */

static bool
k1_writes_a_reg_of_p (rtx_insn *other, rtx_insn *insn)
{
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, PATTERN (insn), NONCONST)
    if (GET_CODE (*iter) == SET || GET_CODE (*iter) == CLOBBER)
      {
	rtx dest = XEXP (*iter, 0);
	if (SUBREG_P (dest))
	  dest = SUBREG_REG (dest);
	if (REG_P (dest) && reg_set_p (dest, other))
	  return true;
      }
  return false;
}

/* Implement TARGET_SCHED_ADJUST_COST.  INSN depends on DEP_INSN.
   Every instruction of a bundle reads its operands before any of them
   writes, so a write may share the bundle of an earlier read (an anti
   dependence costs nothing), and a branch may share the bundle that
   computes what only its target reads: the arguments of a call, the
   value a function returns.  Two writes of one register in a bundle
   are illegal, so output dependences keep their cost, except that of
   a jump on a store before it, which is a dependence through memory:
   the store is made whether or not the jump is taken.  */

static int
k1_sched_adjust_cost (rtx_insn *insn, int dep_type, rtx_insn *dep_insn,
		      int cost, unsigned int)
{
  /* A blockage emits nothing: it orders the insns around it, which may
     still share a bundle, whose instructions read before they write.  */
  if (!k1_code_insn_p (insn) || !k1_code_insn_p (dep_insn))
    return 0;
  if (dep_type == REG_DEP_ANTI)
    return 0;
  /* Before register allocation, a copy of a pseudo to a pseudo mostly
     leaves with the allocation (the two are given one register); an
     insn that reads the copy may issue first, before the insn that
     changes the source.  A list walk reads the value of a node then its
     next: loading the next first made the allocator keep the node in a
     copy.  Copies from and to hard registers (arguments, values) stay
     as they are: moving their readers up lengthens other lives.  */
  if (!reload_completed && dep_type == REG_DEP_TRUE)
    {
      rtx set = single_set (dep_insn);
      if (set
	  && REG_P (SET_DEST (set)) && !HARD_REGISTER_P (SET_DEST (set))
	  && REG_P (SET_SRC (set)) && !HARD_REGISTER_P (SET_SRC (set)))
	return 0;
    }
  /* A jump follows the stores before it (sched-deps.cc gives it an
     output dependence on each); a store in the bundle of the jump is
     made whether or not the jump is taken.  */
  if (dep_type == REG_DEP_OUTPUT && JUMP_P (insn)
      && !k1_writes_a_reg_of_p (dep_insn, insn))
    return 0;
  if (dep_type != REG_DEP_TRUE || recog_memoized (dep_insn) < 0)
    return cost;
  rtx read_now = NULL_RTX;
  if (CALL_P (insn))
    {
      /* The register of an indirect call is read by the call itself.  */
      rtx call = get_call_rtx_from (insn);
      read_now = call ? XEXP (XEXP (call, 0), 0) : NULL_RTX;
      if (read_now && !REG_P (read_now))
	read_now = NULL_RTX;
      if (read_now == NULL_RTX || !reg_set_p (read_now, dep_insn))
	return 0;
    }
  else if (JUMP_P (insn) && returnjump_p (insn)
	   && !reg_set_p (gen_rtx_REG (SImode, K1_RA_REGNUM), dep_insn))
    return 0;
  /* loopdo, volatile, depends on every insn before it, but reads only
     its count.  */
  else if (recog_memoized (insn) == CODE_FOR_k1_loopdo
	   && !reg_set_p (XVECEXP (PATTERN (insn), 0, 0), dep_insn))
    return 0;
  return cost;
}

/* The scheduler's view of the syllable limit: the syllables issued in
   cycle k1_sched_clock.  The DFA sees units; syllables depend on the
   operands.  */
static int k1_sched_clock;
static int k1_sched_syllables;
/* Whether a frame-related insn issued in that cycle.  */
static bool k1_sched_frame_related;

/* Implement TARGET_SCHED_INIT.  */

static void
k1_sched_init (FILE *, int, int)
{
  k1_sched_clock = -1;
  k1_sched_syllables = 0;
  k1_sched_frame_related = false;
}

/* Implement TARGET_SCHED_DFA_NEW_CYCLE: start a new cycle for INSN if
   its syllables do not fit in this one, or if it is a call and a
   frame-related insn issued in this one.  */

static int
k1_sched_dfa_new_cycle (FILE *, int, rtx_insn *insn, int, int clock, int *)
{
  if (clock != k1_sched_clock)
    {
      k1_sched_clock = clock;
      k1_sched_syllables = 0;
      k1_sched_frame_related = false;
    }
  return (k1_code_insn_p (insn)
	  && ((k1_sched_syllables + k1_insn_syllables (insn)
	       > K1_MAX_BUNDLE_SYLLABLES)
	      || (k1_sched_frame_related && k1_apart_from_frame_p (insn))));
}

/* What TARGET_SCHED_VARIABLE_ISSUE said last: the number of insns
   that may still issue in this cycle, which TARGET_SCHED_REORDER2
   must return.  */
static int k1_sched_more;

/* Implement TARGET_SCHED_VARIABLE_ISSUE.  */

static int
k1_sched_variable_issue (FILE *, int, rtx_insn *insn, int more)
{
  if (GET_CODE (PATTERN (insn)) == USE
      || GET_CODE (PATTERN (insn)) == CLOBBER)
    return k1_sched_more = more;
  if (k1_code_insn_p (insn))
    k1_sched_syllables += k1_insn_syllables (insn);
  k1_sched_frame_related |= RTX_FRAME_RELATED_P (insn);
  /* Nothing issued after it would share its bundle.  */
  if (k1_ends_bundle_p (insn))
    return k1_sched_more = 0;
  return k1_sched_more = more - 1;
}

/* An insn that ends its bundle (k1_ends_bundle_p) issues last in its
   cycle: move the insns of READY that end bundles to its bottom (the
   top issues first), keeping the order of the others.  */

static void
k1_sched_defer_enders (rtx_insn **ready, int n_ready)
{
  int n_enders = 0;
  for (int i = 0; i < n_ready; i++)
    if (k1_ends_bundle_p (ready[i]))
      {
	rtx_insn *ender = ready[i];
	memmove (ready + n_enders + 1, ready + n_enders,
		 (i - n_enders) * sizeof *ready);
	ready[n_enders++] = ender;
      }
}

/* Implement TARGET_SCHED_REORDER, at the start of a cycle.  */

static int
k1_sched_reorder (FILE *, int, rtx_insn **ready, int *n_readyp, int)
{
  k1_sched_defer_enders (ready, *n_readyp);
  return k1_sched_more = K1_MAX_BUNDLE_INSNS;
}

/* Implement TARGET_SCHED_REORDER2, after each insn issues.  */

static int
k1_sched_reorder2 (FILE *, int, rtx_insn **ready, int *n_readyp, int)
{
  k1_sched_defer_enders (ready, *n_readyp);
  return k1_sched_more;
}

/* Implement TARGET_ASM_FINAL_POSTSCAN_INSN: end the bundle after its
   last insn.  */

static void
k1_final_postscan_insn (FILE *file, rtx_insn *insn, rtx *, int)
{
  if (k1_bundle_ended)
    {
      k1_bundle_ended = false;
      return;
    }
  if (!k1_code_insn_p (insn) || GET_MODE (insn) == SImode)
    return;
  fputs (";;\n", file);
}

/* Implement TARGET_SCHED_ISSUE_RATE: one instruction per unit.  */

static int
k1_issue_rate (void)
{
  return K1_MAX_BUNDLE_INSNS;
}

/* Built-in functions (k1-builtins.def).  */

enum k1_builtin
{
#define K1_BUILTIN(name, ftype) K1_BUILTIN_##name,
#include "k1-builtins.def"
#undef K1_BUILTIN
  K1_BUILTIN_max
};

enum k1_ftype
{
  USI_FTYPE_SI,
  VOID_FTYPE_SI_USI,
  USI_FTYPE_USI_SI_SI,
  SI_FTYPE_SI_SI_SI,
  USI_FTYPE_USI_USI_SI_SI,
  VOID_FTYPE_VOID
};

static const struct
{
  const char *name;
  enum k1_ftype ftype;
} k1_builtin_info[] =
  {
#define K1_BUILTIN(name, ftype) { "__builtin_k1_" #name, ftype },
#include "k1-builtins.def"
#undef K1_BUILTIN
  };

static GTY(()) tree k1_builtin_decls[K1_BUILTIN_max];

/* The function type of FTYPE.  */

static tree
k1_ftype_type (enum k1_ftype ftype)
{
  tree usi = unsigned_type_node, si = integer_type_node;
  switch (ftype)
    {
    case USI_FTYPE_SI:
      return build_function_type_list (usi, si, NULL_TREE);
    case VOID_FTYPE_SI_USI:
      return build_function_type_list (void_type_node, si, usi, NULL_TREE);
    case USI_FTYPE_USI_SI_SI:
      return build_function_type_list (usi, usi, si, si, NULL_TREE);
    case SI_FTYPE_SI_SI_SI:
      return build_function_type_list (si, si, si, si, NULL_TREE);
    case USI_FTYPE_USI_USI_SI_SI:
      return build_function_type_list (usi, usi, usi, si, si, NULL_TREE);
    case VOID_FTYPE_VOID:
      return build_function_type_list (void_type_node, NULL_TREE);
    }
  gcc_unreachable ();
}

/* Implement TARGET_INIT_BUILTINS.  */

static void
k1_init_builtins (void)
{
  for (int i = 0; i < K1_BUILTIN_max; i++)
    k1_builtin_decls[i]
      = add_builtin_function (k1_builtin_info[i].name,
			      k1_ftype_type (k1_builtin_info[i].ftype),
			      i, BUILT_IN_MD, NULL, NULL_TREE);
}

/* Implement TARGET_BUILTIN_DECL.  */

static tree
k1_builtin_decl (unsigned int code, bool)
{
  return code < K1_BUILTIN_max ? k1_builtin_decls[code] : error_mark_node;
}

/* Argument N of the call EXP, which must be an integer constant in
   [LO, HI]; report an error and return -1 if not.  */

static HOST_WIDE_INT
k1_builtin_constant (tree exp, int n, HOST_WIDE_INT lo, HOST_WIDE_INT hi)
{
  tree arg = CALL_EXPR_ARG (exp, n);
  if (TREE_CODE (arg) != INTEGER_CST || !tree_fits_shwi_p (arg)
      || tree_to_shwi (arg) < lo || tree_to_shwi (arg) > hi)
    {
      error_at (EXPR_LOCATION (exp),
		"argument %d of %qs must be a constant from %wd to %wd",
		n + 1, k1_builtin_info[DECL_MD_FUNCTION_CODE
				       (get_callee_fndecl (exp))].name,
		lo, hi);
      return -1;
    }
  return tree_to_shwi (arg);
}

/* The system register named by argument 0 of EXP, which user code may
   read (SET false) or write (SET true); -1 after an error.  */

static int
k1_builtin_sysreg (tree exp, bool set)
{
  int n = k1_builtin_constant (exp, 0, 0, ARRAY_SIZE (k1_sfrs) - 1);
  if (n < 0)
    return -1;
  /* $ra and the loop registers belong to the compiler.  */
  if (set ? n != K1_SFR_cs : k1_sfrs[n].user == 0)
    {
      error_at (EXPR_LOCATION (exp), "%qs cannot %s system register $%s",
		set ? "__builtin_k1_set" : "__builtin_k1_get",
		set ? "write" : "read", k1_sfrs[n].name);
      return -1;
    }
  return n;
}

/* Implement TARGET_EXPAND_BUILTIN.  */

static rtx
k1_expand_builtin (tree exp, rtx target, rtx, machine_mode, int)
{
  tree fndecl = get_callee_fndecl (exp);
  unsigned int code = DECL_MD_FUNCTION_CODE (fndecl);
  rtx op[4];
  HOST_WIDE_INT msb, lsb;
  int n;

  if (target == NULL_RTX || !register_operand (target, SImode))
    target = gen_reg_rtx (SImode);
  switch (code)
    {
    case K1_BUILTIN_get:
      n = k1_builtin_sysreg (exp, false);
      if (n < 0)
	return const0_rtx;
      emit_insn (gen_k1_get (target, GEN_INT (n)));
      return target;

    case K1_BUILTIN_set:
      n = k1_builtin_sysreg (exp, true);
      if (n < 0)
	return const0_rtx;
      op[0] = force_reg (SImode, expand_normal (CALL_EXPR_ARG (exp, 1)));
      emit_insn (gen_k1_set (GEN_INT (n), op[0]));
      return const0_rtx;

    case K1_BUILTIN_extfz:
    case K1_BUILTIN_extfs:
    case K1_BUILTIN_insf:
      {
	int a = code == K1_BUILTIN_insf ? 2 : 1;
	msb = k1_builtin_constant (exp, a, 0, 31);
	lsb = k1_builtin_constant (exp, a + 1, 0, 31);
	if (msb < 0 || lsb < 0)
	  return const0_rtx;
	if (lsb > msb)
	  {
	    error_at (EXPR_LOCATION (exp), "the lsb of %qs (%wd) is above "
		      "its msb (%wd)", k1_builtin_info[code].name, lsb, msb);
	    return const0_rtx;
	  }
	rtx width = GEN_INT (msb - lsb + 1), pos = GEN_INT (lsb);
	op[0] = force_reg (SImode, expand_normal (CALL_EXPR_ARG (exp, 0)));
	if (code == K1_BUILTIN_insf)
	  {
	    op[1] = force_reg (SImode, expand_normal (CALL_EXPR_ARG (exp, 1)));
	    rtx dest = gen_reg_rtx (SImode);
	    emit_move_insn (dest, op[0]);
	    emit_insn (gen_rtx_SET (gen_rtx_ZERO_EXTRACT (SImode, dest, width,
							  pos), op[1]));
	    return dest;
	  }
	emit_insn (gen_rtx_SET (target,
				(code == K1_BUILTIN_extfz
				 ? gen_rtx_ZERO_EXTRACT (SImode, op[0], width, pos)
				 : gen_rtx_SIGN_EXTRACT (SImode, op[0], width,
							 pos))));
	return target;
      }

    case K1_BUILTIN_barrier:
      emit_insn (gen_blockage ());
      return const0_rtx;

    default:
      gcc_unreachable ();
    }
}

/* Initialize the target hook vector.  */

#undef TARGET_OPTION_OVERRIDE
#define TARGET_OPTION_OVERRIDE k1_option_override
#undef TARGET_LOOP_UNROLL_ADJUST
#define TARGET_LOOP_UNROLL_ADJUST k1_loop_unroll_adjust

#undef TARGET_LRA_P
#define TARGET_LRA_P hook_bool_void_true

#undef TARGET_LEGITIMATE_ADDRESS_P
#define TARGET_LEGITIMATE_ADDRESS_P k1_legitimate_address_p
#undef TARGET_LEGITIMATE_CONSTANT_P
#define TARGET_LEGITIMATE_CONSTANT_P k1_legitimate_constant_p
#undef TARGET_CANNOT_FORCE_CONST_MEM
#define TARGET_CANNOT_FORCE_CONST_MEM k1_cannot_force_const_mem

#undef TARGET_HARD_REGNO_MODE_OK
#define TARGET_HARD_REGNO_MODE_OK k1_hard_regno_mode_ok
#undef TARGET_MODES_TIEABLE_P
#define TARGET_MODES_TIEABLE_P k1_modes_tieable_p
#undef TARGET_REGISTER_MOVE_COST
#define TARGET_REGISTER_MOVE_COST k1_register_move_cost

#undef TARGET_PROMOTE_FUNCTION_MODE
#define TARGET_PROMOTE_FUNCTION_MODE \
  default_promote_function_mode_always_promote
#undef TARGET_PROMOTE_PROTOTYPES
#define TARGET_PROMOTE_PROTOTYPES hook_bool_const_tree_true
#undef TARGET_FUNCTION_ARG
#define TARGET_FUNCTION_ARG k1_function_arg
#undef TARGET_FUNCTION_ARG_ADVANCE
#define TARGET_FUNCTION_ARG_ADVANCE k1_function_arg_advance
#undef TARGET_FUNCTION_ARG_BOUNDARY
#define TARGET_FUNCTION_ARG_BOUNDARY k1_function_arg_boundary
#undef TARGET_PASS_BY_REFERENCE
#define TARGET_PASS_BY_REFERENCE k1_pass_by_reference
#undef TARGET_RETURN_IN_MEMORY
#define TARGET_RETURN_IN_MEMORY k1_return_in_memory
#undef TARGET_FUNCTION_VALUE
#define TARGET_FUNCTION_VALUE k1_function_value
#undef TARGET_LIBCALL_VALUE
#define TARGET_LIBCALL_VALUE k1_libcall_value
#undef TARGET_FUNCTION_VALUE_REGNO_P
#define TARGET_FUNCTION_VALUE_REGNO_P k1_function_value_regno_p
#undef TARGET_STRUCT_VALUE_RTX
#define TARGET_STRUCT_VALUE_RTX k1_struct_value_rtx
#undef TARGET_SETUP_INCOMING_VARARGS
#define TARGET_SETUP_INCOMING_VARARGS k1_setup_incoming_varargs
#undef TARGET_BUILD_BUILTIN_VA_LIST
#define TARGET_BUILD_BUILTIN_VA_LIST k1_build_builtin_va_list
#undef TARGET_EXPAND_BUILTIN_VA_START
#define TARGET_EXPAND_BUILTIN_VA_START k1_va_start
#undef TARGET_GIMPLIFY_VA_ARG_EXPR
#define TARGET_GIMPLIFY_VA_ARG_EXPR k1_gimplify_va_arg
#undef TARGET_FUNCTION_OK_FOR_SIBCALL
#define TARGET_FUNCTION_OK_FOR_SIBCALL k1_function_ok_for_sibcall

#undef TARGET_FRAME_POINTER_REQUIRED
#define TARGET_FRAME_POINTER_REQUIRED k1_frame_pointer_required
#undef TARGET_CAN_ELIMINATE
#define TARGET_CAN_ELIMINATE k1_can_eliminate

#undef TARGET_TRAMPOLINE_INIT
#define TARGET_TRAMPOLINE_INIT k1_trampoline_init

#undef TARGET_UNSPEC_MAY_TRAP_P
#define TARGET_UNSPEC_MAY_TRAP_P k1_unspec_may_trap_p

#undef TARGET_RTX_COSTS
#define TARGET_RTX_COSTS k1_rtx_costs
#undef TARGET_ADDRESS_COST
#define TARGET_ADDRESS_COST k1_address_cost
#undef TARGET_MAX_NOCE_IFCVT_SEQ_COST
#define TARGET_MAX_NOCE_IFCVT_SEQ_COST k1_max_noce_ifcvt_seq_cost

#undef TARGET_HAVE_TLS
#define TARGET_HAVE_TLS true

#undef TARGET_CONSTANT_ALIGNMENT
#define TARGET_CONSTANT_ALIGNMENT constant_alignment_word_strings

#undef TARGET_INIT_BUILTINS
#define TARGET_INIT_BUILTINS k1_init_builtins
#undef TARGET_BUILTIN_DECL
#define TARGET_BUILTIN_DECL k1_builtin_decl
#undef TARGET_EXPAND_BUILTIN
#define TARGET_EXPAND_BUILTIN k1_expand_builtin

#undef TARGET_PRINT_OPERAND
#define TARGET_PRINT_OPERAND k1_print_operand
#undef TARGET_PRINT_OPERAND_ADDRESS
#define TARGET_PRINT_OPERAND_ADDRESS k1_print_operand_address
#undef TARGET_ASM_OUTPUT_ADDR_CONST_EXTRA
#define TARGET_ASM_OUTPUT_ADDR_CONST_EXTRA k1_output_addr_const_extra
#undef TARGET_ASM_FINAL_POSTSCAN_INSN
#define TARGET_ASM_FINAL_POSTSCAN_INSN k1_final_postscan_insn
#undef TARGET_ASM_ALIGNED_HI_OP
#define TARGET_ASM_ALIGNED_HI_OP "\t.2byte\t"
#undef TARGET_ASM_ALIGNED_SI_OP
#define TARGET_ASM_ALIGNED_SI_OP "\t.4byte\t"

#undef TARGET_SCHED_ISSUE_RATE
#define TARGET_SCHED_ISSUE_RATE k1_issue_rate
#undef TARGET_SCHED_INIT
#define TARGET_SCHED_INIT k1_sched_init
#undef TARGET_SCHED_DFA_NEW_CYCLE
#define TARGET_SCHED_DFA_NEW_CYCLE k1_sched_dfa_new_cycle
#undef TARGET_SCHED_VARIABLE_ISSUE
#define TARGET_SCHED_VARIABLE_ISSUE k1_sched_variable_issue
#undef TARGET_SCHED_REORDER
#define TARGET_SCHED_REORDER k1_sched_reorder
#undef TARGET_SCHED_REORDER2
#define TARGET_SCHED_REORDER2 k1_sched_reorder2
#undef TARGET_SCHED_ADJUST_COST
#define TARGET_SCHED_ADJUST_COST k1_sched_adjust_cost
#undef TARGET_SCHED_SET_SCHED_FLAGS
#define TARGET_SCHED_SET_SCHED_FLAGS k1_set_sched_flags
#undef TARGET_CAN_USE_DOLOOP_P
#define TARGET_CAN_USE_DOLOOP_P k1_can_use_doloop_p
#undef TARGET_INVALID_WITHIN_DOLOOP
#define TARGET_INVALID_WITHIN_DOLOOP k1_invalid_within_doloop

#undef TARGET_DELAY_SCHED2
#define TARGET_DELAY_SCHED2 true
#undef TARGET_DELAY_VARTRACK
#define TARGET_DELAY_VARTRACK true
#undef TARGET_MACHINE_DEPENDENT_REORG
#define TARGET_MACHINE_DEPENDENT_REORG k1_reorg

struct gcc_target targetm = TARGET_INITIALIZER;

#include "gt-k1.h"
