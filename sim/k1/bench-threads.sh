#!/bin/sh
# Time bench-threads.c on 1 and 2 guest threads (the same total work)
# and print the wall times and the speed-up, best of 3 each.
# Environment: K1_RUN (the simulator), TOP (the repository), K1_CC.
set -e
here=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$here/../.." && pwd)}
K1_RUN=${K1_RUN:-$TOP/build/sim/k1-linux-run}
CC=${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$CC" -O2 -static -o "$tmp/bench-threads" "$here/bench-threads.c"
best () {
  b=
  for i in 1 2 3; do
    start=$(date +%s.%N)
    "$K1_RUN" "$tmp/bench-threads" "$1" > /dev/null
    end=$(date +%s.%N)
    t=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
    if [ -z "$b" ] || awk -v t="$t" -v b="$b" 'BEGIN { exit !(t < b) }'; then
      b=$t
    fi
  done
  echo "$b"
}
t1=$(best 1)
t2=$(best 2)
echo "bench-threads: 1 thread ${t1}s, 2 threads ${t2}s" \
  "(speed-up $(awk -v a="$t1" -v b="$t2" 'BEGIN { printf "%.2f", a / b }'))"
