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
   forms (C's ==, isless), only on a signaling NaN.  */
static uint32_t
fcomp (int id, double x, double y, int sx, int sy)
{
  int base = id - K1_INSN_FCOMP_OEQ;	/* 0..3 ordered, 4..7 unordered */
  int unord = isnan (x) || isnan (y);
  int op = base & 3;

  if (unord)
    {
      if ((op >= 2 && base < 4) || sx || sy)
	invalid ();
      return base >= 4;
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

#define PAIR(s, i) ((uint64_t) (s)[i] | (uint64_t) (s)[(i) + 1] << 32)
#define SETPAIR(d, i, v) \
  do { uint64_t v_ = (v); (d)[i] = (uint32_t) v_; (d)[(i) + 1] = v_ >> 32; } \
  while (0)

void
k1_fpu_exec (const struct k1_dinsn *d, const uint32_t *s, uint32_t *o)
{
  uint32_t z = s[d->z], y = s[d->y], w = s[d->w];
  volatile float fz = f32 (z), fy = f32 (y);
  uint64_t pz = PAIR (s, d->z), py = PAIR (s, d->y), pw = PAIR (s, d->w);
  volatile double dz = f64 (pz), dy = f64 (py);
  int un = 0;

  switch (d->op)
    {
    case K1_INSN_FMUL: case K1_INSN_FFMA: case K1_INSN_FFMS:
    case K1_INSN_FMULD: case K1_INSN_FFMAD: case K1_INSN_FFMSD:
    case K1_INSN_FNARROW:
      un = fetestexcept (FE_UNDERFLOW) != 0;
      break;
    }

  switch (d->op)
    {
    case K1_INSN_FADD: o[d->w] = b32 (fz + fy); break;
    case K1_INSN_FSBF: o[d->w] = b32 (fy - fz); break;
    case K1_INSN_FMUL:
      o[d->w] = b32 (fz * fy);
      un_fix32 (o[d->w], un, fz, fy, 0, 0);
      break;
    case K1_INSN_FFMA:
      o[d->w] = b32 (fmaf (fz, fy, f32 (w)));
      un_fix32 (o[d->w], un, fz, fy, f32 (w), 1);
      break;
    case K1_INSN_FFMS:
      o[d->w] = b32 (fmaf (-fz, fy, f32 (w)));
      un_fix32 (o[d->w], un, -fz, fy, f32 (w), 1);
      break;
    case K1_INSN_FMIN: o[d->w] = minmax32 (z, y, 0); break;
    case K1_INSN_FMAX: o[d->w] = minmax32 (z, y, 1); break;
    case K1_INSN_FNEG: o[d->w] = z ^ 0x80000000u; break;
    case K1_INSN_FABS: o[d->w] = z & 0x7fffffffu; break;
    case K1_INSN_FLOATW: o[d->w] = b32 ((float) (int32_t) z); break;
    case K1_INSN_FLOATUW: o[d->w] = b32 ((float) z); break;
    case K1_INSN_FIXEDW: o[d->w] = fixed (fz, 0); break;
    case K1_INSN_FIXEDUW: o[d->w] = fixed (fz, 1); break;
    case K1_INSN_FWIDEN:
      if (snan32 (z))
	invalid ();
      SETPAIR (o, d->w, b64 ((double) fz));
      break;
    case K1_INSN_FLOATWD: SETPAIR (o, d->w, b64 ((double) (int32_t) z)); break;
    case K1_INSN_FLOATUWD: SETPAIR (o, d->w, b64 ((double) z)); break;
    case K1_INSN_FCOMP_OEQ: case K1_INSN_FCOMP_ONE: case K1_INSN_FCOMP_OLT:
    case K1_INSN_FCOMP_OGE: case K1_INSN_FCOMP_UEQ: case K1_INSN_FCOMP_UNE:
    case K1_INSN_FCOMP_ULT: case K1_INSN_FCOMP_UGE:
      o[d->w] = fcomp (d->op, fz, fy, snan32 (z), snan32 (y));
      break;

    case K1_INSN_FADDD: SETPAIR (o, d->w, b64 (dz + dy)); break;
    case K1_INSN_FSBFD: SETPAIR (o, d->w, b64 (dy - dz)); break;
    case K1_INSN_FMULD:
      SETPAIR (o, d->w, b64 (dz * dy));
      un_fix64 (PAIR (o, d->w), un, dz, dy, 0, 0);
      break;
    case K1_INSN_FFMAD:
      SETPAIR (o, d->w, b64 (fma (dz, dy, f64 (pw))));
      un_fix64 (PAIR (o, d->w), un, dz, dy, f64 (pw), 1);
      break;
    case K1_INSN_FFMSD:
      SETPAIR (o, d->w, b64 (fma (-dz, dy, f64 (pw))));
      un_fix64 (PAIR (o, d->w), un, -dz, dy, f64 (pw), 1);
      break;
    case K1_INSN_FMIND: SETPAIR (o, d->w, minmax64 (pz, py, 0)); break;
    case K1_INSN_FMAXD: SETPAIR (o, d->w, minmax64 (pz, py, 1)); break;
    case K1_INSN_FNEGD: SETPAIR (o, d->w, pz ^ 0x8000000000000000ull); break;
    case K1_INSN_FABSD: SETPAIR (o, d->w, pz & 0x7fffffffffffffffull); break;
    case K1_INSN_FNARROW:
      o[d->w] = b32 ((float) dz);
      un_fix32 (o[d->w], un, 1.0f, 1.0f, dz, 2);
      break;
    case K1_INSN_FIXEDDW: o[d->w] = fixed (dz, 0); break;
    case K1_INSN_FIXEDUDW: o[d->w] = fixed (dz, 1); break;
    case K1_INSN_FCOMPD_OEQ: case K1_INSN_FCOMPD_ONE: case K1_INSN_FCOMPD_OLT:
    case K1_INSN_FCOMPD_OGE: case K1_INSN_FCOMPD_UEQ: case K1_INSN_FCOMPD_UNE:
    case K1_INSN_FCOMPD_ULT: case K1_INSN_FCOMPD_UGE:
      o[d->w] = fcomp (d->op - K1_INSN_FCOMPD_OEQ + K1_INSN_FCOMP_OEQ,
		       dz, dy, snan64 (pz), snan64 (py));
      break;
    }
}
