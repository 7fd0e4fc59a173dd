#!/bin/bash
# Freestanding execute tests for K1: each test is built with the K1
# compiler at several optimisation levels, run on the simulator, and
# its output compared with the same C built by the host compiler.
# Tests in tests/ are freestanding (crt0.S, lib.c); those in libc/ link
# the C library of the sysroot, when there is one.
#
#   testsuite/freestanding/run.sh [TEST...]
#
# Prints PASS: name / FAIL: name lines and a summary; exits non-zero
# on any failure.  CC, RUN and OPTS may be overridden.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/../.." && pwd)
CC=${CC:-$TOP/toolchain/bin/k1-linux-gcc}
RUN=${RUN:-$TOP/toolchain/bin/k1-linux-run}
OPTS=${OPTS:-"-O0 -O1 -O2 -Os"}
OUT=${OUT:-$TOP/build/freestanding}
CFLAGS="-ffreestanding -fno-builtin-printf -ffp-contract=off -W -Wall -Wno-unused-parameter"
mkdir -p "$OUT"

tests=("$@")
[ ${#tests[@]} -gt 0 ] || tests=($(cd "$HERE/tests" && ls *.c | sed 's/\.c$//'))

# Tests under libc/ link the C library (when the sysroot has it) and
# are built with -fexceptions.
SYSROOT_LIBC=$TOP/toolchain/k1-linux/sysroot/usr/lib/libc.a
if [ $# -eq 0 ] && [ -f "$SYSROOT_LIBC" ]; then
  tests+=($(cd "$HERE/libc" && ls *.c | sed 's/\.c$//;s/^/libc\//'))
fi

pass=0 fail=0
for t in "${tests[@]}"; do
  case $t in
    libc/*) src=$HERE/$t.c; t=${t#libc/} ;;
    *) src=$HERE/tests/$t.c ;;
  esac
  case $src in
    */libc/*) host=(gcc -O1 -fexceptions -o "$OUT/$t.host" "$src") ;;
    *) host=(gcc -O1 -ffp-contract=off -o "$OUT/$t.host" "$src" "$HERE/host.c"
	     -lm) ;;
  esac
  if ! "${host[@]}" \
       2> "$OUT/$t.host.log" || ! "$OUT/$t.host" > "$OUT/$t.expected"; then
    echo "FAIL: $t (host build)"
    fail=$((fail + 1))
    continue
  fi
  for o in $OPTS; do
    name="$t $o"
    exe=$OUT/$t$o
    case $src in
      */libc/*) build=("$CC" -W -Wall -fexceptions $o -static -o "$exe" "$src") ;;
      *) build=("$CC" $CFLAGS $o -nostdlib -static -o "$exe" "$HERE/crt0.S"
		"$src" -x c "$HERE/lib.c" -fno-tree-loop-distribute-patterns
		-lgcc) ;;
    esac
    if ! "${build[@]}" > "$exe.log" 2>&1; then
      echo "FAIL: $name (build, see $exe.log)"
      fail=$((fail + 1))
      continue
    fi
    timeout 60 "$RUN" "$exe" > "$exe.out" 2> "$exe.err"
    rc=$?
    if [ $rc -eq 0 ] && cmp -s "$exe.out" "$OUT/$t.expected"; then
      echo "PASS: $name"
      pass=$((pass + 1))
    else
      echo "FAIL: $name (exit $rc; diff $exe.out $OUT/$t.expected)"
      fail=$((fail + 1))
    fi
  done
done
echo "# of expected passes $pass"
echo "# of unexpected failures $fail"
[ $fail -eq 0 ]
