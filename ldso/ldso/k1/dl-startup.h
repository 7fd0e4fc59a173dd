/* Start-up of the K1 (Kalray MPPA-256) dynamic loader, included by
   dl-startup.c.
   Licensed under the LGPL v2.1 or later, see the file COPYING.LIB in
   this tarball.  */

/* The kernel (or the simulator) enters here with $r12 at argc, as for
   a static program (docs/k1-abi.md, Process start).  _dl_start
   relocates the loader, loads the program's libraries and returns the
   program's entry point in $r0.  $r12 is callee-saved, so it still
   points at argc afterwards.

   When the loader is run as a program ("ld-uClibc.so.0 prog args"),
   _dl_skip_args counts the words of the loader's own command line:
   moving $r12 up by that many words and storing the smaller argc
   there gives the program the stack it would have had if run
   directly (crt1.S aligns $r12 again).

   The program then starts with $r0 = _dl_fini, the function it
   registers with atexit.  Both are reached through the GOT, relocated
   by then.  */
__asm__ (
"	.text\n"
"	.globl	_start\n"
"	.type	_start, @function\n"
"	.hidden	_start\n"
"	.p2align 2\n"
"_start:\n"
"	add	$r0 = $r12, 0\n"
"	make	$r14 = 0\n"
"	;;\n"
"	call	_dl_start\n"
"	;;\n"
"	.globl	_dl_start_user\n"
"	.type	_dl_start_user, @function\n"
"	.hidden	_dl_start_user\n"
"_dl_start_user:\n"
"	add	$r18 = $r0, 0\n"
"	get	$r16 = $pc\n"
"	make	$r17 = @pcrel(_GLOBAL_OFFSET_TABLE_)\n"
"	;;\n"
"	add	$r16 = $r16, $r17\n"
"	;;\n"
"	lw	$r17 = @got(_dl_skip_args)[$r16]\n"
"	;;\n"
"	lw	$r17 = 0[$r17]\n"
"	;;\n"
"	lw	$r1 = 0[$r12]\n"
"	sll	$r2 = $r17, 2\n"
"	;;\n"
"	sbf	$r1 = $r17, $r1\n"
"	add	$r12 = $r12, $r2\n"
"	;;\n"
"	sw	0[$r12] = $r1\n"
"	;;\n"
"	lw	$r0 = @got(_dl_fini)[$r16]\n"
"	make	$r1 = 0\n"
"	make	$r2 = 0\n"
"	;;\n"
"	make	$r16 = 0\n"
"	make	$r17 = 0\n"
"	igoto	$r18\n"
"	;;\n"
"	.size	_dl_start_user, . - _dl_start_user\n"
"	.size	_start, . - _start\n"
"	.previous\n"
);

/* ARGS is the address of argc; argv follows it.  */
#define GET_ARGV(ARGVP, ARGS) ARGVP = (((unsigned long *) (ARGS)) + 1)

/* The loader is linked with -Bsymbolic and -z now, so its own
   relocations are R_K1_RELATIVE (done by elf_machine_relative) and,
   for the few symbols it still names, R_K1_32, R_K1_GLOB_DAT and
   R_K1_JMP_SLOT against its own definitions.  */
#define ARCH_NEEDS_BOOTSTRAP_RELOCS

static __always_inline void
PERFORM_BOOTSTRAP_RELOC (ELF_RELOC *rpnt, unsigned long *reloc_addr,
			 unsigned long symbol_addr, unsigned long load_addr,
			 attribute_unused Elf32_Sym *symtab)
{
	switch (ELF_R_TYPE (rpnt->r_info)) {
	case R_K1_NONE:
		break;
	case R_K1_RELATIVE:
		*reloc_addr = load_addr + rpnt->r_addend;
		break;
	case R_K1_32:
	case R_K1_GLOB_DAT:
	case R_K1_JMP_SLOT:
		*reloc_addr = symbol_addr + rpnt->r_addend;
		break;
	default:
		/* Nothing can be printed yet: no function call is safe.  */
		_dl_exit (1);
	}
}
