#!/bin/sh
# POSIX threads (uClibc-ng's NPTL) on the simulator, each test linked
# static and dynamic, as lines "PASS: threads/MODE/NAME" or "FAIL: ...":
#   create  pthread_create, join, detach, attributes
#   mutex   normal, recursive, error-checking mutexes, 8 threads
#   sync    condition variables, pthread_once, TSD, barriers,
#           read-write locks, semaphores, spin locks
#   cancel  cancellation points, cleanup handlers, async cancellation
#   tls     __thread per thread (dynamic: a shared library's too)
#   kill    pthread_kill, sigwait
#   fork    fork from a threaded program
#
#   testsuite/threads/run.sh [NAME...]     (TOP, BUILDDIR may be set)

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$HERE/../.." && pwd)}
BUILDDIR=${BUILDDIR:-$TOP/build}
CC=${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}
RUN=${K1_RUN:-$TOP/toolchain/bin/k1-linux-run}
out=$BUILDDIR/tests/threads
mkdir -p "$out"
tests=${*:-create mutex sync cancel tls kill fork}

if [ ! -x "$CC" ] || [ ! -x "$RUN" ]; then
  echo "FAIL: threads/build (missing $CC or $RUN)"
  exit 0
fi

# The shared library of the dynamic tls test.
"$CC" -O2 -fPIC -shared -o "$out/libtlslib.so" "$HERE/tls-lib.c" \
  > "$out/libtlslib.log" 2>&1 || echo "FAIL: threads/dynamic/libtlslib (see $out/libtlslib.log)"

for mode in static dynamic; do
  for t in $tests; do
    name=threads/$mode/$t
    exe=$out/$mode-$t
    flags=
    [ $mode = static ] && flags=-static
    extra=
    if [ $mode = dynamic ] && [ $t = tls ]; then
      extra="-DWITH_LIB -L$out -ltlslib -Wl,-rpath,$out"
    fi
    # shellcheck disable=SC2086
    if ! "$CC" $flags -O2 -Wall -pthread -o "$exe" "$HERE/$t.c" $extra \
	 > "$exe.build.log" 2>&1; then
      echo "FAIL: $name (build; see $exe.build.log)"
      continue
    fi
    timeout 120 "$RUN" "$exe" > "$exe.out" 2>&1
    st=$?
    if [ $st = 0 ] && grep -q "^$t: ok\$" "$exe.out"; then
      echo "PASS: $name"
    else
      echo "FAIL: $name (exit status $st; see $exe.out)"
      grep '^FAIL' "$exe.out" | head -5 | sed 's/^/  /' >&2
    fi
  done
done
exit 0
