#!/usr/bin/env python3
"""Generate fprand.s: random single-precision fadd, fmul and ffma cases
in the four rounding modes, with results and flags computed here with
exact rational arithmetic (independent of any FPU).  Run it from this
directory to regenerate: ./gen-fprand.py > fprand.s"""

import random
import struct
from fractions import Fraction

RN, RU, RD, RZ = 0, 1, 2, 3
IO, DZ, OV, UN, IN = 1, 2, 4, 8, 16


def f32(bits):
    return struct.unpack('<f', struct.pack('<I', bits))[0]


# (significand bits without the hidden one, exponent bits)
SINGLE = (23, 8)
DOUBLE = (52, 11)


def exact(bits, fmt=SINGLE):
    mb, eb = fmt
    bias = (1 << (eb - 1)) - 1
    s = -1 if bits >> (mb + eb) else 1
    e = (bits >> mb) & ((1 << eb) - 1)
    m = bits & ((1 << mb) - 1)
    if e == 0:
        return s * Fraction(m) * Fraction(2) ** (1 - bias - mb)
    return s * Fraction((1 << mb) | m) * Fraction(2) ** (e - bias - mb)


def round_int(q, mode, neg):
    """Round the positive Fraction q to an integer; return (n, inexact)."""
    n = q.numerator // q.denominator
    rem = q - n
    if rem == 0:
        return n, False
    if mode == RN:
        if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n & 1):
            n += 1
    elif mode == RU:
        n += 0 if neg else 1
    elif mode == RD:
        n += 1 if neg else 0
    return n, True


def to_fp(x, mode, fmt=SINGLE):
    """Correctly rounded bits and IEEE flags of nonzero x."""
    mb, eb = fmt
    bias = (1 << (eb - 1)) - 1
    emin, emax = 1 - bias, bias
    neg = x < 0
    a = -x if neg else x
    sign = 1 << (mb + eb) if neg else 0
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    # tininess after rounding: with an unbounded exponent
    m, inexact = round_int(a / Fraction(2) ** (e - mb), mode, neg)
    tiny = e + (1 if m == 1 << (mb + 1) else 0) < emin
    if e < emin:
        e = emin          # subnormal grid
    m, inexact = round_int(a / Fraction(2) ** (e - mb), mode, neg)
    if m == 1 << (mb + 1):
        m >>= 1
        e += 1
    flags = IN if inexact else 0
    if tiny and inexact:
        flags |= UN
    inf = ((1 << eb) - 1) << mb
    if e > emax:
        flags |= OV | IN
        if mode == RN or (mode == RU and not neg) or (mode == RD and neg):
            return sign | inf, flags
        return sign | (inf - 1), flags
    if m < 1 << mb:
        return sign | m, flags      # subnormal (exponent field 0)
    return sign | ((e + bias) << mb) | (m & ((1 << mb) - 1)), flags


def rand_bits(rng, fmt=SINGLE):
    mb, eb = fmt
    top = (1 << eb) - 2
    bias = top // 2
    k = rng.random()
    if k < 0.1:
        e = 0                       # subnormal
    elif k < 0.2:
        e = rng.choice([1, 2, 3, top - 4, top - 2, top - 1, top])
    elif k < 0.3:
        e = bias + rng.randint(-3, 3)
    elif k < 0.5 and eb == 11:
        e = rng.choice([rng.randint(1, 60), rng.randint(top - 60, top)])
    else:
        e = rng.randint(1, top)
    return (rng.getrandbits(1) << (mb + eb)) | (e << mb) | rng.getrandbits(mb)


def gen_cases(rng, fmt, n):
    cases = []
    flip = 1 << (sum(fmt))
    while len(cases) < n:
        a, b, c = rand_bits(rng, fmt), rand_bits(rng, fmt), rand_bits(rng, fmt)
        if rng.random() < 0.3:   # near cancellation for the adds
            b = a ^ flip ^ rng.getrandbits(3)
        xa, xb, xc = exact(a, fmt), exact(b, fmt), exact(c, fmt)
        sums = [xa + xb, xa * xb, xc + xa * xb]
        if any(v == 0 for v in sums):
            continue
        cases.append((a, b, c, sums))
    return cases


def emit_loop(label, table, count, size, ops, ldop, off, is64):
    """The checking loop over one table."""
    print("\tmake $r20 = %s" % table)
    print("\tmake $r21 = %s" % count)
    print("\t;;")
    print("%s:\tlw $r1 = 0[$r20]" % label)
    print("\t;;")
    print("\tsll $r1 = $r1, 8")
    print("\t;;")
    for i, (op, res) in enumerate(ops):
        print("\tset $cs = $r1")
        print("\t;;")
        print("\t%s $p2 = %d[$r20]" % (ldop, off[0]))
        print("\t;;")
        print("\t%s $p4 = %d[$r20]" % (ldop, off[1]))
        print("\t;;")
        if i == 2:
            print("\t%s $p6 = %d[$r20]" % (ldop, off[2]))
            print("\t;;")
        print("\t%s" % op)
        print("\t;;")
        print("\tget $r10 = $cs")
        print("\t%s $p8 = %d[$r20]" % (ldop, res))
        print("\t;;")
        print("\tlw $r11 = %d[$r20]" % (res + 8))
        print("\tand $r10 = $r10, 0x1f")
        print("\t;;")
        if is64:
            print("\tcompd.ne $r12 = $p6, $p8")
            print("\t;;")
        else:
            print("\tcomp.ne $r12 = $r6, $r8")
            print("\t;;")
        print("\tcomp.ne $r13 = $r10, $r11")
        print("\t;;")
        print("\tor $r12 = $r12, $r13")
        print("\tadd $r62 = $r40, 0")
        print("\t;;")
        print("\tcb.nez $r12, fail")
        print("\t;;")
    print("\tadd $r20 = $r20, %d" % size)
    print("\tadd $r21 = $r21, -1")
    print("\t;;")
    print("\tadd $r40 = $r40, 1")
    print("\t;;")
    print("\tcb.nez $r21, %sb" % label)
    print("\t;;")


def emit_table(name, cases, fmt, words64):
    n = 0
    print("\t.balign 8")
    print("%s:" % name)
    for mode in (RN, RU, RD, RZ):
        for a, b, c, sums in cases:
            vals = [mode, 0, a, b, c]
            for v in sums:
                r, fl = to_fp(v, mode, fmt)
                vals += [r, fl]
            words = [mode, 0]
            for v in vals[2:]:
                if words64:
                    words += [v & 0xffffffff, v >> 32]
                else:
                    words += [v, 0]
            print("\t.word " + ", ".join("0x%x" % w for w in words))
            n += 1
    print("\t%s_n = %d" % (name, n))


def main():
    rng = random.Random(20261203)
    single = gen_cases(rng, SINGLE, 64)
    double = gen_cases(rng, DOUBLE, 64)
    print("# Generated by gen-fprand.py: random fadd, fmul and ffma, single")
    print("# and double, in the four rounding modes, against exact rational")
    print("# arithmetic.  A record: rm, pad, a, b, c, then the result and")
    print("# flags of a + b, a * b and c + a * b, all in 8-byte slots.")
    print("\t.include \"lib.inc\"")
    print("\t.globl _start")
    print("_start:")
    print("\tmake $r40 = 1")
    print("\t;;")
    emit_loop("1", "singles", "singles_n", 80,
              [("fadd $r6 = $r2, $r4", 32), ("fmul $r6 = $r2, $r4", 48),
               ("ffma $r6 = $r2, $r4", 64)], "ld", (8, 16, 24), False)
    emit_loop("2", "doubles", "doubles_n", 80,
              [("faddd $p6 = $p2, $p4", 32), ("fmuld $p6 = $p2, $p4", 48),
               ("ffmad $p6 = $p2, $p4", 64)], "ld", (8, 16, 24), True)
    print("\tEXIT 0")
    print("\t.data")
    emit_table("singles", single, SINGLE, False)
    emit_table("doubles", double, DOUBLE, True)


main()
