# build.sh stage: k1-linux-run, the user-mode simulator (sim/k1).
# With K1_SANITIZE=1 it is built with the sanitizers in build/sim-san.

stage_sim ()
{
  local bdir=$BUILD/sim$K1_SAN
  make -s -C "$TOP/sim/k1" BUILDDIR="$bdir" \
    ${SAN_CFLAGS:+CFLAGS="-O1 $SAN_CFLAGS"} all \
    || die "building the simulator failed"
  # Installed when it differs: the other variant may be there.
  if ! cmp -s "$bdir/k1-linux-run" "$PREFIX/bin/$TARGET-run"; then
    mkdir -p "$PREFIX/bin"
    cp "$bdir/k1-linux-run" "$PREFIX/bin/$TARGET-run.tmp"
    mv "$PREFIX/bin/$TARGET-run.tmp" "$PREFIX/bin/$TARGET-run"
  fi
}
