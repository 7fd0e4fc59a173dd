/* Soft-fp configuration for the Kalray K1.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of GCC.

   GCC is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published
   by the Free Software Foundation; either version 3, or (at your
   option) any later version.

   GCC is distributed in the hope that it will be useful, but WITHOUT
   ANY WARRANTY; without even the implied warranty of MERCHANTABILITY
   or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public
   License for more details.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.

   You should have received a copy of the GNU General Public License and
   a copy of the GCC Runtime Library Exception along with this program;
   see the files COPYING3 and COPYING.RUNTIME respectively.  If not, see
   <http://www.gnu.org/licenses/>.  */

/* The hardware adds, multiplies, compares and converts to and from
   32-bit integers; soft-fp supplies division and the 64-bit integer
   conversions.  They round by the mode in $cs and raise its flags,
   like the hardware, and produce its default NaN.  */

#define _FP_W_TYPE_SIZE		32
#define _FP_W_TYPE		unsigned int
#define _FP_WS_TYPE		signed int
#define _FP_I_TYPE		int

#define _FP_MUL_MEAT_S(R, X, Y)				\
  _FP_MUL_MEAT_1_wide (_FP_WFRACBITS_S, R, X, Y, umul_ppmm)
#define _FP_MUL_MEAT_D(R, X, Y)				\
  _FP_MUL_MEAT_2_wide (_FP_WFRACBITS_D, R, X, Y, umul_ppmm)
#define _FP_MUL_MEAT_Q(R, X, Y)				\
  _FP_MUL_MEAT_4_wide (_FP_WFRACBITS_Q, R, X, Y, umul_ppmm)

#define _FP_DIV_MEAT_S(R, X, Y)	_FP_DIV_MEAT_1_udiv_norm (S, R, X, Y)
#define _FP_DIV_MEAT_D(R, X, Y)	_FP_DIV_MEAT_2_udiv (D, R, X, Y)
#define _FP_DIV_MEAT_Q(R, X, Y)	_FP_DIV_MEAT_4_udiv (Q, R, X, Y)

/* The default NaN: positive, quiet bit only.  */
#define _FP_NANFRAC_S		_FP_QNANBIT_S
#define _FP_NANFRAC_D		_FP_QNANBIT_D, 0
#define _FP_NANFRAC_Q		_FP_QNANBIT_Q, 0, 0, 0
#define _FP_NANSIGN_S		0
#define _FP_NANSIGN_D		0
#define _FP_NANSIGN_Q		0

#define _FP_KEEPNANFRACP	0
#define _FP_QNANNEGATEDP	0

#define _FP_CHOOSENAN(fs, wc, R, X, Y, OP)		\
  do							\
    {							\
      R##_s = _FP_NANSIGN_##fs;				\
      _FP_FRAC_SET_##wc (R, _FP_NANFRAC_##fs);		\
      R##_c = FP_CLS_NAN;				\
    }							\
  while (0)

/* $cs: flags in bits 4:0, rounding mode in bits 9:8.  */
#define FP_EX_INVALID		0x01
#define FP_EX_DIVZERO		0x02
#define FP_EX_OVERFLOW		0x04
#define FP_EX_UNDERFLOW		0x08
#define FP_EX_INEXACT		0x10
#define FP_EX_ALL		0x1f

#define FP_RND_NEAREST		0
#define FP_RND_PINF		1
#define FP_RND_MINF		2
#define FP_RND_ZERO		3

#define _FP_DECL_EX \
  unsigned int _fcs __attribute__ ((unused)) = FP_RND_NEAREST << 8

#define FP_INIT_ROUNDMODE \
  __asm__ __volatile__ ("get %0 = $cs" : "=r" (_fcs))

#define FP_ROUNDMODE		((_fcs >> 8) & 3)

#define FP_HANDLE_EXCEPTIONS					\
  do								\
    {								\
      if (__builtin_expect (_fex, 0))				\
	{							\
	  unsigned int _cs;					\
	  __asm__ __volatile__ ("get %0 = $cs" : "=r" (_cs));	\
	  _cs |= _fex;						\
	  __asm__ __volatile__ ("set $cs = %0" : : "r" (_cs));	\
	}							\
    }								\
  while (0)

#define _FP_TININESS_AFTER_ROUNDING 1

#define __LITTLE_ENDIAN	1234
#define __BIG_ENDIAN	4321
#define __BYTE_ORDER	__LITTLE_ENDIAN

/* Define ALIASNAME as a strong alias for NAME.  */
#define strong_alias(name, aliasname) _strong_alias (name, aliasname)
#define _strong_alias(name, aliasname) \
  extern __typeof (name) aliasname __attribute__ ((alias (#name)));
