# build.sh fuzz [SECONDS]: the libFuzzer targets of testsuite/fuzz/,
# built with the distribution's clang (-fsanitize=fuzzer,address,
# undefined) against binutils' and the simulator's objects, each run
# for SECONDS (default 60), one process each.  Sourced by build.sh and
# scripts/test.sh.
# K1_FUZZ_TARGETS="gas dis ..." runs only the targets it names.

FUZZ_TARGETS=${K1_FUZZ_TARGETS:-"gas dis bfd sim-load sim-exec"}
FUZZ_DIR=$TOP/testsuite/fuzz
FZ=$BUILD/fuzz
FUZZ_CFLAGS="-g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all"

# The binutils objects, built by clang with coverage and the
# sanitizers in $FZ/binutils from the tree the binutils stage patched.
fuzz_build_binutils ()
{
  local src=$SRC/binutils-2.40 bdir=$FZ/binutils fp args
  args=(--target=$TARGET --prefix=/nonexistent --disable-nls --disable-werror \
    --disable-gdb --disable-gdbserver --disable-sim --disable-gold \
    --disable-gprofng --disable-libctf --disable-multilib --without-zstd \
    --without-debuginfod --disable-shared --disable-plugins)
  fp=$(fingerprint bfd opcodes include gas ld binutils patches/binutils \
	 scripts/fuzz.sh "${args[*]}" "$(clang --version | head -n 1)")
  if up_to_date fuzz-binutils "$fp" "$bdir/gas/as-new"; then
    return 0
  fi
  begin_work fuzz-binutils
  mkdir -p "$bdir"
  if [ "$(cat "$bdir/.k1-configure-args" 2>/dev/null)" != "${args[*]}" ]; then
    find "$bdir" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
    log "configuring binutils for fuzzing (clang)"
    (cd "$bdir" && CC="ccache clang" CXX="ccache clang++" \
       CFLAGS="$FUZZ_CFLAGS -fsanitize=fuzzer-no-link" \
       LDFLAGS="-fsanitize=address,undefined" \
       "$src/configure" "${args[@]}" > configure.log 2>&1) \
      || { tail -n 30 "$bdir/configure.log"; die "configure failed in $bdir"; }
    printf '%s' "${args[*]}" > "$bdir/.k1-configure-args"
  fi
  run_make "$bdir" all-gas all-binutils
  end_work fuzz-binutils "$fp"
}

# The simulator's objects, by its own Makefile, in $FZ/sim.
fuzz_sim_objs ()
{
  local f
  for f in "$TOP"/sim/k1/cpu/*.c "$TOP"/sim/k1/linux/*.c; do
    case $f in */main.c|*/abi-gen.c|*/sysnames-gen.c) continue ;; esac
    f=${f#"$TOP"/sim/k1/}
    printf '%s\n' "$FZ/sim/${f%.c}.o"
  done
  printf '%s\n' "$FZ/sim/k1-opc.o" "$FZ/sim/k1-dis.o"
}

fuzz_build_sim ()
{
  make -s -C "$TOP/sim/k1" BUILDDIR="$FZ/sim" CC=clang HOSTCC32=gcc \
    CFLAGS="$FUZZ_CFLAGS -fsanitize=fuzzer-no-link -Dexit=k1_fuzz_exit -D_exit=k1_fuzz_exit" \
    $(fuzz_sim_objs) > "$FZ/sim.log" 2>&1 \
    || { tail -n 20 "$FZ/sim.log"; die "building the simulator for fuzzing failed (see $FZ/sim.log)"; }
}

# fuzz_build: every target into $FZ/bin.
fuzz_build ()
{
  local b=$FZ/binutils s=$SRC/binutils-2.40 libs inc cc
  command -v clang >/dev/null || ensure_deps clang
  mkdir -p "$FZ/bin"
  (with_lock; run_stage binutils) || die "the binutils stage failed"
  fuzz_build_binutils
  fuzz_build_sim
  cc="clang $FUZZ_CFLAGS -fsanitize=fuzzer"
  inc="-I$b/bfd -I$s/bfd -I$s/include -I$b/opcodes"
  libs="$b/opcodes/.libs/libopcodes.a $b/bfd/.libs/libbfd.a $b/libsframe/.libs/libsframe.a $b/libiberty/libiberty.a $b/zlib/libz.a"
  log "linking the fuzz targets into $FZ/bin"
  $cc $inc -o "$FZ/bin/fuzz-dis" "$FUZZ_DIR/fuzz-dis.c" $libs \
    || die "linking fuzz-dis failed"
  $cc $inc -o "$FZ/bin/fuzz-bfd" "$FUZZ_DIR/fuzz-bfd.c" $libs \
    || die "linking fuzz-bfd failed"
  # gas: its objects with main renamed (see fuzz-gas.c).
  clang $FUZZ_CFLAGS -fsanitize=fuzzer-no-link -DHAVE_CONFIG_H -I"$b/gas" \
    -I"$s/gas" -I"$b/bfd" -I"$s/gas/config" -I"$s/include" -I"$s" -I"$s/bfd" \
    -DLOCALEDIR='"/nonexistent"' -Dmain=k1_gas_main -c -o "$FZ/gas-as.o" \
    "$s/gas/as.c" || die "compiling gas/as.c for fuzz-gas failed"
  $cc -o "$FZ/bin/fuzz-gas" "$FUZZ_DIR/fuzz-gas.c" "$FZ/gas-as.o" \
    $(ls "$b"/gas/*.o "$b"/gas/config/*.o 2>/dev/null | grep -v '/as\.o$') $libs \
    -Wl,--wrap=signal_init,--wrap=as_abort,--wrap=xexit \
    || die "linking fuzz-gas failed"
  $cc -DFUZZ_LOADER -I"$TOP/sim/k1" -I"$TOP/sim/k1/linux" -I"$FZ/sim/linux" -I"$TOP/include" \
    -o "$FZ/bin/fuzz-sim-load" "$FUZZ_DIR/fuzz-sim.c" $(fuzz_sim_objs) -lm -pthread \
    || die "linking fuzz-sim-load failed"
  $cc -DFUZZ_EXEC -I"$TOP/sim/k1" -I"$TOP/sim/k1/linux" -I"$FZ/sim/linux" -I"$TOP/include" \
    -o "$FZ/bin/fuzz-sim-exec" "$FUZZ_DIR/fuzz-sim.c" $(fuzz_sim_objs) -lm -pthread \
    || die "linking fuzz-sim-exec failed"
}

# Options every run of target $1 gets.
fuzz_opts ()
{
  echo "-detect_leaks=0 -rss_limit_mb=4096 -max_len=65536 -timeout=20"
  case $1 in
    gas) echo "-close_fd_mask=2 -max_len=8192" ;;
    sim-exec) echo "-max_len=4096" ;;
  esac
}

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# fuzz_one TARGET SECONDS: run TARGET for SECONDS on its working corpus
# ($FZ/corpus/TARGET, seeded from testsuite/fuzz/corpus/TARGET); crash
# inputs go to $FZ/crashes/TARGET/, the log to $FZ/run-TARGET.log.
fuzz_one ()
{
  local t=$1 secs=$2 pid
  mkdir -p "$FZ/corpus/$t" "$FZ/crashes/$t"
  "$FZ/bin/fuzz-$t" $(fuzz_opts "$t") -max_total_time="$secs" \
    -print_final_stats=1 -artifact_prefix="$FZ/crashes/$t/" \
    "$FZ/corpus/$t" "$FUZZ_DIR/corpus/$t" > "$FZ/run-$t.log" 2>&1 &
  pid=$!
  # One progress line at a time: not when the targets run at once.
  if [ "${K1_FUZZ_PARALLEL:-0}" != 1 ]; then
    watch_progress "$pid" "inputs run by fuzz-$t (for $secs s)" /dev/null \
      fuzz_inputs "$FZ/run-$t.log"
  fi
  wait "$pid" || true
}

# fuzz_inputs LOG: the inputs libFuzzer has run so far ("#N" lines).
fuzz_inputs ()
{
  local n
  n=$(grep -ao '^#[0-9][0-9]*' "$1" 2> /dev/null | tail -n 1 | tr -d '#' || true)
  echo "${n:-0}"
}

# fuzz_run SECONDS: run each target for SECONDS, one after the other
# (or all at once with K1_FUZZ_PARALLEL=1, at nice 10, so that a long
# run takes the time of one target); print per target its executions,
# executions per second, edges and crashes.
fuzz_run ()
{
  local secs=${1:-60} t log execs eps cov crashes
  fuzz_build
  if [ "${K1_FUZZ_PARALLEL:-0}" = 1 ]; then
    for t in $FUZZ_TARGETS; do
      (renice -n 10 "$BASHPID" > /dev/null; fuzz_one "$t" "$secs") &
    done
    wait
  else
    for t in $FUZZ_TARGETS; do
      fuzz_one "$t" "$secs"
    done
  fi
  printf '%-9s %8s %10s %8s %7s %8s\n' target seconds executions exec/s edges crashes
  for t in $FUZZ_TARGETS; do
    log="$FZ/run-$t.log"
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    eps=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
    crashes=$(ls "$FZ/crashes/$t" | wc -l)
    printf '%-9s %8s %10s %8s %7s %8s\n' "$t" "$secs" "${execs:-?}" "${eps:-?}" \
      "${cov:-?}" "$crashes"
  done
  log "logs in $FZ/run-*.log, crash inputs in $FZ/crashes/"
}

# fuzz_regress: the test suite.  Each target replays its seed corpus
# (one result) and each reproducer of testsuite/fuzz/regress/TARGET/
# (one result each): any sanitizer report or crash is a FAIL.
fuzz_regress ()
{
  local t f log
  # In a subshell: a failed build is one FAIL, not the end of the run.
  if ! (fuzz_build) > "$FZ.build.log" 2>&1; then
    tail -n 20 "$FZ.build.log"
    echo "FAIL: fuzz targets build (see $FZ.build.log)"
    return 0
  fi
  echo "PASS: fuzz targets build"
  for t in $FUZZ_TARGETS; do
    log=$FZ/regress-$t.log
    if [ -d "$FUZZ_DIR/corpus/$t" ] \
       && "$FZ/bin/fuzz-$t" $(fuzz_opts "$t") -runs=0 "$FUZZ_DIR/corpus/$t" > "$log" 2>&1; then
      echo "PASS: fuzz $t corpus ($(ls "$FUZZ_DIR/corpus/$t" | wc -l) inputs)"
    else
      echo "FAIL: fuzz $t corpus (see $log)"
    fi
    for f in "$FUZZ_DIR/regress/$t"/*; do
      [ -f "$f" ] || continue
      if "$FZ/bin/fuzz-$t" $(fuzz_opts "$t") "$f" > "$log.1" 2>&1; then
	echo "PASS: fuzz $t regress/$t/$(basename "$f")"
      else
	cat "$log.1" >> "$log"
	echo "FAIL: fuzz $t regress/$t/$(basename "$f") (see $log)"
      fi
    done
  done
}
