/* Target-dependent definitions for the Kalray K1, for GDB.
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

#ifndef K1_TDEP_H
#define K1_TDEP_H

#include "gdbarch.h"

/* The opcode table and its decoder are C, in libopcodes.  */
extern "C" {
#include "opcode/k1.h"
}

/* Raw register numbers, as the simulator's stub (k1-linux-run -g)
   numbers them in its 'g' packet: $r0..$r63, then each system
   register a user may read at 64 + its number in opcode/k1-sfr.def.
   The ABI's roles of general registers are in docs/k1-abi.md.  */
enum
{
  K1_NUM_GPRS = 64,
  K1_SP_REGNUM = 12,		/* $sp */
  K1_TP_REGNUM = 13,		/* thread pointer */
  K1_FP_REGNUM = 14,		/* frame pointer, when one is used */
  K1_STRUCT_RETURN_REGNUM = 15,	/* address of a result in memory */
  K1_NUM_ARG_REGS = 12,		/* $r0..$r11 */
  K1_PC_REGNUM = K1_NUM_GPRS + K1_SFR_pc,
  K1_PS_REGNUM = K1_NUM_GPRS + K1_SFR_ps,
  K1_RA_REGNUM = K1_NUM_GPRS + K1_SFR_ra,
  K1_CS_REGNUM = K1_NUM_GPRS + K1_SFR_cs,
  K1_LS_REGNUM = K1_NUM_GPRS + K1_SFR_ls,
  K1_LE_REGNUM = K1_NUM_GPRS + K1_SFR_le,
  K1_LC_REGNUM = K1_NUM_GPRS + K1_SFR_lc,
  /* The 64-bit pairs $p0, $p2, .. $p62 follow the raw registers as
     pseudo registers.  */
  K1_NUM_PAIRS = K1_NUM_GPRS / 2
};

/* DWARF register numbers (docs/k1-abi.md, DWARF): $r0..$r63, $ra,
   then the interrupted $pc of a signal frame.  */
enum
{
  K1_DWARF_RA = 64,
  K1_DWARF_SIGNAL_PC = 65
};

struct k1_gdbarch_tdep : gdbarch_tdep_base
{
  /* The number of raw registers: the general ones and the user system
     registers of k1-sfr.def.  */
  int num_raw_regs = 0;
};

/* Size in bytes of the bundle at PC, or 0 if it cannot be read.  */
extern int k1_bundle_size (struct gdbarch *gdbarch, CORE_ADDR pc);

#endif /* K1_TDEP_H */
