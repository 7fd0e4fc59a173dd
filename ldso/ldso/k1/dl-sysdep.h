/* Machine-dependent parts of the dynamic loader for K1 (Kalray
   MPPA-256), also used by the static libc's dl-support code.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

/* K1 uses RELA relocations only.  */
#define ELF_USES_RELOCA

#include <elf.h>

/* .got.plt starts with _DYNAMIC's link-time address, then two words
   for lazy binding: the module (GOT[1]) and the resolver (GOT[2]) that
   the PLT header jumps to.  */
#define INIT_GOT(GOT_BASE, MODULE)					\
do {									\
	GOT_BASE[2] = (unsigned long) _dl_linux_resolve;		\
	GOT_BASE[1] = (unsigned long) (MODULE);				\
} while (0)

/* The ELF machine this loader accepts.  */
#define MAGIC1 EM_K1
#undef  MAGIC2

/* Used for error messages.  */
#define ELF_TARGET "k1"

/* The compiler turns every TLS model into initial exec
   (docs/k1-abi.md, TLS), so a library that dlopen loads must find room
   for its TLS in the static block: more surplus than the generic 164
   bytes (ldso/ldso/dl-tls.c takes ours, patches/uclibc).  */
#define TLS_STATIC_SURPLUS 2048

/* The loader's own allocations (struct elf_resolve holds 64-bit
   members such as st_dev) must be 8-byte aligned: K1 traps on a
   misaligned doubleword access.  */
#define DL_MALLOC_ALIGN 8

struct elf_resolve;
/* The lazy resolver (resolve.S) passes the PLT slot to bind, not the
   offset of its relocation: PLT0 knows only the slot.  */
unsigned long _dl_linux_resolver (struct elf_resolve *tpnt, Elf32_Addr *slot);

/* ELF_RTYPE_CLASS_PLT iff TYPE describes relocation of a PLT entry, so
   PLT entries should not be allowed to define the value.
   ELF_RTYPE_CLASS_COPY iff TYPE should not be allowed to resolve to one
   of the main executable's symbols, as for a COPY reloc.  */
#define elf_machine_type_class(type)					\
  ((((type) == R_K1_JMP_SLOT || (type) == R_K1_DTPMOD32		\
     || (type) == R_K1_DTPOFF32 || (type) == R_K1_TPOFF32)		\
    * ELF_RTYPE_CLASS_PLT)						\
   | (((type) == R_K1_COPY) * ELF_RTYPE_CLASS_COPY))

/* The run-time address of the GOT: $pc and @pcrel both count from the
   start of the bundle that reads them.  */
static __always_inline Elf32_Addr *
k1_got (void)
{
	Elf32_Addr *got;
	unsigned long off;

	__asm__ ("get %0 = $pc\n\t"
		 "make %1 = @pcrel(_GLOBAL_OFFSET_TABLE_)\n\t;;\n\t"
		 "add %0 = %0, %1\n\t;;"
		 : "=r" (got), "=r" (off));
	return got;
}

/* Return the link-time address of _DYNAMIC, the first word of the
   GOT.  */
static __always_inline Elf32_Addr
elf_machine_dynamic (void)
{
	return *k1_got ();
}

/* Return the run-time load address of the shared object: the run-time
   address of _DYNAMIC less its link-time one.  */
static __always_inline Elf32_Addr
elf_machine_load_address (void)
{
	Elf32_Addr dyn;
	unsigned long off;

	__asm__ ("get %0 = $pc\n\t"
		 "make %1 = @pcrel(_DYNAMIC)\n\t;;\n\t"
		 "add %0 = %0, %1\n\t;;"
		 : "=r" (dyn), "=r" (off));
	return dyn - elf_machine_dynamic ();
}

static __always_inline void
elf_machine_relative (Elf32_Addr load_off, const Elf32_Addr rel_addr,
		      Elf32_Word relative_count)
{
	Elf32_Rela *rpnt = (void *) rel_addr;

	do {
		Elf32_Addr *const reloc_addr =
			(void *) (load_off + rpnt->r_offset);

		*reloc_addr = load_off + rpnt->r_addend;
		rpnt++;
	} while (--relative_count);
}
