#!/bin/sh
# The BusyBox smoke test: smoke.sh run by the K1 BusyBox's sh on the
# simulator, with PATH holding only links to the K1 binary, each
# section's output compared with smoke.expected.  Prints PASS/FAIL per
# section, named by LABEL ("busybox smoke LABEL SECTION").
#
#   testsuite/busybox/run.sh [LABEL [BUSYBOX]]
#     default: static build/busybox-static/busybox
#     dynamic build/busybox-dynamic/busybox runs the dynamically linked
#     one (its libc.so.0 comes from the simulator's sysroot).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/../.." && pwd)
LABEL=${1:-static}
BB=${2:-$TOP/build/busybox-$LABEL/busybox}
RUN=${K1_RUN:-$TOP/toolchain/bin/k1-linux-run}
W=$TOP/build/tests/busybox-$LABEL
if [ ! -x "$BB" ] || [ ! -x "$RUN" ]; then
  echo "FAIL: busybox smoke $LABEL: no $BB or $RUN (./build.sh busybox)"
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
    echo "PASS: busybox smoke $LABEL $name"
  else
    echo "FAIL: busybox smoke $LABEL $name"
    diff "$want" "$W/got.$name" | sed 's/^/  /' | head -n 20
  fi
done
[ -s "$W/err" ] && { echo "stderr ($LABEL):"; sed 's/^/  /' "$W/err" | head -n 20; }
exit 0
