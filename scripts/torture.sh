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
  local out=$1 opts=$2 tsrc=$SRC/gcc-12.2.0/gcc/testsuite i pid tcl=
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
  done
  (for i in 1 2; do
     (cd "$out/p$i" && GCC_RUNTEST_PARALLELIZE_DIR=$out/par \
	runtest --tool gcc --srcdir "$tsrc" \
	--target_board="${K1_TORTURE_BOARD:-k1-sim}" "$@" \
	> runtest.out 2>&1 || true) &
   done
   wait) &
  pid=$!
  watch_progress "$pid" "results" \
    "$BUILD/.k1-torture-count-$(basename "$out")" torture_count "$out"
  wait "$pid" || true
  "$SRC/gcc-12.2.0/contrib/dg-extract-results.sh" "$out"/p*/gcc.sum > "$out/gcc.sum"
}

# torture_count OUTDIR: the result lines torture_run has written so far.
torture_count ()
{
  cat "$1"/p*/gcc.sum 2> /dev/null \
    | grep -cE '^(PASS|FAIL|XPASS|XFAIL|UNSUPPORTED|UNRESOLVED):' || true
}

# torture_classify SUM: the result lines of SUM as "KIND|OPTIONS|LINE",
# KIND being PASS, FAIL, XFAIL or UNSUPPORTED, OPTIONS the option set
# and LINE the result line without its kind.  torture.xfail lines are
# "TEST | OPTIONS | reason", OPTIONS being one option set as gcc.sum
# writes it or "*" for all.  The failures of a listed test with those
# options are expected (XFAIL); its other lines (a compilation that
# passes) keep their kind.  A listed test with no failure there gives
# one FAIL line, so that the list only shrinks.
torture_classify ()
{
  awk -v xf="$XFAIL_LIST" '
    function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
    BEGIN {
      while ((getline line < xf) > 0) {
	if (line ~ /^[ \t]*(#|$)/) continue
	split(line, f, "|"); x[trim(f[1]), trim(f[2])] = 1
      }
    }
    /^(PASS|FAIL|XPASS|XFAIL|UNSUPPORTED|UNRESOLVED):/ {
      kind = $1; sub(/:$/, "", kind); test = $2
      line = substr($0, index($0, " ") + 1)
      opt = $0; sub(/^[A-Z]+: [^ ]+ */, "", opt)
      sub(/^(compilation|execution), */, "", opt)
      opt = trim(opt)
      # The option set ends where two spaces start what the test checks.
      if (i = index(opt, "  ")) opt = substr(opt, 1, i - 1)
      sub(/ *(\(test for excess errors\)|execution test)$/, "", opt)
      if (opt == "") opt = "(none)"
      if (kind == "XPASS" || kind == "UNRESOLVED") kind = "FAIL"
      listed = ((test, "*") in x) || ((test, opt) in x)
      if (listed && kind == "FAIL") {
	kind = "XFAIL"; failed[test, opt] = 1
      }
      if (listed) { lt[test, opt] = 1; ltest[test, opt] = test " " opt }
      print kind "|" opt "|" line
    }
    END {
      for (k in lt)
	if (!(k in failed)) {
	  split(ltest[k], t, " ")
	  o = substr(ltest[k], length(t[1]) + 2)
	  print "FAIL|" o "|(listed in torture.xfail but passes) " ltest[k]
	}
    }' "$1"
}

# torture_results SUM: the result lines of SUM as PASS:/FAIL:/XFAIL:
# lines for the test runner (torture_classify says which).
torture_results ()
{
  torture_classify "$1" | awk -F'|' '$1 != "UNSUPPORTED" {
    line = $0; sub(/^[^|]*\|[^|]*\|/, "", line); print $1 ": " line }'
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

# torture_summary SUM: PASS, FAIL, XFAIL and UNSUPPORTED per option
# set, as a markdown table (torture_classify says which).
torture_summary ()
{
  torture_classify "$1" | awk -F'|' '
    {
      if (!($2 in seen)) { seen[$2] = 1; order[n++] = $2 }
      count[$2, $1]++
    }
    END {
      print "| options | PASS | FAIL | XFAIL | UNSUPPORTED |"
      print "| --- | ---: | ---: | ---: | ---: |"
      for (i = 0; i < n; i++) {
	o = order[i]
	printf "| `%s` | %d | %d | %d | %d |\n", o, count[o, "PASS"],
	  count[o, "FAIL"], count[o, "XFAIL"], count[o, "UNSUPPORTED"]
      }
    }'
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
