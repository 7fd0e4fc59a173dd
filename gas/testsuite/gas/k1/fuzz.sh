#!/bin/sh
# Feed the assembler damaged input: the lines of the K1 test sources cut
# at pseudo-random places and shuffled, and random bytes.  It may reject
# the input, but must exit with status 0 or 1, never on a signal.
#
# Usage: fuzz.sh AS SRCDIR [ROUNDS [WORKDIR]]
# Prints a PASS: or FAIL: line; exits nonzero on failure.
#
# Copyright (C) 2026 Free Software Foundation, Inc.
# This file is part of the GNU Binutils; GPL-3.0-or-later.

as=$1 srcdir=$2 rounds=${3:-100} dir=${4:-${TMPDIR:-/tmp}/k1-fuzz.$$}
name="k1 assembler on damaged input"

if [ $# -lt 2 ] || [ ! -d "$srcdir" ]; then
  echo "usage: $0 AS SRCDIR [ROUNDS [WORKDIR]]" >&2
  exit 2
fi
mkdir -p "$dir" || exit 2
cat "$srcdir"/*.s > "$dir/corpus.s"

i=0
while [ $i -lt "$rounds" ]; do
  awk -v seed=$i '
    BEGIN { srand(seed) }
    { line[NR] = $0 }
    END {
      if (seed % 4 == 3) {
	# Random bytes, newline-heavy so that many statements start.
	for (k = 0; k < 600; k++) {
	  c = int(rand() * 256);
	  if (c == 0) c = 10;
	  printf "%c", c;
	}
	exit;
      }
      for (k = 0; k < 40; k++) {
	l = line[int(rand() * NR) + 1];
	print substr(l, 1, int(rand() * (length(l) + 1)));
      }
      # Sometimes no final newline.
      if (seed % 2) printf "\tadd $r1 = $r2, 12";
    }' "$dir/corpus.s" > "$dir/in.s"
  "$as" -o "$dir/out.o" "$dir/in.s" > "$dir/out.err" 2>&1
  status=$?
  if [ $status -gt 1 ] || grep -q -i "internal error" "$dir/out.err"; then
    cp "$dir/in.s" "$dir/crash-$i.s"
    echo "FAIL: $name: status $status on round $i" \
      "(input kept in $dir/crash-$i.s)"
    exit 1
  fi
  i=$((i + 1))
done

echo "PASS: $name ($rounds inputs)"
[ -n "$4" ] || rm -rf "$dir"
exit 0
