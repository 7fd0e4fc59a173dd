#!/bin/sh
# Number conversions (printf and strtod/strtof) on the simulator against
# the host's glibc: testsuite/libc/conv.c built for both, run with the
# same count and seed, every output line compared.  Prints DejaGnu-style
# lines "PASS: conv/..." / "FAIL: conv/...".
#
#   testsuite/libc/conv.sh [COUNT [SEED]]  (default 20000 values, seed 1;
#                                           TOP, BUILDDIR may be set)
#
# COUNT random doubles and as many floats; each is printed with %.17g
# (%.9g) and %a and read back, and one random decimal string per value
# is read with strtod and strtof.

TOP=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
BUILDDIR=${BUILDDIR:-$TOP/build}
CC=${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}
RUN=${K1_RUN:-$TOP/toolchain/bin/k1-linux-run}
HOSTCC=${HOSTCC:-gcc}
count=${1:-20000}
seed=${2:-1}
out=$BUILDDIR/tests/conv
src=$TOP/testsuite/libc/conv.c
mkdir -p "$out"

if [ ! -x "$CC" ] || [ ! -x "$RUN" ]; then
  echo "FAIL: conv/build (missing $CC or $RUN)"
  exit 0
fi
if ! "$CC" -static -O2 -Wall -o "$out/conv" "$src" -lm > "$out/build.log" 2>&1; then
  sed 's/^/  /' "$out/build.log" | head -n 20 >&2
  echo "FAIL: conv/build (see $out/build.log)"
  exit 0
fi
echo "PASS: conv/build"
if ! "$HOSTCC" -O2 -Wall -o "$out/conv-host" "$src" -lm > "$out/host-build.log" 2>&1; then
  echo "FAIL: conv/host-build (see $out/host-build.log)"
  exit 0
fi

"$out/conv-host" "$count" "$seed" > "$out/host.out" 2>&1
# About 1 ms of simulated time per value: allow 20 ms.
timeout $((60 + count / 50)) "$RUN" "$out/conv" "$count" "$seed" > "$out/k1.out" 2>&1
status=$?

# Hard cases: one result per line, named by its position.
for kind in strtod printf; do
  grep "^hard $kind " "$out/host.out" > "$out/host.$kind"
  grep "^hard $kind " "$out/k1.out" > "$out/k1.$kind"
  n=$(wc -l < "$out/host.$kind")
  i=1
  while [ "$i" -le "$n" ]; do
    want=$(sed -n "${i}p" "$out/host.$kind")
    got=$(sed -n "${i}p" "$out/k1.$kind")
    if [ "$want" = "$got" ]; then
      echo "PASS: conv/hard-$kind-$i"
    else
      echo "FAIL: conv/hard-$kind-$i"
      printf '  glibc: %s\n  k1:    %s\n' "$want" "$got" >&2
    fi
    i=$((i + 1))
  done
done

# Random values: the hashes of each block of 1,000.
grep '^block ' "$out/host.out" > "$out/host.blocks"
grep '^block ' "$out/k1.out" > "$out/k1.blocks"
if [ -s "$out/host.blocks" ] && cmp -s "$out/host.blocks" "$out/k1.blocks"; then
  echo "PASS: conv/random ($count values agree with glibc)"
else
  diff "$out/host.blocks" "$out/k1.blocks" | head -n 5 | sed 's/^/  /' >&2
  echo "FAIL: conv/random (blocks differ from glibc: see $out/k1.out)"
fi

grep '^roundtrip-fail' "$out/k1.out" | sed 's/^/  /' >&2
line=$(grep '^roundtrip ' "$out/k1.out")
if [ "$status" -eq 0 ] && [ "$line" = "roundtrip $count values, 0 errors" ]; then
  echo "PASS: conv/roundtrip ($line)"
else
  echo "FAIL: conv/roundtrip (${line:-no summary}, exit status $status; see $out/k1.out)"
fi
exit 0
