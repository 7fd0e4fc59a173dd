# build.sh stage: k1-linux-run, the user-mode simulator (sim/k1).

stage_sim ()
{
  make -s -C "$TOP/sim/k1" BUILDDIR="$BUILD/sim" PREFIX="$PREFIX" install \
    || die "building the simulator failed"
}
