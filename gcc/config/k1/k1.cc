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

/* This file should be included last.  */
#include "target-def.h"

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
  return gen_rtx_REG (mode, 0);
}

static rtx
k1_libcall_value (machine_mode mode, const_rtx)
{
  return gen_rtx_REG (mode, 0);
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
      emit_insn (gen_blockage ());
      if (frame_pointer_needed)
	{
	  /* alloca may have moved the stack pointer.  */
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
  else if (model != TLS_MODEL_NONE)
    {
      /* Initial exec for every other model: the dynamic loader puts
	 all modules in the static TLS block.  */
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

/* Output a move of a register pair.  */

const char *
k1_output_move_double (rtx *operands)
{
  rtx dest = operands[0], src = operands[1];

  if (REG_P (dest) && REG_P (src))
    return "addd %0 = %1, 0";

  if (REG_P (dest) && MEM_P (src))
    {
      if (MEM_ALIGN (src) >= 64)
	return "ld %0 = %1";
      /* Word by word, the half that holds the address last.  */
      operands[2] = adjust_address (src, SImode, 0);
      operands[3] = adjust_address (src, SImode, 4);
      if (reg_overlap_mentioned_p (gen_rtx_REG (SImode, REGNO (dest)),
				   XEXP (src, 0)))
	return "lw %H0 = %3\n;;\n\tlw %L0 = %2";
      return "lw %L0 = %2\n;;\n\tlw %H0 = %3";
    }

  if (MEM_P (dest))
    {
      if (MEM_ALIGN (dest) >= 64)
	return "sd %0 = %1";
      operands[2] = adjust_address (dest, SImode, 0);
      operands[3] = adjust_address (dest, SImode, 4);
      return "sw %2 = %L1\n;;\n\tsw %3 = %H1";
    }

  /* A constant.  */
  rtx lo, hi;
  split_double (src, &lo, &hi);
  if (INTVAL (hi) == (INTVAL (lo) < 0 ? -1 : 0))
    {
      operands[2] = lo;
      return "maked %0 = %2";
    }
  operands[2] = lo;
  operands[3] = hi;
  return "make %L0 = %2\n;;\n\tmake %H0 = %3";
}

/* Comparisons.  */

/* Set TARGET (SImode) to the floating-point comparison CODE of A and
   B.  */

static void
k1_expand_fp_compare (rtx target, enum rtx_code code, rtx a, rtx b)
{
  switch (code)
    {
    case EQ: case LTGT: case LT: case GE:
    case UNEQ: case NE: case UNLT: case UNGE:
      break;
    case GT: case LE: case UNGT: case UNLE:
      code = swap_condition (code);
      std::swap (a, b);
      break;
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
  emit_insn (gen_rtx_SET (target, gen_rtx_fmt_ee (code, SImode, a, b)));
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

/* Encodings (include/opcode/k1-opc.def): make with an extension
   syllable, W in bits 23:18, imm10 in 15:6, the rest of the value in
   the extension; igoto of $r16.  Bit 31 chains syllables into one
   bundle.  */
#define K1_TRAMP_MAKE(REG) (0xf2010000u | ((REG) << 18))
#define K1_TRAMP_IGOTO_R16 0x00003010u

static void
k1_store_make_words (rtx m_tramp, int offset, unsigned int insn,
		     rtx value, bool last)
{
  rtx lo = expand_simple_binop (SImode, AND, value, GEN_INT (0x3ff),
				NULL_RTX, 1, OPTAB_DIRECT);
  lo = expand_simple_binop (SImode, ASHIFT, lo, GEN_INT (6),
			    NULL_RTX, 1, OPTAB_DIRECT);
  lo = expand_simple_binop (SImode, IOR, lo,
			    gen_int_mode (insn, SImode),
			    NULL_RTX, 1, OPTAB_DIRECT);
  rtx hi = expand_simple_binop (SImode, LSHIFTRT, value, GEN_INT (10),
				NULL_RTX, 1, OPTAB_DIRECT);
  if (!last)
    hi = expand_simple_binop (SImode, IOR, hi,
			      gen_int_mode (0x80000000u, SImode),
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
  k1_store_make_words (m_tramp, 0, K1_TRAMP_MAKE (STATIC_CHAIN_REGNUM),
		       chain, false);
  k1_store_make_words (m_tramp, 8, K1_TRAMP_MAKE (K1_TMP_REGNUM), fn, true);
  emit_move_insn (adjust_address (m_tramp, SImode, 16),
		  gen_int_mode (K1_TRAMP_IGOTO_R16, SImode));
  rtx addr = force_reg (Pmode, XEXP (m_tramp, 0));
  emit_insn (gen_clear_cache (addr, plus_constant (Pmode, addr,
						   TRAMPOLINE_SIZE)));
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
     F	floating-point comparison (fcomp)
     Z	comparison with zero (cb, cmove); z the reverse
     O	bit 0 test: odd or even
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
    case 'F':
      switch (GET_CODE (x))
	{
	case EQ: fputs ("oeq", file); break;
	case LTGT: fputs ("one", file); break;
	case LT: fputs ("olt", file); break;
	case GE: fputs ("oge", file); break;
	case UNEQ: fputs ("ueq", file); break;
	case NE: fputs ("une", file); break;
	case UNLT: fputs ("ult", file); break;
	case UNGE: fputs ("uge", file); break;
	default: output_operand_lossage ("invalid %%F operand");
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
    case UNSPEC_PCREL: fputs ("@pcrel(", file); break;
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

/* True if the asm text TEMPL would emit nothing.  */

static bool
k1_empty_asm_p (const char *templ)
{
  for (; *templ; templ++)
    if (!ISSPACE (*templ))
      return false;
  return true;
}

/* Implement TARGET_ASM_FINAL_POSTSCAN_INSN: until there is a bundler,
   every instruction is a bundle of its own.  */

static void
k1_final_postscan_insn (FILE *file, rtx_insn *insn, rtx *, int)
{
  rtx body = PATTERN (insn);
  if (k1_bundle_ended)
    {
      k1_bundle_ended = false;
      return;
    }
  if (GET_CODE (body) == ASM_INPUT)
    {
      if (k1_empty_asm_p (XSTR (body, 0)))
	return;
    }
  else if (asm_noperands (body) >= 0)
    {
      const char *templ = decode_asm_operands (body, NULL, NULL, NULL, NULL,
					       NULL);
      if (templ == NULL || k1_empty_asm_p (templ))
	return;
    }
  else if (recog_memoized (insn) >= 0 && get_attr_type (insn) == TYPE_GHOST)
    return;
  fputs (";;\n", file);
}

/* Implement TARGET_SCHED_ISSUE_RATE: one instruction per unit.  */

static int
k1_issue_rate (void)
{
  return 5;
}

/* Initialize the target hook vector.  */

#undef TARGET_OPTION_OVERRIDE
#define TARGET_OPTION_OVERRIDE k1_option_override

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

#undef TARGET_RTX_COSTS
#define TARGET_RTX_COSTS k1_rtx_costs
#undef TARGET_ADDRESS_COST
#define TARGET_ADDRESS_COST k1_address_cost

#undef TARGET_HAVE_TLS
#define TARGET_HAVE_TLS true

#undef TARGET_CONSTANT_ALIGNMENT
#define TARGET_CONSTANT_ALIGNMENT constant_alignment_word_strings

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

struct gcc_target targetm = TARGET_INITIALIZER;

#include "gt-k1.h"
