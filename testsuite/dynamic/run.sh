#!/usr/bin/env bash
# Dynamic linking on the simulator: executables and shared libraries
# built by the installed k1-linux-gcc, run by k1-linux-run with the
# dynamic loader and libraries of the installed sysroot.  Prints
# "PASS: name" / "FAIL: name" lines.
#
#   testsuite/dynamic/run.sh        (BUILDDIR=dir for the work files)
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/../.." && pwd)
CC=${K1_CC:-$TOP/toolchain/bin/k1-linux-gcc}
RUN=${K1_RUN:-$TOP/toolchain/bin/k1-linux-run}
READELF=${K1_READELF:-$TOP/toolchain/bin/k1-linux-readelf}
W=${BUILDDIR:-$TOP/build}/tests/dynamic
rm -rf "$W"
mkdir -p "$W/lib" "$W/v2" "$W/empty"

pass () { echo "PASS: dynamic: $1"; }
fail () { echo "FAIL: dynamic: $1${2:+ ($2)}"; }

# cc NAME ARGS...: build, or say FAIL: NAME and return 1.
cc ()
{
  local name=$1
  shift
  if ! "$CC" "$@" > "$W/$name.cc.log" 2>&1; then
    fail "$name" "build: $(head -n 3 "$W/$name.cc.log" | tr '\n' ' ')"
    return 1
  fi
}

# run NAME EXPECTED-STDOUT [ENV...] -- PROGRAM ARGS...: run on the
# simulator, exit status 0 and standard output EXPECTED.
run ()
{
  local name=$1 want=$2 envs=() out st
  shift 2
  while [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  out=$(env "${envs[@]}" "$RUN" "$@" 2> "$W/$name.err")
  st=$?
  if [ $st -ne 0 ]; then
    fail "$name" "exit status $st: $(head -c 300 "$W/$name.err")"
  elif [ "$out" != "$want" ]; then
    fail "$name" "output: $(printf '%s' "$out" | head -c 300 | tr '\n' '|')"
  else
    pass "$name"
  fi
}

# The libraries.
cc libk1t -O2 -fPIC -shared -Wl,-soname,libk1t.so -o "$W/lib/libk1t.so" "$HERE/libk1t.c"
cc plug -O2 -fPIC -shared -o "$W/lib/plug.so" "$HERE/plug.c"
cc pre -O2 -fPIC -shared -o "$W/lib/libpre.so" "$HERE/pre.c"
printf 'int und_fn (void) { return 1; }\n' > "$W/und1.c"
printf 'int und_other (void) { return 2; }\n' > "$W/und2.c"
cc libund1 -fPIC -shared -Wl,-soname,libund.so -o "$W/lib/libund.so" "$W/und1.c"
cc libund2 -fPIC -shared -Wl,-soname,libund.so -o "$W/v2/libund.so" "$W/und2.c"
cc libgone -fPIC -shared -Wl,-soname,libgone.so -o "$W/lib/libgone.so" "$W/und1.c"
LIB=(-L"$W/lib" -Wl,-rpath,"$W/lib")

# A dynamic hello with the default options: PT_INTERP and libc.so.0.
if cc hello "$HERE/hello.c" -o "$W/hello"; then
  if "$READELF" -lW "$W/hello" | grep -q 'interpreter: /lib/ld-uClibc.so.0' \
     && "$READELF" -d "$W/hello" | grep -q 'NEEDED.*libc.so.0'; then
    pass "hello is dynamic"
  else
    fail "hello is dynamic"
  fi
  run hello "hello, world" -- "$W/hello"
fi
if cc hello-static -static "$HERE/hello.c" -o "$W/hello-static"; then
  run hello-static "hello, world" -- "$W/hello-static"
fi
cc hello-pie -fPIE -pie "$HERE/hello.c" -o "$W/hello-pie" \
  && run hello-pie "hello, world" -- "$W/hello-pie"
cc hello-O2-pic -O2 -fPIC "$HERE/hello.c" -o "$W/hello-pic" \
  && run hello-O2-fPIC "hello, world" -- "$W/hello-pic"

# libgcc_s.so.1: division and the unwinder, from the shared libgcc.
if cc libgcc_s -O0 -fexceptions -shared-libgcc "$HERE/gccs.c" -o "$W/gccs"; then
  if "$READELF" -d "$W/gccs" | grep -q 'NEEDED.*libgcc_s.so.1'; then
    pass "libgcc_s.so.1 needed"
  else
    fail "libgcc_s.so.1 needed"
  fi
  run libgcc_s "375000000000 0
unwound" -- "$W/gccs"
fi

# Functions, copied data and function pointers across objects.
want="lib says hi
ok"
if cc uselib -O2 "$HERE/useLib.c" "${LIB[@]}" -lk1t -o "$W/uselib"; then
  if "$READELF" -rW "$W/uselib" | grep -q 'R_K1_COPY.*lib_counter'; then
    pass "copy relocation of lib_counter"
  else
    fail "copy relocation of lib_counter"
  fi
  run uselib "$want" -- "$W/uselib"
  run uselib-bind-now "$want" LD_BIND_NOW=1 -- "$W/uselib"
fi
cc uselib-pie -O2 -fPIE -pie "$HERE/useLib.c" "${LIB[@]}" -lk1t -o "$W/uselib-pie" \
  && run uselib-pie "$want" -- "$W/uselib-pie"
cc uselib-O0 -O0 "$HERE/useLib.c" "${LIB[@]}" -lk1t -o "$W/uselib-O0" \
  && run uselib-O0 "$want" -- "$W/uselib-O0"
cc uselib-now -O2 -Wl,-z,now "$HERE/useLib.c" "${LIB[@]}" -lk1t -o "$W/uselib-now" \
  && run uselib-z-now "$want" -- "$W/uselib-now"

# TLS: the library's variables from the library (global-dynamic and
# initial-exec) and from the executable, and the executable's own.
cc libtls -O2 -fPIC -shared -Wl,-soname,libtls.so -o "$W/lib/libtls.so" "$HERE/libtls.c"
if "$READELF" -rW "$W/lib/libtls.so" | grep -q 'R_K1_TPOFF32.*tls_zero'; then
  pass "libtls.so has R_K1_TPOFF32"
else
  fail "libtls.so has R_K1_TPOFF32"
fi
if "$READELF" -rW "$W/lib/libtls.so" | grep -q 'R_K1_DTPMOD32.*tls_init'; then
  pass "libtls.so has R_K1_DTPMOD32"
else
  fail "libtls.so has R_K1_DTPMOD32"
fi
cc usetls -O2 "$HERE/usetls.c" "${LIB[@]}" -ltls -o "$W/usetls" \
  && run usetls ok -- "$W/usetls"
cc usetls-pie -O2 -fPIE -pie "$HERE/usetls.c" "${LIB[@]}" -ltls -o "$W/usetls-pie" \
  && run usetls-pie ok -- "$W/usetls-pie"
cc usetls-O0 -O0 "$HERE/usetls.c" "${LIB[@]}" -ltls -o "$W/usetls-O0" \
  && run usetls-O0-bind-now ok LD_BIND_NOW=1 -- "$W/usetls-O0"

# TLS of a static executable (set up by libc.a, not by a loader).
cc static-tls -O2 -static "$HERE/stls.c" -o "$W/stls" \
  && run static-tls "42 2 7 0" -- "$W/stls"
# The same in PIC code: global and local dynamic, __tls_get_addr from
# libc.a, the GOT pairs filled by the linker.
cc static-tls-pic -O2 -fPIC -static "$HERE/stls.c" -o "$W/stls-pic" \
  && run static-tls-pic "42 2 7 0" -- "$W/stls-pic"

# Lazy binding: bound at the first call, or before main with LD_BIND_NOW.
if cc lazy -O2 "$HERE/lazy.c" "${LIB[@]}" -lk1t -o "$W/lazy"; then
  run lazy "before plt0, after bound, never_called plt0" -- "$W/lazy"
  run lazy-bind-now "before bound, after bound, never_called elsewhere" \
    LD_BIND_NOW=1 -- "$W/lazy"
fi
cc lazy-z-now -O2 -Wl,-z,now "$HERE/lazy.c" "${LIB[@]}" -lk1t -o "$W/lazy-now" \
  && run lazy-z-now "before bound, after bound, never_called elsewhere" \
       -- "$W/lazy-now"

# dlopen, dlsym, dlclose; constructors and destructors.
if cc dlopen -O2 "$HERE/dl.c" -ldl -o "$W/dl"; then
  run dlopen "missing: error
opening
plug constructor
plug_fn (6) = 42, plug_state = 7
plug_tls 100 101
closing
plug destructor
closed" -- "$W/dl" "$W/lib/plug.so"
fi

# Dynamic TLS: a library with more TLS than the static block has room
# for, loaded by dlopen while threads run, each thread its own block
# through __tls_get_addr.
cc bigtls -O2 -fPIC -shared -o "$W/lib/bigtls.so" "$HERE/bigtls.c"
if "$READELF" -rW "$W/lib/bigtls.so" | grep -q 'R_K1_DTPMOD32.*big_buf'; then
  pass "bigtls.so has R_K1_DTPMOD32"
else
  fail "bigtls.so has R_K1_DTPMOD32"
fi
cc dltls -O2 -pthread "$HERE/dltls.c" -ldl -o "$W/dltls" \
  && run dltls ok -- "$W/dltls" "$W/lib/bigtls.so"

# LD_PRELOAD interposes lib_add.
if cc preload -O2 "$HERE/callAdd.c" "${LIB[@]}" -lk1t -o "$W/calladd"; then
  run no-preload "lib_add (6, 7) = 13" -- "$W/calladd"
  run ld-preload "lib_add (6, 7) = 42" LD_PRELOAD="$W/lib/libpre.so" -- "$W/calladd"
  # -E sets it for the guest only, out of the host loader's sight.
  run ld-preload-option "lib_add (6, 7) = 42" -- -E LD_PRELOAD="$W/lib/libpre.so" "$W/calladd"
  run bind-now-option "before bound, after bound, never_called elsewhere" \
    -- -E LD_BIND_NOW=1 "$W/lazy"
fi

# The test init (a system's first process), linked dynamically: every
# check of testsuite/init/run.sh.
K1_INIT_LINK= K1_INIT_NAME=init-dynamic BUILDDIR=${BUILDDIR:-$TOP/build} \
  "$TOP/testsuite/init/run.sh" 2> "$W/init.err" \
  | sed -E 's/^(PASS|FAIL): /\1: dynamic: /'
if "$READELF" -d "${BUILDDIR:-$TOP/build}/tests/init-dynamic/init" 2> /dev/null \
   | grep -q 'NEEDED.*libc.so.0'; then
  pass "init-dynamic is dynamic"
else
  fail "init-dynamic is dynamic"
fi

# expect_error NAME MESSAGE [ENV...] -- PROGRAM: the loader's message
# on standard error and a non-zero exit status that is not a signal's
# (128 + N) nor a failure to run (126, 127); uClibc's loader exits
# with 1, 15, 16 or 255 (-1) depending on where it failed.
expect_error ()
{
  local name=$1 msg=$2 envs=() st
  shift 2
  while [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  env "${envs[@]}" "$RUN" "$@" > "$W/$name.out" 2> "$W/$name.err"
  st=$?
  if [ $st -eq 0 ] || { [ $st -ge 126 ] && [ $st -le 192 ]; }; then
    fail "$name" "exit status $st: $(head -c 300 "$W/$name.err")"
  elif ! grep -q "$msg" "$W/$name.err"; then
    fail "$name" "message: $(head -c 300 "$W/$name.err")"
  else
    pass "$name"
  fi
}

# poke32 FILE OFFSET VALUE: write VALUE as a little-endian word at OFFSET.
poke32 ()
{
  local v=$(($3))
  printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $((v & 255)) $((v >> 8 & 255)) \
	      $((v >> 16 & 255)) $((v >> 24 & 255)))" \
    | dd of="$1" bs=1 seek=$(($2)) conv=notrunc status=none
}

# phdr_index FILE TYPE: the index of the first program header of TYPE.
phdr_index ()
{
  "$READELF" -lW "$1" | awk -v t="$2" '
    /^Program Headers/ { p = 1; getline; next }
    p && /^$/ { exit }
    p && /^ *[A-Z]/ { if ($1 == t) { print n; exit } n++ }'
}

# dyn_val FILE TAG: the file offset of the value of the first .dynamic
# entry TAG (NEEDED, STRTAB, ...).
dyn_val ()
{
  local off idx
  off=$("$READELF" -SW "$1" | sed -n 's/.*\] *\.dynamic  *[A-Z]*  *[0-9a-f]*  *\([0-9a-f]*\) .*/\1/p')
  idx=$("$READELF" -dW "$1" | awk -v t="($2)" '/^ *0x/ { if ($2 == t) { print n; exit } n++ }')
  echo $((0x$off + 8 * idx + 4))
}

# The loader run as a program# The loader run as a program: the program sees only its own arguments.
if cc args "$HERE/args.c" -o "$W/args"; then
  run ldso-as-program "0:$W/args
1:a
2:b c" -- "$(dirname "$RUN")/../k1-linux/sysroot/lib/ld-uClibc.so.0" "$W/args" a "b c"
fi

# The simulator's sysroot: another one (a copy of the installed one's
# /lib) by -L and by K1_LD_PREFIX; one without the loader gives the
# simulator's error.
SYSROOT_LIB=$(dirname "$RUN")/../k1-linux/sysroot/lib
if [ -x "$W/hello" ] && mkdir -p "$W/root" && cp -a "$SYSROOT_LIB" "$W/root/"; then
  run sysroot-option "hello, world" -- -L "$W/root" "$W/hello"
  run sysroot-env "hello, world" K1_LD_PREFIX="$W/root" -- "$W/hello"
  "$RUN" --sysroot="$W/empty" "$W/hello" > /dev/null 2> "$W/sysroot-none.err"
  st=$?
  if [ $st -eq 1 ] && grep -q "interpreter /lib/ld-uClibc.so.0: No such file" "$W/sysroot-none.err"; then
    pass "sysroot without the loader"
  else
    fail "sysroot without the loader" "exit status $st: $(head -c 300 "$W/sysroot-none.err")"
  fi
fi

# A missing library.
if cc missing "$HERE/und.c" -L"$W/lib" -Wl,-rpath,"$W/empty" -lgone -o "$W/missing"; then
  expect_error missing-library "can't load library 'libgone.so'" -- "$W/missing"
fi
# Bad libraries: not ELF, another machine's, truncated.
if cc badlib -O2 "$HERE/callAdd.c" -L"$W/lib" -Wl,-rpath,"$W/bad" -lk1t -o "$W/badlib"; then
  mkdir -p "$W/bad"
  echo "not an ELF file" > "$W/bad/libk1t.so"
  expect_error bad-library-not-elf "libk1t.so' is not an ELF file" -- "$W/badlib"
  # An ELF shared object of another machine: the host's C library.
  hostlib=$(gcc -print-file-name=libc.so.6 2> /dev/null)
  if [ -f "$hostlib" ]; then
    cp "$hostlib" "$W/bad/libk1t.so"
    expect_error bad-library-machine "is not an ELF executable for k1" -- "$W/badlib"
  fi
  head -c 3000 "$W/lib/libk1t.so" > "$W/bad/libk1t.so"
  expect_error bad-library-truncated "libk1t.so' is truncated: file too short" -- "$W/badlib"
  head -c 100 "$W/lib/libk1t.so" > "$W/bad/libk1t.so"
  expect_error bad-library-truncated-headers "file too short" -- "$W/badlib"

  # A corrupt .dynamic: each case patches one word of a copy of
  # libk1t.so so that the loader, unchecked, would read unmapped memory
  # (or a string past the string table) before it could notice.
  lib=$W/lib/libk1t.so
  phoff=$("$READELF" -hW "$lib" | sed -n 's/.*Start of program headers: *\([0-9]*\).*/\1/p')
  dynphdr=$((phoff + 32 * $(phdr_index "$lib" DYNAMIC)))
  corrupt () # NAME WHAT OFFSET VALUE: the library with that word patched.
  {
    cp "$lib" "$W/bad/libk1t.so"
    poke32 "$W/bad/libk1t.so" "$3" "$4"
    expect_error "corrupt-dynamic-$1" "libk1t.so' has a corrupt dynamic section: $2" -- "$W/badlib"
    if grep -q "can't load library 'libk1t.so'" "$W/corrupt-dynamic-$1.err"; then
      pass "corrupt-dynamic-$1: can't load library"
    else
      fail "corrupt-dynamic-$1: can't load library" "$(head -c 300 "$W/corrupt-dynamic-$1.err")"
    fi
  }
  # PT_DYNAMIC's address past the end of the file and of every segment.
  corrupt pt-dynamic "PT_DYNAMIC outside the loaded segments" $((dynphdr + 8)) 0x10000000
  # PT_DYNAMIC one entry long: no DT_NULL ends it.
  corrupt no-null "no DT_NULL" $((dynphdr + 16)) 8
  # Tables outside the segments, a huge string table, a name past it.
  corrupt strtab "a table outside the loaded segments" $(dyn_val "$lib" STRTAB) 0x10000000
  corrupt symtab "a table outside the loaded segments" $(dyn_val "$lib" SYMTAB) 0x10000000
  corrupt strsz "a table outside the loaded segments" $(dyn_val "$lib" STRSZ) 0x7fffffff
  corrupt needed "a name outside the string table" $(dyn_val "$lib" NEEDED) 0x7fffff00
fi

# An undefined symbol: linked against libund.so that has und_fn, run
# with one that has not; lazily at the call, else at start-up.
if cc undefined "$HERE/und.c" -L"$W/lib" -Wl,-rpath,"$W/v2" -lund -o "$W/undefined"; then
  expect_error undefined-symbol-lazy "can't resolve symbol 'und_fn'" -- "$W/undefined"
  if grep -q 'main runs' "$W/undefined-symbol-lazy.out"; then
    pass "undefined symbol: main ran before the lazy call failed"
  else
    fail "undefined symbol: main ran before the lazy call failed"
  fi
  expect_error undefined-symbol-now "symbol 'und_fn': can't resolve symbol" \
    LD_BIND_NOW=1 -- "$W/undefined"
  if grep -q 'main runs' "$W/undefined-symbol-now.out"; then
    fail "undefined symbol with LD_BIND_NOW: failed before main"
  else
    pass "undefined symbol with LD_BIND_NOW: failed before main"
  fi
fi
exit 0
