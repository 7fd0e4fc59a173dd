#!/bin/sh
# OpenMP (libgomp) on the simulator, as lines "PASS: openmp/..." or
# "FAIL: ...": each program built with -fopenmp, static and dynamic,
# run with OMP_NUM_THREADS 1, 2 and 4, its output compared with the
# host's build of the same source (the host's gcc -fopenmp):
#   reduce  parallel for with reductions and schedules
#   tasks   tasks, taskwait, critical, depend, taskgroup
#
#   testsuite/openmp/run.sh            (TOP, BUILDDIR may be set)

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$HERE/../.." && pwd)}
BUILDDIR=${BUILDDIR:-$TOP/build}
CC=${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}
RUN=${K1_RUN:-$TOP/toolchain/bin/k1-linux-run}
HOSTCC=${HOSTCC:-gcc}
out=$BUILDDIR/tests/openmp
mkdir -p "$out"

if [ ! -x "$CC" ] || [ ! -x "$RUN" ]; then
  echo "FAIL: openmp/build (missing $CC or $RUN)"
  exit 0
fi

for t in reduce tasks; do
  if ! $HOSTCC -O2 -fopenmp -o "$out/host-$t" "$HERE/$t.c" > "$out/host-$t.log" 2>&1 \
     || ! OMP_NUM_THREADS=2 "$out/host-$t" > "$out/host-$t.out" 2>&1; then
    echo "FAIL: openmp/host/$t (see $out/host-$t.log)"
    continue
  fi
  for mode in static dynamic; do
    flags=
    [ $mode = static ] && flags=-static
    exe=$out/$mode-$t
    # shellcheck disable=SC2086
    if ! "$CC" $flags -O2 -fopenmp -o "$exe" "$HERE/$t.c" > "$exe.log" 2>&1; then
      echo "FAIL: openmp/$mode/$t (build; see $exe.log)"
      continue
    fi
    for n in 1 2 4; do
      name=openmp/$mode/$t/$n
      OMP_NUM_THREADS=$n timeout 300 "$RUN" "$exe" > "$exe.$n.out" 2>&1
      st=$?
      if [ $st = 0 ] && cmp -s "$out/host-$t.out" "$exe.$n.out"; then
	echo "PASS: $name"
      else
	echo "FAIL: $name (exit status $st; output against the host's: $(diff "$out/host-$t.out" "$exe.$n.out" | sed -n 2,3p | tr '\n' ' '))"
      fi
    done
  done
done
exit 0
