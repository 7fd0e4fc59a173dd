/* K1 opcode table.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of the GNU opcodes library.

   This library is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   It is distributed in the hope that it will be useful, but WITHOUT
   ANY WARRANTY; without even the implied warranty of MERCHANTABILITY
   or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public
   License for more details.

   You should have received a copy of the GNU General Public License
   along with this program; see the file COPYING3.  If not,
   see <http://www.gnu.org/licenses/>.  */

/* This file only needs the C library, so that the simulator and the
   documentation check can build it on its own.  */

#include <stddef.h>
#include <string.h>
#include "opcode/k1.h"

const struct k1_opcode k1_opcodes[] =
{
#define K1_INSN(id, name, args, unit, match, fields, lat, flags, doc) \
  { name, args, match, K1_OPC_BITS & ~(uint32_t) (fields), unit, lat, \
    flags, K1_INSN_##id, doc },
#include "opcode/k1-opc.def"
#undef K1_INSN
};

const unsigned int k1_num_opcodes = K1_INSN_COUNT;

const struct k1_sysreg_desc k1_sysregs[] =
{
#define K1_SYSREG(num, name, user) { #name, num, user },
#include "opcode/k1-sfr.def"
#undef K1_SYSREG
};

const unsigned int k1_num_sysregs = K1_SFR_COUNT;

const char *
k1_sysreg_name (unsigned int num)
{
  return num < K1_SFR_COUNT ? k1_sysregs[num].name : NULL;
}

/* Return nonzero if the register-pair operands of OP in SYLLABLE name
   even registers, as every pair must.  */

static int
k1_pairs_even (const struct k1_opcode *op, uint32_t syllable)
{
  const char *a;

  for (a = op->args; *a; a++)
    if ((*a == 'W' && (K1_W (syllable) & 1))
	|| (*a == 'Z' && (K1_Z (syllable) & 1))
	|| (*a == 'Y' && (K1_Y (syllable) & 1)))
      return 0;
  return 1;
}

const struct k1_opcode *
k1_decode (uint32_t syllable)
{
  unsigned int i;

  syllable &= K1_OPC_BITS;
  for (i = 0; i < K1_INSN_COUNT; i++)
    {
      const struct k1_opcode *op = &k1_opcodes[i];

      if ((syllable & op->mask) == op->match)
	return k1_pairs_even (op, syllable) ? op : NULL;
    }
  return NULL;
}

int32_t
k1_immediate (uint32_t syllable, uint32_t ext)
{
  uint32_t lo = K1_IMM10 (syllable);

  if (K1_HAS_EXT (syllable))
    return (int32_t) K1_IMM32 (syllable, ext);
  return (int32_t) ((lo ^ 0x200) - 0x200);
}
