#!/bin/bash
# The scripted GDB suite: k1-linux-gdb -batch against the simulator's
# stub (k1-linux-run -g 0, which picks a free port and names it), on
# prog.c built with -O2 -g.  Prints "PASS: gdb/NAME" or "FAIL: ...".
#
#   testsuite/gdb/run.sh [NAME...]
#
# TOP, BUILDDIR may be set; K1_TOOLCHAIN names the installed toolchain
# that compiles and simulates (default $TOP/toolchain), K1_GDB the
# debugger (default $TOP/toolchain/bin/k1-linux-gdb).

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$HERE/../.." && pwd)}
BUILDDIR=${BUILDDIR:-$TOP/build}
TC=${K1_TOOLCHAIN:-$TOP/toolchain}
CC=${K1_CC:-$TC/bin/k1-linux-gcc}
RUN=${K1_RUN:-$TC/bin/k1-linux-run}
OBJDUMP=$TC/bin/k1-linux-objdump
GDB=${K1_GDB:-$TOP/toolchain/bin/k1-linux-gdb}
out=$BUILDDIR/tests/gdb
mkdir -p "$out"
tests=${*:-break-bt finish watch segv next registers disassemble sigframe signal dynamic call}

for tool in "$CC" "$RUN" "$GDB"; do
  if [ ! -x "$tool" ]; then
    echo "FAIL: gdb/setup (missing $tool)"
    exit 0
  fi
done
if ! "$CC" -g -O2 -static -o "$out/prog" "$HERE/prog.c" > "$out/prog.log" 2>&1 \
   || ! "$CC" -g -O2 -o "$out/prog-dyn" "$HERE/prog.c" >> "$out/prog.log" 2>&1; then
  echo "FAIL: gdb/setup (build; see $out/prog.log)"
  exit 0
fi
SYSROOT=$TC/k1-linux/sysroot
# The simulator finds the dynamic loader there too, wherever it sits.
export K1_LD_PREFIX=${K1_LD_PREFIX:-$SYSROOT}

# The line of prog.c marked "line-NAME".
line () { grep -n "line-$1" "$HERE/prog.c" | cut -d: -f1; }

# session NAME PROGRAM [ARG...]: the GDB commands on standard input
# against PROGRAM on the simulator; GDB's output in $out/NAME.log.
session ()
{
  local name=$1 prog=$2 port= pid i
  shift 2
  cat > "$out/$name.gdb"
  # Not the port of the last run.
  rm -f "$out/$name.sim"
  "$RUN" -g 0 "$prog" "$@" > "$out/$name.stdout" 2> "$out/$name.sim" &
  pid=$!
  for i in $(seq 100); do
    port=$(sed -n 's/.*waiting for GDB on 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$out/$name.sim" 2> /dev/null)
    [ -n "$port" ] && break
    sleep 0.1
  done
  if [ -z "$port" ]; then
    echo "no port" > "$out/$name.log"
    kill $pid 2> /dev/null
    return
  fi
  timeout 120 "$GDB" -nx -batch -ex 'set pagination off' -ex 'set confirm off' \
    -ex "set sysroot $SYSROOT" -ex "target remote 127.0.0.1:$port" \
    -x "$out/$name.gdb" "$prog" > "$out/$name.log" 2>&1
  kill $pid 2> /dev/null
  wait $pid 2> /dev/null
}

# check NAME REGEX...: PASS if GDB's output has a line matching each.
check ()
{
  local name=$1 re
  shift
  for re in "$@"; do
    if ! grep -Eq -- "$re" "$out/$name.log"; then
      echo "FAIL: gdb/$name (no line matches '$re'; see $out/$name.log)"
      return
    fi
  done
  echo "PASS: gdb/$name"
}

# norm: hexadecimal numbers without 0x, white space collapsed.
norm () { sed 's/0x\([0-9a-f]\)/\1/g; s/[[:space:]]\{1,\}/ /g; s/^ //; s/ $//'; }

# disassembly_agrees NAME: each "x/Ni" line of GDB's output against
# the line of k1-linux-objdump -d at its address (hexadecimal numbers
# compared without 0x, white space collapsed).
disassembly_agrees ()
{
  local name=$1 n=0 bad=0 l addr g o
  "$OBJDUMP" -d "$out/prog" > "$out/prog.dis"
  : > "$out/$name.diff"
  while IFS= read -r l; do
    addr=$(printf '%s\n' "$l" | sed -n 's/^\(=> \)\{0,1\} *0x\([0-9a-f]*\) <[^>]*>:.*/\2/p')
    [ -n "$addr" ] || continue
    g=$(printf '%s\n' "$l" | sed 's/^[^:]*>:[[:space:]]*//' | norm)
    o=$(grep -E "^ +$addr:" "$out/prog.dis" | head -n 1 | cut -f3- | norm)
    n=$((n + 1))
    if [ "$g" != "$o" ]; then
      bad=$((bad + 1))
      echo "$addr: gdb '$g' objdump '$o'" >> "$out/$name.diff"
    fi
  done < "$out/$name.log"
  if [ $n -ge 10 ] && [ $bad = 0 ]; then
    echo "PASS: gdb/$name"
  else
    echo "FAIL: gdb/$name ($n instructions, $bad differ; see $out/$name.diff)"
  fi
}

for t in $tests; do
  case $t in
    break-bt)
      # A breakpoint, and a backtrace through three frames of -O2 code,
      # locals and a structure.
      session $t "$out/prog" <<'GDB'
break leaf
continue
bt
print *p
up
print q
info locals
GDB
      check $t '^Breakpoint 1, leaf \(p=(p@entry=)?0x' '^#1 .*middle \(n=(n@entry=)?5\) at .*prog\.c' \
	'^#2 .*top \(.*\) at .*prog\.c' '^#3 .*main \(.*\) at .*prog\.c' \
	'^\$1 = \{x = 5, y = 6, name = 0x[0-9a-f]+ "q"\}' \
	'^\$2 = \{x = 5, y = 6, name = 0x[0-9a-f]+ "q"\}' '^q = \{x = 5'
      ;;
    finish)
      # finish with a 64-bit result in $r0:$r1.
      session $t "$out/prog" <<'GDB'
break wide
continue
finish
print/x $p0
GDB
      check $t '^Breakpoint 1, wide \(a=4294967296, b=' '^0x[0-9a-f]+ in main \(' \
	'Value returned is \$1 = 12884901889' \
	'^\$2 = 0x300000001'
      ;;
    watch)
      # A software watchpoint (single steps of whole bundles).  At -O2
      # the loop is one store of 6, in the bundle that calls signal.
      session $t "$out/prog" <<'GDB'
handle SIGUSR1 nostop noprint
break main
continue
set can-use-hw-watchpoints 0
watch counter
continue
continue
GDB
      check $t '^Watchpoint 2: counter' 'Old value = 0' 'New value = 6' \
	'Watchpoint 2 deleted because the program has left the block|exited normally'
      ;;
    segv)
      # The fault stops the program at the faulting bundle.
      session $t "$out/prog" crash <<'GDB'
handle SIGUSR1 nostop noprint
continue
x/i $pc
bt 1
continue
GDB
      check $t 'Program received signal SIGSEGV, Segmentation fault' \
	"main \(.*\) at .*prog\.c:$(line crash)" '^=> 0x[0-9a-f]+ <main\+[0-9]+>:.*sw ' \
	'Program terminated with signal SIGSEGV'
      ;;
    next)
      # next steps over the call of top from main's first line.
      session $t "$out/prog" <<GDB
break $(line top)
continue
next
bt 1
GDB
      check $t "^Breakpoint 1, main .*prog\.c:$(line top)" '^#0  main \('
      if grep -q 'middle\|leaf' "$out/$t.log"; then
	echo "FAIL: gdb/$t-over-call (stopped in a callee; see $out/$t.log)"
      else
	echo "PASS: gdb/$t-over-call"
      fi
      ;;
    registers)
      session $t "$out/prog" <<'GDB'
break leaf
continue
info registers
info registers pc ra lc
print $r12 == $sp
print/x $p0
GDB
      check $t '^r0 +0x' '^r63 +0x' '^pc +0x[0-9a-f]+ +0x[0-9a-f]+ <leaf>' \
	'^ra +0x[0-9a-f]+ +0x[0-9a-f]+ <middle\+' \
	'^lc +0x' '^\$1 = 1' '^\$2 = 0x[0-9a-f]+'
      ;;
    disassemble)
      # x/10i agrees with k1-linux-objdump -d.
      session $t "$out/prog" <<'GDB'
break middle
continue
x/10i $pc
GDB
      disassembly_agrees $t
      ;;
    sigframe)
      # GDB sees the signal first; then a backtrace from the handler
      # through the signal frame.
      session $t "$out/prog" <<'GDB'
break handler
continue
continue
bt
GDB
      check $t 'Program received signal SIGUSR1' '^Breakpoint 1, handler \(sig=10\)' \
	'<signal handler called>' '^#[0-9]+ .*main \('
      ;;
    signal)
      # GDB's "signal N" at a breakpoint: the handler runs at once,
      # without a second stop for the signal.
      session $t "$out/prog" <<'GDB'
break kill
break handler
continue
signal SIGUSR1
bt
GDB
      check $t '^Breakpoint 1, .*kill' \
	'^Breakpoint 2, handler \(sig=10\)' '<signal handler called>'
      ;;
    dynamic)
      # A dynamic program: the loader and libc.so.0 (svr4 solib ops).
      session $t "$out/prog-dyn" <<'GDB'
break leaf
continue
info sharedlibrary
bt
GDB
      check $t '^Breakpoint 1, leaf \(' 'ld-uClibc\.so\.0' 'libc\.so\.0' \
	'^#3 .*main \('
      ;;
    call)
      # Inferior calls: a 64-bit argument in an aligned pair and a
      # 64-bit result; a chain of three calls; structures of 3, 12
      # and 5 bytes on the stack (the 5-byte one aligned to 8).
      session $t "$out/prog" <<'GDB'
break main
continue
print wide(5, 7)
print wide(0x100000000LL, 2)
print top(1)
print late(1, 2, 3, 4, 5, 6, 7, g3, g12, g5)
GDB
      check $t '^\$1 = 36' '^\$2 = 8589934593' '^\$3 = 12' '^\$4 = 9843148$'
      ;;
    *)
      echo "FAIL: gdb/$t (no such test)"
      ;;
  esac
done
exit 0
