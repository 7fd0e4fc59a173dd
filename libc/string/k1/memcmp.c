/* memcmp for the K1.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the GNU C Library.

   The GNU C Library is free software; you can redistribute it and/or
   modify it under the terms of the GNU Lesser General Public
   License as published by the Free Software Foundation; either
   version 2.1 of the License, or (at your option) any later version.

   The GNU C Library is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
   Lesser General Public License for more details.

   You should have received a copy of the GNU Lesser General Public
   License along with the GNU C Library; if not, see
   <http://www.gnu.org/licenses/>.  */

/* Most calls stop at the first byte (string searches, keys of tables),
   so that byte is compared before anything else, and short blocks take
   a byte loop with nothing to set up.  Longer ones compare aligned
   words: the K1 has one load-store unit and aligned word loads only,
   so the second block, when its alignment differs from the first's, is
   read in aligned words and each of its words is put together from two
   of them.  A difference is then located by the byte loop, within the
   word where it is.  libc/sysdeps/linux/k1/Makefile.arch builds this
   file at -O2: at -Os the byte loop would not become a hardware loop.  */

#include <string.h>
#include <stdint.h>

typedef uint32_t __attribute__ ((__may_alias__)) word_t;

/* Below this many bytes, the byte loop alone.  */
#define MEMCMP_SHORT 16

int
memcmp (const void *s1, const void *s2, size_t n)
{
  const unsigned char *p1 = s1, *p2 = s2;
  int d;

  if (n == 0)
    return 0;
  d = *p1++ - *p2++;
  if (d != 0)
    return d;
  n--;

  if (n >= MEMCMP_SHORT)
    {
      /* Align P1, comparing at most 3 bytes.  */
      for (size_t head = -(uintptr_t) p1 % sizeof (word_t); head != 0;
	   head--, n--)
	{
	  d = *p1++ - *p2++;
	  if (d != 0)
	    return d;
	}

      unsigned shift = (uintptr_t) p2 % sizeof (word_t) * 8;
      if (shift == 0)
	for (; n >= sizeof (word_t); n -= sizeof (word_t))
	  {
	    if (*(const word_t *) p1 != *(const word_t *) p2)
	      break;
	    p1 += sizeof (word_t);
	    p2 += sizeof (word_t);
	  }
      else
	{
	  /* Little-endian: the word at P2 is the high bytes of the
	     aligned word below it and the low bytes of the next one.
	     The next one holds P2[3], so it is inside the block.  */
	  const word_t *w2 = (const word_t *) (p2 - shift / 8);
	  uint32_t lo = *w2;
	  for (; n >= sizeof (word_t); n -= sizeof (word_t))
	    {
	      uint32_t hi = *++w2;
	      if (*(const word_t *) p1 != (lo >> shift | hi << (32 - shift)))
		break;
	      lo = hi;
	      p1 += sizeof (word_t);
	      p2 += sizeof (word_t);
	    }
	}
    }

  for (; n != 0; n--)
    {
      d = *p1++ - *p2++;
      if (d != 0)
	return d;
    }
  return 0;
}
libc_hidden_weak (memcmp)
#ifdef __UCLIBC_SUSV3_LEGACY__
strong_alias (memcmp, bcmp)
#endif
