#!/bin/sh
# Build testsuite/init/init.c with the installed k1-linux-gcc (static,
# against the sysroot's uClibc-ng), run it on k1-linux-run and print a
# DejaGnu-style line per check: "PASS: init/NAME" or "FAIL: init/NAME".
# init/build and init/summary say whether it built and whether it ran
# to its summary line with a matching exit status.
#
#   testsuite/init/run.sh            (TOP, BUILDDIR may be set)
#
# K1_INIT_LINK gives the link option (default -static; empty for a
# dynamic init, as testsuite/dynamic/run.sh does) and K1_INIT_NAME the
# name of the result lines and of the work directory (default init).
#
# K1_INIT_BUSYBOX, the path of a K1 BusyBox, runs the checks the way a
# system would: BusyBox's init as PID 1 (in new user and PID
# namespaces, so that its shutdown signals and power-off reach only
# its own processes) reads an inittab, from a sysroot of its own given
# to the simulator, whose sysinit action runs the checks; a "once"
# action then runs "poweroff", and init runs its shutdown action and
# powers off, which ends the namespace with SIGINT, as Linux does.

TOP=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
BUILDDIR=${BUILDDIR:-$TOP/build}
CC=${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}
RUN=${K1_RUN:-$TOP/toolchain/bin/k1-linux-run}
LINK=${K1_INIT_LINK--static}
NAME=${K1_INIT_NAME:-init}
out=$BUILDDIR/tests/$NAME
mkdir -p "$out"

if [ ! -x "$CC" ] || [ ! -x "$RUN" ]; then
  echo "FAIL: $NAME/build (missing $CC or $RUN)"
  exit 0
fi
if ! "$CC" $LINK -O2 -g -Wall -o "$out/init" "$TOP/testsuite/init/init.c" -pthread -lm \
     > "$out/build.log" 2>&1; then
  sed 's/^/  /' "$out/build.log" | head -n 20 >&2
  echo "FAIL: $NAME/build (see $out/build.log)"
  exit 0
fi
echo "PASS: $NAME/build"

# Run from inside $out so that the relative program name works for the
# execve check too; a timeout keeps a hung guest from hanging CI.
if [ -z "$K1_INIT_BUSYBOX" ]; then
  (cd "$out" && timeout 120 "$RUN" ./init alpha "beta gamma" > run.log 2>&1)
  status=$?
else
  rm -rf "$out/root"
  mkdir -p "$out/root/etc"
  # A dynamic BusyBox finds its loader and libc.so.0 there too.
  ln -s "$TOP/toolchain/k1-linux/sysroot/lib" "$out/root/lib"
  printf '%s\n' "$out/init" 'echo "init: exit status $?"' > "$out/checks.sh"
  printf '%s\n' "::sysinit:$K1_INIT_BUSYBOX sh $out/checks.sh" \
    "::once:$K1_INIT_BUSYBOX poweroff" \
    "::shutdown:$K1_INIT_BUSYBOX echo init: shutdown action" \
    > "$out/root/etc/inittab"
  (cd "$out" && timeout 120 unshare --user --map-root-user --pid --fork \
     --mount-proc "$RUN" -L "$out/root" "$K1_INIT_BUSYBOX" init \
     > run.log 2>&1)
  power=$?
  if [ "$power" -eq 130 ] && grep -q '^init: shutdown action$' "$out/run.log" \
     && grep -q "Requesting system poweroff" "$out/run.log"; then
    echo "PASS: $NAME/poweroff"
  else
    tail -n 5 "$out/run.log" | sed 's/^/  /' >&2
    echo "FAIL: $NAME/poweroff (BusyBox init did not power off: status $power, see $out/run.log)"
  fi
  status=$(sed -n 's/^init: exit status \([0-9]*\)$/\1/p' "$out/run.log")
fi
sed -n "s/^init: pass \\([^ :]*\\).*/PASS: $NAME\\/\\1/p; s/^init: FAIL \\([^ :]*\\).*/FAIL: $NAME\\/\\1/p" \
  "$out/run.log"
grep '^init: FAIL' "$out/run.log" | sed 's/^/  /' >&2

summary=$(sed -n 's/^init: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$out/run.log")
if [ -z "$summary" ]; then
  tail -n 5 "$out/run.log" | sed 's/^/  /' >&2
  echo "FAIL: $NAME/summary (no summary line; exit status $status, see $out/run.log)"
else
  want=1
  [ "${summary#* }" -eq 0 ] && want=0
  if [ "$status" = "$want" ]; then
    echo "PASS: $NAME/summary"
  else
    echo "FAIL: $NAME/summary (\"$summary\" but exit status $status)"
  fi
fi
exit 0
