#!/usr/bin/env bash
# Build the K1 GNU/Linux cross toolchain into toolchain/, or run its tests.
#
#   ./build.sh                 every stage, in order
#   ./build.sh STAGE...        only those stages (binutils, sim, gcc, libc)
#   ./build.sh test [SUITE...] the CI test set (or only the named suites)
#   ./build.sh torture         GCC's full torture matrix on the simulator
#                              (K1_TORTURE_OPTIONS="OPTS;OPTS..." for other sets)
#   ./build.sh torture-dynamic gcc.c-torture/execute at -O2 and -O2 -fPIC, dynamic
#   ./build.sh csmith [N]      csmith differential testing (N programs)
#   ./build.sh gdb             k1-linux-gdb (GDB 13.1); ./build.sh test gdb runs its suite
#   ./build.sh gdb-base        GDB's gdb.base subset, K1 board and x86-64 gdbserver
#   ./build.sh test-busybox    BusyBox's testsuite, K1 on the simulator and host
#   ./build.sh bench           the benchmark kernels on the simulator
#   ./build.sh bench-sim       the simulator's speed against qemu-riscv64
#   ./build.sh fuzz [SECONDS]  each libFuzzer target for SECONDS (default 60)
#   ./build.sh docs            regenerate the generated part of docs/
#
# Every stage is incremental: a second run with nothing changed only
# checks that nothing changed.
set -euo pipefail
TOP=$(cd "$(dirname "$0")" && pwd)
. "$TOP/scripts/common.sh"

STAGES="binutils sim gcc libc gcc-final"

# run_stage STAGE: run one stage and say how long it took.  A stage
# that cannot do its job dies with the reason.
run_stage ()
{
  local s=$1 t0 ms
  [ -f "$TOP/scripts/$s.sh" ] || die "unknown stage '$s' (stages: $STAGES)"
  . "$TOP/scripts/$s.sh"
  log "stage $s"
  t0=$(date +%s%N)
  "stage_${s//-/_}"
  ms=$((($(date +%s%N) - t0) / 1000000))
  log "stage $s done in $((ms / 1000)).$((ms % 1000 / 100)) s"
}

main ()
{
  local s
  case ${1-} in
    test)
      shift
      . "$TOP/scripts/test.sh"
      run_tests "$@"
      ;;
    torture)
      . "$TOP/scripts/torture.sh"
      torture_full
      ;;
    torture-dynamic)
      . "$TOP/scripts/torture.sh"
      torture_dynamic
      ;;
    gdb-base)
      . "$TOP/scripts/gdb-base.sh"
      gdb_base_main
      ;;
    test-busybox)
      ensure_deps
      . "$TOP/scripts/test-busybox.sh"
      test_busybox
      ;;
    csmith)
      shift
      exec "$TOP/testsuite/csmith/run.sh" "$@"
      ;;
    bench)
      . "$TOP/scripts/bench.sh"
      bench_main
      ;;
    bench-sim)
      . "$TOP/scripts/bench-sim.sh"
      bench_sim_main
      ;;
    fuzz)
      shift
      ensure_deps
      . "$TOP/scripts/fuzz.sh"
      fuzz_run "$@"
      ;;
    docs)
      . "$TOP/scripts/docs.sh"
      gen_docs
      ;;
    -h|--help|help)
      sed -n '2,19s/^# \{0,1\}//p' "$0"
      ;;
    "")
      ensure_deps
      with_lock
      for s in $STAGES; do
	[ -f "$TOP/scripts/$s.sh" ] && run_stage "$s"
      done
      log "done"
      ;;
    *)
      ensure_deps
      with_lock
      for s in "$@"; do
	run_stage "$s"
      done
      ;;
  esac
}

main "$@"
