/* k1-linux-run: the executor.
   Copyright (C) 2026 Free Software Foundation, Inc.
   This file is part of the K1 GNU/Linux toolchain; GPL-3.0-or-later.

   One switch over the predecoded instructions of a bundle.  The
   predecoder ordered them so that executing in place gives parallel
   semantics; bundles flagged K1_B_SHADOW read from a snapshot of the
   register file instead.  The loop is instantiated twice: a fast one,
   and one with tracing, statistics and the bundle limit.  It returns
   to its caller at an scall, a fault, a kick or the bundle limit.  */

#define _GNU_SOURCE
#include <string.h>
#include "cpu.h"

/* exec1's result: a taken branch (*NPC set), an scall.  */
#define X_TAKEN 1
#define X_SCALL 2

static void __attribute__ ((noreturn, noinline))
misaligned (uint32_t addr)
{
  k1_cpu_fault (k1_cpu_current, K1_FAULT_ALIGN, addr);
}

#define ALIGN(a, n) \
  do { if (__builtin_expect ((a) & ((n) - 1), 0)) misaligned (a); } while (0)

static inline uint32_t
ld32 (uint32_t a)
{
  uint32_t v;
  ALIGN (a, 4);
  memcpy (&v, k1_mem + a, 4);
  return v;
}

static inline uint64_t
ld64 (uint32_t a)
{
  uint64_t v;
  ALIGN (a, 8);
  memcpy (&v, k1_mem + a, 8);
  return v;
}

static inline void
st32 (uint32_t a, uint32_t v)
{
  ALIGN (a, 4);
  memcpy (k1_mem + a, &v, 4);
}

static inline void
st64 (uint32_t a, uint64_t v)
{
  ALIGN (a, 8);
  memcpy (k1_mem + a, &v, 8);
}

static inline uint16_t
ld16 (uint32_t a)
{
  uint16_t v;
  ALIGN (a, 2);
  memcpy (&v, k1_mem + a, 2);
  return v;
}

static inline void
st16 (uint32_t a, uint16_t v)
{
  ALIGN (a, 2);
  memcpy (k1_mem + a, &v, 2);
}

#define PAIR(s, i) ((uint64_t) (s)[i] | (uint64_t) (s)[(i) + 1] << 32)
#define SETPAIR(d, i, v) \
  do { uint64_t v_ = (v); (d)[i] = (uint32_t) v_; (d)[(i) + 1] = v_ >> 32; } \
  while (0)

static inline uint32_t rol32 (uint32_t x, unsigned n)
{ n &= 31; return n ? (x << n) | (x >> (32 - n)) : x; }

static inline uint32_t
extf (uint32_t z, unsigned h, unsigned l, int sign)
{
  unsigned width;

  if (h < l)
    return 0;
  width = h - l + 1;
  z >>= l;
  if (width == 32)
    return z;
  z &= (1u << width) - 1;
  if (sign && (z >> (width - 1)))
    z |= ~0u << width;
  return z;
}

static inline uint32_t
insf (uint32_t w, uint32_t z, unsigned h, unsigned l)
{
  unsigned width;
  uint32_t mask;

  if (h < l)
    return w;
  width = h - l + 1;
  mask = (width == 32 ? ~0u : ((1u << width) - 1)) << l;
  return (w & ~mask) | ((z << l) & mask);
}

/* Execute D of bundle B of CPU, reading S and writing O.  Returns
   X_TAKEN for a taken branch, with *NPC its target, X_SCALL for an
   scall.  */
static inline __attribute__ ((always_inline)) int
exec1 (struct k1_cpu *cpu, const struct k1_dinsn *d, const uint32_t *s,
       uint32_t *o, const struct k1_bundle *b, uint32_t *npc)
{
  const uint32_t z = s[d->z], y = s[d->y];
  const int32_t zs = (int32_t) z, ys = (int32_t) y;
  const uint32_t imm = (uint32_t) d->imm;
  const int32_t ims = d->imm;
  uint64_t t;

  switch (d->op)
    {
    case K1_INSN_ADD: o[d->w] = z + y; break;
    case K1_INSN_SBF: o[d->w] = y - z; break;
    case K1_INSN_AND: o[d->w] = z & y; break;
    case K1_INSN_OR: o[d->w] = z | y; break;
    case K1_INSN_XOR: o[d->w] = z ^ y; break;
    case K1_INSN_ANDN: o[d->w] = ~z & y; break;
    case K1_INSN_ORN: o[d->w] = ~z | y; break;
    case K1_INSN_NAND: o[d->w] = ~(z & y); break;
    case K1_INSN_NOR: o[d->w] = ~(z | y); break;
    case K1_INSN_NXOR: o[d->w] = ~(z ^ y); break;
    case K1_INSN_MIN: o[d->w] = zs < ys ? z : y; break;
    case K1_INSN_MAX: o[d->w] = zs > ys ? z : y; break;
    case K1_INSN_MINU: o[d->w] = z < y ? z : y; break;
    case K1_INSN_MAXU: o[d->w] = z > y ? z : y; break;
    case K1_INSN_SLL: o[d->w] = z << (y & 31); break;
    case K1_INSN_SRL: o[d->w] = z >> (y & 31); break;
    case K1_INSN_SRA: o[d->w] = (uint32_t) (zs >> (y & 31)); break;
    case K1_INSN_ROL: o[d->w] = rol32 (z, y & 31); break;
    case K1_INSN_ROR: o[d->w] = rol32 (z, (32 - (y & 31)) & 31); break;
    case K1_INSN_ADDC:
      t = (uint64_t) z + y + ((s[K1_R_CS] >> 16) & 1);
      o[d->w] = (uint32_t) t;
      o[K1_R_CS] = (s[K1_R_CS] & ~K1_CS_C) | (t >> 32 ? K1_CS_C : 0);
      break;
    case K1_INSN_ADDCI:
      t = (uint64_t) z + y;
      o[d->w] = (uint32_t) t;
      o[K1_R_CS] = (s[K1_R_CS] & ~K1_CS_C) | (t >> 32 ? K1_CS_C : 0);
      break;
    case K1_INSN_SBFC:
      t = (uint64_t) y + (uint32_t) ~z + ((s[K1_R_CS] >> 16) & 1);
      o[d->w] = (uint32_t) t;
      o[K1_R_CS] = (s[K1_R_CS] & ~K1_CS_C) | (t >> 32 ? K1_CS_C : 0);
      break;
    case K1_INSN_SBFCI:
      o[d->w] = y - z;
      o[K1_R_CS] = (s[K1_R_CS] & ~K1_CS_C) | (y >= z ? K1_CS_C : 0);
      break;

    case K1_INSN_ABS: o[d->w] = zs < 0 ? -z : z; break;
    case K1_INSN_SXB: o[d->w] = (uint32_t) (int32_t) (int8_t) z; break;
    case K1_INSN_SXH: o[d->w] = (uint32_t) (int32_t) (int16_t) z; break;
    case K1_INSN_ZXB: o[d->w] = z & 0xff; break;
    case K1_INSN_ZXH: o[d->w] = z & 0xffff; break;
    case K1_INSN_CLZ: o[d->w] = z ? __builtin_clz (z) : 32; break;
    case K1_INSN_CTZ: o[d->w] = z ? __builtin_ctz (z) : 32; break;
    case K1_INSN_CBS: o[d->w] = __builtin_popcount (z); break;
    case K1_INSN_SXWD: SETPAIR (o, d->w, (uint64_t) (int64_t) zs); break;
    case K1_INSN_ZXWD: SETPAIR (o, d->w, z); break;

    case K1_INSN_COMP_EQ: o[d->w] = z == y; break;
    case K1_INSN_COMP_NE: o[d->w] = z != y; break;
    case K1_INSN_COMP_LT: o[d->w] = zs < ys; break;
    case K1_INSN_COMP_GE: o[d->w] = zs >= ys; break;
    case K1_INSN_COMP_LE: o[d->w] = zs <= ys; break;
    case K1_INSN_COMP_GT: o[d->w] = zs > ys; break;
    case K1_INSN_COMP_LTU: o[d->w] = z < y; break;
    case K1_INSN_COMP_GEU: o[d->w] = z >= y; break;
    case K1_INSN_COMP_LEU: o[d->w] = z <= y; break;
    case K1_INSN_COMP_GTU: o[d->w] = z > y; break;
    case K1_INSN_CMOVE_EQZ: if (z == 0) o[d->w] = y; break;
    case K1_INSN_CMOVE_NEZ: if (z != 0) o[d->w] = y; break;
    case K1_INSN_CMOVE_LTZ: if (zs < 0) o[d->w] = y; break;
    case K1_INSN_CMOVE_GEZ: if (zs >= 0) o[d->w] = y; break;
    case K1_INSN_CMOVE_LEZ: if (zs <= 0) o[d->w] = y; break;
    case K1_INSN_CMOVE_GTZ: if (zs > 0) o[d->w] = y; break;
    case K1_INSN_CMOVE_ODD: if (z & 1) o[d->w] = y; break;
    case K1_INSN_CMOVE_EVEN: if (!(z & 1)) o[d->w] = y; break;

    case K1_INSN_ADD_I: o[d->w] = z + imm; break;
    case K1_INSN_SBF_I: o[d->w] = imm - z; break;
    case K1_INSN_AND_I: o[d->w] = z & imm; break;
    case K1_INSN_OR_I: o[d->w] = z | imm; break;
    case K1_INSN_XOR_I: o[d->w] = z ^ imm; break;
    case K1_INSN_ANDN_I: o[d->w] = ~z & imm; break;
    case K1_INSN_ORN_I: o[d->w] = ~z | imm; break;
    case K1_INSN_NAND_I: o[d->w] = ~(z & imm); break;
    case K1_INSN_NOR_I: o[d->w] = ~(z | imm); break;
    case K1_INSN_NXOR_I: o[d->w] = ~(z ^ imm); break;
    case K1_INSN_MIN_I: o[d->w] = zs < ims ? z : imm; break;
    case K1_INSN_MAX_I: o[d->w] = zs > ims ? z : imm; break;
    case K1_INSN_MINU_I: o[d->w] = z < imm ? z : imm; break;
    case K1_INSN_MAXU_I: o[d->w] = z > imm ? z : imm; break;
    case K1_INSN_MAKE: o[d->w] = imm; break;
    case K1_INSN_SLL_I: o[d->w] = z << imm; break;
    case K1_INSN_SRL_I: o[d->w] = z >> imm; break;
    case K1_INSN_SRA_I: o[d->w] = (uint32_t) (zs >> imm); break;
    case K1_INSN_ROL_I: o[d->w] = rol32 (z, imm); break;
    case K1_INSN_ROR_I: o[d->w] = rol32 (z, (32 - imm) & 31); break;
    case K1_INSN_EXTFZ: o[d->w] = extf (z, d->y, d->x, 0); break;
    case K1_INSN_EXTFS: o[d->w] = extf (z, d->y, d->x, 1); break;
    case K1_INSN_INSF: o[d->w] = insf (s[d->w], z, d->y, d->x); break;
    case K1_INSN_COMP_EQ_I: o[d->w] = z == imm; break;
    case K1_INSN_COMP_NE_I: o[d->w] = z != imm; break;
    case K1_INSN_COMP_LT_I: o[d->w] = zs < ims; break;
    case K1_INSN_COMP_GE_I: o[d->w] = zs >= ims; break;
    case K1_INSN_COMP_LE_I: o[d->w] = zs <= ims; break;
    case K1_INSN_COMP_GT_I: o[d->w] = zs > ims; break;
    case K1_INSN_COMP_LTU_I: o[d->w] = z < imm; break;
    case K1_INSN_COMP_GEU_I: o[d->w] = z >= imm; break;
    case K1_INSN_COMP_LEU_I: o[d->w] = z <= imm; break;
    case K1_INSN_COMP_GTU_I: o[d->w] = z > imm; break;
    case K1_INSN_CMOVE_EQZ_I: if (z == 0) o[d->w] = imm; break;
    case K1_INSN_CMOVE_NEZ_I: if (z != 0) o[d->w] = imm; break;
    case K1_INSN_CMOVE_LTZ_I: if (zs < 0) o[d->w] = imm; break;
    case K1_INSN_CMOVE_GEZ_I: if (zs >= 0) o[d->w] = imm; break;
    case K1_INSN_CMOVE_LEZ_I: if (zs <= 0) o[d->w] = imm; break;
    case K1_INSN_CMOVE_GTZ_I: if (zs > 0) o[d->w] = imm; break;
    case K1_INSN_CMOVE_ODD_I: if (z & 1) o[d->w] = imm; break;
    case K1_INSN_CMOVE_EVEN_I: if (!(z & 1)) o[d->w] = imm; break;

#define PZ PAIR (s, d->z)
#define PY PAIR (s, d->y)
    case K1_INSN_ADDD: SETPAIR (o, d->w, PZ + PY); break;
    case K1_INSN_SBFD: SETPAIR (o, d->w, PY - PZ); break;
    case K1_INSN_ANDD: SETPAIR (o, d->w, PZ & PY); break;
    case K1_INSN_ORD: SETPAIR (o, d->w, PZ | PY); break;
    case K1_INSN_XORD: SETPAIR (o, d->w, PZ ^ PY); break;
    case K1_INSN_ANDND: SETPAIR (o, d->w, ~PZ & PY); break;
    case K1_INSN_ORND: SETPAIR (o, d->w, ~PZ | PY); break;
    case K1_INSN_SLLD: SETPAIR (o, d->w, PZ << (y & 63)); break;
    case K1_INSN_SRLD: SETPAIR (o, d->w, PZ >> (y & 63)); break;
    case K1_INSN_SRAD:
      SETPAIR (o, d->w, (uint64_t) ((int64_t) PZ >> (y & 63))); break;
    case K1_INSN_SLLD_I: SETPAIR (o, d->w, PZ << imm); break;
    case K1_INSN_SRLD_I: SETPAIR (o, d->w, PZ >> imm); break;
    case K1_INSN_SRAD_I:
      SETPAIR (o, d->w, (uint64_t) ((int64_t) PZ >> imm)); break;
    case K1_INSN_COMPD_EQ: o[d->w] = PZ == PY; break;
    case K1_INSN_COMPD_NE: o[d->w] = PZ != PY; break;
    case K1_INSN_COMPD_LT: o[d->w] = (int64_t) PZ < (int64_t) PY; break;
    case K1_INSN_COMPD_GE: o[d->w] = (int64_t) PZ >= (int64_t) PY; break;
    case K1_INSN_COMPD_LE: o[d->w] = (int64_t) PZ <= (int64_t) PY; break;
    case K1_INSN_COMPD_GT: o[d->w] = (int64_t) PZ > (int64_t) PY; break;
    case K1_INSN_COMPD_LTU: o[d->w] = PZ < PY; break;
    case K1_INSN_COMPD_GEU: o[d->w] = PZ >= PY; break;
    case K1_INSN_COMPD_LEU: o[d->w] = PZ <= PY; break;
    case K1_INSN_COMPD_GTU: o[d->w] = PZ > PY; break;
    case K1_INSN_CMOVED_EQZ: if (z == 0) SETPAIR (o, d->w, PY); break;
    case K1_INSN_CMOVED_NEZ: if (z != 0) SETPAIR (o, d->w, PY); break;
    case K1_INSN_CMOVED_LTZ: if (zs < 0) SETPAIR (o, d->w, PY); break;
    case K1_INSN_CMOVED_GEZ: if (zs >= 0) SETPAIR (o, d->w, PY); break;
    case K1_INSN_CMOVED_LEZ: if (zs <= 0) SETPAIR (o, d->w, PY); break;
    case K1_INSN_CMOVED_GTZ: if (zs > 0) SETPAIR (o, d->w, PY); break;
    case K1_INSN_CMOVED_ODD: if (z & 1) SETPAIR (o, d->w, PY); break;
    case K1_INSN_CMOVED_EVEN: if (!(z & 1)) SETPAIR (o, d->w, PY); break;
    case K1_INSN_ADDD_I: SETPAIR (o, d->w, PZ + (uint64_t) (int64_t) ims); break;
    case K1_INSN_SBFD_I: SETPAIR (o, d->w, (uint64_t) (int64_t) ims - PZ); break;
    case K1_INSN_ANDD_I: SETPAIR (o, d->w, PZ & (uint64_t) (int64_t) ims); break;
    case K1_INSN_ORD_I: SETPAIR (o, d->w, PZ | (uint64_t) (int64_t) ims); break;
    case K1_INSN_XORD_I: SETPAIR (o, d->w, PZ ^ (uint64_t) (int64_t) ims); break;
    case K1_INSN_MAKED: SETPAIR (o, d->w, (uint64_t) (int64_t) ims); break;

    case K1_INSN_LBS: o[d->w] = (uint32_t) (int8_t) k1_mem[z + imm]; break;
    case K1_INSN_LBZ: o[d->w] = k1_mem[z + imm]; break;
    case K1_INSN_LHS: o[d->w] = (uint32_t) (int16_t) ld16 (z + imm); break;
    case K1_INSN_LHZ: o[d->w] = ld16 (z + imm); break;
    case K1_INSN_LW: o[d->w] = ld32 (z + imm); break;
    case K1_INSN_LD: SETPAIR (o, d->w, ld64 (z + imm)); break;
    case K1_INSN_SB: k1_mem[z + imm] = (uint8_t) s[d->w]; break;
    case K1_INSN_SH: st16 (z + imm, (uint16_t) s[d->w]); break;
    case K1_INSN_SW: st32 (z + imm, s[d->w]); break;
    case K1_INSN_SD: st64 (z + imm, PAIR (s, d->w)); break;
    case K1_INSN_LBS_X: o[d->w] = (uint32_t) (int8_t) k1_mem[z + y]; break;
    case K1_INSN_LBZ_X: o[d->w] = k1_mem[z + y]; break;
    case K1_INSN_LHS_X: o[d->w] = (uint32_t) (int16_t) ld16 (z + y); break;
    case K1_INSN_LHZ_X: o[d->w] = ld16 (z + y); break;
    case K1_INSN_LW_X: o[d->w] = ld32 (z + y); break;
    case K1_INSN_LD_X: SETPAIR (o, d->w, ld64 (z + y)); break;
    case K1_INSN_SB_X: k1_mem[z + y] = (uint8_t) s[d->w]; break;
    case K1_INSN_SH_X: st16 (z + y, (uint16_t) s[d->w]); break;
    case K1_INSN_SW_X: st32 (z + y, s[d->w]); break;
    case K1_INSN_SD_X: st64 (z + y, PAIR (s, d->w)); break;
    case K1_INSN_ACSWAPW:
      {
	/* W is the operand pair; a load committed through K1_R_TMP
	   names its source in Y.  */
	unsigned src = d->w == K1_R_TMP ? d->y : d->w;
	uint32_t a = z + imm, expect = s[src + 1], old = expect;
	ALIGN (a, 4);
	int ok = __atomic_compare_exchange_n ((uint32_t *) (k1_mem + a), &old,
					      s[src], 0, __ATOMIC_SEQ_CST,
					      __ATOMIC_SEQ_CST);
	o[d->w] = ok;
	o[d->w + 1] = old;
      }
      break;

    case K1_INSN_MUL: o[d->w] = z * y; break;
    case K1_INSN_MADD: o[d->w] = s[d->w] + z * y; break;
    case K1_INSN_MSBF: o[d->w] = s[d->w] - z * y; break;
    case K1_INSN_MUL_I: o[d->w] = z * imm; break;
    case K1_INSN_MUL_SS:
      SETPAIR (o, d->w, (uint64_t) ((int64_t) zs * ys)); break;
    case K1_INSN_MUL_UU: SETPAIR (o, d->w, (uint64_t) z * y); break;
    case K1_INSN_MUL_SU:
      SETPAIR (o, d->w, (uint64_t) ((int64_t) zs * (int64_t) y)); break;
    case K1_INSN_MADD_SS:
      SETPAIR (o, d->w, PAIR (s, d->w) + (uint64_t) ((int64_t) zs * ys));
      break;
    case K1_INSN_MADD_UU:
      SETPAIR (o, d->w, PAIR (s, d->w) + (uint64_t) z * y); break;

    case K1_INSN_FADD: case K1_INSN_FSBF: case K1_INSN_FMUL:
    case K1_INSN_FFMA: case K1_INSN_FFMS: case K1_INSN_FMIN:
    case K1_INSN_FMAX: case K1_INSN_FNEG: case K1_INSN_FABS:
    case K1_INSN_FLOATW: case K1_INSN_FLOATUW: case K1_INSN_FIXEDW:
    case K1_INSN_FIXEDUW: case K1_INSN_FWIDEN: case K1_INSN_FLOATWD:
    case K1_INSN_FLOATUWD: case K1_INSN_FCOMP_OEQ: case K1_INSN_FCOMP_ONE:
    case K1_INSN_FCOMP_OLT: case K1_INSN_FCOMP_OGE: case K1_INSN_FCOMP_UEQ:
    case K1_INSN_FCOMP_UNE: case K1_INSN_FCOMP_ULT: case K1_INSN_FCOMP_UGE:
    case K1_INSN_FADDD: case K1_INSN_FSBFD: case K1_INSN_FMULD:
    case K1_INSN_FFMAD: case K1_INSN_FFMSD: case K1_INSN_FMIND:
    case K1_INSN_FMAXD: case K1_INSN_FNEGD: case K1_INSN_FABSD:
    case K1_INSN_FNARROW: case K1_INSN_FIXEDDW: case K1_INSN_FIXEDUDW:
    case K1_INSN_FCOMPD_OEQ: case K1_INSN_FCOMPD_ONE: case K1_INSN_FCOMPD_OLT:
    case K1_INSN_FCOMPD_OGE: case K1_INSN_FCOMPD_UEQ: case K1_INSN_FCOMPD_UNE:
    case K1_INSN_FCOMPD_ULT: case K1_INSN_FCOMPD_UGE:
      k1_fpu_exec (d, s, o);
      break;

    case K1_INSN_GOTO: *npc = imm; return X_TAKEN;
    case K1_INSN_CALL: o[K1_R_RA] = b->next; *npc = imm; return X_TAKEN;
    case K1_INSN_CB_EQZ: if (z == 0) { *npc = imm; return X_TAKEN; } break;
    case K1_INSN_CB_NEZ: if (z != 0) { *npc = imm; return X_TAKEN; } break;
    case K1_INSN_CB_LTZ: if (zs < 0) { *npc = imm; return X_TAKEN; } break;
    case K1_INSN_CB_GEZ: if (zs >= 0) { *npc = imm; return X_TAKEN; } break;
    case K1_INSN_CB_LEZ: if (zs <= 0) { *npc = imm; return X_TAKEN; } break;
    case K1_INSN_CB_GTZ: if (zs > 0) { *npc = imm; return X_TAKEN; } break;
    case K1_INSN_CB_ODD: if (z & 1) { *npc = imm; return X_TAKEN; } break;
    case K1_INSN_CB_EVEN: if (!(z & 1)) { *npc = imm; return X_TAKEN; } break;
    case K1_INSN_LOOPDO:
      if (z == 0)
	{ *npc = imm; return X_TAKEN; }
      o[K1_R_LC] = z;
      o[K1_R_LS] = b->next;
      o[K1_R_LE] = imm;
      break;
    case K1_INSN_RET: *npc = s[K1_R_RA]; return X_TAKEN;
    case K1_INSN_IGOTO: *npc = z; return X_TAKEN;
    case K1_INSN_ICALL: o[K1_R_RA] = b->next; *npc = z; return X_TAKEN;
    case K1_INSN_SCALL:
      /* Last in its bundle: the caller does the call once the bundle
	 is done.  */
      cpu->sc_nr = z;
      memcpy (cpu->sc_args, s, sizeof cpu->sc_args);
      cpu->sc_alone = b->n == 1;
      return X_SCALL;
    case K1_OP_GET_SLOT: o[d->w] = s[d->y]; break;
    case K1_OP_GET_CS: o[d->w] = s[K1_R_CS] | k1_fpu_flags (); break;
    case K1_OP_GET_CS_RAW: o[d->w] = s[K1_R_CS]; break;
    case K1_OP_SET_SLOT: o[d->w] = z; break;
    case K1_OP_SET_CS: k1_cs_write (cpu, z); break;
    case K1_OP_SET_CS_RAW: o[K1_R_CS] = z; k1_fpu_set_rm (z); break;
    case K1_OP_MOV: o[d->w] = s[d->z]; break;
    case K1_OP_MOV2: o[d->w] = s[d->z]; o[d->w + 1] = s[d->z + 1]; break;
    case K1_INSN_IINVAL: k1_code_flush_all (); break;
    case K1_INSN_NOP: break;
    /* Orders this thread's accesses as seen by other host threads.  */
    case K1_INSN_FENCE: __atomic_thread_fence (__ATOMIC_SEQ_CST); break;
    case K1_INSN_GET: case K1_INSN_SET: case K1_OP_ILLEGAL:
    default:
      k1_cpu_fault (cpu, b->ill_fault ? b->ill_fault : K1_FAULT_ILLOPC,
		    cpu->pc);
    }
  return 0;
}

/* Run one bundle in the unusual cases: snapshot reads, folded FP
   flags, explicit loop-register writes, illegal.  Returns the exec1
   results ORed, with X_TAKEN set: the loop check is done.  */
static int __attribute__ ((noinline))
exec_special (struct k1_cpu *cpu, const struct k1_bundle *b, uint32_t pc,
	      uint32_t *npcp)
{
  uint32_t snap[72], *R = cpu->r;
  const uint32_t *src = R;
  uint32_t npc = b->next, ls = R[K1_R_LS], le = R[K1_R_LE], lc = R[K1_R_LC];
  int st = 0;

  if (b->flags & K1_B_ILLEGAL)
    k1_cpu_fault (cpu, b->ill_fault, pc);
  if (b->flags & K1_B_FOLDCS)
    {
      R[K1_R_CS] |= k1_fpu_flags ();
      k1_fpu_clear ();
    }
  if (b->flags & K1_B_SHADOW)
    {
      memcpy (snap, R, sizeof snap);
      src = snap;
    }
  for (unsigned i = 0; i < b->n; i++)
    st |= exec1 (cpu, &b->in[i], src, R, b, &npc);
  if (!(st & X_TAKEN) && !(b->flags & K1_B_LOOPDO) && lc != 0 && b->next == le)
    {
      if (lc > 1)
	npc = ls;
      if (!(b->flags & K1_B_SETLC))
	R[K1_R_LC] = lc - 1;
    }
  *npcp = npc;
  return st | X_TAKEN;
}

static inline __attribute__ ((always_inline)) enum k1_exit
run (struct k1_cpu *cpu, const int slow)
{
  uint32_t pc = cpu->pc, *R = cpu->r;
  struct k1_code_page *const *pages = cpu->code->pages;
  uint32_t before[72];

  for (;;)
    {
      const struct k1_bundle *b = k1_bundle_at (cpu, pages, pc);
      uint32_t npc = b->next, lc = R[K1_R_LC];
      int st = 0;

      cpu->pc = pc;
      if (slow)
	{
	  if (cpu->bundle_limit && cpu->bundles >= cpu->bundle_limit)
	    return K1_EXIT_LIMIT;
	  if (k1_opt_trace)
	    {
	      k1_trace_bundle (cpu, pc, b);
	      memcpy (before, R, sizeof before);
	    }
	  if (cpu->stats)
	    k1_stats_bundle (cpu, b);
	}
      if (__builtin_expect (b->flags != 0, 0))
	st = exec_special (cpu, b, pc, &npc);
      else
	for (unsigned i = 0; i < b->n; i++)
	  st |= exec1 (cpu, &b->in[i], R, R, b, &npc);
      if (!(st & X_TAKEN) && R[K1_R_LC] != 0 && b->next == R[K1_R_LE])
	{
	  if (R[K1_R_LC] > 1)
	    npc = R[K1_R_LS];
	  R[K1_R_LC]--;
	}
      cpu->bundles++;
      cpu->insns += b->ni;
      if (slow && k1_opt_trace)
	{
	  if (st & X_SCALL)
	    {
	      /* Its writes are printed once the call is done.  */
	      memcpy (cpu->trace_before, before, sizeof before);
	      cpu->trace_bundle = *b;
	      cpu->trace_pending = 1;
	    }
	  else
	    k1_trace_writes (cpu, b, before, pc);
	}
      pc = npc;
      if (__builtin_expect (st & X_SCALL, 0))
	{
	  cpu->sc_pc = cpu->pc;
	  cpu->sc_lc = lc;
	  cpu->pc = pc;
	  return K1_EXIT_SYSCALL;
	}
      if (__builtin_expect (cpu->attention, 0))
	{
	  cpu->pc = pc;
	  cpu->attention = 0;
	  k1_code_flush_pending (cpu);
	  return K1_EXIT_INTERRUPT;
	}
    }
}

static enum k1_exit __attribute__ ((noinline))
run_fast (struct k1_cpu *cpu)
{
  return run (cpu, 0);
}

static enum k1_exit __attribute__ ((noinline))
run_slow (struct k1_cpu *cpu)
{
  return run (cpu, 1);
}

/* Run CPU from its PC until an exit.  A fault comes back here through
   FAULT_JMP, with the bundle undone.  On return the host FP flags are
   folded into $cs, so the caller's own FP code cannot clobber them.  */
enum k1_exit
k1_cpu_exec (struct k1_cpu *cpu)
{
  enum k1_exit e;

  k1_cpu_current = cpu;
  /* The guest's flags are all in $cs: drop any the caller raised.  */
  k1_fpu_clear ();
  k1_fpu_set_rm (cpu->r[K1_R_CS]);
  if (cpu->trace_pending)
    {
      cpu->trace_pending = 0;
      k1_trace_writes (cpu, &cpu->trace_bundle, cpu->trace_before,
		       cpu->sc_pc);
    }
  /* Code written meanwhile (by a system call, another thread) is not
     run from the cache; a kick stays set for the first boundary.  */
  k1_code_flush_pending (cpu);
  if (sigsetjmp (cpu->fault_jmp, 0))
    e = K1_EXIT_FAULT;
  else
    {
      cpu->in_exec = 1;
      e = k1_opt_trace || cpu->stats || cpu->bundle_limit
	  ? run_slow (cpu) : run_fast (cpu);
    }
  cpu->in_exec = 0;
  cpu->r[K1_R_CS] |= k1_fpu_flags ();
  k1_fpu_clear ();
  return e;
}
