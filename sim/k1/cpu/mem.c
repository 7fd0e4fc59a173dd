/* k1-linux-run: the guest address space.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   The 4 GiB guest space is one host reservation, so a guest address is
   an offset from k1_mem and a load is a single host load.  Host page
   protections mirror the guest's (execute becomes read); a wild guest
   access faults on the host, and k1_cpu_host_fault, called by the
   host SIGSEGV handler, makes it the CPU's fault.  k1_pageprot keeps
   the guest's own view, which the system calls check so that a bad
   pointer gives -EFAULT.  Changes of the mappings are serialised by
   the caller (the Linux layer's mm lock).  */

#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "cpu.h"

uint8_t *k1_mem;
uint8_t k1_pageprot[K1_NUM_PAGES];

/* Room past 4 GiB for an access that wraps around the top.  */
#define GUARD (64u * 1024)
#define SPAN ((size_t) 1 << 32)

void
k1_mem_init (void)
{
  k1_mem = mmap (NULL, SPAN + GUARD, PROT_NONE,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (k1_mem == MAP_FAILED)
    k1_fatal ("cannot reserve the guest address space: %s",
	      strerror (errno));
}

static int
host_prot (int prot)
{
  int h = 0;

  if (prot & (K1_P_R | K1_P_X))
    h |= PROT_READ;
  if (prot & K1_P_W)
    h |= PROT_READ | PROT_WRITE;
  return h;
}

static void
set_prot (uint32_t addr, uint32_t len, uint8_t v)
{
  uint32_t p0 = addr >> K1_PAGE_SHIFT;
  uint32_t n = len >> K1_PAGE_SHIFT;

  for (uint32_t i = 0; i < n; i++)
    {
      if (k1_pageprot[p0 + i] & K1_P_CODE)
	k1_code_invalidate (p0 + i);
      k1_pageprot[p0 + i] = v;
    }
}

static int
range_ok (uint32_t addr, uint32_t len)
{
  return (addr & (K1_PAGE_SIZE - 1)) == 0 && len != 0
	 && (uint64_t) addr + len <= SPAN;
}

static uint32_t
page_round (uint32_t len)
{
  return (len + K1_PAGE_SIZE - 1) & ~(K1_PAGE_SIZE - 1);
}

/* Map LEN bytes at ADDR (page-aligned): anonymous zeros when FD < 0,
   else the file at OFF.  PROT uses K1_P_* bits.  Returns 0 or -errno.  */
int
k1_mem_map (uint32_t addr, uint32_t len, int prot, int flags, int fd,
	    uint64_t off)
{
  void *p;

  len = page_round (len);
  if (!range_ok (addr, len))
    return -EINVAL;
  set_prot (addr, len, 0);
  if (fd < 0)
    p = mmap (k1_mem + addr, len, host_prot (prot),
	      MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  else
    p = mmap (k1_mem + addr, len, host_prot (prot),
	      MAP_FIXED | (flags & MAP_SHARED ? MAP_SHARED : MAP_PRIVATE),
	      fd, (off_t) off);
  if (p == MAP_FAILED)
    {
      int e = errno;
      mmap (k1_mem + addr, len, PROT_NONE,
	    MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      return -e;
    }
  set_prot (addr, len, (uint8_t) (prot | K1_P_MAPPED));
  return 0;
}

/* The caller mapped [ADDR, ADDR+LEN) on the host itself (shmat):
   record the guest's view, PROT in K1_P_* bits.  */
void
k1_mem_note (uint32_t addr, uint32_t len, int prot)
{
  set_prot (addr, page_round (len), (uint8_t) (prot | K1_P_MAPPED));
}

int
k1_mem_unmap (uint32_t addr, uint32_t len)
{
  len = page_round (len);
  if (!range_ok (addr, len))
    return -EINVAL;
  set_prot (addr, len, 0);
  mmap (k1_mem + addr, len, PROT_NONE,
	MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  return 0;
}

int
k1_mem_protect (uint32_t addr, uint32_t len, int prot)
{
  uint32_t p0 = addr >> K1_PAGE_SHIFT;

  len = page_round (len);
  if (!range_ok (addr, len))
    return -EINVAL;
  for (uint32_t i = 0; i < len >> K1_PAGE_SHIFT; i++)
    if (!(k1_pageprot[p0 + i] & K1_P_MAPPED))
      return -ENOMEM;
  /* The table first: dropping cached code restores write access,
     which the mprotect below then sets right.  */
  set_prot (addr, len, (uint8_t) (prot | K1_P_MAPPED));
  if (mprotect (k1_mem + addr, len, host_prot (prot)) != 0)
    return -errno;
  return 0;
}

int
k1_mem_range_free (uint32_t addr, uint32_t len)
{
  uint32_t p0 = addr >> K1_PAGE_SHIFT;

  len = page_round (len);
  if ((uint64_t) addr + len > SPAN)
    return 0;
  for (uint32_t i = 0; i < len >> K1_PAGE_SHIFT; i++)
    if (k1_pageprot[p0 + i] & K1_P_MAPPED)
      return 0;
  return 1;
}

/* Mmap placement: first fit at or above HINT, then from the bottom of
   the mmap area.  Returns 0 if nothing fits.  */
#define MMAP_BASE 0x40000000u
#define MMAP_TOP 0xbf000000u

uint32_t
k1_mem_find_free (uint32_t hint, uint32_t len)
{
  len = page_round (len);
  if (len == 0 || len > MMAP_TOP - MMAP_BASE)
    return 0;
  if (hint && (hint & (K1_PAGE_SIZE - 1)) == 0 && hint >= K1_PAGE_SIZE * 16
      && k1_mem_range_free (hint, len))
    return hint;
  for (uint32_t a = MMAP_BASE; a <= MMAP_TOP - len;)
    {
      uint32_t i, n = len >> K1_PAGE_SHIFT;

      for (i = 0; i < n; i++)
	if (k1_pageprot[(a >> K1_PAGE_SHIFT) + i] & K1_P_MAPPED)
	  break;
      if (i == n)
	return a;
      a += (i + 1) * K1_PAGE_SIZE;
    }
  return 0;
}

/* Nonzero if every page of [ADDR, ADDR+LEN) allows PROT.  */
int
k1_access_ok (uint32_t addr, uint32_t len, int prot)
{
  if (len == 0)
    return 1;
  if ((uint64_t) addr + len > SPAN)
    return 0;
  for (uint32_t p = addr >> K1_PAGE_SHIFT;
       p <= (addr + len - 1) >> K1_PAGE_SHIFT; p++)
    if ((k1_pageprot[p] & prot) != prot || !(k1_pageprot[p] & K1_P_MAPPED))
      return 0;
  return 1;
}

/* Before the host writes guest memory for a system call: check it is
   writable and drop the bundle cache of its pages.  */
int
k1_prepare_write (uint32_t addr, uint32_t len)
{
  if (!k1_access_ok (addr, len, K1_P_W))
    return -EFAULT;
  if (len)
    for (uint32_t p = addr >> K1_PAGE_SHIFT;
	 p <= (addr + len - 1) >> K1_PAGE_SHIFT; p++)
      if (k1_pageprot[p] & K1_P_CODE)
	k1_code_invalidate (p);
  return 0;
}

int
k1_copy_in (void *dst, uint32_t addr, uint32_t len)
{
  if (!k1_access_ok (addr, len, K1_P_R))
    return -EFAULT;
  memcpy (dst, k1_mem + addr, len);
  return 0;
}

int
k1_copy_out (uint32_t addr, const void *src, uint32_t len)
{
  int e = k1_prepare_write (addr, len);

  if (e == 0)
    memcpy (k1_mem + addr, src, len);
  return e;
}

int
k1_put32 (uint32_t addr, uint32_t v)
{
  return k1_copy_out (addr, &v, 4);
}

int
k1_get32 (uint32_t addr, uint32_t *v)
{
  return k1_copy_in (v, addr, 4);
}

/* Length of the guest string at ADDR, or -EFAULT (also when no NUL
   comes within MAX bytes: -ENAMETOOLONG).  */
long
k1_strlen (uint32_t addr, uint32_t max)
{
  uint32_t n = 0;

  for (;;)
    {
      uint32_t a = addr + n;
      uint32_t chunk = K1_PAGE_SIZE - (a & (K1_PAGE_SIZE - 1));
      const char *s, *z;

      if (a < addr || !k1_access_ok (a, 1, K1_P_R))
	return -EFAULT;
      s = (const char *) k1_mem + a;
      z = memchr (s, 0, chunk);
      if (z)
	return n + (z - s);
      n += chunk;
      if (n >= max)
	return -ENAMETOOLONG;
    }
}

int
k1_mem_debug_readable (uint32_t addr, uint32_t len)
{
  if (len == 0)
    return 1;
  if ((uint64_t) addr + len > SPAN)
    return 0;
  for (uint32_t p = addr >> K1_PAGE_SHIFT;
       p <= (addr + len - 1) >> K1_PAGE_SHIFT; p++)
    if (!(k1_pageprot[p] & K1_P_MAPPED)
	|| !(k1_pageprot[p] & (K1_P_R | K1_P_X)))
      return 0;
  return 1;
}

/* The host pages of a read-only guest page are made writable for the
   copy and given back their protection; cached bundles of every page
   written are dropped, as for a store of the guest's own.  */
int
k1_mem_debug_write (uint32_t addr, const void *src, uint32_t len)
{
  uint32_t p0, n, done = 0;
  int e = 0;

  if (len == 0)
    return 0;
  if (!k1_mem_debug_readable (addr, len))
    return -EFAULT;
  p0 = addr >> K1_PAGE_SHIFT;
  n = ((addr + len - 1) >> K1_PAGE_SHIFT) - p0 + 1;
  for (; done < n; done++)
    {
      uint32_t p = p0 + done;

      if (k1_pageprot[p] & K1_P_CODE)
	k1_code_invalidate (p);
      if (!(k1_pageprot[p] & K1_P_W)
	  && mprotect (k1_mem + ((size_t) p << K1_PAGE_SHIFT), K1_PAGE_SIZE,
		       PROT_READ | PROT_WRITE) != 0)
	{
	  e = -EFAULT;
	  break;
	}
    }
  if (e == 0)
    memcpy (k1_mem + addr, src, len);
  for (uint32_t i = 0; i < done; i++)
    if (!(k1_pageprot[p0 + i] & K1_P_W))
      mprotect (k1_mem + ((size_t) (p0 + i) << K1_PAGE_SHIFT), K1_PAGE_SIZE,
		host_prot (k1_pageprot[p0 + i]));
  return e;
}
