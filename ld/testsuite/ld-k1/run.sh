#!/bin/sh
# Link small static programs with k1-linux-ld and run them on the
# simulator: each exits with 42 when everything the linker resolved
# (GOT entries, TLS offsets, veneers, code fill, 16/32-bit data) is
# right.  Prints "PASS: name" or "FAIL: name" lines.
#
# Usage: run.sh [TOOLDIR], TOOLDIR holding k1-linux-as, k1-linux-ld
# and k1-linux-run (default: toolchain/bin of this tree).

srcdir=$(cd "$(dirname "$0")" && pwd)
tooldir=${1:-$srcdir/../../../toolchain/bin}
AS=$tooldir/k1-linux-as
LD=$tooldir/k1-linux-ld
RUN=$tooldir/k1-linux-run

for t in "$AS" "$LD" "$RUN"; do
  if [ ! -x "$t" ]; then
    echo "UNSUPPORTED: ld-k1/run.sh: no $t"
    exit 0
  fi
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ld-k1-run.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# run_test NAME LDFLAGS: assemble $tmp/NAME*.s, link them in name
# order with LDFLAGS, run the result and expect exit status 42.
run_test ()
{
  name=$1
  shift
  objs=
  for s in "$tmp/$name".s "$tmp/$name"-*.s; do
    [ -f "$s" ] || continue
    if ! "$AS" -o "${s%.s}.o" "$s" > "$tmp/$name.log" 2>&1; then
      echo "FAIL: run-$name (assembler: $(head -n 1 "$tmp/$name.log"))"
      return
    fi
    objs="$objs ${s%.s}.o"
  done
  if ! "$LD" "$@" -o "$tmp/$name" $objs > "$tmp/$name.log" 2>&1; then
    echo "FAIL: run-$name (linker: $(head -n 1 "$tmp/$name.log"))"
    return
  fi
  "$RUN" --max-bundles=100000 "$tmp/$name" > "$tmp/$name.out" 2>&1
  status=$?
  if [ $status -eq 42 ]; then
    echo "PASS: run-$name"
  else
    echo "FAIL: run-$name (exit status $status, expected 42)"
  fi
}

# Exit with the sum of $r0 and whatever was added into it.
exit_r0='
	make $r6 = 93
	;;
	scall $r6
	;;'

# A PIC-style GOT access: _GLOBAL_OFFSET_TABLE_ from $pc and @pcrel,
# then an @got load and an @gotoff address of the same word.
cat > "$tmp/got.s" <<EOF
	.text
	.globl _start
_start:
	get \$r2 = \$pc
	make \$r1 = @pcrel(_GLOBAL_OFFSET_TABLE_)
	;;
	add \$r1 = \$r1, \$r2
	;;
	lw \$r3 = @got(val)[\$r1]
	make \$r4 = @gotoff(val)
	;;
	add \$r4 = \$r4, \$r1
	lw \$r5 = 0[\$r3]
	;;
	lw \$r6 = 0[\$r4]
	;;
	sbf \$r0 = \$r3, \$r4		# 0 if both name val
	;;
	add \$r0 = \$r0, \$r5
	;;
	add \$r0 = \$r0, \$r6
	;;
$exit_r0
	.data
	.4byte 0
val:
	.4byte 21
EOF
run_test got

# TLS: a store and a load through @tprel, and the GOT entries of
# @tlsie (the same TP offset) and @tlsgd (module 1, offset 4).
cat > "$tmp/tls.s" <<EOF
	.text
	.globl _start
_start:
	make \$r13 = tcb
	get \$r2 = \$pc
	make \$r1 = @pcrel(_GLOBAL_OFFSET_TABLE_)
	;;
	add \$r1 = \$r1, \$r2
	make \$r7 = 17
	;;
	sw @tprel(tv)[\$r13] = \$r7
	;;
	lw \$r0 = @tlsie(tv)[\$r1]
	;;
	add \$r8 = \$r13, \$r0
	;;
	lw \$r0 = 0[\$r8]		# 17
	;;
	lw \$r3 = @tlsgd(tv)[\$r1]	# 1
	add \$r4 = \$r1, @tlsgd(tv)
	;;
	lw \$r4 = 4[\$r4]		# 4
	make \$r5 = @tprel(tv)		# 8 + 4
	;;
	add \$r0 = \$r0, \$r3
	add \$r5 = \$r5, \$r4
	;;
	add \$r0 = \$r0, \$r5		# 17 + 1 + 12 + 4 = 34
	;;
	add \$r0 = \$r0, 8
	;;
$exit_r0
	.section .tdata,"awT",@progbits
	.p2align 2
	.4byte 5
tv:
	.4byte 6
	.bss
	.p2align 3
tcb:
	.space 64
EOF
run_test tls

# Calls and a goto between output sections 256 MiB apart, through
# veneers both ways.
cat > "$tmp/veneer.s" <<EOF
	.text
	.globl _start
_start:
	make \$r0 = 40
	;;
	call far_add1
	;;
$exit_r0
	.globl near_add1
near_add1:
	add \$r0 = \$r0, 1
	;;
	ret
	;;
.Lnear_ret:
	ret
	;;
	.section .fartext,"ax",@progbits
far_add1:
	get \$r20 = \$ra
	;;
	call near_add1
	;;
	set \$ra = \$r20
	add \$r0 = \$r0, 1
	;;
	goto .Lnear_ret
	;;
EOF
run_test veneer --section-start=.fartext=0x20000000

# The gap before an aligned input section is filled with nops, which
# execute.
cat > "$tmp/fill.s" <<EOF
	.text
	.globl _start
_start:
	make \$r0 = 42
	;;
EOF
cat > "$tmp/fill-2.s" <<EOF
	.text
	.p2align 5
$exit_r0
EOF
run_test fill

# 16- and 32-bit data relocations, absolute and PC-relative.
cat > "$tmp/data.s" <<EOF
	.text
	.globl _start
_start:
	make \$r1 = d
	;;
	lhz \$r2 = 0[\$r1]		# 0xfff0
	;;
	lhs \$r3 = 2[\$r1]		# -0x7ff0
	;;
	lw \$r4 = 4[\$r1]		# &d + 8
	;;
	lw \$r5 = 8[\$r1]		# e - (d + 8)
	;;
	sbf \$r4 = \$r1, \$r4		# 8
	add \$r5 = \$r5, \$r1
	;;
	add \$r5 = \$r5, 8		# e
	add \$r2 = \$r2, \$r3		# 0x8000
	;;
	lw \$r5 = 0[\$r5]		# 2
	srl \$r2 = \$r2, 12		# 8
	;;
	add \$r0 = \$r2, \$r4
	;;
	add \$r0 = \$r0, \$r5
	;;
	add \$r0 = \$r0, 24
	;;
$exit_r0
	.data
d:
	.2byte big
	.2byte small
	.4byte d + 8
	.4byte e - .
	.section .rodata
e:
	.4byte 2
EOF
run_test data --defsym big=0xfff0 --defsym small=-0x7ff0
