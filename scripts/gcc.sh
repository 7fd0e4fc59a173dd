# build.sh stage: the stage-1 GCC C compiler and libgcc for k1-linux.
# There is no C library yet (--without-headers); libgcc needs the
# binutils stage's assembler.

stage_gcc ()
{
  local src=$SRC/gcc-12.2.0 bdir=$BUILD/gcc
  [ -x "$PREFIX/bin/$TARGET-as" ] \
    || log "warning: no $TARGET-as yet; run ./build.sh binutils first"
  fetch_tarball gcc-12-source gcc-12.2.0-dfsg.tar.xz
  unpack gcc-12.2.0-dfsg.tar.xz gcc-12.2.0
  apply_patches gcc gcc-12.2.0
  overlay gcc-12.2.0 gcc libgcc
  configure_once "$bdir" "$src" --target=$TARGET --prefix="$PREFIX" \
    --with-sysroot="$SYSROOT" --enable-languages=c --disable-bootstrap \
    --disable-multilib --disable-nls --disable-shared --disable-threads \
    --disable-libssp --disable-libgomp --disable-libquadmath \
    --disable-libatomic --disable-libsanitizer --disable-libitm \
    --disable-libvtv --disable-libstdcxx --without-headers --with-newlib \
    --disable-werror
  run_make "$bdir" all-gcc
  install_if_changed "$bdir" install-gcc
  # libgcc's objects do not depend on the compiler: rebuild them all
  # when cc1 changed, or they mix code of old and new compilers.
  if [ -f "$bdir/$TARGET/libgcc/libgcc.a" ] \
     && [ "$bdir/gcc/cc1" -nt "$bdir/$TARGET/libgcc/libgcc.a" ]; then
    log "compiler changed: rebuilding libgcc"
    rm -rf "$bdir/$TARGET/libgcc"
  fi
  run_make "$bdir" all-target-libgcc
  run_make "$bdir" install-target-libgcc
}
