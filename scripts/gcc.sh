# build.sh stages: the GCC C compiler and libgcc for k1-linux.
#
# Stage "gcc" builds the stage-1 compiler in build/gcc while there is
# no C library (--without-headers: libgcc without libc headers, static
# only), and stage "gcc-final", after "libc", builds the final one
# against the sysroot in build/gcc-final, with libgcc_s.so.1, and
# installs it over the first.  Once the
# sysroot has a C library, both stages build the final compiler.
# libgcc needs the binutils stage's assembler.

# gcc_build BUILDDIR CONFIGURE-ARGS...: build and install one compiler.
gcc_build ()
{
  local src=$SRC/gcc-12.2.0 bdir=$1 name fp args lib
  shift
  name=$(basename "$bdir")
  [ -x "$PREFIX/bin/$TARGET-as" ] \
    || die "no $PREFIX/bin/$TARGET-as: run ./build.sh binutils first"
  args=(--target=$TARGET --prefix="$PREFIX" \
    --with-sysroot="$SYSROOT" --enable-languages=c --disable-bootstrap \
    --disable-multilib --disable-nls --disable-threads \
    --disable-libssp --disable-libgomp --disable-libquadmath \
    --disable-libatomic --disable-libsanitizer --disable-libitm \
    --disable-libvtv --disable-libstdcxx --disable-werror \
    --with-gnu-as --with-gnu-ld --with-as="$PREFIX/bin/$TARGET-as" \
    --with-ld="$PREFIX/bin/$TARGET-ld" "$@")
  # The compiler and libgcc depend on our sources, the opcode table
  # (the pipeline description and the encodings come from it), the
  # assembler and linker they run, and for the final compiler the C
  # library.
  fp=$(fingerprint gcc libgcc include/opcode patches/gcc sources.sha256 \
	 scripts/gcc.sh scripts/common.sh "${args[*]}" "$(file_id "$PREFIX/bin/$TARGET-as")" \
	 "$(file_id "$PREFIX/bin/$TARGET-ld")" \
	 "$(file_id "$SYSROOT/usr/lib/libc.a")")
  if up_to_date "$name" "$fp" "$PREFIX/bin/$TARGET-gcc" \
       "$PREFIX/lib/gcc/$TARGET/12.2.0/libgcc.a"; then
    log "$name up to date"
    return 0
  fi
  begin_work "$name"
  fetch_tarball gcc-12-source gcc-12.2.0-dfsg.tar.xz
  unpack gcc-12.2.0-dfsg.tar.xz gcc-12.2.0
  apply_patches gcc gcc-12.2.0
  overlay gcc-12.2.0 gcc libgcc
  configure_once "$bdir" "$src" "${args[@]}"
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
  # The final compiler has libgomp (OpenMP, over the C library's
  # threads); the first has no C library to build it with.
  if [ -d "$bdir/$TARGET/libgomp" ] || grep -q -- '--enable-libgomp' <<< "$*"; then
    run_make "$bdir" all-target-libgomp
    run_make "$bdir" install-target-libgomp
  fi
  # The final compiler's shared libraries go where the dynamic loader
  # finds them at run time (the linker finds them in $PREFIX/$TARGET/lib).
  for lib in libgcc_s.so.1 libgomp.so.1; do
    if [ -f "$PREFIX/$TARGET/lib/$lib" ]; then
      mkdir -p "$SYSROOT/lib"
      cmp -s "$PREFIX/$TARGET/lib/$lib" "$SYSROOT/lib/$lib" \
	|| cp "$PREFIX/$TARGET/lib/$lib" "$SYSROOT/lib/$lib"
    fi
  done
  end_work "$name" "$fp"
}

# The final compiler's libgcc_s.so.1 links with the shared C library,
# and its thread model is the C library's POSIX threads: a sysroot with
# only the static library (from before shared libraries) or without
# pthread.h (from before threads) gets the stage-1 compiler first, then
# the library, then the final one.
have_libc ()
{
  [ -f "$SYSROOT/usr/lib/libc.a" ] && [ -f "$SYSROOT/usr/lib/libc.so" ] \
    && [ -f "$SYSROOT/usr/include/stdio.h" ] \
    && [ -f "$SYSROOT/usr/include/pthread.h" ]
}

stage_gcc ()
{
  if have_libc; then
    stage_gcc_final
  else
    gcc_build "$BUILD/gcc" --without-headers --with-newlib --disable-shared
  fi
}

stage_gcc_final ()
{
  have_libc \
    || die "no C library in $SYSROOT (usr/lib/libc.a, libc.so, usr/include/stdio.h, pthread.h): run ./build.sh libc first"
  # Shared libgcc (libgcc_s.so.1) needs the C library's libc.so; the
  # thread model is POSIX's (gthr-posix.h), over its NPTL, and libgomp
  # waits on futexes (patches/gcc/0008).
  gcc_build "$BUILD/gcc-final" --enable-shared --enable-threads=posix \
    --enable-libgomp
}
