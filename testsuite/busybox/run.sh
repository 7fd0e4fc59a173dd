#!/bin/sh
# The BusyBox smoke test: smoke.sh run by the K1 BusyBox's sh on the
# simulator, with PATH holding only links to the K1 binary, each
# section's output compared with smoke.expected.  Prints PASS/FAIL per
# section.
#
#   testsuite/busybox/run.sh [BUSYBOX]   default: build/busybox-static/busybox
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/../.." && pwd)
BB=${1:-$TOP/build/busybox-static/busybox}
RUN=${K1_RUN:-$TOP/toolchain/bin/k1-linux-run}
W=$TOP/build/tests/busybox
if [ ! -x "$BB" ] || [ ! -x "$RUN" ]; then
  echo "FAIL: busybox smoke: no $BB or $RUN (./build.sh busybox)"
  exit 0
fi
rm -rf "$W"
mkdir -p "$W/bin" "$W/run"
# Each applet a link to the K1 binary: what the simulator runs when the
# shell execs one is the K1 BusyBox, never a host program.
for a in $("$RUN" "$BB" --list); do
  ln -s "$BB" "$W/bin/$a"
done
(cd "$W/run" && timeout 300 env PATH="$W/bin" "$RUN" "$BB" sh "$HERE/smoke.sh") \
  > "$W/out" 2> "$W/err"
echo "exit $?" >> "$W/out"
# Split both into sections and compare them one by one.
awk -v dir="$W" '/^== / { f = dir "/got." $2; next } f { print > f }' "$W/out"
awk -v dir="$W" '/^== / { f = dir "/want." $2; next } f { print > f }' "$HERE/smoke.expected"
for want in "$W"/want.*; do
  name=${want##*/want.}
  if cmp -s "$want" "$W/got.$name"; then
    echo "PASS: busybox smoke $name"
  else
    echo "FAIL: busybox smoke $name"
    diff "$want" "$W/got.$name" | sed 's/^/  /' | head -n 20
  fi
done
[ -s "$W/err" ] && { echo "stderr:"; sed 's/^/  /' "$W/err" | head -n 20; }
exit 0
