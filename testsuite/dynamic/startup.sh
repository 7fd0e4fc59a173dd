#!/usr/bin/env bash
# The start-up cost of static and dynamic programs on the simulator:
# bundles before main (counted in --trace output up to main's first
# bundle) and the whole run's bundles and cycles (--stats), for hello
# (static, dynamic, PIE) and for a program calling 100 functions of a
# shared library once each, lazily and with LD_BIND_NOW.  Prints a
# markdown table (README.md, Dynamic programs).
#
#   testsuite/dynamic/startup.sh      (BUILDDIR=dir for the work files)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/../.." && pwd)
T=$TOP/toolchain/bin
W=${BUILDDIR:-$TOP/build}/tests/startup
rm -rf "$W" && mkdir -p "$W"

for i in $(seq 0 99); do echo "int f$i (int x) { return x + $i; }"; done > "$W/lib100.c"
{
  for i in $(seq 0 99); do echo "int f$i (int);"; done
  echo '#include <stdio.h>'
  echo 'int main (void) { int s = 0;'
  for i in $(seq 0 99); do echo "  s += f$i (1);"; done
  echo '  printf ("%d\n", s); return 0; }'
} > "$W/call100.c"
"$T/k1-linux-gcc" -O2 -static "$HERE/hello.c" -o "$W/hello-static"
"$T/k1-linux-gcc" -O2 "$HERE/hello.c" -o "$W/hello"
"$T/k1-linux-gcc" -O2 -fPIE -pie "$HERE/hello.c" -o "$W/hello-pie"
"$T/k1-linux-gcc" -O2 -fPIC -shared -o "$W/lib100.so" "$W/lib100.c"
"$T/k1-linux-gcc" -O2 "$W/call100.c" -L"$W" -Wl,-rpath,"$W" -l100 -o "$W/call100"

# measure LABEL PROGRAM [SIMULATOR-OPTIONS...]
measure ()
{
  local label=$1 prog=$2 main bias=0 before whole
  shift 2
  main=$("$T/k1-linux-nm" "$prog" | awk '$3 == "main" { print $1 }')
  # A PIE runs at the simulator's ET_DYN base.
  "$T/k1-linux-readelf" -h "$prog" | grep -q 'DYN' && bias=$((0x400000))
  main=$(printf '%08x' $((0x$main + bias)))
  before=$("$T/k1-linux-run" --trace "$@" "$prog" 2>&1 > /dev/null \
	     | grep -E '^[0-9a-f]{8}: ' \
	     | awk -v m="$main:" '$1 == m { print NR - 1; exit }')
  whole=$("$T/k1-linux-run" --stats "$@" "$prog" 2>&1 > /dev/null \
	    | awk '/^  bundles/ { b = $2 } /^  cycles/ { c = $2 }
		   END { printf "%d | %d", b, c }')
  echo "| $label | $before | $whole |"
}

echo "| program | bundles before main | bundles | cycles |"
echo "| --- | ---: | ---: | ---: |"
measure "hello, -static" "$W/hello-static"
measure "hello, dynamic" "$W/hello"
measure "hello, -fPIE -pie" "$W/hello-pie"
measure "100 functions of a library, lazy" "$W/call100"
measure "the same, LD_BIND_NOW=1" "$W/call100" -E LD_BIND_NOW=1
