/* k1-linux-run: IEEE single and double precision.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   The host FPU does the arithmetic: its rounding mode always equals
   the RM field of the guest $cs, and its sticky exception flags hold
   the guest flags raised since $cs was last written, so an FP
   instruction costs no mode switch and no flag read.  What the host
   does differently is fixed up here: K1 returns the default NaN,
   fixed* conversions saturate, minNum/maxNum and comparisons raise
   invalid as IEEE 754 says.  */

#define _GNU_SOURCE
#include <fenv.h>
#include <math.h>
#include <string.h>
#include "cpu.h"

#define FE_K1 (FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW \
	       | FE_INEXACT)

void
k1_fpu_set_rm (uint32_t cs)
{
  static const int modes[4] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD,
				FE_TOWARDZERO };
  fesetround (modes[(cs & K1_CS_RM) >> K1_CS_RM_SHIFT]);
}

uint32_t
k1_fpu_flags (void)
{
  int e = fetestexcept (FE_K1);

  return ((e & FE_INVALID) ? K1_CS_IO : 0)
	 | ((e & FE_DIVBYZERO) ? K1_CS_DZ : 0)
	 | ((e & FE_OVERFLOW) ? K1_CS_OV : 0)
	 | ((e & FE_UNDERFLOW) ? K1_CS_UN : 0)
	 | ((e & FE_INEXACT) ? K1_CS_IN : 0);
}

void
k1_fpu_clear (void)
{
  feclearexcept (FE_K1);
}

uint32_t
k1_cs_read (const struct k1_cpu *cpu)
{
  return cpu->r[K1_R_CS] | k1_fpu_flags ();
}

void
k1_cs_write (struct k1_cpu *cpu, uint32_t v)
{
  cpu->r[K1_R_CS] = v;
  k1_fpu_clear ();
  k1_fpu_set_rm (v);
}

static inline float f32 (uint32_t x) { float f; memcpy (&f, &x, 4); return f; }
static inline double f64 (uint64_t x) { double f; memcpy (&f, &x, 8); return f; }

static inline uint32_t
b32 (float f)
{
  uint32_t x;

  if (isnan (f))
    return 0x7fc00000u;
  memcpy (&x, &f, 4);
  return x;
}

static inline uint64_t
b64 (double f)
{
  uint64_t x;

  if (isnan (f))
    return 0x7ff8000000000000ull;
  memcpy (&x, &f, 8);
  return x;
}

static inline int snan32 (uint32_t x)
{ return (x & 0x7f800000u) == 0x7f800000u && (x & 0x7fffff) && !(x & 0x400000); }
static inline int snan64 (uint64_t x)
{ return (x & 0x7ff0000000000000ull) == 0x7ff0000000000000ull
	 && (x & 0xfffffffffffffull) && !(x & 0x8000000000000ull); }

static void
invalid (void)
{
  feraiseexcept (FE_INVALID);
}

/* IEEE 754-2008 minNum/maxNum: a quiet NaN loses to a number; a
   signaling NaN is invalid and gives NaN; -0 is below +0.  */
static uint32_t
minmax32 (uint32_t a, uint32_t b, int max)
{
  float x = f32 (a), y = f32 (b);

  if (snan32 (a) || snan32 (b))
    {
      invalid ();
      return 0x7fc00000u;
    }
  if (isnan (x))
    return isnan (y) ? 0x7fc00000u : b;
  if (isnan (y))
    return a;
  if (x == y)
    return max ? a & b : a | b;	/* the sign bit decides +-0 */
  return (max ? x > y : x < y) ? a : b;
}

static uint64_t
minmax64 (uint64_t a, uint64_t b, int max)
{
  double x = f64 (a), y = f64 (b);

  if (snan64 (a) || snan64 (b))
    {
      invalid ();
      return 0x7ff8000000000000ull;
    }
  if (isnan (x))
    return isnan (y) ? 0x7ff8000000000000ull : b;
  if (isnan (y))
    return a;
  if (x == y)
    return max ? a & b : a | b;
  return (max ? x > y : x < y) ? a : b;
}

/* Comparisons: the ordered less and greater-or-equal signal invalid
   on any NaN (C's <, >=); the others, equality and the unordered
   forms (C's ==, isless), only on a signaling NaN.  PRED is a
   K1_FC_* value: bits 1:0 the relation, bit 2 unordered.  */
static uint32_t
fcomp (int pred, double x, double y, int sx, int sy)
{
  int unord = isnan (x) || isnan (y);
  int op = pred & 3;

  if (unord)
    {
      if ((op >= 2 && !(pred & K1_FC_U)) || sx || sy)
	invalid ();
      return (pred & K1_FC_U) != 0;
    }
  switch (op)
    {
    case 0: return x == y;
    case 1: return x != y;
    case 2: return x < y;
    default: return x >= y;
    }
}

/* Conversions to integers round toward zero and saturate; NaN gives
   the largest positive value.  */
static uint32_t
fixed (double x, int is_unsigned)
{
  double t;

  if (isnan (x))
    {
      invalid ();
      return is_unsigned ? 0xffffffffu : 0x7fffffffu;
    }
  t = trunc (x);
  if (is_unsigned)
    {
      if (t < 0.0)
	{
	  invalid ();
	  return 0;
	}
      if (t > 4294967295.0)
	{
	  invalid ();
	  return 0xffffffffu;
	}
      if (t != x)
	feraiseexcept (FE_INEXACT);
      return (uint32_t) t;
    }
  if (t < -2147483648.0)
    {
      invalid ();
      return 0x80000000u;
    }
  if (t > 2147483647.0)
    {
      invalid ();
      return 0x7fffffffu;
    }
  if (t != x)
    feraiseexcept (FE_INEXACT);
  return (uint32_t) (int32_t) t;
}

/* The host (x86 SSE) detects tininess before rounding, K1 after
   rounding (IEEE 754's default).  They differ only when the result is
   the smallest normal number: then redo the operation with an operand
   scaled by a power of two, which rounds the exact result as if the
   exponent were unbounded, and drop the underflow flag unless that is
   below the smallest normal.  PRIOR: the flag was already set.  */
static int
un_pending (int prior)
{
  return !prior && fetestexcept (FE_UNDERFLOW);
}

static void
un_fix32 (uint32_t r, int prior, float a, float b, double c, int kind)
{
  volatile float x, y = b, z;

  if ((r & 0x7fffffffu) != 0x00800000u || !un_pending (prior))
    return;
  if (fabsf (a) > fabsf (b))
    { x = b; y = a; }
  else
    x = a;
  x = x * 0x1p64f;
  switch (kind)
    {
    case 0: z = x * y; break;			/* product */
    case 1: z = fmaf (x, y, (float) c * 0x1p64f); break;	/* fused */
    default: z = (float) (c * 0x1p64); break;		/* narrowing */
    }
  if (isfinite (z) && fabsf (z) >= 0x1p-62f)
    feclearexcept (FE_UNDERFLOW);
}

static void
un_fix64 (uint64_t r, int prior, double a, double b, double c, int kind)
{
  volatile double x, y = b, z;

  if ((r & 0x7fffffffffffffffull) != 0x0010000000000000ull
      || !un_pending (prior))
    return;
  if (fabs (a) > fabs (b))
    { x = b; y = a; }
  else
    x = a;
  x = x * 0x1p600;
  z = kind == 0 ? x * y : fma (x, y, c * 0x1p600);
  if (isfinite (z) && fabs (z) >= 0x1p-422)
    feclearexcept (FE_UNDERFLOW);
}

/* The operations the K1_SEM entries of k1-sem.def call.  Operands are
   volatile so that the operation is not moved across the flag tests
   around it.  */
uint32_t k1_fadd (uint32_t z, uint32_t y)
{ volatile float a = f32 (z), b = f32 (y); return b32 (a + b); }
uint32_t k1_fsbf (uint32_t z, uint32_t y)
{ volatile float a = f32 (z), b = f32 (y); return b32 (b - a); }

uint32_t
k1_fmul (uint32_t z, uint32_t y)
{
  int un = fetestexcept (FE_UNDERFLOW) != 0;
  volatile float a = f32 (z), b = f32 (y);
  uint32_t r = b32 (a * b);
  un_fix32 (r, un, a, b, 0, 0);
  return r;
}

/* W + Z * Y, or W - Z * Y if NEG.  */
uint32_t
k1_ffma (uint32_t z, uint32_t y, uint32_t w, int neg)
{
  int un = fetestexcept (FE_UNDERFLOW) != 0;
  volatile float a = f32 (z), b = f32 (y), c = f32 (w);
  uint32_t r;
  if (neg)
    a = -a;
  r = b32 (fmaf (a, b, c));
  un_fix32 (r, un, a, b, c, 1);
  return r;
}

uint32_t k1_fminmax (uint32_t z, uint32_t y, int max)
{ return minmax32 (z, y, max); }
uint32_t k1_floatw (uint32_t z) { return b32 ((float) (int32_t) z); }
uint32_t k1_floatuw (uint32_t z) { return b32 ((float) z); }
uint32_t k1_fixedw (uint32_t z, int is_unsigned)
{ volatile float a = f32 (z); return fixed (a, is_unsigned); }

uint64_t
k1_fwiden (uint32_t z)
{
  volatile float a = f32 (z);
  if (snan32 (z))
    invalid ();
  return b64 ((double) a);
}

uint64_t k1_floatwd (uint32_t z) { return b64 ((double) (int32_t) z); }
uint64_t k1_floatuwd (uint32_t z) { return b64 ((double) z); }
uint32_t k1_fcomp (uint32_t z, uint32_t y, int pred)
{
  volatile float a = f32 (z), b = f32 (y);
  return fcomp (pred, a, b, snan32 (z), snan32 (y));
}

uint64_t k1_faddd (uint64_t z, uint64_t y)
{ volatile double a = f64 (z), b = f64 (y); return b64 (a + b); }
uint64_t k1_fsbfd (uint64_t z, uint64_t y)
{ volatile double a = f64 (z), b = f64 (y); return b64 (b - a); }

uint64_t
k1_fmuld (uint64_t z, uint64_t y)
{
  int un = fetestexcept (FE_UNDERFLOW) != 0;
  volatile double a = f64 (z), b = f64 (y);
  uint64_t r = b64 (a * b);
  un_fix64 (r, un, a, b, 0, 0);
  return r;
}

uint64_t
k1_ffmad (uint64_t z, uint64_t y, uint64_t w, int neg)
{
  int un = fetestexcept (FE_UNDERFLOW) != 0;
  volatile double a = f64 (z), b = f64 (y), c = f64 (w);
  uint64_t r;
  if (neg)
    a = -a;
  r = b64 (fma (a, b, c));
  un_fix64 (r, un, a, b, c, 1);
  return r;
}

uint64_t k1_fminmaxd (uint64_t z, uint64_t y, int max)
{ return minmax64 (z, y, max); }

uint32_t
k1_fnarrow (uint64_t z)
{
  int un = fetestexcept (FE_UNDERFLOW) != 0;
  volatile double a = f64 (z);
  uint32_t r = b32 ((float) a);
  un_fix32 (r, un, 1.0f, 1.0f, a, 2);
  return r;
}

uint32_t k1_fixeddw (uint64_t z, int is_unsigned)
{ volatile double a = f64 (z); return fixed (a, is_unsigned); }
uint32_t k1_fcompd (uint64_t z, uint64_t y, int pred)
{
  volatile double a = f64 (z), b = f64 (y);
  return fcomp (pred, a, b, snan64 (z), snan64 (y));
}
