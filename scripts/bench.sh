# build.sh bench: the kernels of testsuite/bench/ at -O2, with and
# without -mno-bundle (and -mno-hwloops when the compiler has it), run
# on k1-linux-run --stats.  Prints one line per kernel and option set
# (result check, compile time, cycles, instructions, bundles,
# instructions per bundle) and a geometric-mean summary; writes the
# table to build/bench/summary.md.  Exits non-zero if a kernel fails.

BENCH_DIR=$TOP/testsuite/bench

bench_main ()
{
  local out=$BUILD/bench cc=$PREFIX/bin/$TARGET-gcc run=$PREFIX/bin/$TARGET-run
  [ -x "$cc" ] || die "no $TARGET-gcc: run ./build.sh first"
  [ -x "$run" ] || die "no $TARGET-run: run ./build.sh sim first"
  mkdir -p "$out"
  local sets=("-O2 -mbundle -mhwloops" "-O2 -mno-bundle -mhwloops")
  if echo 'int x;' | "$cc" -mno-hwloops -x c -c -o /dev/null - 2>/dev/null; then
    sets+=("-O2 -mbundle -mno-hwloops" "-O2 -mno-bundle -mno-hwloops")
  fi
  local failed=0 src k opts tag exe t0 t1 ok line
  : > "$out/results.txt"
  for src in "$BENCH_DIR"/*.c; do
    k=$(basename "$src" .c)
    for opts in "${sets[@]}"; do
      tag=$k$(echo "$opts" | tr -d ' ' | tr '=' '_')
      exe=$out/$tag
      t0=$(date +%s.%N)
      "$cc" $opts -static -o "$exe" "$src" || die "$k: compilation with $opts failed"
      t1=$(date +%s.%N)
      ok=ok
      "$run" --stats --log="$exe.stats" "$exe" > "$exe.out" || ok=FAIL
      grep -q ': ok ' "$exe.out" || ok=FAIL
      [ $ok = ok ] || failed=1
      awk -v k="$k" -v o="$opts" -v ok=$ok -v ct="$(echo "$t1 - $t0" | bc)" '
	$1 == "bundles" { b = $2 } $1 == "instructions" { n = $2 }
	$1 == "cycles" { c = $2 }
	END { printf "%s|%s|%s|%.2f|%d|%d|%d|%.3f\n", k, o, ok, ct, c, n, b, n / b }
      ' "$exe.stats" >> "$out/results.txt"
    done
  done
  bench_summary "$out/results.txt" "${sets[@]}" | tee "$out/summary.md"
  log "results in $out/summary.md"
  [ $failed = 0 ] || die "a kernel failed its check"
}

# bench_summary RESULTS SETS...: the per-kernel table and, for each
# option set, the geometric means and the cycles against the first set.
bench_summary ()
{
  local res=$1
  shift
  echo "| kernel | options | check | compile s | cycles | instructions | bundles | insns/bundle |"
  echo "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |"
  awk -F'|' '{ printf "| %s | `%s` | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7, $8 }' "$res"
  echo
  echo "| options | geomean cycles | geomean insns/bundle | cycles vs \`$1\` |"
  echo "| --- | ---: | ---: | ---: |"
  local base=$1 o
  for o in "$@"; do
    awk -F'|' -v o="$o" -v base="$base" '
      $2 == base { bc[$1] = $5 }
      $2 == o { c[$1] = $5; ipb[$1] = $8; n++ }
      END {
	for (k in c) { lc += log (c[k]); li += log (ipb[k]); lr += log (c[k] / bc[k]) }
	printf "| `%s` | %.0f | %.3f | %.3f |\n", o, exp (lc / n), exp (li / n), exp (lr / n)
      }' "$res"
  done
}
