/* Relocation processing of the K1 (Kalray MPPA-256) dynamic loader:
   the relocations of docs/k1-abi.md that may appear in a dynamic
   object, and the lazy binding of PLT slots.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

#include "ldso.h"

/* TLS (docs/k1-abi.md, TLS) is uClibc-ng's, with NPTL: variant I,
   $r13 pointing at the 8-byte TCB (libpthread/nptl/sysdeps/k1/tls.h).
   The compiler turns every TLS model into initial exec, so a library
   that dlopen loads gets its block in the static TLS surplus
   (TLS_STATIC_SURPLUS, dl-sysdep.h).  */

/* Called by _dl_linux_resolve (resolve.S) on the first call through
   the PLT slot SLOT of the object TPNT: bind the slot's symbol, store
   its address in the slot, so that later calls go straight to the
   function, and return the address.  The linker keeps .rela.plt in
   slot order and the slots follow GOT[0..2] (docs/k1-abi.md, GOT), so
   the slot's relocation is found from its index without a search.  */
unsigned long
_dl_linux_resolver (struct elf_resolve *tpnt, Elf32_Addr *slot)
{
	Elf32_Addr *got = (Elf32_Addr *) tpnt->dynamic_info[DT_PLTGOT];
	unsigned long n = slot - (got + 3);
	ELF_RELOC *reloc;
	ElfW(Sym) *symtab;
	char *strtab, *symname;
	char *new_addr;

	if (n >= tpnt->dynamic_info[DT_PLTRELSZ] / sizeof (ELF_RELOC)) {
		_dl_dprintf (2, "%s: lazy binding of a bad PLT slot %x in '%s'\n",
			     _dl_progname, (unsigned long) slot, tpnt->libname);
		_dl_exit (1);
	}
	reloc = (ELF_RELOC *) tpnt->dynamic_info[DT_JMPREL] + n;
	if (ELF_R_TYPE (reloc->r_info) != R_K1_JMP_SLOT) {
		_dl_dprintf (2, "%s: bad relocation type %d for a PLT slot in '%s'\n",
			     _dl_progname, ELF_R_TYPE (reloc->r_info),
			     tpnt->libname);
		_dl_exit (1);
	}
	symtab = (ElfW(Sym) *) tpnt->dynamic_info[DT_SYMTAB];
	strtab = (char *) tpnt->dynamic_info[DT_STRTAB];
	symname = strtab + symtab[ELF_R_SYM (reloc->r_info)].st_name;

	new_addr = _dl_find_hash (symname, &_dl_loaded_modules->symbol_scope,
				  tpnt, ELF_RTYPE_CLASS_PLT, NULL);
	if (unlikely (!new_addr)) {
		_dl_dprintf (2, "%s: can't resolve symbol '%s' in lib '%s'.\n",
			     _dl_progname, symname, tpnt->libname);
		_dl_exit (1);
	}

#if defined (__SUPPORT_LD_DEBUG__)
	if (_dl_debug_bindings) {
		_dl_dprintf (_dl_debug_file, "\nresolve function: %s", symname);
		if (_dl_debug_detail)
			_dl_dprintf (_dl_debug_file,
				     "\tpatched: %x ==> %x @ %x\n",
				     *slot, new_addr, slot);
	}
	if (!_dl_debug_nofixups)
#endif
		*(Elf32_Addr *) ((char *) tpnt->loadaddr + reloc->r_offset)
			= (Elf32_Addr) new_addr;

	return (unsigned long) new_addr;
}

/* Apply RELOC_FNC to each relocation of the table at REL_ADDR, of
   REL_SIZE bytes; report the first failure.  */
static int
_dl_parse (struct elf_resolve *tpnt, struct r_scope_elem *scope,
	   unsigned long rel_addr, unsigned long rel_size,
	   int (*reloc_fnc) (struct elf_resolve *tpnt,
			     struct r_scope_elem *scope, ELF_RELOC *rpnt,
			     ElfW(Sym) *symtab, char *strtab))
{
	ElfW(Sym) *symtab = (ElfW(Sym) *) tpnt->dynamic_info[DT_SYMTAB];
	char *strtab = (char *) tpnt->dynamic_info[DT_STRTAB];
	ELF_RELOC *rpnt = (ELF_RELOC *) rel_addr;
	unsigned long i, count = rel_size / sizeof (ELF_RELOC);

	for (i = 0; i < count; i++, rpnt++) {
		int symtab_index = ELF_R_SYM (rpnt->r_info);
		int res;

		debug_sym (symtab, strtab, symtab_index);
		debug_reloc (symtab, strtab, rpnt);

		res = reloc_fnc (tpnt, scope, rpnt, symtab, strtab);
		if (res == 0)
			continue;

		_dl_dprintf (2, "\n%s: ", _dl_progname);
		if (symtab_index)
			_dl_dprintf (2, "symbol '%s': ",
				     strtab + symtab[symtab_index].st_name);
		/* The messages of uClibc-ng's other ports.  */
		if (unlikely (res < 0)) {
			_dl_dprintf (2, "can't handle reloc type %x\n",
				     ELF_R_TYPE (rpnt->r_info));
			_dl_exit (-res);
		}
		_dl_dprintf (2, "can't resolve symbol\n");
		return res;
	}
	return 0;
}

/* Do one relocation now.  Returns 0, 1 for an undefined symbol (which
   dlopen may survive) or -1 for a relocation we do not know.  */
static int
_dl_do_reloc (struct elf_resolve *tpnt, struct r_scope_elem *scope,
	      ELF_RELOC *rpnt, ElfW(Sym) *symtab, char *strtab)
{
	int reloc_type = ELF_R_TYPE (rpnt->r_info);
	int symtab_index = ELF_R_SYM (rpnt->r_info);
	Elf32_Addr *reloc_addr
		= (Elf32_Addr *) (tpnt->loadaddr + rpnt->r_offset);
	struct symbol_ref sym_ref;
	struct elf_resolve *tls_tpnt = NULL;
	Elf32_Addr symbol_addr = 0;
	char *symname;
#if defined (__SUPPORT_LD_DEBUG__)
	Elf32_Addr old_val = *reloc_addr;
#endif

	sym_ref.sym = &symtab[symtab_index];
	sym_ref.tpnt = NULL;
	symname = strtab + sym_ref.sym->st_name;

	if (symtab_index) {
		symbol_addr = (Elf32_Addr) _dl_find_hash (symname, scope, tpnt,
					elf_machine_type_class (reloc_type),
					&sym_ref);
		/* An undefined weak symbol is 0; any other undefined
		   symbol is an error, fatal at start-up, reported by
		   dlopen.  A TLS symbol's value is an offset, 0 for the
		   first one: it is undefined when no module defines it.  */
		if (ELF_ST_TYPE (sym_ref.sym->st_info) == STT_TLS) {
			if (!sym_ref.tpnt)
				return 1;
		} else if (unlikely (!symbol_addr
				     && ELF_ST_BIND (sym_ref.sym->st_info)
					!= STB_WEAK))
			return 1;
		tls_tpnt = sym_ref.tpnt;
	} else {
		/* With symbol 0, the module's own TLS (R_K1_TPOFF32).  */
		symbol_addr = sym_ref.sym->st_value;
		tls_tpnt = tpnt;
	}

	switch (reloc_type) {
	case R_K1_NONE:
		break;
	case R_K1_32:
	case R_K1_GLOB_DAT:
	case R_K1_JMP_SLOT:
		*reloc_addr = symbol_addr + rpnt->r_addend;
		break;
	case R_K1_32_PCREL:
		*reloc_addr = symbol_addr + rpnt->r_addend
			      - (Elf32_Addr) reloc_addr;
		break;
	case R_K1_RELATIVE:
		*reloc_addr = tpnt->loadaddr + rpnt->r_addend;
		break;
	case R_K1_COPY:
		/* The executable's copy becomes the one definition: fill it
		   from the library's initial contents.  */
		if (symbol_addr) {
#if defined (__SUPPORT_LD_DEBUG__)
			if (_dl_debug_move)
				_dl_dprintf (_dl_debug_file,
					     "\t%s move %d bytes from %x to %x\n",
					     symname, sym_ref.sym->st_size,
					     symbol_addr, reloc_addr);
#endif
			_dl_memcpy ((char *) reloc_addr, (char *) symbol_addr,
				    sym_ref.sym->st_size);
		}
		break;
	case R_K1_TPOFF32:
		/* S + A - TP: the offset of the defining module's block
		   from $r13 plus the symbol's offset in it.  */
		CHECK_STATIC_TLS ((struct link_map *) tls_tpnt);
		*reloc_addr = tls_tpnt->l_tls_offset + symbol_addr
			      + rpnt->r_addend;
		break;
	case R_K1_DTPMOD32:
		*reloc_addr = tls_tpnt->l_tls_modid;
		break;
	case R_K1_DTPOFF32:
		*reloc_addr = symbol_addr + rpnt->r_addend;
		break;
	default:
		return -1;
	}

#if defined (__SUPPORT_LD_DEBUG__)
	if (_dl_debug_reloc && _dl_debug_detail)
		_dl_dprintf (_dl_debug_file, "\tpatched: %x ==> %x @ %x\n",
			     old_val, *reloc_addr, reloc_addr);
#endif
	return 0;
}

/* Prepare a PLT slot for lazy binding: the linker left in it the
   link-time address of PLT0, which only needs the load base.  */
static int
_dl_do_lazy_reloc (struct elf_resolve *tpnt,
		   struct r_scope_elem *scope attribute_unused,
		   ELF_RELOC *rpnt, ElfW(Sym) *symtab attribute_unused,
		   char *strtab attribute_unused)
{
	Elf32_Addr *reloc_addr
		= (Elf32_Addr *) (tpnt->loadaddr + rpnt->r_offset);
#if defined (__SUPPORT_LD_DEBUG__)
	Elf32_Addr old_val = *reloc_addr;
#endif

	switch (ELF_R_TYPE (rpnt->r_info)) {
	case R_K1_NONE:
		break;
	case R_K1_JMP_SLOT:
		*reloc_addr += tpnt->loadaddr;
		break;
	default:
		return -1;
	}

#if defined (__SUPPORT_LD_DEBUG__)
	if (_dl_debug_reloc && _dl_debug_detail)
		_dl_dprintf (_dl_debug_file, "\tpatched_lazy: %x ==> %x @ %x\n",
			     old_val, *reloc_addr, reloc_addr);
#endif
	return 0;
}

void
_dl_parse_lazy_relocation_information (struct dyn_elf *rpnt,
				       unsigned long rel_addr,
				       unsigned long rel_size)
{
	(void) _dl_parse (rpnt->dyn, NULL, rel_addr, rel_size,
			  _dl_do_lazy_reloc);
}

int
_dl_parse_relocation_information (struct dyn_elf *rpnt,
				  struct r_scope_elem *scope,
				  unsigned long rel_addr,
				  unsigned long rel_size)
{
	return _dl_parse (rpnt->dyn, scope, rel_addr, rel_size, _dl_do_reloc);
}
