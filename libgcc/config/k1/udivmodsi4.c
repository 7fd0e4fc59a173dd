/* 32-bit unsigned division and remainder for the Kalray K1.
   Copyright (C) 2026 Free Software Foundation, Inc.

This file is part of GCC.

GCC is free software; you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free
Software Foundation; either version 3, or (at your option) any later
version.

GCC is distributed in the hope that it will be useful, but WITHOUT ANY
WARRANTY; without even the implied warranty of MERCHANTABILITY or
FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License
for more details.

Under Section 7 of GPL version 3, you are granted additional
permissions described in the GCC Runtime Library Exception, version
3.1, as published by the Free Software Foundation.

You should have received a copy of the GNU General Public License and
a copy of the GCC Runtime Library Exception along with this program;
see the files COPYING3 and COPYING.RUNTIME respectively.  If not, see
<http://www.gnu.org/licenses/>.  */

/* The K1 has no divide instruction; divmod.c and udivmod.c build
   __divsi3, __modsi3, __udivsi3 and __umodsi3 on this function, which
   replaces the generic udivmodsi4.c.  That one finds the quotient's
   width by shifting the divisor one bit at a time and then branches on
   every quotient bit.  Here clz aligns the divisor's leading one with
   the dividend's in one step, and each quotient bit is computed without
   a branch, so the loop has a known trip count (a hardware loop) and
   its body bundles.  The step subtracts and keeps the smaller of NUM
   and NUM - DEN, unsigned: the difference wraps above NUM exactly when
   DEN does not fit, so the remainder's chain is two instructions a bit
   (sbf, minu) and the quotient bit, that comparison, is off it.  The
   quotient's shift and or would take the two ALUs the step needs (six
   ALU instructions a bit, three cycles); a multiply-add by 2 on the
   MAU does the same work, and each bit takes two cycles, the length of
   the remainder's chain.  */

unsigned long __udivmodsi4 (unsigned long, unsigned long, int);

unsigned long
__udivmodsi4 (unsigned long num, unsigned long den, int modwanted)
{
  unsigned long res = 0;
  int shift, i;

  /* Division by zero is undefined; give what the generic version
     gives (quotient 0, remainder NUM) rather than loop or trap.  */
  if (den > num || den == 0)
    return modwanted ? num : 0;

  /* NUM >= DEN > 0, so SHIFT >= 0 and DEN << SHIFT does not overflow.  */
  /* Hidden from GCC, which would make the multiplication by 2 a
     shift again.  */
  unsigned long two = 2;
  __asm__ ("" : "+r" (two));

  shift = __builtin_clz (den) - __builtin_clz (num);
  den <<= shift;
  for (i = 0; i <= shift; i++)
    {
      unsigned long rest = num - den;
      res = res * two + (rest <= num);
      num = rest < num ? rest : num;
      den >>= 1;
    }
  return modwanted ? num : res;
}
