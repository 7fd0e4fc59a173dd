#!/bin/sh
# The OpenMP speedup on the simulator: speedup.c (CPU-bound, static)
# with OMP_NUM_THREADS=1 and 2, the best of 3 wall times of each, and
# their ratio.  Not part of ./build.sh test: it wants a quiet machine
# with 2 free cores.
#
#   testsuite/openmp/speedup.sh [BLOCKS STEPS]   (TOP, BUILDDIR may be set)
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$HERE/../.." && pwd)}
BUILDDIR=${BUILDDIR:-$TOP/build}
CC=${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}
RUN=${K1_RUN:-$TOP/toolchain/bin/k1-linux-run}
out=$BUILDDIR/tests/openmp
mkdir -p "$out"
"$CC" -static -O2 -fopenmp -o "$out/speedup" "$HERE/speedup.c" || exit 1

best ()
{
  n=$1
  shift
  b=
  for i in 1 2 3; do
    t0=$(date +%s%N)
    OMP_NUM_THREADS=$n "$RUN" "$out/speedup" "$@" > "$out/speedup.$n.out" || exit 1
    t=$((($(date +%s%N) - t0) / 1000000))
    { [ -z "$b" ] || [ "$t" -lt "$b" ]; } && b=$t
  done
  echo "$b"
}

t1=$(best 1 "$@")
t2=$(best 2 "$@")
cmp -s "$out/speedup.1.out" "$out/speedup.2.out" || { echo "outputs differ"; exit 1; }
cat "$out/speedup.1.out"
echo "1 thread: $t1 ms, 2 threads: $t2 ms, speedup $(echo "scale=2; $t1 / $t2" | bc)"
