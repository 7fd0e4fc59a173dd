/* Kalray K1 specific support for 32-bit ELF.
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

/* The relocations are described in docs/k1-abi.md.  A LO10 relocation
   patches bits 15:6 of an instruction syllable; the matching HI22 one
   sits on the extension syllable that follows (its r_offset is that
   syllable's address) and patches its bits 21:0.  Both compute the
   whole 32-bit value and keep their part of it, so they never
   overflow.

   Static and dynamic executables, PIE and shared objects follow the
   SysV scheme of docs/k1-abi.md (Dynamic linking): @got, @tlsgd and
   @tlsie references get GOT entries, filled at link time when the
   value is known there and relocated by the loader otherwise; calls to
   functions of other objects go through lazily bound PLT entries; an
   executable copies the data of shared objects it refers to from its
   code (R_K1_COPY).

   A call or goto whose target is out of the 27-bit range is sent to a
   stub (veneer) at the end of its output section, which loads the
   target into $r16, a register the ABI reserves for the linker, and
   jumps there; elf32_k1_size_stubs and elf32_k1_build_stubs, called
   by the emulation after section layout, make the stubs.  */

#include "sysdep.h"
#include "bfd.h"
#include "libbfd.h"
#include "libiberty.h"
#include "elf-bfd.h"
#include "elf/k1.h"
#include "opcode/k1.h"
#include "elf32-k1.h"

/* The thread control block at the thread pointer ($r13) is 8 bytes;
   the executable's TLS block follows it (TLS variant I).  */
#define K1_TCB_SIZE 8

/* The sizes of PLT0 and of the other PLT entries, and the size of the
   header of .got.plt (_DYNAMIC, the link map, the resolver).  */
#define K1_PLT0_SIZE		32
#define K1_PLT_ENTRY_SIZE	24
#define K1_GOTPLT_HEADER_SIZE	12

#define ELF_DYNAMIC_INTERPRETER "/lib/ld-uClibc.so.0"

/* The opcode bits of the instructions the linker writes, from the one
   instruction table.  */
enum
{
#define K1_INSN(id, name, args, unit, match, fields, lat, flags, doc) \
  K1_MATCH_##id = (match),
#include "opcode/k1-opc.def"
#undef K1_INSN
  K1_MATCH_COUNT
};

/* A stub is "make $r16 = target ;; igoto $r16 ;;": an extended make
   (parallel bit set, as its extension syllable follows) and igoto.  */
#define K1_STUB_SIZE		12
#define K1_STUB_MAKE_R16	\
  (K1_PARALLEL | K1_MATCH_MAKE | K1_FLD_X | K1_ENCODE_W (16))
#define K1_STUB_IGOTO_R16	(K1_MATCH_IGOTO | K1_ENCODE_Z (16))

/* The LO10 and HI22 relocations of each family: the fields of
   K1_ENCODE_LO10 and K1_ENCODE_HI22, never checked for overflow.  */
#define K1_HOWTO_LO10(type, pcrel)					\
  HOWTO (type, 0, 4, K1_IMM_LO_BITS, pcrel, K1_SHIFT_I,			\
	 complain_overflow_dont, bfd_elf_generic_reloc, #type, false, 0,	\
	 K1_FLD_LO10, pcrel)
#define K1_HOWTO_HI22(type, pcrel)					\
  HOWTO (type, K1_IMM_LO_BITS, 4, 32 - K1_IMM_LO_BITS, pcrel, 0,	\
	 complain_overflow_dont, bfd_elf_generic_reloc, #type, false, 0,	\
	 K1_EXT_BITS, pcrel)

static reloc_howto_type k1_elf_howto_table[] =
{
  HOWTO (R_K1_NONE,		/* type */
	 0,			/* rightshift */
	 0,			/* size */
	 0,			/* bitsize */
	 false,			/* pc_relative */
	 0,			/* bitpos */
	 complain_overflow_dont, /* complain_on_overflow */
	 bfd_elf_generic_reloc,	/* special_function */
	 "R_K1_NONE",		/* name */
	 false,			/* partial_inplace */
	 0,			/* src_mask */
	 0,			/* dst_mask */
	 false),		/* pcrel_offset */

  /* 16-bit data, either signed or unsigned.  */
  HOWTO (R_K1_16, 0, 2, 16, false, 0, complain_overflow_bitfield,
	 bfd_elf_generic_reloc, "R_K1_16", false, 0, 0xffff, false),

  HOWTO (R_K1_32, 0, 4, 32, false, 0, complain_overflow_dont,
	 bfd_elf_generic_reloc, "R_K1_32", false, 0, 0xffffffff, false),

  /* cb.<cond> and loopdo: signed word offset in bits 22:6.  */
  HOWTO (R_K1_17_PCREL, 2, 4, 17, true, K1_SHIFT_B17,
	 complain_overflow_signed, bfd_elf_generic_reloc, "R_K1_17_PCREL",
	 false, 0, K1_FLD_B17, true),

  /* goto and call: signed word offset in bits 26:0.  */
  HOWTO (R_K1_27_PCREL, 2, 4, 27, true, 0, complain_overflow_signed,
	 bfd_elf_generic_reloc, "R_K1_27_PCREL", false, 0, K1_FLD_B27, true),

  HOWTO (R_K1_32_PCREL, 0, 4, 32, true, 0, complain_overflow_dont,
	 bfd_elf_generic_reloc, "R_K1_32_PCREL", false, 0, 0xffffffff,
	 true),

  K1_HOWTO_LO10 (R_K1_LO10, false),
  K1_HOWTO_HI22 (R_K1_HI22, false),

  K1_HOWTO_LO10 (R_K1_GOTOFF_LO10, false),
  K1_HOWTO_HI22 (R_K1_GOTOFF_HI22, false),

  K1_HOWTO_LO10 (R_K1_GOT_LO10, false),
  K1_HOWTO_HI22 (R_K1_GOT_HI22, false),

  K1_HOWTO_LO10 (R_K1_PCREL_LO10, true),
  K1_HOWTO_HI22 (R_K1_PCREL_HI22, true),

  HOWTO (R_K1_PLT_27_PCREL, 2, 4, 27, true, 0, complain_overflow_signed,
	 bfd_elf_generic_reloc, "R_K1_PLT_27_PCREL", false, 0, K1_FLD_B27,
	 true),

  K1_HOWTO_LO10 (R_K1_TPREL_LO10, false),
  K1_HOWTO_HI22 (R_K1_TPREL_HI22, false),

  HOWTO (R_K1_GLOB_DAT, 0, 4, 32, false, 0, complain_overflow_dont,
	 bfd_elf_generic_reloc, "R_K1_GLOB_DAT", false, 0, 0xffffffff,
	 false),

  K1_HOWTO_LO10 (R_K1_TLSGD_LO10, false),
  K1_HOWTO_HI22 (R_K1_TLSGD_HI22, false),

  K1_HOWTO_LO10 (R_K1_TLSIE_LO10, false),
  K1_HOWTO_HI22 (R_K1_TLSIE_HI22, false),

  HOWTO (R_K1_DTPMOD32, 0, 4, 32, false, 0, complain_overflow_dont,
	 bfd_elf_generic_reloc, "R_K1_DTPMOD32", false, 0, 0xffffffff,
	 false),

  HOWTO (R_K1_DTPOFF32, 0, 4, 32, false, 0, complain_overflow_dont,
	 bfd_elf_generic_reloc, "R_K1_DTPOFF32", false, 0, 0xffffffff,
	 false),

  HOWTO (R_K1_TPOFF32, 0, 4, 32, false, 0, complain_overflow_dont,
	 bfd_elf_generic_reloc, "R_K1_TPOFF32", false, 0, 0xffffffff,
	 false),

  EMPTY_HOWTO (25),
  EMPTY_HOWTO (26),
  EMPTY_HOWTO (27),
  EMPTY_HOWTO (28),
  EMPTY_HOWTO (29),

  HOWTO (R_K1_COPY, 0, 4, 32, false, 0, complain_overflow_dont,
	 bfd_elf_generic_reloc, "R_K1_COPY", false, 0, 0xffffffff, false),

  HOWTO (R_K1_JMP_SLOT, 0, 4, 32, false, 0, complain_overflow_dont,
	 bfd_elf_generic_reloc, "R_K1_JMP_SLOT", false, 0, 0xffffffff,
	 false),

  HOWTO (R_K1_RELATIVE, 0, 4, 32, false, 0, complain_overflow_dont,
	 bfd_elf_generic_reloc, "R_K1_RELATIVE", false, 0, 0xffffffff,
	 false),
};

/* Map BFD relocation codes to K1 ELF relocation numbers.  */

struct k1_reloc_map
{
  bfd_reloc_code_real_type bfd_reloc_val;
  unsigned int k1_reloc_val;
};

static const struct k1_reloc_map k1_reloc_map[] =
{
  { BFD_RELOC_NONE,		R_K1_NONE },
  { BFD_RELOC_16,		R_K1_16 },
  { BFD_RELOC_32,		R_K1_32 },
  { BFD_RELOC_CTOR,		R_K1_32 },
  { BFD_RELOC_K1_17_PCREL,	R_K1_17_PCREL },
  { BFD_RELOC_K1_27_PCREL,	R_K1_27_PCREL },
  { BFD_RELOC_32_PCREL,		R_K1_32_PCREL },
  { BFD_RELOC_K1_LO10,		R_K1_LO10 },
  { BFD_RELOC_K1_HI22,		R_K1_HI22 },
  { BFD_RELOC_K1_GOTOFF_LO10,	R_K1_GOTOFF_LO10 },
  { BFD_RELOC_K1_GOTOFF_HI22,	R_K1_GOTOFF_HI22 },
  { BFD_RELOC_K1_GOT_LO10,	R_K1_GOT_LO10 },
  { BFD_RELOC_K1_GOT_HI22,	R_K1_GOT_HI22 },
  { BFD_RELOC_K1_PCREL_LO10,	R_K1_PCREL_LO10 },
  { BFD_RELOC_K1_PCREL_HI22,	R_K1_PCREL_HI22 },
  { BFD_RELOC_K1_PLT_27_PCREL,	R_K1_PLT_27_PCREL },
  { BFD_RELOC_K1_TPREL_LO10,	R_K1_TPREL_LO10 },
  { BFD_RELOC_K1_TPREL_HI22,	R_K1_TPREL_HI22 },
  { BFD_RELOC_K1_GLOB_DAT,	R_K1_GLOB_DAT },
  { BFD_RELOC_K1_TLSGD_LO10,	R_K1_TLSGD_LO10 },
  { BFD_RELOC_K1_TLSGD_HI22,	R_K1_TLSGD_HI22 },
  { BFD_RELOC_K1_TLSIE_LO10,	R_K1_TLSIE_LO10 },
  { BFD_RELOC_K1_TLSIE_HI22,	R_K1_TLSIE_HI22 },
  { BFD_RELOC_K1_DTPMOD32,	R_K1_DTPMOD32 },
  { BFD_RELOC_K1_DTPOFF32,	R_K1_DTPOFF32 },
  { BFD_RELOC_K1_TPOFF32,	R_K1_TPOFF32 },
  { BFD_RELOC_K1_COPY,		R_K1_COPY },
  { BFD_RELOC_K1_JMP_SLOT,	R_K1_JMP_SLOT },
  { BFD_RELOC_K1_RELATIVE,	R_K1_RELATIVE },
};

/* Return the howto of relocation number R_TYPE, or NULL (after
   reporting it against ABFD) if there is no such relocation.  */

static reloc_howto_type *
k1_elf_rtype_to_howto (bfd *abfd, unsigned int r_type)
{
  if (r_type < ARRAY_SIZE (k1_elf_howto_table)
      && k1_elf_howto_table[r_type].name != NULL)
    return &k1_elf_howto_table[r_type];

  /* xgettext:c-format */
  _bfd_error_handler (_("%pB: unsupported relocation type %#x"),
		      abfd, r_type);
  bfd_set_error (bfd_error_bad_value);
  return NULL;
}

static reloc_howto_type *
k1_elf_reloc_type_lookup (bfd *abfd ATTRIBUTE_UNUSED,
			  bfd_reloc_code_real_type code)
{
  unsigned int i;

  for (i = 0; i < ARRAY_SIZE (k1_reloc_map); i++)
    if (k1_reloc_map[i].bfd_reloc_val == code)
      return &k1_elf_howto_table[k1_reloc_map[i].k1_reloc_val];

  bfd_set_error (bfd_error_bad_value);
  return NULL;
}

static reloc_howto_type *
k1_elf_reloc_name_lookup (bfd *abfd ATTRIBUTE_UNUSED, const char *r_name)
{
  unsigned int i;

  for (i = 0; i < ARRAY_SIZE (k1_elf_howto_table); i++)
    if (k1_elf_howto_table[i].name != NULL
	&& strcasecmp (k1_elf_howto_table[i].name, r_name) == 0)
      return &k1_elf_howto_table[i];

  return NULL;
}

static bool
k1_elf_info_to_howto (bfd *abfd, arelent *cache_ptr,
		      Elf_Internal_Rela *dst)
{
  cache_ptr->howto = k1_elf_rtype_to_howto (abfd, ELF32_R_TYPE (dst->r_info));
  return cache_ptr->howto != NULL;
}

/* Kinds of GOT entry a symbol needs.  A symbol may need both a GD pair
   and an IE entry, but never a normal entry as well as a TLS one.  */
#define GOT_UNKNOWN	0
#define GOT_NORMAL	1
#define GOT_TLS_GD	2
#define GOT_TLS_IE	4

/* The K1 linker hash table entry.  */

struct k1_elf_link_hash_entry
{
  struct elf_link_hash_entry elf;

  /* GOT_* bits.  */
  unsigned char tls_type;
};

#define k1_elf_hash_entry(ent) ((struct k1_elf_link_hash_entry *) (ent))

/* The GOT_* bits of local symbols follow the local GOT reference
   counts (later, offsets) in one array.  */
#define k1_elf_local_got_tls_type(abfd)					\
  ((unsigned char *) (elf_local_got_refcounts (abfd)			\
		      + elf_symtab_hdr (abfd).sh_info))

static struct bfd_hash_entry *
k1_elf_link_hash_newfunc (struct bfd_hash_entry *entry,
			  struct bfd_hash_table *table, const char *string)
{
  if (entry == NULL)
    {
      entry = bfd_hash_allocate (table,
				 sizeof (struct k1_elf_link_hash_entry));
      if (entry == NULL)
	return NULL;
    }

  entry = _bfd_elf_link_hash_newfunc (entry, table, string);
  if (entry != NULL)
    k1_elf_hash_entry (entry)->tls_type = GOT_UNKNOWN;

  return entry;
}

/* A stub, found by its output section and target.  */

struct k1_stub_entry
{
  struct bfd_hash_entry root;

  /* Where the stub is.  */
  asection *stub_sec;
  bfd_vma offset;

  /* Where it jumps: an offset in an input section.  */
  asection *target_sec;
  bfd_vma target_value;

  /* The name of its local symbol, "__TARGET_veneer".  */
  char *sym_name;
};

/* The stub section of an output section.  */

struct k1_stub_group
{
  struct k1_stub_group *next;
  asection *output_section;
  asection *stub_sec;
};

/* The K1 linker hash table.  */

struct k1_elf_link_hash_table
{
  struct elf_link_hash_table elf;

  /* The stubs, and the sections that hold them, in STUB_BFD.  */
  struct bfd_hash_table stub_hash_table;
  struct k1_stub_group *stub_groups;
  bfd *stub_bfd;
  asection *(*add_stub_section) (const char *, asection *);
};

#define k1_elf_hash_table(info) \
  ((struct k1_elf_link_hash_table *) elf_hash_table (info))

static struct bfd_hash_entry *
k1_stub_entry_newfunc (struct bfd_hash_entry *entry,
		       struct bfd_hash_table *table, const char *string)
{
  if (entry == NULL)
    {
      entry = bfd_hash_allocate (table, sizeof (struct k1_stub_entry));
      if (entry == NULL)
	return NULL;
    }

  entry = bfd_hash_newfunc (entry, table, string);
  if (entry != NULL)
    {
      struct k1_stub_entry *stub = (struct k1_stub_entry *) entry;

      stub->stub_sec = NULL;
      stub->offset = 0;
      stub->target_sec = NULL;
      stub->target_value = 0;
      stub->sym_name = NULL;
    }

  return entry;
}

static void
k1_elf_link_hash_table_free (bfd *obfd)
{
  struct k1_elf_link_hash_table *htab
    = (struct k1_elf_link_hash_table *) obfd->link.hash;

  bfd_hash_table_free (&htab->stub_hash_table);
  _bfd_elf_link_hash_table_free (obfd);
}

static struct bfd_link_hash_table *
k1_elf_link_hash_table_create (bfd *abfd)
{
  struct k1_elf_link_hash_table *ret;

  ret = bfd_zmalloc (sizeof (*ret));
  if (ret == NULL)
    return NULL;

  if (!bfd_hash_table_init (&ret->stub_hash_table, k1_stub_entry_newfunc,
			    sizeof (struct k1_stub_entry)))
    {
      free (ret);
      return NULL;
    }

  if (!_bfd_elf_link_hash_table_init (&ret->elf, abfd,
				      k1_elf_link_hash_newfunc,
				      sizeof (struct k1_elf_link_hash_entry),
				      GENERIC_ELF_DATA))
    {
      bfd_hash_table_free (&ret->stub_hash_table);
      free (ret);
      return NULL;
    }
  ret->elf.root.hash_table_free = k1_elf_link_hash_table_free;

  return &ret->elf.root;
}

static void
k1_elf_copy_indirect_symbol (struct bfd_link_info *info,
			     struct elf_link_hash_entry *dir,
			     struct elf_link_hash_entry *ind)
{
  if (ind->root.type == bfd_link_hash_indirect
      && dir->got.refcount <= 0)
    {
      k1_elf_hash_entry (dir)->tls_type = k1_elf_hash_entry (ind)->tls_type;
      k1_elf_hash_entry (ind)->tls_type = GOT_UNKNOWN;
    }

  _bfd_elf_link_hash_copy_indirect (info, dir, ind);
}

/* Refuse STT_GNU_IFUNC definitions in final links: they need IRELATIVE
   relocations and a PLT, which this back end does not make.  */

static bool
k1_elf_add_symbol_hook (bfd *abfd, struct bfd_link_info *info,
			Elf_Internal_Sym *sym, const char **namep,
			flagword *flagsp ATTRIBUTE_UNUSED,
			asection **secp ATTRIBUTE_UNUSED,
			bfd_vma *valp ATTRIBUTE_UNUSED)
{
  if (ELF_ST_TYPE (sym->st_info) == STT_GNU_IFUNC
      && sym->st_shndx != SHN_UNDEF
      && !bfd_link_relocatable (info))
    {
      /* xgettext:c-format */
      _bfd_error_handler (_("%pB: indirect function `%s' is not "
			    "supported"), abfd, *namep);
      bfd_set_error (bfd_error_bad_value);
      return false;
    }

  return true;
}

/* Make the GOT sections, attaching them to ABFD if no other BFD holds
   the linker-made sections yet.  */

static bool
k1_elf_create_got (bfd *abfd, struct bfd_link_info *info)
{
  struct elf_link_hash_table *htab = elf_hash_table (info);

  if (htab->sgot != NULL)
    return true;
  if (htab->dynobj == NULL)
    htab->dynobj = abfd;
  return _bfd_elf_create_got_section (htab->dynobj, info);
}

/* Make the sections of a dynamic link: .plt, .rela.plt, .got, .got.plt,
   .rela.got, .dynbss, .rela.bss and, for copies of read-only data,
   .data.rel.ro and .rela.data.rel.ro.  */

static bool
k1_elf_create_dynamic_sections (bfd *dynobj, struct bfd_link_info *info)
{
  struct elf_link_hash_table *htab = elf_hash_table (info);

  if (!k1_elf_create_got (dynobj, info)
      || !_bfd_elf_create_dynamic_sections (dynobj, info))
    return false;

  if (htab->splt == NULL || htab->srelplt == NULL || htab->sdynbss == NULL
      || (!bfd_link_pic (info)
	  && (htab->srelbss == NULL || htab->sdynrelro == NULL)))
    {
      bfd_set_error (bfd_error_bad_value);
      return false;
    }
  return true;
}

/* Report that relocation R_TYPE against H (NULL for a local symbol) in
   ABFD cannot be used in position-independent output.  */

static bool
k1_elf_bad_pic_reloc (bfd *abfd, struct bfd_link_info *info,
		      unsigned int r_type, struct elf_link_hash_entry *h)
{
  reloc_howto_type *howto = k1_elf_rtype_to_howto (abfd, r_type);

  _bfd_error_handler
    /* xgettext:c-format */
    (_("%pB: relocation %s against `%s' can not be used when making %s; "
       "recompile with -fPIC"),
     abfd, howto != NULL ? howto->name : "?",
     h != NULL ? h->root.root.string : _("a local symbol"),
     bfd_link_dll (info) ? _("a shared object") : _("a PIE object"));
  bfd_set_error (bfd_error_bad_value);
  return false;
}

/* Count one relocation of SEC, against H or local symbol R_SYMNDX of
   ABFD, that may have to be copied into the output as a dynamic
   relocation; allocate_dynrelocs and size_dynamic_sections decide.  */

static bool
k1_elf_count_dyn_reloc (bfd *abfd, struct bfd_link_info *info,
			asection *sec, asection **sreloc,
			struct elf_link_hash_entry *h,
			unsigned int r_symndx, bool pc_relative)
{
  struct elf_link_hash_table *htab = elf_hash_table (info);
  struct elf_dyn_relocs *p, **head;

  if (*sreloc == NULL)
    {
      if (htab->dynobj == NULL)
	htab->dynobj = abfd;
      *sreloc = _bfd_elf_make_dynamic_reloc_section (sec, htab->dynobj, 2,
						     abfd, true);
      if (*sreloc == NULL)
	return false;
    }

  if (h != NULL)
    head = &h->dyn_relocs;
  else
    {
      Elf_Internal_Sym *isym;
      asection *s;
      void *vpp;

      isym = bfd_sym_from_r_symndx (&htab->sym_cache, abfd, r_symndx);
      if (isym == NULL)
	return false;
      s = bfd_section_from_elf_index (abfd, isym->st_shndx);
      if (s == NULL)
	s = sec;
      vpp = &elf_section_data (s)->local_dynrel;
      head = (struct elf_dyn_relocs **) vpp;
    }

  p = *head;
  if (p == NULL || p->sec != sec)
    {
      p = bfd_alloc (htab->dynobj, sizeof (*p));
      if (p == NULL)
	return false;
      p->next = *head;
      *head = p;
      p->sec = sec;
      p->count = 0;
      p->pc_count = 0;
    }
  p->count++;
  if (pc_relative)
    p->pc_count++;
  return true;
}

/* Record the GOT entries, PLT entries and dynamic relocations that the
   relocations of section SEC need.  */

static bool
k1_elf_check_relocs (bfd *abfd, struct bfd_link_info *info, asection *sec,
		     const Elf_Internal_Rela *relocs)
{
  Elf_Internal_Shdr *symtab_hdr;
  struct elf_link_hash_entry **sym_hashes;
  const Elf_Internal_Rela *rel;
  const Elf_Internal_Rela *rel_end;
  asection *sreloc = NULL;
  /* A relocation that position-independent output cannot have is
     reported, and the others still counted: ld goes on to relocate
     (and report more errors) before it gives up.  */
  bool ok = true;

  if (bfd_link_relocatable (info))
    return true;

  symtab_hdr = &elf_symtab_hdr (abfd);
  sym_hashes = elf_sym_hashes (abfd);
  rel_end = relocs + sec->reloc_count;

  for (rel = relocs; rel < rel_end; rel++)
    {
      unsigned int r_symndx = ELF32_R_SYM (rel->r_info);
      unsigned int r_type = ELF32_R_TYPE (rel->r_info);
      struct elf_link_hash_entry *h;
      unsigned char tls_type;
      unsigned char *old_tls_type;

      if (r_symndx >= NUM_SHDR_ENTRIES (symtab_hdr))
	{
	  /* xgettext:c-format */
	  _bfd_error_handler (_("%pB: bad symbol index: %u"),
			      abfd, r_symndx);
	  return false;
	}

      if (r_symndx < symtab_hdr->sh_info)
	h = NULL;
      else
	{
	  h = sym_hashes[r_symndx - symtab_hdr->sh_info];
	  while (h->root.type == bfd_link_hash_indirect
		 || h->root.type == bfd_link_hash_warning)
	    h = (struct elf_link_hash_entry *) h->root.u.i.link;
	  /* It is referenced by a regular object.  */
	  h->ref_regular = 1;
	}

      /* A reference to _GLOBAL_OFFSET_TABLE_ needs the GOT to exist.  */
      if (h != NULL
	  && elf_hash_table (info)->sgot == NULL
	  && strcmp (h->root.root.string, "_GLOBAL_OFFSET_TABLE_") == 0
	  && !k1_elf_create_got (abfd, info))
	return false;

      switch (r_type)
	{
	case R_K1_GOT_LO10:
	case R_K1_GOT_HI22:
	  tls_type = GOT_NORMAL;
	  goto need_got;

	case R_K1_TLSGD_LO10:
	case R_K1_TLSGD_HI22:
	  tls_type = GOT_TLS_GD;
	  goto need_got;

	case R_K1_TLSIE_LO10:
	case R_K1_TLSIE_HI22:
	  tls_type = GOT_TLS_IE;
	  /* A shared object using initial exec needs a place in the
	     static TLS block.  */
	  if (bfd_link_dll (info))
	    info->flags |= DF_STATIC_TLS;

	need_got:
	  if (!k1_elf_create_got (abfd, info))
	    return false;

	  if (h != NULL)
	    {
	      h->got.refcount++;
	      old_tls_type = &k1_elf_hash_entry (h)->tls_type;
	    }
	  else
	    {
	      bfd_signed_vma *local_got = elf_local_got_refcounts (abfd);

	      if (local_got == NULL)
		{
		  size_t n = symtab_hdr->sh_info;

		  local_got = bfd_zalloc (abfd, n * (sizeof (*local_got)
						     + sizeof (char)));
		  if (local_got == NULL)
		    return false;
		  elf_local_got_refcounts (abfd) = local_got;
		}
	      local_got[r_symndx]++;
	      old_tls_type = &k1_elf_local_got_tls_type (abfd)[r_symndx];
	    }

	  if ((*old_tls_type == GOT_NORMAL && tls_type != GOT_NORMAL)
	      || ((*old_tls_type & (GOT_TLS_GD | GOT_TLS_IE)) != 0
		  && tls_type == GOT_NORMAL))
	    {
	      const char *name = "<local>";

	      if (h != NULL)
		name = h->root.root.string;
	      else
		{
		  Elf_Internal_Sym *isym
		    = bfd_sym_from_r_symndx (&elf_hash_table (info)->sym_cache,
					     abfd, r_symndx);

		  if (isym != NULL)
		    name = bfd_elf_sym_name (abfd, symtab_hdr, isym, NULL);
		}
	      /* xgettext:c-format */
	      _bfd_error_handler (_("%pB: `%s' accessed both as normal and "
				    "thread local symbol"), abfd, name);
	      bfd_set_error (bfd_error_bad_value);
	      return false;
	    }
	  *old_tls_type |= tls_type;
	  break;

	case R_K1_GOTOFF_LO10:
	case R_K1_GOTOFF_HI22:
	  if (!k1_elf_create_got (abfd, info))
	    return false;
	  break;

	case R_K1_27_PCREL:
	case R_K1_PLT_27_PCREL:
	  /* A call or goto to a global symbol may go through a PLT entry,
	     if the symbol turns out to be defined in a shared object (or
	     may be preempted by one); a local symbol never needs one.  */
	  if (h != NULL)
	    {
	      h->needs_plt = 1;
	      h->plt.refcount++;
	    }
	  break;

	case R_K1_TPREL_LO10:
	case R_K1_TPREL_HI22:
	  /* Local exec: only an executable knows where its TLS is.  */
	  if (bfd_link_dll (info))
	    ok = k1_elf_bad_pic_reloc (abfd, info, r_type, h);
	  break;

	case R_K1_LO10:
	case R_K1_HI22:
	  /* An absolute address in an instruction: never in
	     position-independent code, which must not patch text.  */
	  if (bfd_link_pic (info) && (sec->flags & SEC_ALLOC) != 0)
	    ok = k1_elf_bad_pic_reloc (abfd, info, r_type, h);
	  /* Fall through.  */

	case R_K1_PCREL_LO10:
	case R_K1_PCREL_HI22:
	  /* In an executable, a reference that is not through the GOT
	     to a symbol of a shared object needs a copy of the data in
	     the executable (a copy relocation) or, for a function, a
	     PLT entry that stands for its address.  */
	  if (h != NULL && !bfd_link_pic (info))
	    {
	      h->non_got_ref = 1;
	      h->pointer_equality_needed = 1;
	      h->plt.refcount++;
	      /* Counted only so that adjust_dynamic_symbol sees a
		 reference from read-only code, which a copy relocation
		 must resolve: allocate_dynrelocs drops it.  */
	      if ((sec->flags & SEC_ALLOC) != 0
		  && !k1_elf_count_dyn_reloc (abfd, info, sec, &sreloc, h,
					      r_symndx, false))
		return false;
	    }
	  break;

	case R_K1_32:
	case R_K1_32_PCREL:
	  if ((sec->flags & SEC_ALLOC) == 0)
	    break;

	  if (h != NULL && !bfd_link_pic (info))
	    {
	      h->non_got_ref = 1;
	      if (r_type == R_K1_32)
		h->pointer_equality_needed = 1;
	      /* A function of a shared object referred to from read-only
		 data may need a PLT entry for its address.  */
	      if (!h->def_regular || (sec->flags & SEC_READONLY) != 0)
		h->plt.refcount++;
	    }

	  /* In position-independent output every pointer needs a
	     dynamic relocation, and a PC-relative one to a symbol that
	     may be preempted does too; an executable may keep the
	     relocations against symbols of shared objects instead of
	     copying them.  allocate_dynrelocs drops the ones that turn
	     out not to be needed.  */
	  if ((bfd_link_pic (info)
	       && (r_type == R_K1_32
		   || (h != NULL
		       && (!SYMBOLIC_BIND (info, h)
			   || h->root.type == bfd_link_hash_defweak
			   || !h->def_regular))))
	      || (!bfd_link_pic (info)
		  && h != NULL
		  && (h->root.type == bfd_link_hash_defweak
		      || !h->def_regular)))
	    {
	      if (!k1_elf_count_dyn_reloc (abfd, info, sec, &sreloc, h,
					   r_symndx, r_type == R_K1_32_PCREL))
		return false;
	    }
	  break;

	default:
	  break;
	}
    }

  return ok;
}

/* Adjust a symbol defined by a dynamic object and referenced by a
   regular object: a function gets a PLT entry (decided in
   allocate_dynrelocs), data referenced other than through the GOT is
   copied into the executable.  */

static bool
k1_elf_adjust_dynamic_symbol (struct bfd_link_info *info,
			      struct elf_link_hash_entry *h)
{
  struct elf_link_hash_table *htab = elf_hash_table (info);
  asection *s, *srel;

  if (h->type == STT_FUNC || h->needs_plt)
    {
      if (h->plt.refcount <= 0
	  || SYMBOL_CALLS_LOCAL (info, h)
	  || (ELF_ST_VISIBILITY (h->other) != STV_DEFAULT
	      && h->root.type == bfd_link_hash_undefweak))
	{
	  /* The calls bind locally, or every reference was garbage
	     collected: no PLT entry.  */
	  h->plt.offset = (bfd_vma) -1;
	  h->needs_plt = 0;
	}
      return true;
    }
  else
    h->plt.offset = (bfd_vma) -1;

  /* A weak alias of a real definition takes its value.  */
  if (h->is_weakalias)
    {
      struct elf_link_hash_entry *def = weakdef (h);

      BFD_ASSERT (def->root.type == bfd_link_hash_defined);
      h->root.u.def.section = def->root.u.def.section;
      h->root.u.def.value = def->root.u.def.value;
      return true;
    }

  /* Data of a shared object.  Position-independent output reaches it
     through the GOT or with dynamic relocations; so does an
     executable that only uses the GOT, or that was told not to make
     copy relocations, or whose references are all in writable
     sections (then it keeps their dynamic relocations).  */
  if (bfd_link_pic (info) || !h->non_got_ref)
    return true;
  if (info->nocopyreloc || !_bfd_elf_readonly_dynrelocs (h))
    {
      /* References from instructions then cannot be resolved, which
	 relocate_section reports.  */
      h->non_got_ref = 0;
      return true;
    }

  /* Copy it into .dynbss (or .data.rel.ro, if it was read-only), with
     an R_K1_COPY relocation telling the loader to fill it in; the
     shared object then uses the executable's copy, through its
     GOT.  */
  if ((h->root.u.def.section->flags & SEC_READONLY) != 0)
    {
      s = htab->sdynrelro;
      srel = htab->sreldynrelro;
    }
  else
    {
      s = htab->sdynbss;
      srel = htab->srelbss;
    }
  if ((h->root.u.def.section->flags & SEC_ALLOC) != 0 && h->size != 0)
    {
      srel->size += sizeof (Elf32_External_Rela);
      h->needs_copy = 1;
    }

  return _bfd_elf_adjust_dynamic_copy (info, h, s);
}

/* The size of the GOT entries a symbol whose GOT_* bits are TLS_TYPE
   needs.  A GD pair comes first, then an IE entry.  */

static bfd_vma
k1_elf_got_entry_size (unsigned char tls_type)
{
  bfd_vma size = 0;

  if (tls_type & GOT_NORMAL)
    size += 4;
  if (tls_type & GOT_TLS_GD)
    size += 8;
  if (tls_type & GOT_TLS_IE)
    size += 4;
  return size;
}

/* The number of dynamic relocations the GOT entries of a symbol need:
   TLS_TYPE are its GOT_* bits, DYNAMIC whether it is bound at run
   time (it has a dynamic symbol that need not resolve locally).  */

static unsigned int
k1_elf_got_dyn_relocs (struct bfd_link_info *info, unsigned char tls_type,
		       bool dynamic)
{
  unsigned int n = 0;

  if ((tls_type & GOT_NORMAL) && (dynamic || bfd_link_pic (info)))
    n++;				/* GLOB_DAT or RELATIVE */
  if (tls_type & GOT_TLS_GD)
    {
      if (dynamic)
	n += 2;				/* DTPMOD32 and DTPOFF32 */
      else if (bfd_link_dll (info))
	n++;				/* DTPMOD32 of this object */
    }
  if ((tls_type & GOT_TLS_IE) && (dynamic || bfd_link_dll (info)))
    n++;				/* TPOFF32 */
  return n;
}

/* Whether the GOT entries of global symbol H are relocated against its
   dynamic symbol, rather than filled in (or relocated relative to the
   load address) by the linker.  */

static bool
k1_elf_got_dynamic_p (struct bfd_link_info *info,
		      struct elf_link_hash_entry *h)
{
  return (h != NULL
	  && elf_hash_table (info)->dynamic_sections_created
	  && h->dynindx != -1
	  && !UNDEFWEAK_NO_DYNAMIC_RELOC (info, h)
	  && !(bfd_link_pic (info) && SYMBOL_REFERENCES_LOCAL (info, h))
	  && !(bfd_link_executable (info) && h->def_regular));
}

/* Give global symbol H its PLT entry, GOT entries and dynamic
   relocations.  Called through elf_link_hash_traverse.  */

static bool
k1_elf_allocate_dynrelocs (struct elf_link_hash_entry *h, void *inf)
{
  struct bfd_link_info *info = (struct bfd_link_info *) inf;
  struct elf_link_hash_table *htab = elf_hash_table (info);
  struct elf_dyn_relocs *p;

  if (h->root.type == bfd_link_hash_indirect)
    return true;

  if (htab->dynamic_sections_created && h->plt.refcount > 0)
    {
      /* Undefined weak symbols are not dynamic yet.  */
      if (h->dynindx == -1 && !h->forced_local
	  && !bfd_elf_link_record_dynamic_symbol (info, h))
	return false;

      if (WILL_CALL_FINISH_DYNAMIC_SYMBOL (1, bfd_link_pic (info), h))
	{
	  asection *s = htab->splt;

	  if (s->size == 0)
	    s->size = K1_PLT0_SIZE;
	  h->plt.offset = s->size;
	  s->size += K1_PLT_ENTRY_SIZE;
	  htab->sgotplt->size += 4;
	  htab->srelplt->size += sizeof (Elf32_External_Rela);

	  /* In an executable, a function of a shared object has its
	     PLT entry as address, so that pointers to it compare equal
	     in every object.  */
	  if (!bfd_link_pic (info) && !h->def_regular)
	    {
	      h->root.u.def.section = s;
	      h->root.u.def.value = h->plt.offset;
	    }
	}
      else
	{
	  h->plt.offset = (bfd_vma) -1;
	  h->needs_plt = 0;
	}
    }
  else
    {
      /* Without dynamic sections there is no PLT: calls go straight
	 to the symbol.  */
      h->plt.offset = (bfd_vma) -1;
      h->needs_plt = 0;
    }

  if (h->got.refcount > 0)
    {
      unsigned char tls_type = k1_elf_hash_entry (h)->tls_type;

      /* The symbol of a GOT entry the loader fills in must be
	 dynamic; an executable's own symbols need not be.  */
      if (htab->dynamic_sections_created
	  && h->dynindx == -1 && !h->forced_local
	  && !(bfd_link_executable (info) && h->def_regular)
	  && !bfd_elf_link_record_dynamic_symbol (info, h))
	return false;

      h->got.offset = htab->sgot->size;
      htab->sgot->size += k1_elf_got_entry_size (tls_type);
      if (htab->dynamic_sections_created
	  && !UNDEFWEAK_NO_DYNAMIC_RELOC (info, h))
	htab->srelgot->size
	  += (k1_elf_got_dyn_relocs (info, tls_type,
				     k1_elf_got_dynamic_p (info, h))
	      * sizeof (Elf32_External_Rela));
    }
  else
    h->got.offset = (bfd_vma) -1;

  if (h->dyn_relocs == NULL)
    return true;

  if (bfd_link_pic (info))
    {
      /* PC-relative relocations to a symbol that binds locally are
	 resolved here.  */
      if (SYMBOL_CALLS_LOCAL (info, h))
	{
	  struct elf_dyn_relocs **pp;

	  for (pp = &h->dyn_relocs; (p = *pp) != NULL; )
	    {
	      p->count -= p->pc_count;
	      p->pc_count = 0;
	      if (p->count == 0)
		*pp = p->next;
	      else
		pp = &p->next;
	    }
	}

      /* Undefined weak symbols of hidden visibility are 0.  */
      if (h->dyn_relocs != NULL && h->root.type == bfd_link_hash_undefweak)
	{
	  if (ELF_ST_VISIBILITY (h->other) != STV_DEFAULT
	      || UNDEFWEAK_NO_DYNAMIC_RELOC (info, h))
	    h->dyn_relocs = NULL;
	  else if (h->dynindx == -1 && !h->forced_local
		   && !bfd_elf_link_record_dynamic_symbol (info, h))
	    return false;
	}
    }
  else
    {
      /* An executable keeps the relocations against a symbol of a
	 shared object that it does not copy, and against undefined
	 symbols of a dynamic link; it resolves the others.  */
      if (!h->non_got_ref
	  && ((h->def_dynamic && !h->def_regular)
	      || (htab->dynamic_sections_created
		  && (h->root.type == bfd_link_hash_undefweak
		      || h->root.type == bfd_link_hash_undefined))))
	{
	  if (h->dynindx == -1 && !h->forced_local
	      && !bfd_elf_link_record_dynamic_symbol (info, h))
	    return false;
	  if (h->dynindx == -1)
	    h->dyn_relocs = NULL;
	}
      else
	h->dyn_relocs = NULL;
    }

  for (p = h->dyn_relocs; p != NULL; p = p->next)
    {
      asection *sreloc = elf_section_data (p->sec)->sreloc;

      sreloc->size += p->count * sizeof (Elf32_External_Rela);
    }

  return true;
}

/* Lay out the GOT and the PLT, size the dynamic relocation sections
   and allocate the contents of the linker-made sections.  */

static bool
k1_elf_size_dynamic_sections (bfd *output_bfd, struct bfd_link_info *info)
{
  struct elf_link_hash_table *htab = elf_hash_table (info);
  bool relocs = false;
  bfd *ibfd;
  asection *s;

  if (htab->dynobj == NULL)
    return true;

  if (htab->dynamic_sections_created
      && bfd_link_executable (info) && !info->nointerp)
    {
      s = bfd_get_linker_section (htab->dynobj, ".interp");
      if (s == NULL)
	return false;
      s->size = sizeof ELF_DYNAMIC_INTERPRETER;
      s->contents = (unsigned char *) ELF_DYNAMIC_INTERPRETER;
    }

  for (ibfd = info->input_bfds; ibfd != NULL; ibfd = ibfd->link.next)
    {
      bfd_signed_vma *local_got;
      unsigned char *tls_type;
      size_t i, n;

      if (bfd_get_flavour (ibfd) != bfd_target_elf_flavour
	  || (get_elf_backend_data (ibfd)->elf_machine_code != EM_K1))
	continue;

      /* The dynamic relocations against local symbols: RELATIVE ones
	 in position-independent output.  */
      for (s = ibfd->sections; s != NULL; s = s->next)
	{
	  struct elf_dyn_relocs *p;

	  for (p = elf_section_data (s)->local_dynrel; p != NULL; p = p->next)
	    {
	      if (!bfd_is_abs_section (p->sec)
		  && bfd_is_abs_section (p->sec->output_section))
		continue;	/* discarded */
	      if (p->count != 0)
		{
		  asection *srel = elf_section_data (p->sec)->sreloc;

		  srel->size += p->count * sizeof (Elf32_External_Rela);
		  if ((p->sec->output_section->flags & SEC_READONLY) != 0)
		    info->flags |= DF_TEXTREL;
		}
	    }
	}

      local_got = elf_local_got_refcounts (ibfd);
      if (local_got == NULL || htab->sgot == NULL)
	continue;

      tls_type = k1_elf_local_got_tls_type (ibfd);
      n = elf_symtab_hdr (ibfd).sh_info;
      for (i = 0; i < n; i++)
	if (local_got[i] > 0)
	  {
	    local_got[i] = htab->sgot->size;
	    htab->sgot->size += k1_elf_got_entry_size (tls_type[i]);
	    if (htab->dynamic_sections_created)
	      htab->srelgot->size
		+= (k1_elf_got_dyn_relocs (info, tls_type[i], false)
		    * sizeof (Elf32_External_Rela));
	  }
	else
	  local_got[i] = (bfd_vma) -1;
    }

  elf_link_hash_traverse (htab, k1_elf_allocate_dynrelocs, info);

  for (s = htab->dynobj->sections; s != NULL; s = s->next)
    {
      if ((s->flags & SEC_LINKER_CREATED) == 0)
	continue;

      /* Relocation sections count their entries as they are
	 written.  The generic code fills the other dynamic sections
	 (.interp, .dynamic, .dynsym, ...).  */
      if (startswith (s->name, ".rela"))
	{
	  s->reloc_count = 0;
	  if (s->size != 0 && s != htab->srelplt)
	    relocs = true;
	}
      else if (s != htab->splt && s != htab->sgot && s != htab->sgotplt
	       && s != htab->sdynbss && s != htab->sdynrelro)
	continue;

      if (s->size == 0)
	{
	  /* Nothing refers to an empty linker-made section.  */
	  s->flags |= SEC_EXCLUDE;
	  continue;
	}

      if ((s->flags & SEC_HAS_CONTENTS) == 0)
	continue;

      s->contents = bfd_zalloc (htab->dynobj, s->size);
      if (s->contents == NULL)
	return false;
    }

  if (htab->dynamic_sections_created)
    return _bfd_elf_add_dynamic_tags (output_bfd, info, relocs);
  return true;
}

/* The value of _GLOBAL_OFFSET_TABLE_, the base of GOT and GOTOFF
   offsets.  */

static bfd_vma
k1_elf_got_base (struct bfd_link_info *info)
{
  struct elf_link_hash_entry *h = elf_hash_table (info)->hgot;

  if (h == NULL
      || (h->root.type != bfd_link_hash_defined
	  && h->root.type != bfd_link_hash_defweak))
    return 0;

  return (h->root.u.def.value
	  + h->root.u.def.section->output_section->vma
	  + h->root.u.def.section->output_offset);
}

/* The offset of ADDRESS from the start of the TLS segment.  */

static bfd_vma
k1_elf_dtpoff (struct bfd_link_info *info, bfd_vma address)
{
  asection *tls_sec = elf_hash_table (info)->tls_sec;

  if (tls_sec == NULL)
    return 0;
  return address - tls_sec->vma;
}

/* The offset of ADDRESS from the thread pointer, in an executable's
   TLS block (variant I: after the TCB, aligned as PT_TLS).  */

static bfd_vma
k1_elf_tpoff (struct bfd_link_info *info, bfd_vma address)
{
  asection *tls_sec = elf_hash_table (info)->tls_sec;

  if (tls_sec == NULL)
    return 0;
  return (address - tls_sec->vma
	  + align_power ((bfd_vma) K1_TCB_SIZE, tls_sec->alignment_power));
}

/* Whether a goto or call in the bundle at PC reaches TARGET: a signed
   27-bit word offset, in a 32-bit address space that wraps.  */

static bool
k1_elf_branch27_reaches (bfd_vma pc, bfd_vma target)
{
  bfd_vma offset = (target - pc) & 0xffffffff;

  return offset < 0x10000000 || offset >= 0xf0000000;
}

/* Find where a branch to global symbol H (or, if H is NULL, to local
   symbol SYM in SYM_SEC) plus ADDEND goes, as an offset *TARGET_VALUE
   in section *TARGET_SEC.  Return false if it has no such place yet
   (an undefined symbol, a discarded section).  */

static bool
k1_elf_branch_target (struct elf_link_hash_entry *h,
		      const Elf_Internal_Sym *sym, asection *sym_sec,
		      bfd_vma addend, asection **target_sec,
		      bfd_vma *target_value)
{
  if (h != NULL)
    {
      while (h->root.type == bfd_link_hash_indirect
	     || h->root.type == bfd_link_hash_warning)
	h = (struct elf_link_hash_entry *) h->root.u.i.link;

      if (h->root.type == bfd_link_hash_defined
	  || h->root.type == bfd_link_hash_defweak)
	{
	  sym_sec = h->root.u.def.section;
	  *target_value = h->root.u.def.value + addend;
	}
      else if (h->root.type == bfd_link_hash_undefweak)
	{
	  sym_sec = bfd_abs_section_ptr;
	  *target_value = addend;
	}
      else
	return false;
    }
  else
    *target_value = sym->st_value + addend;

  if (sym_sec == NULL
      || discarded_section (sym_sec)
      || sym_sec->output_section == NULL)
    return false;

  *target_sec = sym_sec;
  return true;
}

/* Return the stub in OUTPUT_SECTION that jumps to TARGET_VALUE in
   TARGET_SEC, making it if CREATE (and then setting *CREATED, and
   naming it after symbol NAME_SYM plus ADDEND).  Return NULL if there
   is none, or on error.  */

static struct k1_stub_entry *
k1_elf_get_stub (struct k1_elf_link_hash_table *htab,
		 asection *output_section, asection *target_sec,
		 bfd_vma target_value, bool create, bool *created,
		 const char *name_sym, bfd_vma addend)
{
  char name[3 * 24];
  struct k1_stub_entry *stub;
  struct k1_stub_group *group;
  size_t len;

  sprintf (name, "%x:%x:%" PRIx64, output_section->id, target_sec->id,
	   (uint64_t) target_value);
  stub = (struct k1_stub_entry *) bfd_hash_lookup (&htab->stub_hash_table,
						   name, create, true);
  if (stub == NULL || stub->stub_sec != NULL || !create)
    return stub;

  /* A new stub: put it at the end of the stub section of
     OUTPUT_SECTION.  */
  for (group = htab->stub_groups; group != NULL; group = group->next)
    if (group->output_section == output_section)
      break;

  if (group == NULL)
    {
      char *sec_name;

      len = strlen (output_section->name);
      sec_name = bfd_alloc (htab->stub_bfd, len + sizeof (".stub"));

      group = bfd_hash_allocate (&htab->stub_hash_table, sizeof (*group));
      if (sec_name == NULL || group == NULL)
	return NULL;
      memcpy (sec_name, output_section->name, len);
      memcpy (sec_name + len, ".stub", sizeof (".stub"));
      group->stub_sec = htab->add_stub_section (sec_name, output_section);
      if (group->stub_sec == NULL)
	return NULL;
      group->output_section = output_section;
      group->next = htab->stub_groups;
      htab->stub_groups = group;
    }

  len = strlen (name_sym) + sizeof ("__+0x_veneer") + 8;
  stub->sym_name = bfd_alloc (htab->stub_bfd, len);
  if (stub->sym_name == NULL)
    return NULL;
  if ((addend & 0xffffffff) == 0)
    sprintf (stub->sym_name, "__%s_veneer", name_sym);
  else
    sprintf (stub->sym_name, "__%s+0x%x_veneer", name_sym,
	     (unsigned int) (addend & 0xffffffff));

  stub->stub_sec = group->stub_sec;
  stub->offset = group->stub_sec->size;
  stub->target_sec = target_sec;
  stub->target_value = target_value;
  group->stub_sec->size += K1_STUB_SIZE;
  *created = true;
  return stub;
}

/* Make a stub for every goto or call whose target is out of reach, in
   sections of STUB_BFD that ADD_STUB_SECTION (NAME, OUTPUT_SECTION)
   places at the end of OUTPUT_SECTION, calling LAYOUT_SECTIONS_AGAIN
   after adding stubs until no more are needed (stubs move code, which
   may put more branches out of reach).  */

bool
elf32_k1_size_stubs (bfd *output_bfd ATTRIBUTE_UNUSED, bfd *stub_bfd,
		     struct bfd_link_info *info,
		     asection *(*add_stub_section) (const char *, asection *),
		     void (*layout_sections_again) (void))
{
  struct k1_elf_link_hash_table *htab = k1_elf_hash_table (info);

  htab->stub_bfd = stub_bfd;
  htab->add_stub_section = add_stub_section;

  for (;;)
    {
      bool changed = false;
      bfd *ibfd;

      for (ibfd = info->input_bfds; ibfd != NULL; ibfd = ibfd->link.next)
	{
	  Elf_Internal_Shdr *symtab_hdr;
	  Elf_Internal_Sym *local_syms = NULL;
	  asection *sec;

	  if (bfd_get_flavour (ibfd) != bfd_target_elf_flavour
	      || get_elf_backend_data (ibfd)->elf_machine_code != EM_K1
	      || (ibfd->flags & BFD_LINKER_CREATED) != 0)
	    continue;

	  symtab_hdr = &elf_symtab_hdr (ibfd);
	  for (sec = ibfd->sections; sec != NULL; sec = sec->next)
	    {
	      Elf_Internal_Rela *relocs, *rel, *rel_end;

	      if ((sec->flags & (SEC_ALLOC | SEC_CODE | SEC_RELOC))
		  != (SEC_ALLOC | SEC_CODE | SEC_RELOC)
		  || sec->reloc_count == 0
		  || discarded_section (sec)
		  || sec->output_section == NULL
		  || bfd_is_abs_section (sec->output_section))
		continue;

	      relocs = _bfd_elf_link_read_relocs (ibfd, sec, NULL, NULL,
						  info->keep_memory);
	      if (relocs == NULL)
		goto error;

	      rel_end = relocs + sec->reloc_count;
	      for (rel = relocs; rel < rel_end; rel++)
		{
		  unsigned int r_type = ELF32_R_TYPE (rel->r_info);
		  unsigned long r_symndx = ELF32_R_SYM (rel->r_info);
		  struct elf_link_hash_entry *h = NULL;
		  Elf_Internal_Sym *sym = NULL;
		  asection *sym_sec = NULL;
		  asection *target_sec;
		  bfd_vma target_value, target, pc;
		  const char *name;

		  if (r_type != R_K1_27_PCREL && r_type != R_K1_PLT_27_PCREL)
		    continue;

		  if (r_symndx < symtab_hdr->sh_info)
		    {
		      if (local_syms == NULL)
			{
			  local_syms
			    = bfd_elf_get_elf_syms (ibfd, symtab_hdr,
						    symtab_hdr->sh_info, 0,
						    NULL, NULL, NULL);
			  if (local_syms == NULL)
			    {
			      if (elf_section_data (sec)->relocs != relocs)
				free (relocs);
			      goto error;
			    }
			}
		      sym = local_syms + r_symndx;
		      sym_sec = bfd_section_from_elf_index (ibfd,
							    sym->st_shndx);
		    }
		  else
		    h = elf_sym_hashes (ibfd)[r_symndx - symtab_hdr->sh_info];

		  if (!k1_elf_branch_target (h, sym, sym_sec, rel->r_addend,
					     &target_sec, &target_value))
		    continue;

		  target = (target_sec->output_section->vma
			    + target_sec->output_offset + target_value);
		  pc = (sec->output_section->vma + sec->output_offset
			+ rel->r_offset);
		  if ((target & 3) != 0 || k1_elf_branch27_reaches (pc, target))
		    continue;

		  if (h != NULL)
		    name = h->root.root.string;
		  else
		    {
		      name = bfd_elf_string_from_elf_section
			(ibfd, symtab_hdr->sh_link, sym->st_name);
		      if (name == NULL || *name == '\0')
			name = bfd_section_name (sym_sec);
		    }

		  if (k1_elf_get_stub (htab, sec->output_section, target_sec,
				       target_value, true, &changed,
				       name, rel->r_addend) == NULL)
		    {
		      if (elf_section_data (sec)->relocs != relocs)
			free (relocs);
		      goto error;
		    }
		}

	      if (elf_section_data (sec)->relocs != relocs)
		free (relocs);
	    }

	  if (local_syms != NULL
	      && symtab_hdr->contents != (unsigned char *) local_syms)
	    free (local_syms);
	  continue;

	error:
	  if (local_syms != NULL
	      && symtab_hdr->contents != (unsigned char *) local_syms)
	    free (local_syms);
	  return false;
	}

      if (!changed)
	return true;

      (*layout_sections_again) ();
    }
}

/* Write one stub.  Called through bfd_hash_traverse.  */

static bool
k1_elf_build_one_stub (struct bfd_hash_entry *entry,
		       void *data ATTRIBUTE_UNUSED)
{
  struct k1_stub_entry *stub = (struct k1_stub_entry *) entry;
  bfd *abfd = stub->stub_sec->owner;
  bfd_byte *loc = stub->stub_sec->contents + stub->offset;
  bfd_vma target = (stub->target_sec->output_section->vma
		    + stub->target_sec->output_offset
		    + stub->target_value);

  bfd_put_32 (abfd, K1_STUB_MAKE_R16 | K1_ENCODE_LO10 (target), loc);
  bfd_put_32 (abfd, K1_ENCODE_HI22 (target), loc + 4);
  bfd_put_32 (abfd, K1_STUB_IGOTO_R16, loc + 8);
  return true;
}

/* The arguments of k1_elf_output_one_stub_sym.  */

struct k1_output_stub_info
{
  bfd *output_bfd;
  void *flaginfo;
  int (*func) (void *, const char *, Elf_Internal_Sym *, asection *,
	       struct elf_link_hash_entry *);
  bool failed;
};

/* Give one stub its local symbol.  Called through bfd_hash_traverse.  */

static bool
k1_elf_output_one_stub_sym (struct bfd_hash_entry *entry, void *data)
{
  struct k1_stub_entry *stub = (struct k1_stub_entry *) entry;
  struct k1_output_stub_info *osi = (struct k1_output_stub_info *) data;
  Elf_Internal_Sym sym;

  if (stub->stub_sec->output_section == bfd_abs_section_ptr)
    return true;

  sym.st_value = (stub->stub_sec->output_section->vma
		  + stub->stub_sec->output_offset + stub->offset);
  sym.st_size = K1_STUB_SIZE;
  sym.st_other = 0;
  sym.st_info = ELF_ST_INFO (STB_LOCAL, STT_FUNC);
  sym.st_shndx = _bfd_elf_section_from_bfd_section
    (osi->output_bfd, stub->stub_sec->output_section);
  sym.st_target_internal = 0;
  if (osi->func (osi->flaginfo, stub->sym_name, &sym, stub->stub_sec,
		 NULL) != 1)
    {
      osi->failed = true;
      return false;
    }
  return true;
}

/* Output the local symbols of the stubs.  */

static bool
k1_elf_output_arch_local_syms (bfd *output_bfd, struct bfd_link_info *info,
			       void *flaginfo,
			       int (*func) (void *, const char *,
					    Elf_Internal_Sym *, asection *,
					    struct elf_link_hash_entry *))
{
  struct k1_elf_link_hash_table *htab = k1_elf_hash_table (info);
  struct k1_output_stub_info osi;

  if (htab->stub_bfd == NULL || info->strip == strip_all)
    return true;

  osi.output_bfd = output_bfd;
  osi.flaginfo = flaginfo;
  osi.func = func;
  osi.failed = false;
  bfd_hash_traverse (&htab->stub_hash_table, k1_elf_output_one_stub_sym,
		     &osi);
  return !osi.failed;
}

/* Fill in the stub sections, once the layout is final.  */

bool
elf32_k1_build_stubs (struct bfd_link_info *info)
{
  struct k1_elf_link_hash_table *htab = k1_elf_hash_table (info);
  struct k1_stub_group *group;

  for (group = htab->stub_groups; group != NULL; group = group->next)
    {
      group->stub_sec->contents = bfd_zalloc (htab->stub_bfd,
					      group->stub_sec->size);
      if (group->stub_sec->contents == NULL)
	return false;
    }

  bfd_hash_traverse (&htab->stub_hash_table, k1_elf_build_one_stub, NULL);
  return true;
}

/* The PLT (docs/k1-abi.md, Dynamic linking).  PLT0 hands the slot to
   bind and the link map to the loader's resolver; entry n loads its
   GOT slot and jumps there, leaving the slot's address in $r17.  */

/* Bundle: get $r16 = $pc ; add $r12 = $r12, -8.  */
#define K1_PLT0_GET_R16							\
  (K1_PARALLEL | K1_MATCH_GET | K1_ENCODE_W (16) | K1_ENCODE_Z (K1_SFR_pc))
#define K1_PLT0_ADD_SP							\
  (K1_MATCH_ADD_I | K1_ENCODE_W (12) | K1_ENCODE_Z (12) | K1_ENCODE_LO10 (-8))
/* Bundle: add $r16 = $r16, GOT - PLT0 (extended) ; sw 0[$r12] = $r17.  */
#define K1_PLT0_ADD_R16							\
  (K1_PARALLEL | K1_MATCH_ADD_I | K1_FLD_X | K1_ENCODE_W (16)		\
   | K1_ENCODE_Z (16))
#define K1_PLT0_SW_R17							\
  (K1_MATCH_SW | K1_ENCODE_W (17) | K1_ENCODE_Z (12))
/* Bundle: lw $r17 = 8[$r16].  */
#define K1_PLT0_LW_RESOLVER						\
  (K1_MATCH_LW | K1_ENCODE_W (17) | K1_ENCODE_Z (16) | K1_ENCODE_LO10 (8))
/* Bundle: lw $r16 = 4[$r16] ; igoto $r17.  */
#define K1_PLT0_LW_LINK_MAP						\
  (K1_PARALLEL | K1_MATCH_LW | K1_ENCODE_W (16) | K1_ENCODE_Z (16)	\
   | K1_ENCODE_LO10 (4))
#define K1_PLT0_IGOTO_R17	(K1_MATCH_IGOTO | K1_ENCODE_Z (17))

/* Bundle: get $r17 = $pc.  */
#define K1_PLT_GET_R17							\
  (K1_MATCH_GET | K1_ENCODE_W (17) | K1_ENCODE_Z (K1_SFR_pc))
/* Bundle: lw $r16 = GOTn - PLTn[$r17] ; add $r17 = $r17, GOTn - PLTn,
   both extended.  */
#define K1_PLT_LW_R16							\
  (K1_PARALLEL | K1_MATCH_LW | K1_FLD_X | K1_ENCODE_W (16)		\
   | K1_ENCODE_Z (17))
#define K1_PLT_ADD_R17							\
  (K1_PARALLEL | K1_MATCH_ADD_I | K1_FLD_X | K1_ENCODE_W (17)		\
   | K1_ENCODE_Z (17))
/* Bundle: igoto $r16.  */
#define K1_PLT_IGOTO_R16	(K1_MATCH_IGOTO | K1_ENCODE_Z (16))

/* Write PLT0 at LOC, whose address is PLT0; GOT is the address of
   .got.plt.  */

static void
k1_elf_write_plt0 (bfd *abfd, bfd_byte *loc, bfd_vma plt0, bfd_vma got)
{
  bfd_vma off = got - plt0;
  const uint32_t insns[K1_PLT0_SIZE / 4] =
    {
      K1_PLT0_GET_R16, K1_PLT0_ADD_SP,
      K1_PLT0_ADD_R16 | K1_ENCODE_LO10 (off),
      K1_PARALLEL | K1_ENCODE_HI22 (off), K1_PLT0_SW_R17,
      K1_PLT0_LW_RESOLVER,
      K1_PLT0_LW_LINK_MAP, K1_PLT0_IGOTO_R17
    };
  unsigned int i;

  for (i = 0; i < ARRAY_SIZE (insns); i++)
    bfd_put_32 (abfd, insns[i], loc + 4 * i);
}

/* Write a PLT entry at LOC, whose address is PLTN, for the GOT slot at
   address SLOT.  */

static void
k1_elf_write_plt_entry (bfd *abfd, bfd_byte *loc, bfd_vma pltn,
			bfd_vma slot)
{
  bfd_vma off = slot - pltn;
  const uint32_t insns[K1_PLT_ENTRY_SIZE / 4] =
    {
      K1_PLT_GET_R17,
      K1_PLT_LW_R16 | K1_ENCODE_LO10 (off),
      K1_PARALLEL | K1_ENCODE_HI22 (off),
      K1_PLT_ADD_R17 | K1_ENCODE_LO10 (off),
      K1_ENCODE_HI22 (off),
      K1_PLT_IGOTO_R16
    };
  unsigned int i;

  for (i = 0; i < ARRAY_SIZE (insns); i++)
    bfd_put_32 (abfd, insns[i], loc + 4 * i);
}

/* The address of output section contents at offset OFFSET of input
   section SEC.  */

static bfd_vma
k1_elf_sec_addr (asection *sec, bfd_vma offset)
{
  return sec->output_section->vma + sec->output_offset + offset;
}

/* Append relocation REL to the dynamic relocation section S.  */

static void
k1_elf_append_rela (bfd *abfd, asection *s, Elf_Internal_Rela *rel)
{
  bfd_byte *loc;

  /* check_relocs counted every dynamic relocation.  */
  if (s == NULL
      || (s->reloc_count + 1) * sizeof (Elf32_External_Rela) > s->size)
    {
      BFD_FAIL ();
      return;
    }
  loc = s->contents + s->reloc_count++ * sizeof (Elf32_External_Rela);
  bfd_elf32_swap_reloca_out (abfd, rel, loc);
}

/* Fill in the GOT entries at offset OFF in .got of global symbol H (or,
   if H is NULL, of a local symbol), whose GOT_* bits are
   TLS_TYPE and whose value is RELOCATION, and make their dynamic
   relocations (see docs/k1-abi.md, GOT).  The GLOB_DAT of a symbol
   bound at run time is made by finish_dynamic_symbol.  */

static bool
k1_elf_fill_got (bfd *output_bfd, struct bfd_link_info *info,
		 struct elf_link_hash_entry *h,
		 unsigned char tls_type, bfd_vma off, bfd_vma relocation,
		 bool resolved_to_zero)
{
  struct elf_link_hash_table *htab = elf_hash_table (info);
  bfd_byte *loc = htab->sgot->contents + off;
  bfd_vma addr = k1_elf_sec_addr (htab->sgot, off);
  bool dynamic = k1_elf_got_dynamic_p (info, h);
  long indx = dynamic ? h->dynindx : 0;
  bool relocs = htab->dynamic_sections_created && !resolved_to_zero;
  Elf_Internal_Rela outrel;

  if (tls_type & GOT_NORMAL)
    {
      if (dynamic)
	return true;
      bfd_put_32 (output_bfd, relocation, loc);
      if (relocs && bfd_link_pic (info))
	{
	  outrel.r_offset = addr;
	  outrel.r_info = ELF32_R_INFO (0, R_K1_RELATIVE);
	  outrel.r_addend = relocation;
	  k1_elf_append_rela (output_bfd, htab->srelgot, &outrel);
	}
      return true;
    }

  if (tls_type & GOT_TLS_GD)
    {
      if (relocs && (dynamic || bfd_link_dll (info)))
	{
	  /* The module: of the symbol, or this shared object's own.  */
	  outrel.r_offset = addr;
	  outrel.r_info = ELF32_R_INFO (indx, R_K1_DTPMOD32);
	  outrel.r_addend = 0;
	  k1_elf_append_rela (output_bfd, htab->srelgot, &outrel);
	  bfd_put_32 (output_bfd, 0, loc);
	  if (dynamic)
	    {
	      outrel.r_offset = addr + 4;
	      outrel.r_info = ELF32_R_INFO (indx, R_K1_DTPOFF32);
	      k1_elf_append_rela (output_bfd, htab->srelgot, &outrel);
	      bfd_put_32 (output_bfd, 0, loc + 4);
	    }
	  else
	    bfd_put_32 (output_bfd, k1_elf_dtpoff (info, relocation),
			loc + 4);
	}
      else
	{
	  /* An executable is module 1, its offsets are known.  */
	  bfd_put_32 (output_bfd, 1, loc);
	  bfd_put_32 (output_bfd, k1_elf_dtpoff (info, relocation), loc + 4);
	}
      loc += 8;
      addr += 8;
    }

  if (tls_type & GOT_TLS_IE)
    {
      if (relocs && (dynamic || bfd_link_dll (info)))
	{
	  /* Against the symbol, or with symbol 0 the offset in this
	     shared object's block.  */
	  outrel.r_offset = addr;
	  outrel.r_info = ELF32_R_INFO (indx, R_K1_TPOFF32);
	  outrel.r_addend = dynamic ? 0 : k1_elf_dtpoff (info, relocation);
	  k1_elf_append_rela (output_bfd, htab->srelgot, &outrel);
	  bfd_put_32 (output_bfd, 0, loc);
	}
      else
	bfd_put_32 (output_bfd, k1_elf_tpoff (info, relocation), loc);
    }

  return true;
}

/* Relocate a K1 ELF section.  */

static int
k1_elf_relocate_section (bfd *output_bfd,
			 struct bfd_link_info *info,
			 bfd *input_bfd,
			 asection *input_section,
			 bfd_byte *contents,
			 Elf_Internal_Rela *relocs,
			 Elf_Internal_Sym *local_syms,
			 asection **local_sections)
{
  struct elf_link_hash_table *htab = elf_hash_table (info);
  Elf_Internal_Shdr *symtab_hdr = &elf_symtab_hdr (input_bfd);
  struct elf_link_hash_entry **sym_hashes = elf_sym_hashes (input_bfd);
  bfd_vma *local_got_offsets = elf_local_got_offsets (input_bfd);
  Elf_Internal_Rela *rel;
  Elf_Internal_Rela *relend = relocs + input_section->reloc_count;
  bool ret = true;

  for (rel = relocs; rel < relend; rel++)
    {
      unsigned int r_type = ELF32_R_TYPE (rel->r_info);
      unsigned long r_symndx = ELF32_R_SYM (rel->r_info);
      reloc_howto_type *howto;
      struct elf_link_hash_entry *h = NULL;
      Elf_Internal_Sym *sym = NULL;
      asection *sec = NULL;
      bfd_vma relocation;
      bfd_reloc_status_type r;
      const char *name = NULL;
      const char *msg = NULL;
      bool unresolved_reloc = false;
      bool resolved_to_zero;
      bfd_vma addend;

      howto = k1_elf_rtype_to_howto (input_bfd, r_type);
      if (howto == NULL)
	{
	  ret = false;
	  continue;
	}

      if (r_symndx < symtab_hdr->sh_info)
	{
	  sym = local_syms + r_symndx;
	  sec = local_sections[r_symndx];
	  relocation = _bfd_elf_rela_local_sym (output_bfd, sym, &sec, rel);
	}
      else
	{
	  bool warned, ignored;

	  RELOC_FOR_GLOBAL_SYMBOL (info, input_bfd, input_section, rel,
				   r_symndx, symtab_hdr, sym_hashes,
				   h, sec, relocation,
				   unresolved_reloc, warned, ignored);
	}

      if (sec != NULL && discarded_section (sec))
	RELOC_AGAINST_DISCARDED_SECTION (info, input_bfd, input_section,
					 rel, 1, relend, howto, 0, contents);

      if (bfd_link_relocatable (info))
	continue;

      addend = rel->r_addend;
      if (h != NULL)
	name = h->root.root.string;
      else
	{
	  name = bfd_elf_string_from_elf_section (input_bfd,
						  symtab_hdr->sh_link,
						  sym->st_name);
	  if (name == NULL || *name == '\0')
	    name = bfd_section_name (sec);
	}

      resolved_to_zero = (h != NULL
			  && UNDEFWEAK_NO_DYNAMIC_RELOC (info, h));

      switch (r_type)
	{
	case R_K1_NONE:
	  continue;

	case R_K1_GOTOFF_LO10:
	case R_K1_GOTOFF_HI22:
	  /* check_relocs made the GOT, unless the reference is in a
	     section it does not see.  */
	  if (htab->hgot == NULL)
	    {
	      _bfd_error_handler
		/* xgettext:c-format */
		(_("%pB(%pA+%#" PRIx64 "): %s against `%s' without a GOT"),
		 input_bfd, input_section, (uint64_t) rel->r_offset,
		 howto->name, name);
	      bfd_set_error (bfd_error_bad_value);
	      ret = false;
	      continue;
	    }
	  relocation -= k1_elf_got_base (info);
	  break;

	case R_K1_PLT_27_PCREL:
	case R_K1_27_PCREL:
	  /* A call to a symbol with a PLT entry goes there.  */
	  if (h != NULL && h->plt.offset != (bfd_vma) -1
	      && htab->splt != NULL)
	    {
	      relocation = k1_elf_sec_addr (htab->splt, h->plt.offset);
	      unresolved_reloc = false;
	      break;
	    }

	  /* A target out of reach goes through a stub.  */
	  if (k1_elf_hash_table (info)->stub_bfd != NULL
	      && !k1_elf_branch27_reaches (input_section->output_section->vma
					   + input_section->output_offset
					   + rel->r_offset,
					   relocation + addend))
	    {
	      asection *target_sec;
	      bfd_vma target_value;
	      struct k1_stub_entry *stub;

	      if (k1_elf_branch_target (h, sym, sec, rel->r_addend,
					&target_sec, &target_value)
		  && (stub = k1_elf_get_stub (k1_elf_hash_table (info),
					      input_section->output_section,
					      target_sec, target_value,
					      false, NULL, NULL, 0)) != NULL)
		{
		  relocation = (stub->stub_sec->output_section->vma
				+ stub->stub_sec->output_offset
				+ stub->offset);
		  addend = 0;
		}
	    }
	  break;

	case R_K1_GOT_LO10:
	case R_K1_GOT_HI22:
	case R_K1_TLSGD_LO10:
	case R_K1_TLSGD_HI22:
	case R_K1_TLSIE_LO10:
	case R_K1_TLSIE_HI22:
	  {
	    bfd_vma off = (bfd_vma) -1;
	    unsigned char tls_type = GOT_UNKNOWN;

	    /* check_relocs only gives GOT entries to the references
	       from allocated sections.  */
	    if (htab->sgot != NULL
		&& (input_section->flags & SEC_ALLOC) != 0)
	      {
		if (h != NULL)
		  {
		    off = h->got.offset;
		    tls_type = k1_elf_hash_entry (h)->tls_type;
		  }
		else if (local_got_offsets != NULL)
		  {
		    off = local_got_offsets[r_symndx];
		    tls_type
		      = k1_elf_local_got_tls_type (input_bfd)[r_symndx];
		  }
	      }
	    if (off == (bfd_vma) -1)
	      {
		_bfd_error_handler
		  /* xgettext:c-format */
		  (_("%pB(%pA+%#" PRIx64 "): %s against `%s' has no GOT "
		     "entry (not in an allocated section)"),
		   input_bfd, input_section, (uint64_t) rel->r_offset,
		   howto->name, name);
		bfd_set_error (bfd_error_bad_value);
		ret = false;
		continue;
	      }

	    /* The low bit of the offset records that the entries were
	       filled in.  */
	    if ((off & 1) == 0)
	      {
		if (!k1_elf_fill_got (output_bfd, info, h, tls_type,
				      off, relocation, resolved_to_zero))
		  {
		    ret = false;
		    continue;
		  }
		if (h != NULL)
		  h->got.offset |= 1;
		else
		  local_got_offsets[r_symndx] |= 1;
	      }

	    off &= ~(bfd_vma) 1;
	    if ((r_type == R_K1_TLSIE_LO10 || r_type == R_K1_TLSIE_HI22)
		&& (tls_type & GOT_TLS_GD) != 0)
	      off += 8;

	    relocation = (k1_elf_sec_addr (htab->sgot, off)
			  - k1_elf_got_base (info));
	    addend = rel->r_addend;
	    unresolved_reloc = false;
	  }
	  break;

	case R_K1_TPREL_LO10:
	case R_K1_TPREL_HI22:
	case R_K1_TPOFF32:
	case R_K1_DTPOFF32:
	  if (sec != NULL && !bfd_is_und_section (sec)
	      && (sec->flags & SEC_THREAD_LOCAL) == 0)
	    {
	      _bfd_error_handler
		/* xgettext:c-format */
		(_("%pB(%pA+%#" PRIx64 "): %s used with non-TLS symbol `%s'"),
		 input_bfd, input_section, (uint64_t) rel->r_offset,
		 howto->name, name);
	      bfd_set_error (bfd_error_bad_value);
	      ret = false;
	      continue;
	    }
	  if (r_type == R_K1_DTPOFF32)
	    relocation = k1_elf_dtpoff (info, relocation);
	  else
	    relocation = k1_elf_tpoff (info, relocation);
	  break;

	case R_K1_32:
	case R_K1_32_PCREL:
	  if ((input_section->flags & SEC_ALLOC) == 0)
	    break;

	  /* The cases check_relocs and allocate_dynrelocs kept a
	     dynamic relocation for.  */
	  if ((bfd_link_pic (info)
	       && (h == NULL
		   || (ELF_ST_VISIBILITY (h->other) == STV_DEFAULT
		       && !resolved_to_zero)
		   || h->root.type != bfd_link_hash_undefweak)
	       && (r_type == R_K1_32 || !SYMBOL_CALLS_LOCAL (info, h)))
	      || (!bfd_link_pic (info)
		  && h != NULL
		  && h->dynindx != -1
		  && !h->non_got_ref
		  && ((h->def_dynamic && !h->def_regular)
		      || h->root.type == bfd_link_hash_undefweak
		      || h->root.type == bfd_link_hash_undefined)))
	    {
	      Elf_Internal_Rela outrel;
	      bool skip, relocate_here;

	      outrel.r_offset = _bfd_elf_section_offset (output_bfd, info,
							 input_section,
							 rel->r_offset);
	      /* -1: the word was deleted; -2: it is not output.  */
	      skip = outrel.r_offset >= (bfd_vma) -2;
	      relocate_here = outrel.r_offset != (bfd_vma) -2;
	      outrel.r_offset += k1_elf_sec_addr (input_section, 0);

	      if (skip)
		memset (&outrel, 0, sizeof outrel);
	      else if (h != NULL && h->dynindx != -1
		       && !(bfd_link_pic (info)
			    && SYMBOL_REFERENCES_LOCAL (info, h)))
		{
		  /* Bound at run time: the loader writes the field.  */
		  outrel.r_info = ELF32_R_INFO (h->dynindx, r_type);
		  outrel.r_addend = rel->r_addend;
		  relocate_here = false;
		}
	      else
		{
		  outrel.r_info = ELF32_R_INFO (0, R_K1_RELATIVE);
		  outrel.r_addend = relocation + rel->r_addend;
		}
	      k1_elf_append_rela (output_bfd,
				  elf_section_data (input_section)->sreloc,
				  &outrel);
	      if (!relocate_here)
		continue;
	    }
	  break;

	case R_K1_GLOB_DAT:
	case R_K1_DTPMOD32:
	case R_K1_COPY:
	case R_K1_JMP_SLOT:
	case R_K1_RELATIVE:
	  /* These only appear in dynamic objects.  */
	  _bfd_error_handler
	    /* xgettext:c-format */
	    (_("%pB(%pA+%#" PRIx64 "): unexpected dynamic relocation %s"),
	     input_bfd, input_section, (uint64_t) rel->r_offset, howto->name);
	  bfd_set_error (bfd_error_bad_value);
	  ret = false;
	  continue;

	default:
	  break;
	}

      /* Position-independent code reaches a symbol that may be
	 preempted only through the GOT or the PLT, never with a field
	 of an instruction resolved here.  A call or goto needs only the
	 function to bind locally, as a protected one does (its address
	 may not: SYMBOL_REFERENCES_LOCAL says no for it, for the sake of
	 pointer equality with an executable's PLT entry).  */
      if (bfd_link_pic (info) && h != NULL && !resolved_to_zero
	  && (input_section->flags & SEC_ALLOC) != 0
	  && !SYMBOL_REFERENCES_LOCAL (info, h)
	  && (r_type == R_K1_PCREL_LO10 || r_type == R_K1_PCREL_HI22
	      || r_type == R_K1_GOTOFF_LO10 || r_type == R_K1_GOTOFF_HI22
	      || r_type == R_K1_17_PCREL || r_type == R_K1_16
	      || ((r_type == R_K1_27_PCREL || r_type == R_K1_PLT_27_PCREL)
		  && h->plt.offset == (bfd_vma) -1
		  && !SYMBOL_CALLS_LOCAL (info, h))))
	{
	  _bfd_error_handler
	    /* xgettext:c-format */
	    (_("%pB(%pA+%#" PRIx64 "): relocation %s against `%s', which "
	       "may bind outside this object, can not be used when making "
	       "%s; recompile with -fPIC"),
	     input_bfd, input_section, (uint64_t) rel->r_offset,
	     howto->name, name,
	     bfd_link_dll (info) ? _("a shared object") : _("a PIE object"));
	  bfd_set_error (bfd_error_bad_value);
	  ret = false;
	  continue;
	}

      /* Branch targets are bundles, which are word aligned.  */
      if ((r_type == R_K1_17_PCREL || r_type == R_K1_27_PCREL
	   || r_type == R_K1_PLT_27_PCREL)
	  && ((relocation + addend) & 3) != 0)
	{
	  _bfd_error_handler
	    /* xgettext:c-format */
	    (_("%pB(%pA+%#" PRIx64 "): %s against `%s': target is not "
	       "a multiple of 4"),
	     input_bfd, input_section, (uint64_t) rel->r_offset,
	     howto->name, name);
	  bfd_set_error (bfd_error_bad_value);
	  ret = false;
	  continue;
	}

      /* A relocation in a part of .eh_frame that was dropped (the CIE
	 or FDE of a function --gc-sections removed) is never applied,
	 so its symbol need not be resolvable.  */
      if (unresolved_reloc
	  && !((input_section->flags & SEC_DEBUGGING) != 0 && h->def_dynamic)
	  && _bfd_elf_section_offset (output_bfd, info, input_section,
				      rel->r_offset) != (bfd_vma) -1)
	{
	  _bfd_error_handler
	    /* xgettext:c-format */
	    (_("%pB(%pA+%#" PRIx64 "): unresolvable %s relocation against "
	       "symbol `%s'"),
	     input_bfd, input_section, (uint64_t) rel->r_offset,
	     howto->name, name);
	  ret = false;
	  continue;
	}

      r = _bfd_final_link_relocate (howto, input_bfd, input_section,
				    contents, rel->r_offset, relocation,
				    addend);

      /* R_K1_16 holds a signed or an unsigned 16-bit value: -32768 to
	 65535, narrower than what complain_overflow_bitfield allows.  */
      if (r == bfd_reloc_ok && r_type == R_K1_16)
	{
	  bfd_vma v = (relocation + addend) & 0xffffffff;

	  if (v >= 0x10000 && v < 0xffff8000)
	    r = bfd_reloc_overflow;
	}

      switch (r)
	{
	case bfd_reloc_ok:
	  break;

	case bfd_reloc_overflow:
	  info->callbacks->reloc_overflow
	    (info, (h != NULL ? &h->root : NULL), name, howto->name,
	     (bfd_vma) 0, input_bfd, input_section, rel->r_offset);
	  break;

	case bfd_reloc_undefined:
	  info->callbacks->undefined_symbol
	    (info, name, input_bfd, input_section, rel->r_offset, true);
	  break;

	case bfd_reloc_outofrange:
	  msg = _("relocation offset out of range");
	  break;

	default:
	  msg = _("internal error: unknown relocation status");
	  break;
	}

      if (msg != NULL)
	{
	  info->callbacks->einfo ("%X%H: %s\n", input_bfd, input_section,
				  rel->r_offset, msg);
	  ret = false;
	}
    }

  return ret;
}

/* Write the PLT entry, the GOT entry and the copy relocation of global
   symbol H, whose dynamic symbol is SYM.  */

static bool
k1_elf_finish_dynamic_symbol (bfd *output_bfd, struct bfd_link_info *info,
			      struct elf_link_hash_entry *h,
			      Elf_Internal_Sym *sym)
{
  struct elf_link_hash_table *htab = elf_hash_table (info);
  Elf_Internal_Rela rela;

  if (h->plt.offset != (bfd_vma) -1)
    {
      asection *plt = htab->splt;
      asection *gotplt = htab->sgotplt;
      bfd_vma n = (h->plt.offset - K1_PLT0_SIZE) / K1_PLT_ENTRY_SIZE;
      bfd_vma slot = K1_GOTPLT_HEADER_SIZE + 4 * n;
      bfd_byte *loc;

      if (h->dynindx == -1 || plt == NULL || gotplt == NULL
	  || htab->srelplt == NULL)
	return false;

      k1_elf_write_plt_entry (output_bfd, plt->contents + h->plt.offset,
			      k1_elf_sec_addr (plt, h->plt.offset),
			      k1_elf_sec_addr (gotplt, slot));

      /* Until bound, the slot sends the call to PLT0.  */
      bfd_put_32 (output_bfd, k1_elf_sec_addr (plt, 0),
		  gotplt->contents + slot);

      /* .rela.plt is in slot order, which the resolver relies on.  */
      rela.r_offset = k1_elf_sec_addr (gotplt, slot);
      rela.r_info = ELF32_R_INFO (h->dynindx, R_K1_JMP_SLOT);
      rela.r_addend = 0;
      loc = htab->srelplt->contents + n * sizeof (Elf32_External_Rela);
      bfd_elf32_swap_reloca_out (output_bfd, &rela, loc);

      if (!h->def_regular)
	{
	  /* Undefined; its value is the PLT entry only if this
	     executable takes its address (and then the loader resolves
	     the other objects' references to it there), and a weak
	     symbol only referred to weakly stays 0.  */
	  sym->st_shndx = SHN_UNDEF;
	  if (!h->ref_regular_nonweak || !h->pointer_equality_needed)
	    sym->st_value = 0;
	}
    }

  if (h->got.offset != (bfd_vma) -1
      && (k1_elf_hash_entry (h)->tls_type & GOT_NORMAL) != 0
      && k1_elf_got_dynamic_p (info, h))
    {
      bfd_vma off = h->got.offset & ~(bfd_vma) 1;

      rela.r_offset = k1_elf_sec_addr (htab->sgot, off);
      rela.r_info = ELF32_R_INFO (h->dynindx, R_K1_GLOB_DAT);
      rela.r_addend = 0;
      bfd_put_32 (output_bfd, 0, htab->sgot->contents + off);
      k1_elf_append_rela (output_bfd, htab->srelgot, &rela);
    }

  if (h->needs_copy)
    {
      asection *s;

      BFD_ASSERT (h->dynindx != -1);
      rela.r_offset = k1_elf_sec_addr (h->root.u.def.section,
				       h->root.u.def.value);
      rela.r_info = ELF32_R_INFO (h->dynindx, R_K1_COPY);
      rela.r_addend = 0;
      if (h->root.u.def.section == htab->sdynrelro)
	s = htab->sreldynrelro;
      else
	s = htab->srelbss;
      k1_elf_append_rela (output_bfd, s, &rela);
    }

  /* _DYNAMIC and _GLOBAL_OFFSET_TABLE_ are absolute.  */
  if (h == htab->hdynamic || h == htab->hgot)
    sym->st_shndx = SHN_ABS;

  return true;
}

/* Fill in .dynamic, the GOT header and PLT0.  */

static bool
k1_elf_finish_dynamic_sections (bfd *output_bfd,
				struct bfd_link_info *info)
{
  struct elf_link_hash_table *htab = elf_hash_table (info);
  asection *sgotplt = htab->sgotplt;
  asection *sgot = htab->sgot;
  asection *sdyn = NULL;

  if (htab->dynobj != NULL)
    sdyn = bfd_get_linker_section (htab->dynobj, ".dynamic");

  if (htab->dynamic_sections_created && sdyn != NULL)
    {
      bfd_byte *dyncon;

      for (dyncon = sdyn->contents;
	   dyncon < sdyn->contents + sdyn->size;
	   dyncon += sizeof (Elf32_External_Dyn))
	{
	  Elf_Internal_Dyn dyn;

	  bfd_elf32_swap_dyn_in (htab->dynobj, dyncon, &dyn);
	  switch (dyn.d_tag)
	    {
	    case DT_PLTGOT:
	      dyn.d_un.d_ptr = k1_elf_sec_addr (sgotplt, 0);
	      break;
	    case DT_JMPREL:
	      dyn.d_un.d_ptr = k1_elf_sec_addr (htab->srelplt, 0);
	      break;
	    case DT_PLTRELSZ:
	      dyn.d_un.d_val = htab->srelplt->size;
	      break;
	    default:
	      continue;
	    }
	  bfd_elf32_swap_dyn_out (output_bfd, &dyn, dyncon);
	}

      if (htab->splt != NULL && htab->splt->size > 0)
	{
	  k1_elf_write_plt0 (output_bfd, htab->splt->contents,
			     k1_elf_sec_addr (htab->splt, 0),
			     k1_elf_sec_addr (sgotplt, 0));
	  elf_section_data (htab->splt->output_section)->this_hdr.sh_entsize
	    = K1_PLT_ENTRY_SIZE;
	}
    }

  /* GOT[0] is the address of _DYNAMIC (0 without one); the loader
     fills GOT[1] and GOT[2].  */
  if (sgotplt != NULL && sgotplt->size > 0
      && sgotplt->output_section != bfd_abs_section_ptr)
    {
      bfd_vma dynamic = 0;

      if (sdyn != NULL)
	dynamic = k1_elf_sec_addr (sdyn, 0);
      bfd_put_32 (output_bfd, dynamic, sgotplt->contents);
      elf_section_data (sgotplt->output_section)->this_hdr.sh_entsize = 4;
    }

  if (sgot != NULL && sgot->size > 0
      && sgot->output_section != bfd_abs_section_ptr)
    elf_section_data (sgot->output_section)->this_hdr.sh_entsize = 4;

  return true;
}

/* The address of the Ith PLT entry, for the synthetic `foo@plt'
   symbols of objdump.  */

static bfd_vma
k1_elf_plt_sym_val (bfd_vma i, const asection *plt,
		    const arelent *rel ATTRIBUTE_UNUSED)
{
  return plt->vma + K1_PLT0_SIZE + i * K1_PLT_ENTRY_SIZE;
}

static enum elf_reloc_type_class
k1_elf_reloc_type_class (const struct bfd_link_info *info ATTRIBUTE_UNUSED,
			 const asection *rel_sec ATTRIBUTE_UNUSED,
			 const Elf_Internal_Rela *rela)
{
  switch (ELF32_R_TYPE (rela->r_info))
    {
    case R_K1_RELATIVE:
      return reloc_class_relative;
    case R_K1_JMP_SLOT:
      return reloc_class_plt;
    case R_K1_COPY:
      return reloc_class_copy;
    default:
      return reloc_class_normal;
    }
}

#define ELF_ARCH			bfd_arch_k1
#define ELF_MACHINE_CODE		EM_K1
#define ELF_MAXPAGESIZE			0x1000
#define ELF_COMMONPAGESIZE		0x1000

#define TARGET_LITTLE_SYM		k1_elf32_vec
#define TARGET_LITTLE_NAME		"elf32-k1"

#define elf_info_to_howto_rel		NULL
#define elf_info_to_howto		k1_elf_info_to_howto
#define bfd_elf32_bfd_reloc_type_lookup	k1_elf_reloc_type_lookup
#define bfd_elf32_bfd_reloc_name_lookup	k1_elf_reloc_name_lookup
#define bfd_elf32_bfd_link_hash_table_create k1_elf_link_hash_table_create

#define elf_backend_check_relocs	k1_elf_check_relocs
#define elf_backend_add_symbol_hook	k1_elf_add_symbol_hook
#define elf_backend_relocate_section	k1_elf_relocate_section
#define elf_backend_copy_indirect_symbol k1_elf_copy_indirect_symbol
#define elf_backend_create_dynamic_sections k1_elf_create_dynamic_sections
#define elf_backend_size_dynamic_sections k1_elf_size_dynamic_sections
#define elf_backend_finish_dynamic_sections k1_elf_finish_dynamic_sections
#define elf_backend_adjust_dynamic_symbol k1_elf_adjust_dynamic_symbol
#define elf_backend_finish_dynamic_symbol k1_elf_finish_dynamic_symbol
#define elf_backend_omit_section_dynsym	_bfd_elf_omit_section_dynsym_all
#define elf_backend_plt_sym_val		k1_elf_plt_sym_val
#define elf_backend_reloc_type_class	k1_elf_reloc_type_class
#define elf_backend_output_arch_local_syms k1_elf_output_arch_local_syms

#define elf_backend_can_gc_sections	1
/* Objects without .note.GNU-stack get a non-executable stack.  */
#define elf_backend_default_execstack	0
#define elf_backend_can_refcount	1
#define elf_backend_rela_normal		1
#define elf_backend_may_use_rel_p	0
#define elf_backend_may_use_rela_p	1
#define elf_backend_default_use_rela_p	1
#define elf_backend_want_got_plt	1
#define elf_backend_plt_readonly	1
#define elf_backend_want_plt_sym	0
#define elf_backend_want_dynrelro	1
#define elf_backend_want_dynbss		1
/* DT_RELA and DT_RELASZ do not cover .rela.plt, which the loader
   processes on its own (lazily).  */
#define elf_backend_dtrel_excludes_plt	1
#define elf_backend_got_header_size	K1_GOTPLT_HEADER_SIZE

#include "elf32-target.h"
