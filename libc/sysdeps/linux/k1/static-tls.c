/* The TLS block of a static K1 executable.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.

   uClibc-ng sets TLS up only with its thread library (NPTL), which K1
   does not have yet; in a dynamic program the dynamic loader does it
   (ldso/ldso/k1/elfinterp.c).  A static program gets it here, from
   __uClibc_main, before any of its code runs: $r13 points at an
   8-byte TCB (docs/k1-abi.md, TLS) followed by the program's PT_TLS
   block at $r13 + align_up (8, p_align), the offset the linker gave
   the program's TLS accesses.  */

#include <elf.h>
#include <link.h>
#include <string.h>
#include <sys/mman.h>

#ifndef SHARED
void __k1_static_tls_init (const ElfW(Phdr) *phdr, size_t phnum)
	attribute_hidden;

void
__k1_static_tls_init (const ElfW(Phdr) *phdr, size_t phnum)
{
	const ElfW(Phdr) *tls = NULL;
	size_t i, align, offset, size;
	ElfW(Addr) bias = 0;
	char *block;

	for (i = 0; phdr && i < phnum; i++) {
		if (phdr[i].p_type == PT_TLS && phdr[i].p_memsz)
			tls = &phdr[i];
		/* A static PIE runs where it was not linked.  */
		if (phdr[i].p_type == PT_PHDR)
			bias = (ElfW(Addr)) phdr - phdr[i].p_vaddr;
	}
	if (!tls)
		return;
	align = tls->p_align > 8 ? tls->p_align : 8;
	offset = (8 + align - 1) & ~(align - 1);
	/* mmap's pages are aligned beyond any p_align we accept.  */
	size = offset + tls->p_memsz;
	block = mmap (NULL, size, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (block == MAP_FAILED)
		/* Leave $r13 at 0: the program faults at its first TLS
		   access, as it did before it had a block.  */
		return;
	/* The rest (the TCB, .tbss) is zero: anonymous memory.  */
	memcpy (block + offset, (const void *) (tls->p_vaddr + bias),
		tls->p_filesz);
	__asm__ __volatile__ ("add $r13 = %0, 0\n\t;;"
			      : : "r" (block) : "memory");
}
#endif
