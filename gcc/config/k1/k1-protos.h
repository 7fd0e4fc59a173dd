/* Prototypes for the Kalray K1 back end.
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

#ifndef GCC_K1_PROTOS_H
#define GCC_K1_PROTOS_H

extern HOST_WIDE_INT k1_initial_elimination_offset (int, int);
extern void k1_expand_prologue (void);
extern void k1_expand_epilogue (bool);
extern void k1_function_profiler (void);
extern const char *k1_sfr_macro (int);

#ifdef RTX_CODE
extern bool k1_symbolic_operand_p (rtx);
extern rtx k1_return_addr (int, rtx);
extern bool k1_expand_move (machine_mode, rtx *);
extern bool k1_split_move_double_p (rtx *);
extern int k1_shifted_field_width (rtx, rtx);
extern void k1_split_move_double (rtx *);
extern const char *k1_output_move_double (rtx *);
extern const char *k1_output_cb (rtx_insn *, rtx *, enum rtx_code, bool);
extern void k1_expand_cstore (rtx, enum rtx_code, rtx, rtx);
extern void k1_expand_cbranch (rtx *);
extern bool k1_expand_movcc (rtx *);
extern void k1_expand_call (rtx, rtx, rtx, bool);
extern void k1_expand_eh_return (rtx);
extern void k1_expand_compare_and_swap (rtx *);
extern void k1_expand_compare_and_swap_short (rtx *);
#endif

class rtl_opt_pass;
namespace gcc { class context; }
extern rtl_opt_pass *make_pass_k1_bundle_cfi (gcc::context *);
extern rtl_opt_pass *make_pass_k1_reassoc (gcc::context *);

#endif /* GCC_K1_PROTOS_H */
