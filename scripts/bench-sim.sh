# build.sh bench-sim: the simulator's speed on real compiled C, against
# qemu-user on the same source.  testsuite/bench-sim/coremark-like.c is
# built with k1-linux-gcc -O2 -static, bundled and -mno-bundle, and with
# the distribution's riscv64-linux-gnu-gcc -O2 -static; in the same run,
# each K1 build runs on k1-linux-run (every executor it has) and the
# riscv64 one on qemu-riscv64.  Prints, per run, the CPU time (user +
# system, best of K1_BENCH_RUNS, default 3), the workload's own score
# (iterations/s), guest instructions/s and the time ratio qemu / K1
# (above 1: the simulator is faster).  The guest instruction count of
# K1 comes from --count, that of riscv64 from qemu's logs (rv_count in
# scripts/bench.sh) on two short runs, extrapolated linearly to the
# timed one.  Writes the table to build/bench-sim/summary.md; exits
# non-zero if a run fails its self-check.

BENCH_SIM_DIR=$TOP/testsuite/bench-sim

# cpu_time CMD...: run CMD (its output in $BS_OUT) and print its user +
# system CPU time in seconds; fails if CMD does.
cpu_time ()
{
  local tf=$BS_OUT.time
  /usr/bin/time -f '%U %S' -o "$tf" "$@" > "$BS_OUT" || return 1
  awk '{ printf "%.3f\n", $1 + $2 }' "$tf"
}

# best_time N CMD...: the least of N cpu_time runs.
best_time ()
{
  local n=$1 i t best=
  shift
  for ((i = 0; i < n; i++)); do
    t=$(cpu_time "$@") || return 1
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then
      best=$t
    fi
  done
  echo "$best"
}

bench_sim_main ()
{
  . "$TOP/scripts/bench.sh"
  local out=$BUILD/bench-sim cc=$PREFIX/bin/$TARGET-gcc run=$PREFIX/bin/$TARGET-run
  local src=$BENCH_SIM_DIR/coremark-like.c iters=${K1_BENCH_ITERS:-10000}
  local runs=${K1_BENCH_RUNS:-3} failed=0 exe t n1 n2 n insns rv_t ratio
  [ -x "$cc" ] || die "no $TARGET-gcc: run ./build.sh first"
  [ -x "$run" ] || die "no $TARGET-run: run ./build.sh sim first"
  ensure_deps $RV_DEPS time
  mkdir -p "$out"
  BS_OUT=$out/run.out

  # riscv64 under qemu.
  exe=$out/coremark-like-riscv64
  "$RV_CC" -O2 -static -o "$exe" "$src" || die "riscv64 compilation failed"
  n1=$(rv_run_args "$exe" 10) && n2=$(rv_run_args "$exe" 20) \
    || die "riscv64: the instruction count failed"
  insns=$(awk -v a="$n1" -v b="$n2" -v n="$iters" \
	    'BEGIN { printf "%.0f", a + (b - a) / 10 * (n - 10) }')
  rv_t=$(best_time "$runs" "$RV_RUN" "$exe" "$iters") \
    && grep -q ': ok ' "$BS_OUT" || { failed=1; rv_t=; cat "$BS_OUT"; }
  {
    echo "| build | runner | check | CPU s | iterations/s | guest instructions | guest instructions/s | K1 / qemu speed |"
    echo "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |"
    [ -n "$rv_t" ] && awk -v t="$rv_t" -v n="$insns" -v it="$iters" 'BEGIN {
      printf "| riscv64 `-O2` | qemu-riscv64 | ok | %.3f | %.0f | %.0f | %.0f M | 1 |\n", t, it / t, n, n / t / 1e6 }'
  } > "$out/summary.md"

  local opts tag ex
  for opts in "-O2" "-O2 -mno-bundle"; do
    tag=$(echo "$opts" | tr -d ' ')
    exe=$out/coremark-like$tag
    "$cc" $opts -static -o "$exe" "$src" || die "compilation with $opts failed"
    "$run" --count --log="$exe.count" "$exe" "$iters" > "$BS_OUT" \
      || { failed=1; cat "$BS_OUT"; }
    insns=$(awk '$1 == "bundles" { print $4 }' "$exe.count")
    for ex in $(k1_executors "$run"); do
      if t=$(best_time "$runs" env K1_EXEC=$ex "$run" "$exe" "$iters") \
	   && grep -q ': ok ' "$BS_OUT"; then
	awk -v t="$t" -v n="$insns" -v it="$iters" -v rv="$rv_t" -v o="$opts" -v ex="$ex" 'BEGIN {
	  printf "| K1 `%s` | k1-linux-run (%s) | ok | %.3f | %.0f | %.0f | %.0f M | %s |\n", o, ex, t, it / t, n, n / t / 1e6, rv != "" ? sprintf ("%.3fx", rv / t) : "-" }' \
	  >> "$out/summary.md"
      else
	failed=1
	cat "$BS_OUT"
	echo "| K1 \`$opts\` | k1-linux-run ($ex) | FAIL | | | | | |" >> "$out/summary.md"
      fi
    done
  done
  cat "$out/summary.md"
  log "results in $out/summary.md"
  [ $failed = 0 ] || die "a run failed its self-check"
}

# rv_run_args EXE ARG: rv_run with one argument; prints the count.
rv_run_args ()
{
  local exe=$1 n
  "$RV_RUN" -d in_asm,exec,nochain -D "$exe.qemu.log" "$exe" "$2" > "$exe.out" \
    && grep -q ': ok ' "$exe.out" && n=$(rv_count "$exe.qemu.log") || return 1
  rm -f "$exe.qemu.log"
  echo "$n"
}

# k1_executors RUN: the executors RUN has (K1_EXEC values), the default
# first.
k1_executors ()
{
  "$1" --help 2>&1 | sed -n 's/.*K1_EXEC=\([a-z|]*\).*/\1/p' | tr '|' ' ' | grep . \
    || echo default
}
