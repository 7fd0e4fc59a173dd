/* Kalray K1 ELF support for BFD: the interface with the linker.
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
   along with this program; if not, write to the Free Software
   Foundation, Inc., 51 Franklin Street - Fifth Floor, Boston,
   MA 02110-1301, USA.  */

#ifndef _ELF32_K1_H
#define _ELF32_K1_H

/* Make the stubs (veneers) for calls and gotos out of the 27-bit
   range, in sections of the stub BFD that the callback places at the
   end of an output section; the other callback lays out the sections
   again after stubs were added.  */
extern bool elf32_k1_size_stubs
  (bfd *, bfd *, struct bfd_link_info *,
   asection *(*) (const char *, asection *), void (*) (void));

/* Write the stubs, once the layout is final.  */
extern bool elf32_k1_build_stubs (struct bfd_link_info *);

#endif /* _ELF32_K1_H */
