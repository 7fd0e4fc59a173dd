# build.sh stage: GDB 13.1 (the version Debian 12 ships) for k1-linux,
# installed as $PREFIX/bin/k1-linux-gdb.  Not one of the default
# stages: run ./build.sh gdb.
#
# GDB's tarball carries its own bfd/, opcodes/ and include/ (those of
# binutils 2.40, give or take a few weeks), so the K1 port of them is
# laid over it as for binutils: the binutils patches that touch only
# config.sub, include/, bfd/ and opcodes/, then our files of those
# directories.  The GDB port itself is gdb/k1-*.c (our files, laid at
# their upstream paths) and patches/gdb/ (its entry in configure.tgt
# and the Makefile's lists).

. "$TOP/scripts/apt-source.sh"

GDB=gdb-13.1

# The binutils patches that apply to GDB's tree: those whose every
# file is config.sub or under include/, bfd/, opcodes/.
gdb_binutils_patches ()
{
  local p
  for p in "$TOP"/patches/binutils/*.patch; do
    if ! grep '^+++ ' "$p" | awk '{ print $2 }' \
	 | grep -qv '^b/\(config\.sub\|include/.*\|bfd/.*\|opcodes/.*\)$'; then
      printf '%s\n' "$p"
    fi
  done
}

stage_gdb ()
{
  local src=$SRC/$GDB bdir=$BUILD/gdb fp args p set=$BUILD/gdb-patches
  args=(--target=$TARGET --prefix="$PREFIX" --with-sysroot="$SYSROOT" \
    --disable-nls --disable-werror --disable-sim --disable-gdbserver \
    --disable-binutils --disable-ld --disable-gas --disable-gprof \
    --disable-gold --disable-gprofng --disable-libctf \
    --without-python \
    --without-guile --without-babeltrace --without-debuginfod \
    --without-libunwind-ia64 --without-lzma --without-zstd \
    --without-intel-pt --with-expat --disable-source-highlight \
    --disable-tui --disable-inprocess-agent)
  fp=$(fingerprint bfd opcodes include gdb patches/binutils patches/gdb \
	 sources.sha256 scripts/gdb.sh scripts/common.sh "${args[*]}")
  if up_to_date gdb "$fp" "$PREFIX/bin/$TARGET-gdb"; then
    log "gdb up to date"
    return 0
  fi
  ensure_deps libexpat1-dev libgmp-dev libmpfr-dev libncurses-dev
  begin_work gdb
  fetch_source_package gdb gdb_13.1.orig.tar.xz
  unpack gdb_13.1.orig.tar.xz $GDB
  # apply_patches reads $TOP/patches/PACKAGE: give it a tree of the
  # binutils patches that fit and ours.
  rm -rf "$set" && mkdir -p "$set/patches/gdb"
  for p in $(gdb_binutils_patches); do
    cp "$p" "$set/patches/gdb/binutils-$(basename "$p")"
  done
  for p in "$TOP"/patches/gdb/*.patch; do
    [ -f "$p" ] && cp "$p" "$set/patches/gdb/"
  done
  TOP=$set apply_patches gdb $GDB
  overlay $GDB bfd opcodes include gdb
  configure_once "$bdir" "$src" "${args[@]}"
  run_make "$bdir" all-gdb
  # Stripped: GDB's own debug information is 121 MB of its 129.
  install_if_changed "$bdir" install-strip-gdb
  end_work gdb "$fp"
}
