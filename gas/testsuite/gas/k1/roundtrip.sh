#!/bin/sh
# Walk the K1 opcode table: assemble one instance of every entry (three
# for entries with a 32-bit immediate: a short one and two extended ones),
# disassemble, and check that the disassembly is the source text again
# and reassembles to the same bytes.
#
# Usage: roundtrip.sh [AS OBJDUMP K1-OPC.DEF [WORKDIR]]
# Without arguments, the tools and the table are looked for in the
# project tree this file is in (build/binutils, then toolchain/bin).
# Prints PASS: or FAIL: lines; exits nonzero on failure.
#
# Copyright (C) 2026 Free Software Foundation, Inc.
# This file is part of the GNU Binutils; GPL-3.0-or-later.

name="k1 opcode table round trip"
if [ $# -eq 0 ]; then
  top=$(cd "$(dirname "$0")/../../../.." && pwd)
  if [ -x "$top/build/binutils/gas/as-new" ]; then
    set -- "$top/build/binutils/gas/as-new" \
      "$top/build/binutils/binutils/objdump" "$top/include/opcode/k1-opc.def"
  else
    set -- "$top/toolchain/bin/k1-linux-as" \
      "$top/toolchain/bin/k1-linux-objdump" "$top/include/opcode/k1-opc.def"
  fi
fi
as=$1 objdump=$2 def=$3 dir=${4:-${TMPDIR:-/tmp}/k1-roundtrip.$$}

if [ $# -lt 3 ] || [ ! -r "$def" ] || [ ! -x "$as" ] \
   || [ ! -x "$objdump" ]; then
  echo "FAIL: $name: usage: $0 [AS OBJDUMP K1-OPC.DEF [WORKDIR]]"
  exit 2
fi
mkdir -p "$dir" || exit 2

fail ()
{
  echo "FAIL: $name: $1"
  exit 1
}

# One instance per table entry, written as the disassembler prints it,
# each in a bundle of its own.  Branch targets are written base+OFFSET,
# which is how they are recovered from the disassembly below.
awk '
function operand(c, ext)
{
  if (c == "w") return "$r1";
  if (c == "W") return "$p2";
  if (c == "z") return "$r3";
  if (c == "Z") return "$p4";
  if (c == "y") return "$r5";
  if (c == "Y") return "$p6";
  if (c == "s" || c == "S") return "$ra";
  if (c == "i") return ext ? (ext == 1 ? "0x12345" : "-1000") : "-7";
  if (c == "u") return "13";
  if (c == "U") return "45";
  if (c == "h") return "17";
  if (c == "l") return "9";
  if (c == "B" || c == "C") return "base+0x0";
  if (c == "=") return " = ";
  if (c == ",") return ", ";
  return c;
}
function kind(c)
{
  if (c ~ /[wzy]/) return "r";
  if (c ~ /[WZY]/) return "p";
  if (c ~ /[iuUhlBC]/) return "n";
  if (c ~ /[sS]/) return "s";
  return c;
}
function instance(name, args, ext,   s, i)
{
  s = name (args == "" ? "" : " ");
  for (i = 1; i <= length(args); i++)
    s = s operand(substr(args, i, 1), ext);
  return "\t" s " ;;";
}
/^K1_INSN \(/ {
  if (!match($0, /"[^"]*", "[^"]*"/))
    { print "unparsable: " $0 > "/dev/stderr"; bad = 1; next }
  split(substr($0, RSTART + 1, RLENGTH - 2), f, /", "/);
  name = f[1]; args = f[2]; n++;
  sig = name ":";
  for (i = 1; i <= length(args); i++)
    sig = sig kind(substr(args, i, 1));
  if (sig in seen)
    {
      print "entries " seen[sig] " and " n " of " name \
	" cannot be told apart by the assembler" > "/dev/stderr";
      bad = 1;
    }
  seen[sig] = n;
  print instance(name, args, 0);
  if (index(args, "i"))
    {
      print instance(name, args, 1);
      print instance(name, args, 2);
    }
}
END {
  print n > "/dev/stderr";
  exit bad;
}' "$def" > "$dir/insns.s" 2> "$dir/awk.err" || fail "$(cat "$dir/awk.err")"
entries=$(tail -n 1 "$dir/awk.err")
instances=$(wc -l < "$dir/insns.s")
[ "$entries" -gt 0 ] 2>/dev/null || fail "no K1_INSN entry in $def"

{ printf '\t.text\nbase:\n'; cat "$dir/insns.s"; } > "$dir/table.s"
"$as" -o "$dir/table.o" "$dir/table.s" > "$dir/as.err" 2>&1 \
  || fail "assembling the table: $(head -n 5 "$dir/as.err")"

"$objdump" -d "$dir/table.o" > "$dir/table.dis" 2>&1 \
  || fail "disassembling the table: $(head -n 5 "$dir/table.dis")"
# Keep the instruction text; a target "ADDR <sym>" becomes base+0xADDR.
awk -F '\t' '/^ *[0-9a-f]+:\t/ {
  t = $3;
  if (match(t, /[0-9a-f]+ <[^>]*>/)) {
    a = substr(t, RSTART, RLENGTH); sub(/ .*/, "", a);
    t = substr(t, 1, RSTART - 1) "base+0x" a substr(t, RSTART + RLENGTH);
  }
  print "\t" t;
}' "$dir/table.dis" > "$dir/redis.s"

if ! cmp -s "$dir/insns.s" "$dir/redis.s"; then
  diff "$dir/insns.s" "$dir/redis.s" | head -n 20
  fail "the disassembly differs from the source"
fi

{ printf '\t.text\nbase:\n'; cat "$dir/redis.s"; } > "$dir/again.s"
"$as" -o "$dir/again.o" "$dir/again.s" > "$dir/as2.err" 2>&1 \
  || fail "reassembling the disassembly: $(head -n 5 "$dir/as2.err")"
"$objdump" -s -j .text "$dir/table.o" | sed 1,3d > "$dir/table.hex"
"$objdump" -s -j .text "$dir/again.o" | sed 1,3d > "$dir/again.hex"
cmp -s "$dir/table.hex" "$dir/again.hex" \
  || fail "the reassembled bytes differ"

echo "PASS: $name ($entries entries, $instances instructions)"
[ -n "$4" ] || rm -rf "$dir"
exit 0
