# build.sh stage: uClibc-ng for k1-linux, installed into $SYSROOT with
# the kernel headers it is built against.  Needs the gcc stage's
# compiler; the final compiler (gcc against $SYSROOT) comes after it.

UCLIBC=uClibc-ng-1.0.35

# libc_kernel_headers: the Linux user headers in $SYSROOT/usr/include:
# the generic ones from the distribution's linux-libc-dev (every
# top-level directory it installs except the host's multiarch one,
# which holds its asm/) and our linux/arch/k1/include/uapi/asm as asm/.
# Only files whose contents changed are copied.
libc_kernel_headers ()
{
  local inc=$SYSROOT/usr/include dirs d f dst
  dirs=$(dpkg -L linux-libc-dev 2>/dev/null \
	   | grep -E '^/usr/include/[^/]+$' | grep -v -- '-linux-gnu' || true)
  [ -n "$dirs" ] || die "linux-libc-dev is not installed (apt-get install linux-libc-dev)"
  for d in $dirs; do
    [ -d "$d" ] || continue
    while IFS= read -r -d '' f; do
      dst=$inc/${f#/usr/include/}
      cmp -s "$f" "$dst" || { mkdir -p "$(dirname "$dst")"; cp "$f" "$dst"; }
    done < <(find "$d" -type f -name '*.h' -print0)
  done
  for f in "$TOP"/linux/arch/k1/include/uapi/asm/*.h; do
    dst=$inc/asm/$(basename "$f")
    cmp -s "$f" "$dst" || { mkdir -p "$inc/asm"; cp "$f" "$dst"; }
  done
}

# libc_config SRCDIR: make .config from our defconfig and this build's
# paths, through Kconfig (olddefconfig) so that every other option takes
# its default; redone only when one of its inputs changed.
libc_config ()
{
  local src=$1 want=$1/.k1-config-in
  {
    cat "$TOP/extra/Configs/defconfigs/k1/defconfig"
    printf 'CROSS_COMPILER_PREFIX="%s-"\n' "$TARGET"
    printf 'KERNEL_HEADERS="%s/usr/include"\n' "$SYSROOT"
    # The options that Config.k1 and our Kconfig patches define.
    cat "$TOP/extra/Configs/Config.k1" \
      $(grep -l 'extra/Configs/' "$TOP"/patches/uclibc/*.patch) \
      | sha256sum | sed 's/^/# inputs /'
  } > "$want.tmp"
  if [ -f "$src/.config" ] && cmp -s "$want.tmp" "$want"; then
    rm -f "$want.tmp"
    return 0
  fi
  log "configuring $UCLIBC"
  [ -f "$src/.config" ] && cp -p "$src/.config" "$src/.config.k1-old"
  grep -v '^# inputs ' "$want.tmp" > "$src/.config"
  (cd "$src" && make ARCH=k1 olddefconfig > "$src/config.log" 2>&1) \
    || { tail -n 20 "$src/config.log"; die "configuring $UCLIBC failed"; }
  # An unchanged configuration keeps its date: no needless rebuild.
  if cmp -s "$src/.config" "$src/.config.k1-old"; then
    touch -r "$src/.config.k1-old" "$src/.config"
  fi
  rm -f "$src/.config.k1-old"
  mv "$want.tmp" "$want"
}

stage_libc ()
{
  local src=$SRC/$UCLIBC cc=$PREFIX/bin/$TARGET-gcc stamp fp ccfp
  [ -x "$cc" ] || die "no $cc to build the C library with: run ./build.sh gcc first"
  # The library depends on our sources, the kernel headers and the code
  # the compiler generates: the sources of its back end, not its binary,
  # which the final compiler, installed after the library, replaces.
  ccfp=$(fingerprint gcc/config gcc/common libgcc patches/gcc)
  fp=$(fingerprint extra libc libm libpthread ldso utils linux patches/uclibc \
	 sources.sha256 scripts/libc.sh scripts/common.sh "$ccfp" \
	 "$(dpkg-query -W linux-libc-dev 2>/dev/null)")
  if up_to_date libc "$fp" "$SYSROOT/usr/lib/libc.a" "$SYSROOT/usr/include/stdio.h"; then
    log "libc up to date"
    return 0
  fi
  begin_work libc
  if ! echo 'int k1_libc_probe (int x) { return x + 1; }' \
       | "$cc" -x c -c -o "$BUILD/.k1-libc-probe.o" - 2> "$BUILD/.k1-libc-probe.log"; then
    die "$TARGET-gcc cannot compile C to objects, so no C library (see $BUILD/.k1-libc-probe.log)"
  fi
  rm -f "$BUILD/.k1-libc-probe.o"
  fetch_tarball uclibc-source $UCLIBC.tar.xz
  unpack $UCLIBC.tar.xz $UCLIBC
  apply_patches uclibc $UCLIBC
  overlay $UCLIBC extra libc libm libpthread ldso utils
  libc_kernel_headers
  libc_config "$src"
  # Built in the unpacked tree: uClibc-ng's own dependency tracking
  # makes a rerun incremental, but knows nothing of the compiler: its
  # objects are all remade when the compiler's code generation changed.
  if [ -d "$src/lib" ] && [ "$(cat "$src/.k1-compiler" 2>/dev/null)" != "$ccfp" ]; then
    log "compiler changed: rebuilding the C library"
    run_make "$src" ARCH=k1 objclean-y
  fi
  run_make "$src" ARCH=k1 all
  printf '%s\n' "$ccfp" > "$src/.k1-compiler"
  stamp=$src/.k1-installed
  if [ ! -f "$stamp" ] || [ -n "$(find -L "$src/lib" "$src/include" -newer "$stamp" -print -quit)" ]; then
    run_make "$src" ARCH=k1 PREFIX="$SYSROOT" install
    touch "$stamp"
  fi
  end_work libc "$fp"
}
