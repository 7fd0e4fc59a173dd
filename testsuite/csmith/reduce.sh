#!/bin/bash
# Reduce a csmith disagreement with the distribution's cvise.
#
#   testsuite/csmith/reduce.sh DIR [OPTIONS]
#
# DIR is one of build/csmith/fail/SEED/ (prog.c, host.out and the option
# sets that disagreed in "options"); OPTIONS defaults to the first of
# them.  The kind of disagreement (internal compiler error, build
# failure, crash or wrong output) is found again and kept while cvise
# shrinks the program; the result is DIR/reduced.c.
#
# The interestingness test rejects variants with undefined behaviour:
# each must run cleanly on the host under -fsanitize=undefined and give
# the same output at the 32-bit host reference, so a reduced program
# shows a compiler or simulator bug, not a bug of the reduction.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/../.." && pwd)
DIR=$(cd "${1:?usage: reduce.sh DIR [OPTIONS]}" && pwd)
OPT=${2:-$(head -n 1 "$DIR/options")}
CC=$TOP/toolchain/bin/k1-linux-gcc
RUN=$TOP/toolchain/bin/k1-linux-run
INC=/usr/include/csmith

. "$TOP/scripts/common.sh"
ensure_deps cvise

W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cp "$DIR/prog.c" "$W/prog.c"
cd "$W"

# What went wrong originally: decides what the test keeps.
kind=mismatch
if ! "$CC" -static $OPT -w -I"$INC" prog.c -o k1 > cc.err 2>&1; then
  if grep -q 'internal compiler error' cc.err; then kind=ice; else kind=build; fi
elif ! timeout 60 "$RUN" ./k1 > k1.out 2> /dev/null; then
  kind=crash
fi
echo "reduce: $DIR at '$OPT': $kind"

cat > test.sh <<EOF
#!/bin/bash
# cvise interestingness test: exit 0 when prog.c still shows the $kind.
ulimit -t 120
CC='$CC' RUN='$RUN' INC='$INC' OPT='$OPT'
EOF
cat >> test.sh <<'EOF'
if [ "$KIND" != ice ] && [ "$KIND" != build ]; then
  gcc -O0 -w -I"$INC" -fsanitize=undefined -fno-sanitize-recover=all prog.c -o ub \
    > /dev/null 2>&1 || exit 1
  timeout 10 ./ub > /dev/null 2>&1 || exit 1
  i686-linux-gnu-gcc -static -O0 -w -I"$INC" prog.c -o host > /dev/null 2>&1 || exit 1
  timeout 10 ./host > host.out 2> /dev/null || exit 1
fi
case $KIND in
  ice)   "$CC" -static $OPT -w -I"$INC" -c prog.c -o /dev/null 2>&1 \
	   | grep -q 'internal compiler error' ;;
  build) ! "$CC" -static $OPT -w -I"$INC" prog.c -o k1 > /dev/null 2>&1 ;;
  crash) "$CC" -static $OPT -w -I"$INC" prog.c -o k1 > /dev/null 2>&1 \
	   && ! timeout 60 "$RUN" ./k1 > /dev/null 2>&1 ;;
  *)     "$CC" -static $OPT -w -I"$INC" prog.c -o k1 > /dev/null 2>&1 \
	   && timeout 60 "$RUN" ./k1 > k1.out 2> /dev/null \
	   && ! cmp -s host.out k1.out ;;
esac
EOF
sed -i "s/^CC=/KIND=$kind CC=/" test.sh
chmod +x test.sh
./test.sh || { echo "reduce: the original does not show the $kind again" >&2; exit 1; }
cvise --n "$(nproc)" ./test.sh prog.c
cp prog.c "$DIR/reduced.c"
echo "reduce: $DIR/reduced.c ($(wc -l < prog.c) lines)"
