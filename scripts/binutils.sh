# build.sh stage: binutils (as, ld, objdump, ...) for k1-linux.

stage_binutils ()
{
  local src=$SRC/binutils-2.40 bdir=$BINUTILS_BUILD fp args
  args=(--target=$TARGET --prefix="$PREFIX" \
    --with-sysroot="$SYSROOT" --disable-nls --disable-werror \
    --disable-gdb --disable-gdbserver --disable-sim --disable-gold \
    --disable-gprofng --disable-libctf --disable-multilib --without-zstd \
    --without-debuginfod)
  [ -z "$SAN_CFLAGS" ] || args+=(CFLAGS="$SAN_CFLAGS" CXXFLAGS="$SAN_CFLAGS" \
				 LDFLAGS="-fsanitize=address,undefined")
  fp=$(fingerprint bfd opcodes include gas ld binutils patches/binutils \
	 sources.sha256 scripts/binutils.sh scripts/common.sh "${args[*]}")
  if up_to_date binutils "$fp" "$PREFIX/bin/$TARGET-as" "$PREFIX/bin/$TARGET-ld"; then
    log "binutils up to date"
    return 0
  fi
  begin_work binutils
  # The other variant (K1_SANITIZE) may be the one installed.
  rm -f "$bdir/.k1-installed"
  fetch_tarball binutils-source binutils-2.40.tar.xz
  unpack binutils-2.40.tar.xz binutils-2.40
  apply_patches binutils binutils-2.40
  overlay binutils-2.40 bfd opcodes include gas ld binutils
  configure_once "$bdir" "$src" "${args[@]}"
  run_make "$bdir" all
  install_if_changed "$bdir" install
  end_work binutils "$fp"
}
