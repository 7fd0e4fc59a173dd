#!/bin/sh
# The C library's own checks on the simulator, as DejaGnu-style lines
# "PASS: NAME" / "FAIL: NAME":
#   matherr/*  errno and exception flags of libm functions (matherr.c)
#   conv/*     printf and strtod/strtof against glibc (conv.sh)
#   static/*   static linking: a program's own free (own-free.c)
#   time/*     strptime (strptime.c), output compared with the host's
#   string/*   memcmp against a byte loop (memcmp.c)
#
#   testsuite/libc/run.sh            (TOP, BUILDDIR, K1_CONV_COUNT may be set)

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$HERE/../.." && pwd)}
BUILDDIR=${BUILDDIR:-$TOP/build}
CC=${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}
RUN=${K1_RUN:-$TOP/toolchain/bin/k1-linux-run}
out=$BUILDDIR/tests/libc
mkdir -p "$out"

if [ ! -x "$CC" ] || [ ! -x "$RUN" ]; then
  echo "FAIL: matherr/build (missing $CC or $RUN)"
  exit 0
fi
if "$CC" -static -O2 -Wall -o "$out/matherr" "$HERE/matherr.c" -lm \
     > "$out/matherr-build.log" 2>&1; then
  echo "PASS: matherr/build"
  timeout 60 "$RUN" "$out/matherr" > "$out/matherr.out" 2>&1
  status=$?
  sed -n 's/^pass \(.*\)/PASS: matherr\/\1/p; s/^FAIL \([^:]*\):.*/FAIL: matherr\/\1/p' \
    "$out/matherr.out"
  grep '^FAIL' "$out/matherr.out" | sed 's/^/  /' >&2
  summary=$(grep '^matherr: ' "$out/matherr.out")
  case "$summary:$status" in
    "matherr: "*" passed, 0 failed:0") echo "PASS: matherr/summary" ;;
    "matherr: "*" failed:1") ;;		# each failure is listed above
    *) echo "FAIL: matherr/summary (\"$summary\", exit status $status; see $out/matherr.out)" ;;
  esac
else
  echo "FAIL: matherr/build (see $out/matherr-build.log)"
fi

if "$CC" -static -O0 -o "$out/own-free" "$HERE/own-free.c" \
     > "$out/own-free.log" 2>&1 && timeout 60 "$RUN" "$out/own-free"; then
  echo "PASS: static/own-free"
else
  echo "FAIL: static/own-free (see $out/own-free.log)"
fi

# strptime.c prints what it parses; glibc's output is the reference.
if ! "$CC" -static -O2 -Wall -o "$out/strptime" "$HERE/strptime.c" \
     > "$out/strptime.log" 2>&1 \
   || ! ${HOSTCC:-cc} -O2 -o "$out/strptime-host" "$HERE/strptime.c" \
     >> "$out/strptime.log" 2>&1; then
  echo "FAIL: time/strptime (build; see $out/strptime.log)"
elif "$out/strptime-host" > "$out/strptime.want" \
     && timeout 60 "$RUN" "$out/strptime" > "$out/strptime.got" 2>&1 \
     && cmp -s "$out/strptime.want" "$out/strptime.got"; then
  echo "PASS: time/strptime"
else
  diff "$out/strptime.want" "$out/strptime.got" | head -n 10 | sed 's/^/  /' >&2
  echo "FAIL: time/strptime (output differs from the host's)"
fi

if "$CC" -static -O2 -Wall -o "$out/memcmp" "$HERE/memcmp.c" \
     > "$out/memcmp.log" 2>&1 \
   && timeout 60 "$RUN" "$out/memcmp" >> "$out/memcmp.log" 2>&1; then
  echo "PASS: string/memcmp"
else
  sed -n '1,10s/^/  /p' "$out/memcmp.log" >&2
  echo "FAIL: string/memcmp (see $out/memcmp.log)"
fi

BUILDDIR=$BUILDDIR TOP=$TOP "$HERE/conv.sh" "${K1_CONV_COUNT:-20000}"
exit 0
