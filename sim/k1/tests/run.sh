#!/bin/sh
# k1-linux-run tests: prints PASS/FAIL per test, exits nonzero on any
# failure.  Environment: K1_RUN (simulator), TOP (repository), K1_AS,
# K1_LD (default: the toolchain's), BUILDDIR (scratch space).
here=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$here/../../.." && pwd)}
if [ -z "$K1_RUN" ]; then
  K1_RUN=$TOP/toolchain/bin/k1-linux-run
  [ -x "$K1_RUN" ] || K1_RUN=$TOP/build/sim/k1-linux-run
fi
AS=${K1_AS:-$TOP/toolchain/bin/k1-linux-as}
LD=${K1_LD:-$TOP/toolchain/bin/k1-linux-ld}
CC=${CC:-cc}
work=$(mktemp -d "${TMPDIR:-/tmp}/k1-sim-tests.XXXXXX")
trap 'rm -rf "$work"' EXIT
pass=0
fail=0

result () {
  if [ "$1" = 0 ]; then
    echo "PASS: $2"; pass=$((pass + 1))
  else
    echo "FAIL: $2${3:+ ($3)}"; fail=$((fail + 1))
  fi
}

build () {
  "$AS" -I "$here" -o "$work/$1.o" "$here/$1.s" > "$work/$1.as.log" 2>&1 &&
  "$LD" -o "$work/$1" "$work/$1.o" > "$work/$1.ld.log" 2>&1
}

# Each test's header says what to expect:
#   # expect-exit: N        exit status (default 0)
#   # expect-stdout: TEXT   the whole standard output (one line)
#   # options: OPTS         simulator options
#   # stdin: TEXT           standard input
#   # args: ARGS            program arguments
for src in "$here"/*.s; do
  name=$(basename "$src" .s)
  exp=$(sed -n 's/^# expect-exit: *//p' "$src"); exp=${exp:-0}
  out=$(sed -n 's/^# expect-stdout: //p' "$src")
  opts=$(sed -n 's/^# options: //p' "$src")
  input=$(sed -n 's/^# stdin: //p' "$src")
  args=$(sed -n 's/^# args: //p' "$src")
  if ! build "$name"; then
    result 1 "$name" "assembly failed: $(head -1 "$work/$name.as.log" "$work/$name.ld.log" 2>/dev/null | tr '\n' ' ')"
    continue
  fi
  (cd "$work" && printf '%s' "$input" | timeout 20 "$K1_RUN" $opts "./$name" $args \
     > "$name.out" 2> "$name.err") 2>/dev/null
  st=$?
  if [ "$st" != "$exp" ]; then
    result 1 "$name" "exit status $st, expected $exp"
  elif [ -n "$out" ] && [ "$(cat "$work/$name.out")" != "$out" ]; then
    result 1 "$name" "output '$(cat "$work/$name.out")', expected '$out'"
  else
    result 0 "$name"
  fi
done

# The exit-7 program under --trace shows its bundles and register writes.
if build hello; then
  "$K1_RUN" --trace "$work/hello" > "$work/trace.out" 2> "$work/trace.err"
  st=$?
  if [ $st = 7 ] && grep -q 'scall \$r6 ;;' "$work/trace.err" &&
     grep -q '\$r0 = 0x00000007' "$work/trace.err" &&
     grep -q '^000[0-9a-f]*: make \$r6 = 64' "$work/trace.err"; then
    result 0 trace
  else
    result 1 trace "status $st"
  fi
  "$K1_RUN" --strace "$work/hello" > /dev/null 2> "$work/strace.err"
  grep -q '^\[[0-9a-f]*\] write (0x1, .*) = 13' "$work/strace.err"
  result $? strace
  "$K1_RUN" --stats "$work/hello" > /dev/null 2> "$work/stats.err"
  grep -q 'cycles' "$work/stats.err" && grep -q 'insns/bundle' "$work/stats.err"
  result $? stats
  if "$AS" -o "$work/stalls.o" "$here/stalls.inc" 2> "$work/stalls.log" &&
     "$LD" -o "$work/stalls" "$work/stalls.o" 2>> "$work/stalls.log"; then
    "$K1_RUN" --stats "$work/stalls" 2> "$work/stalls.err"
    grep -q '^  bundles  *7$' "$work/stalls.err" &&
    grep -q '^  cycles  *13 (6 stall cycles)$' "$work/stalls.err"
    result $? stats-stalls "$(grep cycles "$work/stalls.err")"
  else
    result 1 stats-stalls "$(head -1 "$work/stalls.log")"
  fi
fi

# Terminal ioctls need a terminal: script(1) gives one.
if command -v script > /dev/null 2>&1 &&
   "$AS" -I "$here" -o "$work/tty.o" "$here/tty.inc" 2> "$work/tty.log" &&
   "$LD" -o "$work/tty" "$work/tty.o" 2>> "$work/tty.log"; then
  script -qec "$K1_RUN $work/tty" /dev/null < /dev/null > "$work/tty.out" 2>&1
  result $? tty-ioctl "$(head -1 "$work/tty.out")"
else
  echo "UNSUPPORTED: tty-ioctl (no script(1))"
fi

# ET_DYN (static-pie): position-independent code linked as ET_EXEC and
# relabelled ET_DYN runs at another address; PT_INTERP starts the
# interpreter it names.
if "$AS" -o "$work/pie.o" "$here/pie-body.inc" 2> "$work/pie.log" &&
   "$LD" -o "$work/pie" "$work/pie.o" 2>> "$work/pie.log"; then
  printf '\003' | dd of="$work/pie" bs=1 seek=16 conv=notrunc 2>/dev/null
  out=$(cd "$work" && "$K1_RUN" ./pie 2>&1); st=$?
  [ $st = 0 ] && [ "$out" = pie ]; result $? static-pie "status $st: $out"
  if "$AS" -o "$work/im.o" "$here/interp-main.inc" 2>> "$work/pie.log" &&
     "$LD" -T "$here/interp.ld" -o "$work/im" "$work/im.o" 2>> "$work/pie.log"; then
    out=$(cd "$work" && "$K1_RUN" ./im 2>&1); st=$?
    [ $st = 0 ] && [ "$out" = pie ]; result $? pt-interp "status $st: $out"
  else
    result 1 pt-interp "$(head -1 "$work/pie.log")"
  fi
else
  result 1 static-pie "$(head -1 "$work/pie.log")"
fi

# C programs with uClibc-ng, when k1-linux-gcc and the C library are
# installed.  A "cflags: FLAGS" line of the first comment adds to both
# compilers' options (-pthread).
CCK1=${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}
for src in "$here"/c/*.c; do
  name=c-$(basename "$src" .c)
  cflags=$(sed -n 's/^ *cflags: //p' "$src")
  # shellcheck disable=SC2086
  if [ ! -x "$CCK1" ] ||
     ! "$CCK1" -O2 -static $cflags -o "$work/$name" "$src" -lm > "$work/$name.log" 2>&1; then
    echo "UNSUPPORTED: $name (no k1-linux-gcc or C library)"
    continue
  fi
  if grep -q 'host-compare' "$src"; then
    # Built for the host too: the same standard output.
    # shellcheck disable=SC2086
    if ! $CC -O2 $cflags -o "$work/h-$name" "$src" -lm > "$work/h-$name.log" 2>&1; then
      result 1 "$name" "host build failed: $(head -1 "$work/h-$name.log")"
      continue
    fi
    (cd "$work" && timeout 60 "./h-$name" > "h-$name.out" 2>&1)
    (cd "$work" && timeout 60 "$K1_RUN" --strict "./$name" > "$name.out" 2>&1); st=$?
    cmp -s "$work/h-$name.out" "$work/$name.out"
    result $? "$name" "status $st, output differs from the host's: $(diff "$work/h-$name.out" "$work/$name.out" | sed -n 2,3p | tr '\n' ' ')"
    continue
  fi
  out=$(cd "$work" && timeout 60 "$K1_RUN" --strict "./$name" 2>&1); st=$?
  [ $st = 0 ]; result $? "$name" "status $st: $(echo "$out" | grep FAIL | head -3 | tr '\n' ' ')"
done

# A threaded program names the thread in each --strace, --trace line,
# and --stats adds up the threads.
if [ -x "$work/c-threads" ]; then
  (cd "$work" && timeout 60 "$K1_RUN" --strace --stats --log=threads.log \
     ./c-threads > /dev/null 2>&1); st=$?
  n=$(sed -n 's/^\[tid \([0-9]*\)\] \[[0-9a-f]*\] futex .*/\1/p' "$work/threads.log" \
      | sort -u | wc -l)
  t=$(grep -c '^  thread [0-9]' "$work/threads.log")
  [ $st = 0 ] && [ "$n" -ge 9 ] && grep -q '^  bundles ' "$work/threads.log" &&
    [ "$t" -ge 9 ]
  result $? strace-threads "status $st, $n threads in futex lines, $t in --stats"
  (cd "$work" && timeout 60 "$K1_RUN" --trace --log=trace.log ./c-threads 10 \
     > /dev/null 2>&1); st=$?
  n=$(sed -n 's/^\[tid \([0-9]*\)\] [0-9a-f]*: .*/\1/p' "$work/trace.log" \
      | sort -u | wc -l)
  [ $st = 0 ] && [ "$n" -ge 9 ]; result $? trace-threads "status $st, $n threads"
fi

# Every call of the uapi unistd.h is in linux/syscalls.def or in the
# README's table of calls left out, with its reason.
uapi=$TOP/linux/arch/k1/include/uapi
if echo '#include <asm/unistd.h>' |
   $CC -m32 -ffreestanding -nostdinc -I"$uapi" \
     -isystem "$($CC -print-file-name=include)" -idirafter /usr/include \
     -E -dM -x c - 2> "$work/nr.log" |
   sed -n 's/^#define __NR_\([a-z0-9_]*\) .*/\1/p' | grep -v '^syscalls$' |
   sort > "$work/nr.all" && [ -s "$work/nr.all" ]; then
  sed -n 's/^SYSCALL (\(.*\))/\1/p' "$here/../linux/syscalls.def" | sort > "$work/nr.have"
  missing=
  for n in $(comm -23 "$work/nr.all" "$work/nr.have"); do
    grep -q "^| .*\`$n\`.* | " "$here/../README.md" || missing="$missing $n"
  done
  [ -z "$missing" ]; result $? syscall-list "not implemented nor listed:$missing"
else
  result 1 syscall-list "cannot read the uapi unistd.h: $(head -1 "$work/nr.log")"
fi

# Malformed executables: one line "k1-linux-run: FILE: problem", status 1.
malformed () {
  name=$1; file=$2; pattern=$3
  "$K1_RUN" "$file" > "$work/m.out" 2> "$work/m.err"
  st=$?
  lines=$(wc -l < "$work/m.err")
  if [ $st = 1 ] && [ "$lines" = 1 ] && grep -q "^k1-linux-run: $file: .*$pattern" "$work/m.err"; then
    result 0 "malformed-$name"
  else
    result 1 "malformed-$name" "status $st: $(head -2 "$work/m.err" | tr '\n' ' ')"
  fi
}
if [ -f "$work/hello" ]; then
  h="$work/hello"
  size=$(wc -c < "$h")
  malformed missing "$work/no-such-file" "No such file"
  printf 'hello world, not ELF\n' > "$work/text"; malformed not-elf "$work/text" "not an ELF"
  head -c 30 "$h" > "$work/trunc-hdr"; malformed truncated-header "$work/trunc-hdr" "truncated"
  head -c 100 "$h" > "$work/trunc-seg"; malformed truncated-segment "$work/trunc-seg" "truncated"
  patch () { # file offset hexbytes...
    f=$1; off=$2; shift 2
    for b in "$@"; do
      printf "\\$(printf '%03o' "0x$b")" | dd of="$f" bs=1 seek="$off" conv=notrunc 2>/dev/null
      off=$((off + 1))
    done
  }
  cp "$h" "$work/machine"; patch "$work/machine" 18 3e 00; malformed wrong-machine "$work/machine" "machine"
  cp "$h" "$work/class"; patch "$work/class" 4 02; malformed wrong-class "$work/class" "class"
  cp "$h" "$work/endian"; patch "$work/endian" 5 02; malformed wrong-endian "$work/endian" "endian"
  cp "$h" "$work/entry"; patch "$work/entry" 24 00 00 00 70; malformed entry-outside "$work/entry" "entry point"
  # First program header at e_phoff (52 with our ld): p_memsz at +20.
  phoff=$(od -An -tu4 -j28 -N4 "$h" | tr -d ' ')
  cp "$h" "$work/huge"; patch "$work/huge" $((phoff + 20)) 00 00 00 f0; malformed huge-segment "$work/huge" "too large"
  cp "$h" "$work/filesz"; patch "$work/filesz" $((phoff + 4)) 00 00 10 00; malformed filesz-past-end "$work/filesz" "past the end"
  # Second segment moved onto the first.
  cp "$h" "$work/overlap"
  dd if="$h" of="$work/overlap" bs=1 skip=$((phoff + 8)) seek=$((phoff + 32 + 8)) count=4 conv=notrunc 2>/dev/null
  dd if="$h" of="$work/overlap" bs=1 skip=$((phoff + 4)) seek=$((phoff + 32 + 4)) count=4 conv=notrunc 2>/dev/null
  malformed overlap "$work/overlap" "overlap"
  cp "$h" "$work/type"; patch "$work/type" 16 01 00; malformed not-executable "$work/type" "not an executable"
  : > "$work/empty"; malformed empty "$work/empty" "not an ELF"
  "$K1_RUN" > /dev/null 2>&1; [ $? = 1 ]; result $? no-program
  "$K1_RUN" --help | grep -q -- '--max-bundles'; result $? help
fi

# Mutations of a valid executable: each run ends in a clean error or
# a guest signal, never a crash or a hang of the simulator.
if [ -f "$work/alu" ] && $CC -O2 -o "$work/mutate" "$here/mutate.c" 2> "$work/cc.log"; then
  "$work/mutate" "$K1_RUN" "$work/alu" 1000 "$work/mut" > "$work/mutate.log" 2>&1
  result $? "mutation-1000" "$(tail -1 "$work/mutate.log")"
else
  result 1 "mutation-1000" "cannot build mutate.c"
fi

# --trace prints each instruction as k1-linux-objdump -d does (the
# disassembler's own printer): every traced instruction of blocks.s
# (all the formats it runs) against objdump's line at its address,
# the symbol after a branch target aside (the code it copies at run
# time has no objdump line).
OBJDUMP=${K1_OBJDUMP:-$TOP/toolchain/bin/k1-linux-objdump}
if [ -f "$work/blocks" ] && [ -x "$OBJDUMP" ]; then
  "$K1_RUN" --trace "$work/blocks" > /dev/null 2> "$work/blocks.trace"
  "$OBJDUMP" -d "$work/blocks" > "$work/blocks.dis"
  awk -F'\t' 'NR == FNR {
	 if ($1 ~ /^ *[0-9a-f]+:$/ && NF >= 3)
	   { a = $1; gsub (/[ :]/, "", a); t = $3; gsub (/ <[^>]*>/, "", t); dis[a] = t }
	 next }
       /^[0-9a-f]+: / {
	 a = substr ($0, 1, index ($0, ":") - 1); sub (/^0+/, "", a)
	 t = substr ($0, index ($0, ": ") + 2)
	 if (!(a in dis)) next	# the code copied at run time
	 n++
	 if (dis[a] != t) { bad++; if (bad < 4) print "at " a ": trace \"" t "\", objdump \"" dis[a] "\"" }
       }
       END { if (n < 50 || bad) { print n " compared, " bad + 0 " differ"; exit 1 } }' \
    "$work/blocks.dis" "$work/blocks.trace" > "$work/trace-objdump.log"
  result $? trace-objdump "$(head -1 "$work/trace-objdump.log")"
else
  result 1 trace-objdump "no blocks executable or no $OBJDUMP"
fi

# The semantics table: the real one passes the check; with one entry
# removed (or an entry for no instruction added), the check fails
# naming it, and so does the executor's compile-time count.
cpu=$TOP/sim/k1/cpu
opc=$TOP/include/opcode/k1-opc.def
sh "$cpu/sem-check.sh" "$opc" "$cpu/k1-sem.def" 2> "$work/sem.err"
result $? sem-check "$(head -1 "$work/sem.err")"
mkdir -p "$work/sem"
grep -v '^K1_SEM (MUL_SS,' "$cpu/k1-sem.def" > "$work/sem/k1-sem.def"
if sh "$cpu/sem-check.sh" "$opc" "$work/sem/k1-sem.def" 2> "$work/sem.err"; then
  result 1 sem-check-missing "a missing entry passed"
else
  grep -q 'no semantics for instruction MUL_SS' "$work/sem.err"
  result $? sem-check-missing "$(head -1 "$work/sem.err")"
fi
{ cat "$cpu/k1-sem.def"; echo 'K1_SEM (FROB, W = 0;)'; } > "$work/sem/extra.def"
sh "$cpu/sem-check.sh" "$opc" "$work/sem/extra.def" 2> "$work/sem.err"
[ $? != 0 ] && grep -q 'FROB is no instruction' "$work/sem.err"
result $? sem-check-unknown
cp "$cpu/exec.c" "$cpu/cpu.h" "$work/sem/"
if $CC -std=gnu11 -fsyntax-only -I"$TOP/include" "$work/sem/exec.c" 2> "$work/sem-cc.err"; then
  result 1 sem-compile-missing "exec.c compiled without MUL_SS's entry"
else
  grep -q 'has no entry in k1-sem.def' "$work/sem-cc.err"
  result $? sem-compile-missing
fi

# Every executor counts the same bundles and instructions, faults,
# code written by itself and hardware loops included (selfmod ends
# with SIGSEGV on purpose).
for name in faults blocks hwloop selfmod lsu branch; do
  [ -x "$work/$name" ] || continue
  counts=
  for ex in ref fast jit; do
    (cd "$work" && K1_EXEC=$ex timeout 20 "$K1_RUN" --count ./$name \
       > /dev/null 2> "$name.count.$ex"; :) 2> /dev/null
    counts="$counts $(tail -n 1 "$work/$name.count.$ex" | tr -d '\n')|"
  done
  [ "$(echo "$counts" | tr '|' '\n' | grep . | sort -u | wc -l)" = 1 ]
  result $? "count-$name" "ref, fast, jit:$counts"
done

# The JIT's templates against the k1-sem.def semantics: every
# instruction with an inline x86-64 template, random and edge operands
# (tests/jit-diff.c, built here from the cpu/ sources).
if $CC -std=gnu11 -O1 -frounding-math -fno-strict-aliasing -pthread \
     -I"$TOP/sim/k1" -I"$TOP/include" -I"$cpu/dis" -o "$work/jit-diff" \
     "$here/jit-diff.c" "$cpu"/*.c "$TOP/opcodes/k1-opc.c" \
     "$TOP/opcodes/k1-dis.c" -lm > "$work/jit-diff.log" 2>&1; then
  "$work/jit-diff" 2000 >> "$work/jit-diff.log" 2>&1
  result $? jit-diff "$(grep -m 3 . "$work/jit-diff.log" | tr '\n' ' ')"
else
  result 1 jit-diff "build failed: $(head -n 3 "$work/jit-diff.log" | tr '\n' ' ')"
fi

# The GDB stub (-g), driven by a remote-protocol client in Python.
NM=${K1_NM:-$TOP/toolchain/bin/k1-linux-nm}
if ! command -v python3 > /dev/null; then
  echo "# gdbstub: no python3, not run"
elif "$AS" -o "$work/gdbstub.o" "$here/gdbstub-prog.inc" 2> "$work/gdbstub.log" &&
   "$LD" -o "$work/gdbstub" "$work/gdbstub.o" 2>> "$work/gdbstub.log"; then
  # With a C compiler, the threads of tests/c/threads.c too.
  thr=
  if [ -x "${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}" ] &&
     "${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}" -O2 -static -o "$work/gdbstub-threads" \
       "$here/c/threads.c" > "$work/gdbstub-threads.log" 2>&1; then
    thr=$work/gdbstub-threads
  fi
  timeout 300 python3 "$here/gdbstub.py" "$K1_RUN" "$work/gdbstub" "$NM" $thr \
    > "$work/gdbstub.out" 2>&1
  st=$?
  while IFS= read -r line; do
    case $line in
      PASS:\ *) result 0 "${line#PASS: }" ;;
      FAIL:\ *) result 1 "${line#FAIL: }" ;;
    esac
  done < "$work/gdbstub.out"
  grep -q '^gdbstub: ' "$work/gdbstub.out" \
    || result 1 gdbstub "status $st: $(tail -n 3 "$work/gdbstub.out" | tr '\n' ' ')"
else
  result 1 gdbstub "assembly failed"
fi

echo "# $pass passed, $fail failed"
[ $fail = 0 ]
