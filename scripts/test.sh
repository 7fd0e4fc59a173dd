# ./build.sh test [SUITE...]: build what is missing, run the CI test set
# and end with one line "N passed, N failed".  Every suite prints
# DejaGnu-style "PASS: name" / "FAIL: name" lines, which are counted.

# Each suite is a function printing result lines; suite_needs gives
# the stages it needs built first.
SUITES="docs gas ld sim fuzz gcc init libc torture busybox dynamic threads openmp"

suite_needs ()
{
  case $1 in
    docs) ;;
    gas|ld) echo binutils ;;
    sim) echo binutils sim ;;
    fuzz) echo binutils ;;
    gcc) echo binutils sim gcc ;;
    *) echo "$STAGES" ;;
  esac
}

suite_docs () { . "$TOP/scripts/docs.sh"; check_docs; }

# dejagnu_suite DIR TOOL EXP: run one .exp of binutils' own testsuite
# in the build tree and print its .sum result lines.
dejagnu_suite ()
{
  local dir=$BINUTILS_BUILD/$1 tool=$2 exp=$3 sum
  sum=$dir/$tool.sum
  [ "$tool" = gas ] && sum=$dir/testsuite/gas.sum
  [ "$tool" = ld ] && sum=$dir/ld.sum
  rm -f "$sum"
  (cd "$BINUTILS_BUILD" && make "check-$tool" RUNTESTFLAGS="$exp" \
     > "$dir/check-$tool.log" 2>&1) || true
  if [ -f "$sum" ]; then
    grep -E '^(PASS|FAIL|XPASS|UNRESOLVED|UNTESTED|ERROR):' "$sum" \
      | sed -E 's/^(XPASS|UNRESOLVED|UNTESTED|ERROR):/FAIL: \1:/'
  else
    echo "FAIL: $tool testsuite did not run (see $dir/check-$tool.log)"
  fi
}

suite_gas () { dejagnu_suite gas gas k1.exp; }

suite_ld ()
{
  dejagnu_suite ld ld k1.exp
  [ -x "$TOP/ld/testsuite/ld-k1/run.sh" ] && "$TOP/ld/testsuite/ld-k1/run.sh"
  return 0
}

# gcc.c-torture/execute with ieee/ and builtins/ at -O0, -O2 and -Os
# (bundles and hardware loops), on the simulator, at -O2 again on its
# other executors (the reference one, and the threaded one on hosts
# where the JIT is the default), and the harness's negative control.
suite_torture ()
{
  . "$TOP/scripts/torture.sh"
  torture_run "$BUILD/tests/torture" "-O0;-O2;-Os" execute.exp ieee.exp builtins.exp
  torture_results "$BUILD/tests/torture/gcc.sum"
  # The simulator's reference executor (K1_EXEC=ref), at -O2.
  K1_EXEC=ref torture_run "$BUILD/tests/torture-ref" "-O2" execute.exp ieee.exp builtins.exp
  torture_results "$BUILD/tests/torture-ref/gcc.sum" | sed -E 's/^([A-Z]+): /\1: ref: /'
  if sim_has_jit; then
    K1_EXEC=fast torture_run "$BUILD/tests/torture-fast" "-O2" execute.exp ieee.exp builtins.exp
    torture_results "$BUILD/tests/torture-fast/gcc.sum" | sed -E 's/^([A-Z]+): /\1: fast: /'
  fi
  torture_negative
}

# The compiler: the freestanding execute suite on the simulator at
# -O0/-O1/-O2/-Os, then gcc.target/k1 and GCC's compile torture
# (gcc.c-torture/compile, gcc.dg/torture) at -O0 and -O2, where every
# output must assemble and no internal compiler error may occur.
suite_gcc ()
{
  local sum=$BUILD/torture/run/gcc.sum log=$BUILD/tests/gcc-compile.log ices
  "$TOP/testsuite/freestanding/run.sh" || true
  "$TOP/testsuite/torture/run.sh" > "$log" 2>&1 || true
  if [ ! -f "$sum" ]; then
    echo "FAIL: compile torture did not run (see $log)"
    return 0
  fi
  grep -E '^(PASS|FAIL|XPASS|UNRESOLVED):' "$sum" \
    | sed -E 's/^(XPASS|UNRESOLVED):/FAIL: \1:/'
  ices=$(grep -c 'internal compiler error' "$BUILD/torture/run/gcc.log" || true)
  [ "$ices" -eq 0 ] || echo "FAIL: $ices internal compiler errors (see $BUILD/torture/run/gcc.log)"
}

# The test init program on the simulator.
suite_init ()
{
  "$TOP/testsuite/init/run.sh"
  # Again on the simulator's other executors.
  K1_EXEC=ref K1_INIT_NAME=init-ref "$TOP/testsuite/init/run.sh"
  if sim_has_jit; then
    K1_EXEC=fast K1_INIT_NAME=init-fast "$TOP/testsuite/init/run.sh"
  fi
}

# Whether the installed simulator's default executor is the JIT (an
# x86-64 host): then the threaded one is the executor not yet run.
sim_has_jit ()
{
  "$PREFIX/bin/$TARGET-run" --help 2>&1 | grep -q 'K1_EXEC=jit|'
}

# BusyBox (defconfig, static and dynamic), built when missing, its smoke
# test, and the init checks run by its init.
suite_busybox ()
{
  if ! (with_lock; run_stage busybox) > "$BUILD/tests/busybox-build.log" 2>&1; then
    tail -n 20 "$BUILD/tests/busybox-build.log"
    echo "FAIL: busybox build (see $BUILD/tests/busybox-build.log)"
    return 0
  fi
  echo "PASS: busybox build"
  "$TOP/testsuite/busybox/run.sh" static
  "$TOP/testsuite/busybox/run.sh" dynamic
  # The init checks run by BusyBox's init from an inittab, as PID 1.
  K1_INIT_BUSYBOX=$BUILD/busybox-static/busybox K1_INIT_NAME=init-busybox \
    "$TOP/testsuite/init/run.sh"
  K1_INIT_BUSYBOX=$BUILD/busybox-dynamic/busybox \
    K1_INIT_NAME=init-busybox-dynamic "$TOP/testsuite/init/run.sh"
}

# The C library's checks (libm errors, number conversions against
# glibc) on the simulator.
suite_libc () { "$TOP/testsuite/libc/run.sh"; }

# Dynamic executables, shared libraries, dlopen, LD_PRELOAD, lazy
# binding and the loader's errors on the simulator.
suite_dynamic () { "$TOP/testsuite/dynamic/run.sh"; }

# The fuzz targets (testsuite/fuzz/) replaying their seed corpora and
# the inputs of every crash found so far.
suite_fuzz () { . "$TOP/scripts/fuzz.sh"; fuzz_regress; }

# POSIX threads (NPTL), static and dynamic, on the simulator.
suite_threads () { "$TOP/testsuite/threads/run.sh"; }

# OpenMP (libgomp) on the simulator, output compared with the host's.
suite_openmp () { "$TOP/testsuite/openmp/run.sh"; }

# The debugger: k1-linux-gdb (built when missing, as BusyBox is) against
# the simulator's GDB stub.  Not in SUITES: GDB's cold build does not fit
# CI's time budget; run ./build.sh test gdb.
suite_gdb ()
{
  if ! (with_lock; run_stage gdb) > "$BUILD/tests/gdb-build.log" 2>&1; then
    tail -n 20 "$BUILD/tests/gdb-build.log"
    echo "FAIL: gdb build (see $BUILD/tests/gdb-build.log)"
    return 0
  fi
  echo "PASS: gdb build"
  "$TOP/testsuite/gdb/run.sh"
}

suite_sim ()
{
  if [ -x "$TOP/sim/k1/tests/run.sh" ]; then
    "$TOP/sim/k1/tests/run.sh" || true
    # Again on the simulator's other executors: the reference one, and
    # the threaded one where the JIT is the default (or the JIT where
    # it is not: there it falls back to the threaded one).
    K1_EXEC=ref "$TOP/sim/k1/tests/run.sh" | sed -E 's/^([A-Z]+): /\1: ref: /' || true
    if sim_has_jit; then
      K1_EXEC=fast "$TOP/sim/k1/tests/run.sh" | sed -E 's/^([A-Z]+): /\1: fast: /' || true
    else
      K1_EXEC=jit "$TOP/sim/k1/tests/run.sh" | sed -E 's/^([A-Z]+): /\1: jit: /' || true
    fi
  else
    echo "FAIL: sim/k1/tests/run.sh missing"
  fi
}

run_tests ()
{
  local suites=${*:-$SUITES} s out pass fail tpass=0 tfail=0 stages=
  ensure_deps
  # With no suite named, build everything, as a user's first run would.
  if [ $# -eq 0 ]; then
    stages=$STAGES
  else
    for s in $suites; do
      stages="$stages $(suite_needs "$s")"
    done
  fi
  (with_lock
   for s in $STAGES; do
     case " $stages " in *" $s "*) ;; *) continue ;; esac
     [ -f "$TOP/scripts/$s.sh" ] && run_stage "$s"
   done) || die "the build failed; no tests run"
  mkdir -p "$BUILD/tests"
  for s in $suites; do
    declare -F "suite_$s" >/dev/null || die "unknown test suite '$s' (suites: $SUITES gdb)"
    out=$BUILD/tests/$s.log
    log "test suite $s"
    "suite_$s" > "$out" 2>&1 || echo "FAIL: suite $s exited with an error" >> "$out"
    pass=$(grep -c '^PASS: ' "$out" || true)
    fail=$(grep -c '^FAIL: ' "$out" || true)
    grep '^FAIL: ' "$out" | head -n 50 >&2 || true
    printf '== %s: %d passed, %d failed\n' "$s" "$pass" "$fail"
    tpass=$((tpass + pass))
    tfail=$((tfail + fail))
  done
  echo "$tpass passed, $tfail failed"
  [ "$tfail" -eq 0 ]
}
