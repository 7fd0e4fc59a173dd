/* k1-linux-run: ELF loading, the initial stack and execve.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   The checks are strict so that a malformed file gives one line of
   error rather than a crash.  load_image loads one ELF file at a bias
   (0 for ET_EXEC); an interpreter named by PT_INTERP is loaded the
   same way and the process starts there, with AT_BASE its bias.  */

#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/random.h>
#include <sys/stat.h>
#include "linux.h"

#define EM_K1 0x1337
#define STACK_TOP 0xbf800000u
#define STACK_SIZE (8u << 20)
#define ET_DYN_BASE 0x00400000u
#define INTERP_BASE 0x30000000u

struct image
{
  uint32_t entry, phdr, phnum, bias, end;
  int exec_stack;		/* PT_GNU_STACK asks for PF_X, or is absent */
  char interp[256];
};

static char load_err[256];

#define FAIL(...) \
  do { snprintf (load_err, sizeof load_err, __VA_ARGS__); goto fail; } while (0)

/* Read all of PATH.  */
static unsigned char *
slurp (const char *path, size_t *size)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  unsigned char *buf;
  size_t n = 0;

  if (fd < 0)
    {
      snprintf (load_err, sizeof load_err, "%s", strerror (errno));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      snprintf (load_err, sizeof load_err, "not a regular file");
      close (fd);
      return NULL;
    }
  if (st.st_size > (off_t) 1 << 30)
    {
      snprintf (load_err, sizeof load_err, "file too large");
      close (fd);
      return NULL;
    }
  buf = malloc (st.st_size + 1);
  while (buf && n < (size_t) st.st_size)
    {
      ssize_t r = read (fd, buf + n, st.st_size - n);
      if (r <= 0)
	break;
      n += r;
    }
  close (fd);
  if (!buf)
    snprintf (load_err, sizeof load_err, "out of memory");
  *size = n;
  return buf;
}

/* Check the ELF header of BUF; returns NULL or the problem.  */
const char *
k1_elf_check (const unsigned char *buf, size_t size, int whole_file)
{
  const Elf32_Ehdr *eh = (const Elf32_Ehdr *) buf;

  if (size < 4 || memcmp (buf, ELFMAG, SELFMAG) != 0)
    return "not an ELF file";
  if (size < sizeof (Elf32_Ehdr))
    return "truncated ELF header";
  if (buf[EI_CLASS] != ELFCLASS32)
    return "not a 32-bit ELF file (wrong class)";
  if (buf[EI_DATA] != ELFDATA2LSB)
    return "not a little-endian ELF file";
  if (eh->e_machine != EM_K1)
    return "not a K1 executable (wrong machine)";
  if (eh->e_type != ET_EXEC && eh->e_type != ET_DYN)
    return "not an executable";
  if (eh->e_phentsize != sizeof (Elf32_Phdr) || eh->e_phnum == 0
      || eh->e_phnum > 256)
    return "bad program header table";
  if (whole_file && eh->e_phoff > size)
    return "truncated program header table";
  if (whole_file
      && (uint64_t) eh->e_phoff + eh->e_phnum * sizeof (Elf32_Phdr) > size)
    return "truncated program header table";
  return NULL;
}

static int
load_image (const char *path, int is_interp, struct image *im)
{
  size_t size;
  unsigned char *buf = slurp (path, &size);
  const Elf32_Ehdr *eh;
  const Elf32_Phdr *ph;
  Elf32_Phdr phdrs[256];
  const char *why;
  uint32_t lo = 0xffffffffu, hi = 0;
  int have_entry = 0;

  memset (im, 0, sizeof *im);
  if (!buf)
    return -1;
  im->exec_stack = 1;
  if ((why = k1_elf_check (buf, size, 1)))
    FAIL ("%s", why);
  eh = (const Elf32_Ehdr *) buf;
  /* e_phoff need not be a multiple of 4: read the table from an
     aligned copy (k1_elf_check bounded e_phnum by 256).  */
  memcpy (phdrs, buf + eh->e_phoff, eh->e_phnum * sizeof (Elf32_Phdr));
  ph = phdrs;

  /* Validate every segment before touching memory.  */
  for (unsigned i = 0; i < eh->e_phnum; i++)
    {
      const Elf32_Phdr *p = &ph[i];

      if (p->p_type == PT_INTERP)
	{
	  if (is_interp)
	    FAIL ("interpreter has an interpreter");
	  if (p->p_filesz == 0 || p->p_filesz >= sizeof im->interp
	      || (uint64_t) p->p_offset + p->p_filesz > size
	      || buf[p->p_offset + p->p_filesz - 1] != 0)
	    FAIL ("bad PT_INTERP");
	  memcpy (im->interp, buf + p->p_offset, p->p_filesz);
	}
      if (p->p_type == PT_GNU_STACK)
	im->exec_stack = (p->p_flags & PF_X) != 0;
      if (p->p_type != PT_LOAD)
	continue;
      if (p->p_filesz > p->p_memsz)
	FAIL ("segment %u: file size larger than memory size", i);
      if ((uint64_t) p->p_offset + p->p_filesz > size)
	FAIL ("segment %u extends past the end of the file (truncated?)", i);
      if ((uint64_t) p->p_vaddr + p->p_memsz > 0xbf000000ull
	  || p->p_memsz > 0x80000000u)
	FAIL ("segment %u is too large or too high", i);
      if ((p->p_vaddr - p->p_offset) & (K1_PAGE_SIZE - 1))
	FAIL ("segment %u is not page-aligned with its file offset", i);
      if (p->p_vaddr < K1_PAGE_SIZE && p->p_memsz && eh->e_type == ET_EXEC)
	FAIL ("segment %u maps page zero", i);
      for (unsigned j = 0; j < i; j++)
	if (ph[j].p_type == PT_LOAD && ph[j].p_memsz && p->p_memsz
	    && p->p_vaddr < ph[j].p_vaddr + ph[j].p_memsz
	    && ph[j].p_vaddr < p->p_vaddr + p->p_memsz)
	  FAIL ("segments %u and %u overlap", j, i);
      if (p->p_memsz == 0)
	continue;
      if (p->p_vaddr < lo)
	lo = p->p_vaddr;
      if (p->p_vaddr + p->p_memsz > hi)
	hi = p->p_vaddr + p->p_memsz;
      if ((p->p_flags & PF_X) && eh->e_entry >= p->p_vaddr
	  && eh->e_entry - p->p_vaddr < p->p_memsz)
	have_entry = 1;
    }
  if (hi == 0)
    FAIL ("no loadable segment");
  if (!have_entry)
    FAIL ("entry point 0x%x is outside any executable segment",
	  eh->e_entry);
  if (eh->e_entry & 3)
    FAIL ("misaligned entry point 0x%x", eh->e_entry);

  if (eh->e_type == ET_DYN)
    im->bias = (is_interp ? INTERP_BASE : ET_DYN_BASE) - (lo & ~(K1_PAGE_SIZE - 1));
  if ((uint64_t) hi + im->bias > 0xbf000000ull)
    FAIL ("does not fit in the address space");

  for (unsigned i = 0; i < eh->e_phnum; i++)
    {
      const Elf32_Phdr *p = &ph[i];
      uint32_t va, start, mend;
      int prot;

      if (p->p_type != PT_LOAD || p->p_memsz == 0)
	continue;
      va = p->p_vaddr + im->bias;
      start = va & ~(K1_PAGE_SIZE - 1);
      mend = va + p->p_memsz;
      prot = ((p->p_flags & PF_R) ? K1_P_R : 0)
	     | ((p->p_flags & PF_W) ? K1_P_W : 0)
	     | ((p->p_flags & PF_X) ? K1_P_X : 0);
      /* Anonymous memory, then the file contents copied in: simpler than
	 file mappings when segments share a page.  */
      for (uint32_t a = start; a < mend;)
	{
	  uint8_t old = k1_pageprot[a >> K1_PAGE_SHIFT];
	  uint32_t run = a;

	  if (old & K1_P_MAPPED)
	    {
	      /* A page shared with the previous segment.  */
	      k1_mem_protect (a, K1_PAGE_SIZE, (old & 7) | prot | K1_P_W);
	      a += K1_PAGE_SIZE;
	      continue;
	    }
	  while (run < mend && !(k1_pageprot[run >> K1_PAGE_SHIFT] & K1_P_MAPPED))
	    run += K1_PAGE_SIZE;
	  if (k1_mem_map (a, run - a, prot | K1_P_W, 0, -1, 0) != 0)
	    FAIL ("cannot map segment %u", i);
	  a = run;
	}
      memcpy (k1_host (va), buf + p->p_offset, p->p_filesz);
    }
  /* Now the final protections.  */
  for (unsigned i = 0; i < eh->e_phnum; i++)
    {
      const Elf32_Phdr *p = &ph[i];
      uint32_t va, start, mend;
      int prot;

      if (p->p_type != PT_LOAD || p->p_memsz == 0)
	continue;
      va = p->p_vaddr + im->bias;
      start = va & ~(K1_PAGE_SIZE - 1);
      mend = va + p->p_memsz;
      prot = ((p->p_flags & PF_R) ? K1_P_R : 0)
	     | ((p->p_flags & PF_W) ? K1_P_W : 0)
	     | ((p->p_flags & PF_X) ? K1_P_X : 0);
      k1_mem_protect (start, mend - start, prot);
    }
  /* Pages shared by two segments get both protections.  */
  for (unsigned i = 0; i < eh->e_phnum; i++)
    for (unsigned j = 0; j < eh->e_phnum; j++)
      if (i != j && ph[i].p_type == PT_LOAD && ph[j].p_type == PT_LOAD
	  && ph[i].p_memsz && ph[j].p_memsz)
	{
	  uint32_t ilast = (ph[i].p_vaddr + ph[i].p_memsz - 1) >> K1_PAGE_SHIFT;
	  if (ilast == ph[j].p_vaddr >> K1_PAGE_SHIFT)
	    {
	      uint32_t a = (ilast << K1_PAGE_SHIFT) + im->bias;
	      int prot = ((ph[i].p_flags | ph[j].p_flags) & PF_R ? K1_P_R : 0)
			 | ((ph[i].p_flags | ph[j].p_flags) & PF_W ? K1_P_W : 0)
			 | ((ph[i].p_flags | ph[j].p_flags) & PF_X ? K1_P_X : 0);
	      k1_mem_protect (a, K1_PAGE_SIZE, prot);
	    }
	}

  im->entry = eh->e_entry + im->bias;
  im->phnum = eh->e_phnum;
  im->end = hi + im->bias;
  for (unsigned i = 0; i < eh->e_phnum; i++)
    if (ph[i].p_type == PT_PHDR)
      im->phdr = ph[i].p_vaddr + im->bias;
  if (!im->phdr)
    for (unsigned i = 0; i < eh->e_phnum; i++)
      if (ph[i].p_type == PT_LOAD && eh->e_phoff >= ph[i].p_offset
	  && eh->e_phoff - ph[i].p_offset < ph[i].p_filesz)
	im->phdr = ph[i].p_vaddr + (eh->e_phoff - ph[i].p_offset) + im->bias;
  free (buf);
  return 0;

 fail:
  free (buf);
  return -1;
}

/* The page holding the default signal restorer ("make $r6 =
   __NR_rt_sigreturn ;; scall $r6 ;;"), encoded from the table.  */
static void
map_sigpage (void)
{
  uint32_t page = 0xbfff0000u, code[2] = { 0, 0 };

  for (unsigned i = 0; i < k1_num_opcodes; i++)
    {
      const struct k1_opcode *op = &k1_opcodes[i];
      if (op->id == K1_INSN_MAKE)
	code[0] = op->match | (6u << 18) | ((K1_NR_rt_sigreturn & 0x3ff) << 6);
      else if (op->id == K1_INSN_SCALL)
	code[1] = op->match | 6u;
    }
  k1_mem_map (page, K1_PAGE_SIZE, K1_P_R | K1_P_W, 0, -1, 0);
  memcpy (k1_host (page), code, sizeof code);
  k1_mem_protect (page, K1_PAGE_SIZE, K1_P_R | K1_P_X);
  k1_sigpage = page;
}

static uint32_t sp_cur;
char k1_exe_path[4096];
char k1_sysroot[4096];

/* Choose the sysroot: OPT (-L, --sysroot=), else $K1_LD_PREFIX, else
   the one installed with the toolchain, ../k1-linux/sysroot from the
   simulator's own directory.  An empty string turns it off.  */
void
k1_sysroot_init (const char *opt)
{
  char self[4096], cand[4096 + 32], *slash;
  ssize_t n;

  if (!opt)
    opt = getenv ("K1_LD_PREFIX");
  if (opt)
    {
      snprintf (k1_sysroot, sizeof k1_sysroot, "%s", opt);
      return;
    }
  n = readlink ("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0)
    return;
  self[n] = 0;
  if (!(slash = strrchr (self, '/')))
    return;
  *slash = 0;
  snprintf (cand, sizeof cand, "%s/../k1-linux/sysroot", self);
  if (realpath (cand, self))
    snprintf (k1_sysroot, sizeof k1_sysroot, "%s", self);
}

/* The host file that stands for the guest's absolute path P: the
   sysroot's when it has a regular file there, P otherwise, as
   qemu-user does with -L.  Only regular files are redirected, so that
   the guest still lists and creates files in the host's directories;
   what the loader opens (/lib/ld-uClibc.so.0, /lib/libc.so.0,
   /usr/lib/...) comes from the sysroot.  */
const char *
k1_sysroot_path (const char *p, char *buf, size_t size)
{
  struct stat st;

  if (!k1_sysroot[0] || p[0] != '/'
      || (size_t) snprintf (buf, size, "%s%s", k1_sysroot, p) >= size)
    return p;
  if (stat (buf, &st) != 0 || !S_ISREG (st.st_mode))
    return p;
  return buf;
}

static uint32_t
push_bytes (const void *p, size_t n)
{
  sp_cur -= n;
  memcpy (k1_host (sp_cur), p, n);
  return sp_cur;
}

uint32_t k1_auxv_addr, k1_auxv_len;

int
k1_load (struct k1_cpu *cpu, const char *path, char **argv, char **envp,
	 const char *argv0)
{
  struct image im, in;
  uint32_t entry, base = 0;
  int argc = 0, envc = 0;
  uint32_t *argp, *envpp, execfn, rnd;
  unsigned char random[16];
  uint32_t auxv[2 * 20], *ap = auxv;
  size_t total;

  if (!realpath (path, k1_exe_path))
    snprintf (k1_exe_path, sizeof k1_exe_path, "%s", path);
  if (load_image (path, 0, &im) != 0)
    {
      fprintf (stderr, "%s: %s: %s\n", k1_progname, path, load_err);
      return -1;
    }
  entry = im.entry;
  if (im.interp[0])
    {
      char ipath[4096];

      if (load_image (k1_sysroot_path (im.interp, ipath, sizeof ipath), 1,
		      &in) != 0)
	{
	  fprintf (stderr, "%s: %s: interpreter %s: %s\n", k1_progname, path,
		   im.interp, load_err);
	  return -1;
	}
      entry = in.entry;
      base = in.bias;
    }
  k1_brk_start = k1_brk_cur = (im.end + K1_PAGE_SIZE - 1) & ~(K1_PAGE_SIZE - 1);

  map_sigpage ();
  /* Trampolines of nested functions run on the stack.  */
  if (k1_mem_map (STACK_TOP - STACK_SIZE, STACK_SIZE,
		  K1_P_R | K1_P_W | (im.exec_stack ? K1_P_X : 0), 0, -1, 0) != 0)
    {
      fprintf (stderr, "%s: %s: cannot map the stack\n", k1_progname, path);
      return -1;
    }

  /* Strings at the top, then AT_RANDOM's bytes, then the vectors.  */
  while (argv[argc])
    argc++;
  while (envp[envc])
    envc++;
  total = strlen (path) + 1;
  for (int i = 0; i < argc; i++)
    total += strlen (argv[i]) + 1;
  for (int i = 0; i < envc; i++)
    total += strlen (envp[i]) + 1;
  if (total > STACK_SIZE / 2)
    {
      fprintf (stderr, "%s: %s: argument list too long\n", k1_progname, path);
      return -1;
    }
  argp = calloc (argc + 1, 4);
  envpp = calloc (envc + 1, 4);
  sp_cur = STACK_TOP;
  execfn = push_bytes (path, strlen (path) + 1);
  for (int i = envc - 1; i >= 0; i--)
    envpp[i] = push_bytes (envp[i], strlen (envp[i]) + 1);
  for (int i = argc - 1; i >= 0; i--)
    {
      const char *s = i == 0 && argv0 ? argv0 : argv[i];
      argp[i] = push_bytes (s, strlen (s) + 1);
    }
  if (getrandom (random, sizeof random, 0) != sizeof random)
    memset (random, 0x5a, sizeof random);
  sp_cur &= ~15u;
  rnd = push_bytes (random, sizeof random);

#define AUX(t, v) (*ap++ = (t), *ap++ = (v))
  AUX (K1_AT_PHDR, im.phdr);
  AUX (K1_AT_PHENT, sizeof (Elf32_Phdr));
  AUX (K1_AT_PHNUM, im.phnum);
  AUX (K1_AT_PAGESZ, K1_PAGE_SIZE);
  AUX (K1_AT_BASE, base);
  AUX (K1_AT_FLAGS, 0);
  AUX (K1_AT_ENTRY, im.entry);
  AUX (K1_AT_UID, getuid ());
  AUX (K1_AT_EUID, geteuid ());
  AUX (K1_AT_GID, getgid ());
  AUX (K1_AT_EGID, getegid ());
  AUX (K1_AT_HWCAP, 0);
  AUX (K1_AT_CLKTCK, sysconf (_SC_CLK_TCK));
  AUX (K1_AT_SECURE, 0);
  AUX (K1_AT_RANDOM, rnd);
  AUX (K1_AT_EXECFN, execfn);
  AUX (K1_AT_NULL, 0);

  /* argc, argv[], NULL, envp[], NULL, auxv; $sp 16-aligned at argc.  */
  {
    size_t words = 1 + argc + 1 + envc + 1 + (ap - auxv);
    uint32_t *v, *w;

    sp_cur = (sp_cur - words * 4) & ~15u;
    v = w = (uint32_t *) k1_host (sp_cur);
    *w++ = argc;
    for (int i = 0; i < argc; i++)
      *w++ = argp[i];
    *w++ = 0;
    for (int i = 0; i < envc; i++)
      *w++ = envpp[i];
    *w++ = 0;
    memcpy (w, auxv, (ap - auxv) * 4);
    k1_auxv_addr = sp_cur + (uint32_t) ((uint8_t *) w - (uint8_t *) v);
    k1_auxv_len = (ap - auxv) * 4;
  }
  free (argp);
  free (envpp);

  memset (cpu->r, 0, sizeof cpu->r);
  cpu->r[12] = sp_cur;
  cpu->r[0] = 0;		/* no atexit function */
  cpu->pc = entry;
  k1_cs_write (cpu, 0);
  return 0;
}

/* execve: check the new program here, so that errors go back to the
   guest, then run it in a fresh simulator (/proc/self/exe); anything
   but a K1 executable is left to the host.  */
long
k1_execve (uint32_t path, uint32_t argv, uint32_t envp)
{
  long n = k1_strlen (path, 4096);

  if (n < 0)
    return n;
  return k1_execve_host ((const char *) k1_host (path), argv, envp);
}

/* execve of the host path P.  */
long
k1_execve_host (const char *p, uint32_t argv, uint32_t envp)
{
  char **nargv, **gargv, **nenv;
  int argc = 0, envc = 0, k = 0;
  /* Aligned for k1_elf_check, which reads it as an Elf32_Ehdr.  */
  unsigned char hdr[sizeof (Elf32_Ehdr)] __attribute__ ((aligned (4)));
  int fd;
  ssize_t got;
  long n;

  for (;; argc++)
    {
      uint32_t a;
      if (argc > 65536 || k1_get32 (argv + 4 * argc, &a))
	return -EFAULT;
      if (!a)
	break;
      if (k1_strlen (a, 1 << 20) < 0)
	return -EFAULT;
    }
  for (; envp; envc++)
    {
      uint32_t a;
      if (envc > 65536 || k1_get32 (envp + 4 * envc, &a))
	return -EFAULT;
      if (!a)
	break;
      if (k1_strlen (a, 1 << 20) < 0)
	return -EFAULT;
    }
  fd = open (p, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return -errno;
  if (access (p, X_OK) != 0)
    {
      close (fd);
      return -EACCES;
    }
  got = read (fd, hdr, sizeof hdr);
  close (fd);

  gargv = calloc (argc + 1, sizeof *gargv);
  nenv = calloc (envc + 1, sizeof *nenv);
  for (int i = 0; i < argc; i++)
    {
      uint32_t a;
      k1_get32 (argv + 4 * i, &a);
      gargv[i] = (char *) k1_host (a);
    }
  for (int i = 0; i < envc; i++)
    {
      uint32_t a;
      k1_get32 (envp + 4 * i, &a);
      nenv[i] = (char *) k1_host (a);
    }
  fflush (NULL);
  if (got < 0 || k1_elf_check (hdr, got, 0) != NULL)
    {
      /* Not a K1 program (a host program or a script): the host runs
	 it, as a linux-user emulator without binfmt_misc does.  */
      k1_signal_exec_mask (0);
      execve (p, gargv, nenv);
      n = -errno;
      k1_signal_exec_mask (1);
      free (gargv);
      free (nenv);
      return n;
    }

  nargv = calloc (argc + 16, sizeof *nargv);
  nargv[k++] = k1_sim_argv[0];
  for (int i = 1; i < k1_sim_nopts; i++)
    {
      const char *o = k1_sim_argv[i];

      if (!strncmp (o, "--argv0=", 8) || !strcmp (o, "--"))
	continue;
      /* The guest's environment, which -E and -U made, is the new
	 image's: the guest may have changed it since.  */
      if (!strcmp (o, "-E") || !strcmp (o, "-U"))
	{
	  i++;
	  continue;
	}
      if (!strncmp (o, "--log=", 6))
	{
	  /* The new image appends to the same log.  */
	  char *a = malloc (strlen (o) + 8);
	  sprintf (a, "--log-append=%s", o + 6);
	  o = a;
	}
      nargv[k++] = (char *) o;
    }
  if (argc > 0)
    {
      char *opt = malloc (strlen (gargv[0]) + 9);
      strcpy (opt, "--argv0=");
      strcat (opt, gargv[0]);
      nargv[k++] = opt;
    }
  nargv[k++] = "--";
  nargv[k++] = (char *) p;
  for (int i = 1; i < argc; i++)
    nargv[k++] = gargv[i];
  k1_signal_exec_mask (0);
  execve ("/proc/self/exe", nargv, nenv);
  n = -errno;
  k1_signal_exec_mask (1);
  free (nargv);
  free (gargv);
  free (nenv);
  return n;
}
