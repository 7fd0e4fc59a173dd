#!/bin/sh
# GCC's libgomp testsuite, C only (c.exp: libgomp.c with
# libgomp.c-c++-common, and libgomp.oacc-c, OpenACC on the host) on the
# simulator: DejaGnu in the final compiler's libgomp build directory,
# with the installed compiler and the k1-sim-dynamic board of
# testsuite/boards.  Prints the summary; results in
# build/gcc-final/k1-linux/libgomp/testsuite/libgomp.sum.
#
#   testsuite/libgomp/run.sh [EXP]       default: c.exp
#
# Env: OMP_NUM_THREADS (default 2: the tests' threads on this
# machine's cores).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$HERE/../.." && pwd)}
B=$TOP/build/gcc-final/k1-linux/libgomp
[ -d "$B/testsuite" ] || { echo "no $B: run ./build.sh first" >&2; exit 1; }
site=$B/testsuite/k1-site.exp
# The installed compiler, whose include directory has omp.h and whose
# library directory libgomp.a (the build tree's xgcc has neither).
# The board: k1-sim-dynamic (dynamic, as the upstream testsuite links:
# a static libgomp.a clashes with the tests that define their own
# acc_register_library), plus the build directory's config.h, which
# affinity-1.c includes.
mkdir -p "$B/testsuite/k1-boards"
sed "s|^set_board_info cflags .*|set_board_info cflags \"-I$B\"|" \
  "$TOP/testsuite/boards/k1-sim-dynamic.exp" > "$B/testsuite/k1-boards/k1-libgomp.exp"
{
  echo "lappend boards_dir \"$B/testsuite/k1-boards\" \"$TOP/testsuite/boards\""
  echo "set GCC_UNDER_TEST \"$TOP/toolchain/bin/k1-linux-gcc\""
} > "$site"
export DEJAGNU=$site PATH=$TOP/toolchain/bin:$PATH
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
start=$(date +%s)
make -C "$B/testsuite" check-DEJAGNU \
  RUNTESTFLAGS="--target_board=k1-libgomp ${1:-c.exp}" > "$B/testsuite/k1-check.log" 2>&1 || true
end=$(date +%s)
sed -n '/=== libgomp Summary ===/,$p' "$B/testsuite/libgomp.sum"
echo "wall time: $((end - start)) s"
