#!/bin/bash
# GCC's compile torture (gcc.c-torture/compile, gcc.dg/torture) and
# the K1 target tests (gcc.target/k1) through DejaGnu against the
# installed compiler in toolchain/.
#
#   testsuite/torture/run.sh [EXP...]   default: k1-torture.exp k1.exp
#
# Env: JOBS (runtest processes, default 2), K1_TORTURE_OPTIONS (comma-
# separated option sets, default "-O0,-O2"), OUT (default
# build/torture).  Prints the summary, the ICE count and where gcc.sum
# is; exits non-zero on an ICE or a FAIL.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/../.." && pwd)
OUT=${OUT:-$TOP/build/torture}
JOBS=${JOBS:-2}
GTS=$TOP/build/src/gcc-12.2.0/gcc/testsuite
[ -d "$GTS" ] || { echo "no $GTS: run ./build.sh gcc first" >&2; exit 1; }
[ $# -gt 0 ] || set -- k1-torture.exp k1.exp

# A testsuite tree (DejaGnu wants it named "testsuite"): GCC's, plus
# our driver.
S=$OUT/testsuite
mkdir -p "$S/gcc.k1"
for d in lib config gcc.c-torture gcc.dg gcc.target; do
  ln -sfn "$GTS/$d" "$S/$d"
done
cp "$HERE/k1-torture.exp" "$S/gcc.k1/"

export K1_TESTSUITE=$S K1_TOOLCHAIN=$TOP/toolchain K1_BOARDS=$TOP/testsuite/boards
export PATH=$TOP/toolchain/bin:$PATH
R=$OUT/run
rm -rf "$R"
mkdir -p "$R/par"
start=$(date +%s)
for i in $(seq 1 "$JOBS"); do
  mkdir -p "$R/p$i"
  cp "$HERE/site.exp" "$R/p$i/"
  (cd "$R/p$i" && GCC_RUNTEST_PARALLELIZE_DIR=$R/par \
     runtest --tool gcc --srcdir "$S" --target_board=k1-sim "$@" > runtest.out 2>&1 || true) &
done
wait
end=$(date +%s)
"$GTS/../../contrib/dg-extract-results.sh" "$R"/p*/gcc.sum > "$R/gcc.sum"
"$GTS/../../contrib/dg-extract-results.sh" -L "$R"/p*/gcc.log > "$R/gcc.log"
ices=$(grep -c "internal compiler error" "$R/gcc.log" || true)
sed -n '/=== gcc Summary ===/,$p' "$R/gcc.sum"
echo "internal compiler errors: $ices"
echo "wall time: $((end - start)) s; results in $R/gcc.sum and gcc.log"
[ "$ices" -eq 0 ] && ! grep -q '^FAIL' "$R/gcc.sum"
