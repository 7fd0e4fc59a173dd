#!/bin/sh
# Time k1-linux-run on bench.s and print M instructions/s and M bundles/s.
# Environment: K1_RUN (the simulator), TOP (the repository).
set -e
here=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$here/../.." && pwd)}
K1_RUN=${K1_RUN:-$TOP/build/sim/k1-linux-run}
AS=${K1_AS:-$TOP/toolchain/bin/k1-linux-as}
LD=${K1_LD:-$TOP/toolchain/bin/k1-linux-ld}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$AS" -o "$tmp/bench.o" "$here/bench.s"
"$LD" -o "$tmp/bench" "$tmp/bench.o"
best=
for i in 1 2 3; do
  start=$(date +%s.%N)
  "$K1_RUN" --count --log="$tmp/count" "$tmp/bench"
  end=$(date +%s.%N)
  t=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')
  if [ -z "$best" ] || awk -v t="$t" -v b="$best" 'BEGIN { exit !(t < b) }'; then
    best=$t
  fi
done
read _ bundles _ insns < "$tmp/count"
echo "bench: $insns instructions, $bundles bundles, best of 3: ${best}s"
echo "$insns $bundles $best" | awk '{ printf "bench: %.1f M instructions/s, %.1f M bundles/s\n", $1 / $3 / 1e6, $2 / $3 / 1e6 }'
