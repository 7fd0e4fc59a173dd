# ./build.sh test-busybox: BusyBox's own testsuite (its runtest) with
# the K1 binary on the simulator and with a host build of the same
# version and configuration, PASS/FAIL per applet side by side.  A test
# that fails on K1 but not on the host must be listed with its reason in
# testsuite/busybox.xfail; an unlisted one, or a listed one that passes,
# fails the run.  Not part of ./build.sh test (it takes minutes).

. "$TOP/scripts/busybox.sh"

# busybox_suite_tree NAME BINARY: $BUILD/busybox-suite/NAME/, a copy
# of the source tree (the tests read its examples, headers and scripts,
# and runtest writes into its testsuite/) laid out as an in-tree build:
# the configuration and "busybox" at the top.  For K1 that is a wrapper
# running the K1 binary on the simulator under the name it was called
# by; runtest's applet links point at it, so every applet a test runs
# is the K1 one.
busybox_suite_tree ()
{
  local name=$1 bin=$2 d=$BUILD/busybox-suite/$1
  rm -rf "$d"
  mkdir -p "$BUILD/busybox-suite"
  cp -r "$SRC/$BUSYBOX" "$d"
  cp "$(dirname "$bin")/.config" "$d/.config"
  if [ "$name" = k1 ]; then
    cat > "$d/busybox" <<EOW
#!/bin/sh
exec "$PREFIX/bin/$TARGET-run" --argv0="\${0##*/}" "$bin" "\$@"
EOW
    chmod +x "$d/busybox"
  else
    cp "$bin" "$d/busybox"
  fi
}

# busybox_suite_run NAME: runtest once per applet that has tests, into
# NAME/results ("APPLET RESULT TEST" lines).  runtest exits non-zero
# when a test fails: the results say which.
busybox_suite_run ()
{
  local d=$BUILD/busybox-suite/$1 a
  : > "$d/results"
  for a in $(cd "$d/testsuite" && ls -d -- *.tests */ 2>/dev/null \
	       | sed 's|\.tests$||; s|/$||' | sort -u); do
    { (cd "$d/testsuite" && bindir=$d timeout 600 ./runtest "$a" 2>&1) || true; } \
      | sed -n "s/^\(PASS\|FAIL\|SKIPPED\|UNTESTED\): \(.*\)/$a \1 \2/p" >> "$d/results"
  done
}

test_busybox ()
{
  local start xf=$TOP/testsuite/busybox.xfail
  with_lock
  run_stage busybox
  busybox_host
  busybox_suite_tree host "$BUILD/busybox-host/busybox"
  busybox_suite_tree k1 "$BUILD/busybox-static/busybox"
  start=$(date +%s)
  busybox_suite_run host &
  busybox_suite_run k1
  wait
  log "testsuite run in $(($(date +%s) - start)) s"
  awk -v xf="$xf" '
    BEGIN { while ((getline l < xf) > 0) if (l !~ /^(#|$)/) { sub(/ \| .*/, "", l); listed[l] = 1 } }
    FNR == 1 { side++ }
    { t = $3; for (i = 4; i <= NF; i++) t = t " " $i
      r[side, t] = $2; app[t] = $1; apps[$1] = 1
      if ($2 == "PASS" || $2 == "FAIL") n[side, $1, $2]++ }
    END {
      printf "%-16s %10s %10s\n", "applet", "host P/F", "k1 P/F"
      for (a in apps) list[++m] = a
      for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (list[j] < list[i]) { x = list[i]; list[i] = list[j]; list[j] = x }
      for (i = 1; i <= m; i++) { a = list[i]
	printf "%-16s %5d/%-4d %5d/%-4d\n", a, n[1,a,"PASS"], n[1,a,"FAIL"], n[2,a,"PASS"], n[2,a,"FAIL"]
	hp += n[1,a,"PASS"]; hf += n[1,a,"FAIL"]; kp += n[2,a,"PASS"]; kf += n[2,a,"FAIL"] }
      for (t in app) {
	k1only = r[2, t] == "FAIL" && r[1, t] != "FAIL"
	key = app[t] ": " t
	if (k1only && !(key in listed)) { print "FAIL: k1 only, not in busybox.xfail: " t; bad++ }
	if (!k1only && (key in listed)) { print "FAIL: listed in busybox.xfail but not a k1-only failure: " t; bad++ }
      }
      printf "busybox testsuite: host %d passed, %d failed; k1 %d passed, %d failed\n", hp, hf, kp, kf
      exit bad > 0
    }' "$BUILD/busybox-suite/host/results" "$BUILD/busybox-suite/k1/results"
}
