/* Target-dependent code for GNU/Linux on the Kalray K1, for GDB.
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

#include "defs.h"
#include "frame.h"
#include "linux-tdep.h"
#include "osabi.h"
#include "solib-svr4.h"
#include "trad-frame.h"
#include "tramp-frame.h"
#include "k1-tdep.h"

/* The signal frame (docs/k1-abi.md, Signals; the kernel headers of
   linux/arch/k1/include/uapi/asm): the handler returns to a restorer,
   "make $r6 = __NR_rt_sigreturn ;; scall $r6 ;;", with $sp where the
   frame starts: struct rt_sigframe { siginfo_t info; struct ucontext
   uc; }.  The machine context is uc.uc_mcontext, a struct
   user_regs_struct: $r0..$r63, then $pc, $ra, $cs, $lc, $le, $ls.  */

enum
{
  K1_SIGINFO_SIZE = 128,	/* sizeof (siginfo_t) */
  K1_UC_MCONTEXT = 20,		/* offsetof (struct ucontext, uc_mcontext) */
  K1_MC_PC = 4 * K1_NUM_GPRS	/* $pc, $ra, $cs, $lc, $le, $ls follow */
};

static void
k1_linux_sigframe_init (const struct tramp_frame *self,
			frame_info_ptr this_frame,
			struct trad_frame_cache *this_cache,
			CORE_ADDR func)
{
  CORE_ADDR sp = get_frame_register_unsigned (this_frame, K1_SP_REGNUM);
  CORE_ADDR mc = sp + K1_SIGINFO_SIZE + K1_UC_MCONTEXT;
  static const int after_pc[] = {
    K1_PC_REGNUM, K1_RA_REGNUM, K1_CS_REGNUM, K1_LC_REGNUM, K1_LE_REGNUM,
    K1_LS_REGNUM
  };

  for (int r = 0; r < K1_NUM_GPRS; r++)
    trad_frame_set_reg_addr (this_cache, r, mc + 4 * r);
  for (int i = 0; i < (int) ARRAY_SIZE (after_pc); i++)
    trad_frame_set_reg_addr (this_cache, after_pc[i], mc + K1_MC_PC + 4 * i);
  trad_frame_set_id (this_cache, frame_id_build (sp, func));
}

/* The restorer: the same two syllables libgcc's unwinder looks for
   (libgcc/config/k1/linux-unwind.h).  */
static const struct tramp_frame k1_linux_sigframe = {
  SIGTRAMP_FRAME,
  4,
  {
    { 0x721822c0, ULONGEST_MAX },	/* make $r6 = 139 (rt_sigreturn) ;; */
    { 0x00005006, ULONGEST_MAX },	/* scall $r6 ;; */
    { TRAMP_SENTINEL_INSN, ULONGEST_MAX }
  },
  k1_linux_sigframe_init
};


static void
k1_linux_init_abi (struct gdbarch_info info, struct gdbarch *gdbarch)
{
  linux_init_abi (info, gdbarch, 0);
  set_solib_svr4_fetch_link_map_offsets (gdbarch,
					 linux_ilp32_fetch_link_map_offsets);
  set_gdbarch_skip_trampoline_code (gdbarch, find_solib_trampoline_target);
  set_gdbarch_fetch_tls_load_module_address (gdbarch,
					     svr4_fetch_objfile_link_map);
  tramp_frame_prepend_unwinder (gdbarch, &k1_linux_sigframe);
}

void _initialize_k1_linux_tdep ();
void
_initialize_k1_linux_tdep ()
{
  gdbarch_register_osabi (bfd_arch_k1, 0, GDB_OSABI_LINUX,
			  k1_linux_init_abi);
}
