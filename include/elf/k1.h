/* K1 ELF support for BFD.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of BFD, the Binary File Descriptor library.

   This program is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program; if not, see <http://www.gnu.org/licenses/>.  */

#ifndef _ELF_K1_H
#define _ELF_K1_H

#include "elf/reloc-macros.h"

/* The meaning of each relocation (field, formula, overflow check) is
   given in docs/k1-abi.md.  LO10 relocations patch bits 15:6 of an
   instruction syllable with the low 10 bits of the value; HI22 ones
   patch bits 21:0 of its extension syllable with bits 31:10.  PC is
   the address of the bundle that holds the instruction.  */
START_RELOC_NUMBERS (elf_k1_reloc_type)
  RELOC_NUMBER (R_K1_NONE,		 0)
  RELOC_NUMBER (R_K1_16,		 1)
  RELOC_NUMBER (R_K1_32,		 2)
  RELOC_NUMBER (R_K1_17_PCREL,		 3)
  RELOC_NUMBER (R_K1_27_PCREL,		 4)
  RELOC_NUMBER (R_K1_32_PCREL,		 5)
  RELOC_NUMBER (R_K1_LO10,		 6)
  RELOC_NUMBER (R_K1_HI22,		 7)
  RELOC_NUMBER (R_K1_GOTOFF_LO10,	 8)
  RELOC_NUMBER (R_K1_GOTOFF_HI22,	 9)
  RELOC_NUMBER (R_K1_GOT_LO10,		10)
  RELOC_NUMBER (R_K1_GOT_HI22,		11)
  RELOC_NUMBER (R_K1_PCREL_LO10,	12)
  RELOC_NUMBER (R_K1_PCREL_HI22,	13)
  RELOC_NUMBER (R_K1_PLT_27_PCREL,	14)
  RELOC_NUMBER (R_K1_TPREL_LO10,	15)
  RELOC_NUMBER (R_K1_TPREL_HI22,	16)
  RELOC_NUMBER (R_K1_GLOB_DAT,		17)
  RELOC_NUMBER (R_K1_TLSGD_LO10,	18)
  RELOC_NUMBER (R_K1_TLSGD_HI22,	19)
  RELOC_NUMBER (R_K1_TLSIE_LO10,	20)
  RELOC_NUMBER (R_K1_TLSIE_HI22,	21)
  RELOC_NUMBER (R_K1_DTPMOD32,		22)
  RELOC_NUMBER (R_K1_DTPOFF32,		23)
  RELOC_NUMBER (R_K1_TPOFF32,		24)
  RELOC_NUMBER (R_K1_COPY,		30)
  RELOC_NUMBER (R_K1_JMP_SLOT,		31)
  RELOC_NUMBER (R_K1_RELATIVE,		32)
END_RELOC_NUMBERS (R_K1_max)

#endif /* _ELF_K1_H */
