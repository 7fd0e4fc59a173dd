# build.sh command gdb-base: GDB's own gdb.base tests, the files listed
# in testsuite/gdb/gdb-base.list, run twice through DejaGnu: on the K1
# board (testsuite/boards/k1-sim-gdbserver.exp: k1-linux-gdb, static
# programs from k1-linux-gcc, the simulator's stub) and, to compare
# with, on GDB's native-gdbserver board (the host's gcc, the
# distribution's gdb and gdbserver).  Each file runs alone under a time
# limit (K1_GDB_BASE_TIMEOUT seconds, default 600), so that one hung
# file costs its own results only.  Writes $BUILD/gdb-base/summary.md
# and ends with one line per board.

GDB_BASE_LIST=$TOP/testsuite/gdb/gdb-base.list

# gdb_base_board NAME BOARD GDB TRIPLET [TCL...]: run the list on BOARD
# in $BUILD/gdb-base/NAME, with the TCL lines added to its site.exp;
# each file's .sum is kept as sum/FILE.sum (with a line "TIMEOUT: FILE"
# when the time limit ended it).
gdb_base_board ()
{
  local name=$1 board=$2 gdb=$3 triplet=$4 dir=$BUILD/gdb-base/$1 f
  shift 4
  local limit=${K1_GDB_BASE_TIMEOUT:-600}
  rm -rf "$dir" && mkdir -p "$dir/sum" "$dir/log"
  cat > "$dir/site.exp" <<EOF
set host_triplet x86_64-pc-linux-gnu
set build_triplet x86_64-pc-linux-gnu
set target_alias $triplet
set target_triplet $triplet
set srcdir $SRC/gdb-13.1/gdb/testsuite
set tool gdb
set enable_libctf no
source \${srcdir}/lib/append_gdb_boards_dir.exp
lappend boards_dir $TOP/testsuite/boards
EOF
  printf '%s\n' "$@" >> "$dir/site.exp"
  for f in $(grep -v '^#' "$GDB_BASE_LIST"); do
    (cd "$dir" && timeout -k 10 "$limit" runtest --tool gdb GDB="$gdb" \
       --target_board="$board" "gdb.base/$f" > /dev/null 2>&1) || true
    if [ -f "$dir/gdb.sum" ]; then
      mv "$dir/gdb.sum" "$dir/sum/$f.sum"
      mv "$dir/gdb.log" "$dir/log/$f.log"
    fi
    # A finished run writes its summary counts; a killed one does not.
    grep -q '^# of ' "$dir/sum/$f.sum" 2>/dev/null \
      || echo "TIMEOUT: $f" >> "$dir/sum/$f.sum"
  done
}

# gdb_base_count NAME FILE KIND: KIND lines in the board's .sum of FILE
# (every file when FILE is "*").
gdb_base_count ()
{
  cat "$BUILD/gdb-base/$1/sum/"$2.sum 2>/dev/null | grep -c "^$3: " || true
}

gdb_base_main ()
{
  local f k line kinds="PASS FAIL XFAIL KFAIL UNRESOLVED UNSUPPORTED UNTESTED TIMEOUT"
  local sum=$BUILD/gdb-base/summary.md
  ensure_deps dejagnu gdb gdbserver
  (with_lock; run_stage gdb) || die "k1-linux-gdb did not build"
  mkdir -p "$BUILD/gdb-base"
  log "gdb.base on the K1 board and on x86-64 gdbserver (logs in $BUILD/gdb-base)"
  PATH=$PREFIX/bin:$PATH K1_GDBSERVER=$TOP/testsuite/gdb/k1-gdbserver \
    K1_LD_PREFIX=$SYSROOT \
    gdb_base_board k1 k1-sim-gdbserver "$PREFIX/bin/$TARGET-gdb" \
		   k1-unknown-linux-gnu &
  gdb_base_board x86-64 native-gdbserver "$(command -v gdb)" \
		 x86_64-pc-linux-gnu "set GDBSERVER $(command -v gdbserver)" &
  wait
  {
    echo "| file | K1 PASS | K1 FAIL | x86-64 PASS | x86-64 FAIL |"
    echo "| --- | ---: | ---: | ---: | ---: |"
    for f in $(grep -v '^#' "$GDB_BASE_LIST") "*"; do
      line="| ${f/\*/all}"
      for k in k1 x86-64; do
	line+=" | $(gdb_base_count $k "$f" PASS)"
	line+=" | $(($(gdb_base_count $k "$f" FAIL) + $(gdb_base_count $k "$f" TIMEOUT)))"
      done
      echo "$line |"
    done
    echo
    for k in k1 x86-64; do
      line="$k:"
      for f in $kinds; do
	line+=" $(gdb_base_count $k "*" $f) $f,"
      done
      echo "${line%,}"
    done
  } > "$sum"
  cat "$sum"
}
