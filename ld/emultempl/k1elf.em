# This shell script emits a C file. -*- C -*-
#   Copyright (C) 2026 Free Software Foundation, Inc.
#
# This file is part of the GNU Binutils.
#
# This program is free software; you can redistribute it and/or modify
# it under the terms of the GNU General Public License as published by
# the Free Software Foundation; either version 3 of the License, or
# (at your option) any later version.
#
# This program is distributed in the hope that it will be useful,
# but WITHOUT ANY WARRANTY; without even the implied warranty of
# MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
# GNU General Public License for more details.
#
# You should have received a copy of the GNU General Public License
# along with this program; if not, write to the Free Software
# Foundation, Inc., 51 Franklin Street - Fifth Floor, Boston,
# MA 02110-1301, USA.
#

# This file is sourced from elf.em: the K1 linker stubs (veneers) for
# calls and gotos out of the 27-bit range.

fragment <<EOF

#include "elf32-k1.h"

/* The fake input file that holds the stub sections.  */
static lang_input_statement_type *stub_file;

/* Called before the input files are opened: make the stub file.  */

static void
k1elf_create_output_section_statements (void)
{
  extern const bfd_target k1_elf32_vec;

  if (link_info.output_bfd->xvec != &k1_elf32_vec
      || bfd_link_relocatable (&link_info))
    return;

  stub_file = lang_add_input_file ("linker stubs",
				   lang_input_file_is_fake_enum, NULL);
  stub_file->the_bfd = bfd_create ("linker stubs", link_info.output_bfd);
  if (stub_file->the_bfd == NULL
      || !bfd_set_arch_mach (stub_file->the_bfd,
			     bfd_get_arch (link_info.output_bfd),
			     bfd_get_mach (link_info.output_bfd)))
    {
      einfo (_("%F%P: can not create BFD: %E\n"));
      return;
    }

  stub_file->the_bfd->flags |= BFD_LINKER_CREATED;
  ldlang_add_file (stub_file);
}

/* Make a stub section called NAME at the end of OUTPUT_SECTION, which
   its branches all reach unless the section spans 256 MiB.  */

static asection *
k1elf_add_stub_section (const char *name, asection *output_section)
{
  lang_output_section_statement_type *os;
  asection *stub_sec;

  stub_sec = bfd_make_section_anyway_with_flags
    (stub_file->the_bfd, name,
     SEC_ALLOC | SEC_LOAD | SEC_READONLY | SEC_CODE | SEC_HAS_CONTENTS
     | SEC_IN_MEMORY | SEC_KEEP);
  os = lang_output_section_get (output_section);
  if (stub_sec == NULL
      || os == NULL
      || !bfd_set_section_alignment (stub_sec, 2))
    {
      einfo (_("%X%P: can not make stub section: %E\n"));
      return NULL;
    }

  lang_add_section (&os->children, stub_sec, NULL, NULL, os);
  return stub_sec;
}

/* Lay the sections out again after adding stubs.  */

static void
k1elf_layout_sections_again (void)
{
  ldelf_map_segments (true);
}

static void
gld${EMULATION_NAME}_after_allocation (void)
{
  int need_layout = bfd_elf_discard_info (link_info.output_bfd, &link_info);

  if (need_layout < 0)
    {
      einfo (_("%X%P: .eh_frame/.stab edit: %E\n"));
      return;
    }

  /* Lay out first, so that the stubs are sized against the final
     addresses of everything else.  */
  ldelf_map_segments (need_layout);

  if (stub_file == NULL)
    return;

  if (!elf32_k1_size_stubs (link_info.output_bfd, stub_file->the_bfd,
			    &link_info, k1elf_add_stub_section,
			    k1elf_layout_sections_again))
    {
      einfo (_("%X%P: can not size stub section: %E\n"));
      return;
    }

  if (stub_file->the_bfd->sections != NULL
      && !elf32_k1_build_stubs (&link_info))
    einfo (_("%X%P: can not build stubs: %E\n"));
}

EOF

LDEMUL_AFTER_ALLOCATION=gld${EMULATION_NAME}_after_allocation
LDEMUL_CREATE_OUTPUT_SECTION_STATEMENTS=k1elf_create_output_section_statements
