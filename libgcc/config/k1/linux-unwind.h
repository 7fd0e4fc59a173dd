/* DWARF2 EH unwinding support for K1 (Kalray MPPA-256) Linux.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of GCC.

   GCC is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   GCC is distributed in the hope that it will be useful, but WITHOUT
   ANY WARRANTY; without even the implied warranty of MERCHANTABILITY
   or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public
   License for more details.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.

   You should have received a copy of the GNU General Public License and
   a copy of the GCC Runtime Library Exception along with this program;
   see the files COPYING3 and COPYING.RUNTIME respectively.  If not, see
   <http://www.gnu.org/licenses/>.  */

#ifndef inhibit_libc

/* A signal handler returns to a restorer (uClibc-ng's
   __default_rt_sa_restorer, or the simulator's signal page) that is
   exactly

     make $r6 = __NR_rt_sigreturn ;;
     scall $r6 ;;

   and has no FDE.  The handler's CFA is $r12 at its entry, where the
   kernel put struct rt_sigframe { siginfo_t info; ucontext_t uc; }
   (docs/k1-abi.md, Signals); uc_mcontext holds $r0..$r63, $pc, $ra,
   ...  The interrupted $pc is the frame's return address: it goes in
   column __LIBGCC_DWARF_ALT_FRAME_RETURN_COLUMN__ (65), since $ra
   (column 64) must come back as it was too.  */

#include <signal.h>
#include <sys/ucontext.h>

#define K1_INSN_MAKE_R6_RT_SIGRETURN 0x721822c0	/* make $r6 = 139 ;; */
#define K1_INSN_SCALL_R6 0x00005006			/* scall $r6 ;; */

#define MD_FALLBACK_FRAME_STATE_FOR k1_fallback_frame_state

static _Unwind_Reason_Code
k1_fallback_frame_state (struct _Unwind_Context *context,
			 _Unwind_FrameState *fs)
{
  unsigned int *pc = (unsigned int *) context->ra;
  struct rt_sigframe
  {
    siginfo_t info;
    ucontext_t uc;
  } *frame;
  struct sigcontext *sc;
  _Unwind_Ptr new_cfa;
  int i;

  if (pc == NULL || ((_Unwind_Ptr) pc & 3) != 0
      || pc[0] != K1_INSN_MAKE_R6_RT_SIGRETURN
      || pc[1] != K1_INSN_SCALL_R6)
    return _URC_END_OF_STACK;

  frame = (struct rt_sigframe *) context->cfa;
  sc = &frame->uc.uc_mcontext;
  new_cfa = (_Unwind_Ptr) sc;
  fs->regs.cfa_how = CFA_REG_OFFSET;
  fs->regs.cfa_reg = __LIBGCC_STACK_POINTER_REGNUM__;
  fs->regs.cfa_offset = new_cfa - (_Unwind_Ptr) context->cfa;

  for (i = 0; i < 64; i++)
    {
      fs->regs.reg[i].how = REG_SAVED_OFFSET;
      fs->regs.reg[i].loc.offset = (_Unwind_Ptr) &sc->regs.r[i] - new_cfa;
    }
  fs->regs.reg[64].how = REG_SAVED_OFFSET;
  fs->regs.reg[64].loc.offset = (_Unwind_Ptr) &sc->regs.ra - new_cfa;
  fs->regs.reg[__LIBGCC_DWARF_ALT_FRAME_RETURN_COLUMN__].how
    = REG_SAVED_OFFSET;
  fs->regs.reg[__LIBGCC_DWARF_ALT_FRAME_RETURN_COLUMN__].loc.offset
    = (_Unwind_Ptr) &sc->regs.pc - new_cfa;
  fs->retaddr_column = __LIBGCC_DWARF_ALT_FRAME_RETURN_COLUMN__;
  /* The interrupted instruction had not run: look its FDE up at the
     address itself, not the one before.  */
  fs->signal_frame = 1;

  return _URC_NO_REASON;
}

#endif /* ifndef inhibit_libc */
