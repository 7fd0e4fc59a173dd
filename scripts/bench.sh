# build.sh bench: the kernels of testsuite/bench/ at -O2, with and
# without -mno-bundle (and -mno-hwloops when the compiler has it), run
# on k1-linux-run --stats.  Prints one line per kernel and option set
# (result check, compile time, cycles, instructions, bundles,
# instructions per bundle) and a geometric-mean summary; writes the
# table to build/bench/summary.md.  Exits non-zero if a kernel fails.
#
# For a yardstick outside K1, each kernel is also built for riscv64
# (the distribution's riscv64-linux-gnu-gcc -O2 -static) and run under
# qemu-riscv64, and the table sets K1's cycles against its dynamic
# instruction count.  The distribution's qemu has no TCG plugins, so
# the count comes from its logs (rv_count); rv-count-check.S, a program
# of known count, checks the counter first.

BENCH_DIR=$TOP/testsuite/bench
RV_CC=riscv64-linux-gnu-gcc
RV_RUN=qemu-riscv64
RV_DEPS="gcc-riscv64-linux-gnu qemu-user"

# rv_count LOG: the number of guest instructions qemu executed, from a
# log of -d in_asm,exec,nochain.  in_asm lists each block once, when it
# is translated ("IN:", one line per instruction, a blank line); exec
# logs a "Trace" line, which names the translation by its host address
# and the block by its guest address, each time a block runs, and
# nochain makes that every time (chained blocks would run unlogged).
# A block runs right after its translation, so the first Trace after a
# listing binds that translation to the listing's count; the latest
# listing wins, since qemu may translate a block again (after a
# retranslation with fewer instructions, or a flush that reuses host
# addresses).  Keying by the translation rather than by the guest
# address also keeps apart two live translations of one address (the
# TB flags differ), which may differ in length.  Prints the count, or
# fails if a Trace names a translation with no listing or a listing is
# not followed by a run of its own block.  Reads line by line: the log
# is hundreds of MB.
rv_count ()
{
  awk '
    /^IN:/ { inblk = 1; pc = ""; n = 0; next }
    inblk && /^0x[0-9a-f]+:/ {
      if (pc == "") pc = substr ($1, 3, length ($1) - 3)
      n++
      next
    }
    inblk && /^$/ { inblk = 0; pend = n; pendpc = pc; next }
    /^Trace / {
      split ($0, f, "/")
      if (pendpc != "")
	{
	  if (pendpc != f[2]) bad++
	  len[$3] = pend
	  pendpc = ""
	}
      if ($3 in len) total += len[$3]; else bad++
    }
    END {
      if (bad || total == 0) exit 1
      printf "%.0f\n", total
    }' "$1"
}

# rv_run EXE: run the riscv64 program EXE under qemu with the logs
# rv_count reads, its output in EXE.out; print its instruction count.
# Fails if it exits non-zero or the log cannot be counted.  The log is
# kept only then, for a look at why.
rv_run ()
{
  local exe=$1 n
  "$RV_RUN" -d in_asm,exec,nochain -D "$exe.qemu.log" "$exe" > "$exe.out" \
    && n=$(rv_count "$exe.qemu.log") || return 1
  rm -f "$exe.qemu.log"
  echo "$n"
}

# rv_check_counter OUT: build and run rv-count-check.S and die unless
# the counter gives exactly the count its comment derives.
rv_check_counter ()
{
  local out=$1 src=$BENCH_DIR/rv-count-check.S exe want got
  exe=$out/rv-count-check
  want=$(sed -n 's/^ *expected-instructions: *\([0-9]*\).*/\1/p' "$src")
  [ -n "$want" ] || die "$src names no expected-instructions"
  "$RV_CC" -nostdlib -static -o "$exe" "$src" || die "cannot build $src"
  got=$(rv_run "$exe") || die "riscv64 counter check: the run or the count failed (log $exe.qemu.log)"
  [ "$got" = "$want" ] \
    || die "riscv64 counter check: counted $got instructions, the program executes $want"
  log "riscv64 counter check: $got instructions, as expected"
}

bench_main ()
{
  local out=$BUILD/bench cc=$PREFIX/bin/$TARGET-gcc run=$PREFIX/bin/$TARGET-run
  [ -x "$cc" ] || die "no $TARGET-gcc: run ./build.sh first"
  [ -x "$run" ] || die "no $TARGET-run: run ./build.sh sim first"
  ensure_deps $RV_DEPS
  mkdir -p "$out"
  rv_check_counter "$out"
  local sets=("-O2 -mbundle -mhwloops" "-O2 -mno-bundle -mhwloops")
  if echo 'int x;' | "$cc" -mno-hwloops -x c -c -o /dev/null - 2>/dev/null; then
    sets+=("-O2 -mbundle -mno-hwloops" "-O2 -mno-bundle -mno-hwloops")
  fi
  local failed=0 src k opts tag exe t0 t1 ok line n
  : > "$out/results.txt"
  : > "$out/riscv64.txt"
  for src in "$BENCH_DIR"/*.c; do
    k=$(basename "$src" .c)
    exe=$out/$k-riscv64
    "$RV_CC" -O2 -static -o "$exe" "$src" || die "$k: riscv64 compilation failed"
    if n=$(rv_run "$exe") && grep -q ': ok ' "$exe.out"; then
      echo "$k|$n" >> "$out/riscv64.txt"
    else
      echo "$k|FAIL" >> "$out/riscv64.txt"
      failed=1
    fi
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
  bench_summary "$out/results.txt" "$out/riscv64.txt" "${sets[@]}" \
    | tee "$out/summary.md"
  log "results in $out/summary.md"
  [ $failed = 0 ] || die "a kernel failed its check"
}

# bench_summary RESULTS RISCV64 SETS...: the per-kernel table and, for
# each option set, the geometric means and the cycles against the first
# set.  The riscv64 columns (RISCV64: KERNEL|COUNT lines) are filled
# for the first set, the default; the summary ends with the geometric
# mean of its cycles against riscv64's instructions.
bench_summary ()
{
  local res=$1 rv=$2
  shift 2
  echo "| kernel | options | check | compile s | cycles | instructions | bundles | insns/bundle | riscv64 instructions | cycles / riscv64 insns |"
  echo "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
  awk -F'|' -v base="$1" '
    NR == FNR { rv[$1] = $2; next }
    {
      r = s = ""
      if ($2 == base)
	{
	  r = rv[$1]
	  s = r ~ /^[0-9]+$/ ? sprintf ("%.3f", $5 / r) : "-"
	}
      printf "| %s | `%s` | %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7, $8, r, s
    }' "$rv" "$res"
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
  echo
  # A kernel that failed on riscv64 has no count and is left out (the
  # run fails anyway); say how many kernels the mean covers.
  awk -F'|' -v base="$base" '
    NR == FNR { if ($2 ~ /^[0-9]+$/) rv[$1] = $2; next }
    $2 == base && ($1 in rv) { l += log ($5 / rv[$1]); n++ }
    END {
      printf "K1 cycles at `%s` / riscv64 `-O2` instructions, geometric mean over %d kernels: %.3f\n", base, n, n ? exp (l / n) : 0
    }' "$rv" "$res"
}
