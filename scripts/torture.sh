# GCC's torture suite against the installed k1-linux-gcc, executing on
# k1-linux-run: DejaGnu with testsuite/boards/k1-sim.exp, two runtest
# processes sharing the work through GCC_RUNTEST_PARALLELIZE_DIR, as
# "make -j2 check" does.

XFAIL_LIST=$TOP/testsuite/torture.xfail

# torture_run OUTDIR "OPTION SETS" TESTS...: run the .exp files TESTS
# with each option set of OPTION SETS (separated by ';', empty for
# GCC's default matrix) and merge the results into OUTDIR/gcc.sum.
# K1_TORTURE_BOARD names the board (default k1-sim: static programs).
torture_run ()
{
  local out=$1 opts=$2 tsrc=$SRC/gcc-12.2.0/gcc/testsuite i pids=() tcl=
  shift 2
  [ -d "$tsrc" ] || die "no GCC testsuite in $tsrc: run ./build.sh gcc"
  [ -x "$PREFIX/bin/k1-linux-gcc" ] || die "no k1-linux-gcc: run ./build.sh"
  if [ -n "$opts" ]; then
    tcl="set TORTURE_OPTIONS [list"
    local IFS=';' o
    for o in $opts; do tcl="$tcl { $o }"; done
    tcl="$tcl ]"
    unset IFS
  fi
  rm -rf "$out" && mkdir -p "$out/par"
  for i in 1 2; do
    mkdir -p "$out/p$i"
    sed -e "s|@GCC_TESTSUITE@|$tsrc|" -e "s|@PREFIX@|$PREFIX|" \
	-e "s|@BOARDS@|$TOP/testsuite/boards|" -e "s|@TORTURE_OPTIONS@|$tcl|" \
	"$TOP/testsuite/site.exp.in" > "$out/p$i/site.exp"
    (cd "$out/p$i" && GCC_RUNTEST_PARALLELIZE_DIR=$out/par \
       runtest --tool gcc --srcdir "$tsrc" --target_board="${K1_TORTURE_BOARD:-k1-sim}" "$@" \
       > runtest.out 2>&1 || true) &
    pids+=($!)
  done
  wait "${pids[@]}"
  "$SRC/gcc-12.2.0/contrib/dg-extract-results.sh" "$out"/p*/gcc.sum > "$out/gcc.sum"
}

# torture_results SUM: print the result lines of SUM as PASS:/FAIL:
# lines for the test runner.  torture.xfail lines are "TEST | OPTIONS |
# reason", OPTIONS being one option set as gcc.sum writes it or "*" for
# all.  A FAIL or UNRESOLVED line of a listed test is expected (printed
# as XFAIL, not counted); a listed one that passes is a FAIL, so that
# the list only shrinks.
torture_results ()
{
  local sum=$1
  awk -v xf="$XFAIL_LIST" '
    function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
    BEGIN {
      while ((getline line < xf) > 0) {
	if (line ~ /^[ \t]*(#|$)/) continue
	split(line, f, "|"); x[trim(f[1]), trim(f[2])] = 1
      }
    }
    /^(PASS|FAIL|XPASS|UNRESOLVED):/ {
      kind = $1; sub(/:$/, "", kind); test = $2
      opts = $0; sub(/^[A-Z]+: [^ ]+ */, "", opts)
      sub(/^(compilation|execution), */, "", opts)
      sub(/ *(\(test for excess errors\)|execution test)$/, "", opts)
      opts = trim(opts)
      listed = ((test, "*") in x) || ((test, opts) in x)
      rest = substr($0, index($0, " ") + 1)
      if (kind == "PASS" && listed)
	print "FAIL: (listed in torture.xfail but passes) " rest
      else if (kind == "PASS")
	print
      else if (listed && (kind == "FAIL" || kind == "UNRESOLVED"))
	print "XFAIL: " rest
      else
	print "FAIL: " rest
    }' "$sum"
}

# Negative control: the harness must report a failing program as FAIL.
torture_negative ()
{
  local out=$BUILD/tests/torture-neg tsrc=$SRC/gcc-12.2.0/gcc/testsuite n
  rm -rf "$out" && mkdir -p "$out/testsuite/gcc.c-torture/execute" "$out/obj"
  ln -s "$tsrc/lib" "$out/testsuite/lib"
  ln -s "$tsrc/config" "$out/testsuite/config"
  cp "$tsrc/gcc.c-torture/execute/execute.exp" "$TOP"/testsuite/negative/*.c \
     "$out/testsuite/gcc.c-torture/execute/"
  sed -e "s|@GCC_TESTSUITE@|$out/testsuite|" -e "s|@PREFIX@|$PREFIX|" \
      -e "s|@BOARDS@|$TOP/testsuite/boards|" \
      -e "s|@TORTURE_OPTIONS@|set TORTURE_OPTIONS [list { -O0 } { -O2 } ]|" \
      "$TOP/testsuite/site.exp.in" > "$out/obj/site.exp"
  (cd "$out/obj" && runtest --tool gcc --srcdir "$out/testsuite" \
     --target_board=k1-sim execute.exp > runtest.out 2>&1 || true)
  for n in $(cd "$TOP/testsuite/negative" && ls *.c); do
    case $n in
      neg-*) grep -q "^FAIL: .*$n.*execution test" "$out/obj/gcc.sum" \
	       && echo "PASS: torture harness reports $n as FAIL" \
	       || echo "FAIL: torture harness does not report $n as FAIL" ;;
      pos-*) grep -q "^PASS: .*$n.*execution test" "$out/obj/gcc.sum" \
	       && ! grep -q "^FAIL: .*$n" "$out/obj/gcc.sum" \
	       && echo "PASS: torture harness reports $n as PASS" \
	       || echo "FAIL: torture harness does not report $n as PASS" ;;
    esac
  done
}

# torture_summary SUM: PASS, FAIL and UNSUPPORTED per option set, as a
# markdown table.
torture_summary ()
{
  awk '
    /^(PASS|FAIL|XPASS|XFAIL|UNSUPPORTED|UNRESOLVED):/ {
      kind = $1; sub(/:$/, "", kind)
      rest = $0; sub(/^[A-Z]+: [^ ]+ */, "", rest)
      sub(/^(compilation|execution), */, "", rest)
      gsub(/^[ \t]+|[ \t]+$/, "", rest)
      # The option set ends where two spaces start what the test checks.
      if (i = index(rest, "  ")) rest = substr(rest, 1, i - 1)
      opt = (rest == "") ? "(none)" : rest
      if (!(opt in seen)) { seen[opt] = 1; order[n++] = opt }
      count[opt, kind]++
    }
    END {
      print "| options | PASS | FAIL | UNSUPPORTED |"
      print "| --- | ---: | ---: | ---: |"
      for (i = 0; i < n; i++) {
	o = order[i]
	printf "| `%s` | %d | %d | %d |\n", o, count[o, "PASS"],
	  count[o, "FAIL"] + count[o, "XPASS"] + count[o, "UNRESOLVED"],
	  count[o, "UNSUPPORTED"]
      }
    }' "$1"
}

# ./build.sh torture: the full option matrix of gcc.c-torture/execute
# (with ieee/ and builtins/) and gcc.dg/torture; K1_TORTURE_OPTIONS,
# option sets separated by ';', replaces GCC's matrix.
torture_full ()
{
  local out=$BUILD/torture-full
  torture_run "$out" "${K1_TORTURE_OPTIONS-}" execute.exp ieee.exp \
    builtins.exp dg-torture.exp
  torture_summary "$out/gcc.sum" > "$out/summary.md"
  cat "$out/summary.md"
  log "results in $out/gcc.sum, summary in $out/summary.md"
}

# ./build.sh torture-dynamic: gcc.c-torture/execute (with ieee/ and
# builtins/) at -O2 and -O2 -fPIC, linked dynamically (board
# k1-sim-dynamic), run with the sysroot's dynamic loader.
torture_dynamic ()
{
  local out=$BUILD/torture-dynamic
  K1_TORTURE_BOARD=k1-sim-dynamic \
    torture_run "$out" "-O2;-O2 -fPIC" execute.exp ieee.exp builtins.exp
  torture_summary "$out/gcc.sum" > "$out/summary.md"
  cat "$out/summary.md"
  log "results in $out/gcc.sum, summary in $out/summary.md"
}
