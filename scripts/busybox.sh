# build.sh stage: BusyBox 1.35.0 (the version Debian 12 ships), built
# with k1-linux-gcc from its own defconfig, changed only in
# CONFIG_STATIC and the cross prefix: statically linked into
# $BUILD/busybox-static/, which is installed with its applet links into
# $SYSROOT, and dynamically linked (against the sysroot's libc.so.0)
# into $BUILD/busybox-dynamic/.  Not one of the default stages: run
# ./build.sh busybox.  busybox_host builds the static configuration
# with the host's gcc, for ./build.sh test-busybox.

. "$TOP/scripts/apt-source.sh"

BUSYBOX=busybox-1.35.0

# busybox_config OBJDIR PREFIX STATIC: .config from defconfig with
# CONFIG_STATIC=STATIC (y or n) and CONFIG_CROSS_COMPILER_PREFIX=PREFIX
# (empty: the host's compiler); redone only when they change.
busybox_config ()
{
  local obj=$1 prefix=$2 static=$3 want
  want="defconfig CONFIG_STATIC=$static CONFIG_CROSS_COMPILER_PREFIX=$prefix"
  if [ -f "$obj/.config" ] && [ "$(cat "$obj/.k1-config" 2>/dev/null)" = "$want" ]; then
    return 0
  fi
  log "configuring $BUSYBOX ($(basename "$obj"))"
  mkdir -p "$obj"
  (cd "$SRC/$BUSYBOX" && make O="$obj" defconfig > "$obj/config.log" 2>&1) \
    || { tail -n 20 "$obj/config.log"; die "BusyBox defconfig failed (see $obj/config.log)"; }
  if [ "$static" = y ]; then
    sed -i -e "s|^# CONFIG_STATIC is not set|CONFIG_STATIC=y|" "$obj/.config"
  fi
  sed -i -e "s|^CONFIG_CROSS_COMPILER_PREFIX=.*|CONFIG_CROSS_COMPILER_PREFIX=\"$prefix\"|" \
	 "$obj/.config"
  # yes ends on SIGPIPE when oldconfig is done: not a failure.
  (cd "$obj" && set +o pipefail && yes '' | make oldconfig >> config.log 2>&1) \
    || { tail -n 20 "$obj/config.log"; die "BusyBox oldconfig failed (see $obj/config.log)"; }
  { [ "$static" = n ] || grep -q "^CONFIG_STATIC=y" "$obj/.config"; } \
    && grep -q "^CONFIG_CROSS_COMPILER_PREFIX=\"$prefix\"" "$obj/.config" \
    || die "BusyBox .config lost CONFIG_STATIC or the cross prefix (see $obj/.config)"
  printf '%s' "$want" > "$obj/.k1-config"
}

# busybox_build OBJDIR PREFIX STATIC: configure and build; prints the
# time.
busybox_build ()
{
  local obj=$1 prefix=$2 static=$3 start tc
  fetch_source_package busybox ${BUSYBOX/-/_}.orig.tar.bz2
  unpack ${BUSYBOX/-/_}.orig.tar.bz2 $BUSYBOX
  busybox_config "$obj" "$prefix" "$static"
  # BusyBox's makefiles know nothing of the toolchain: when the
  # compiler or the C library changed since the last build, build
  # everything again (ccache keeps that cheap).
  if [ -n "$prefix" ]; then
    tc=$(file_id "$("$PREFIX/bin/${prefix}gcc" -print-prog-name=cc1)"
	 file_id "$SYSROOT/usr/lib/libc.a"; file_id "$SYSROOT/lib/libc.so.0")
    if [ "$(cat "$obj/.k1-toolchain" 2>/dev/null)" != "$tc" ]; then
      [ ! -f "$obj/busybox" ] || run_make "$obj" clean
      printf '%s\n' "$tc" > "$obj/.k1-toolchain"
    fi
  fi
  start=$(date +%s)
  log "building $BUSYBOX in $obj (log: $obj/make.log)"
  : > "$obj/make.log"
  run_make "$obj" busybox
  log "built $obj/busybox in $(($(date +%s) - start)) s"
}

stage_busybox ()
{
  local obj=$BUILD/busybox-static
  [ -x "$PREFIX/bin/$TARGET-gcc" ] && [ -f "$SYSROOT/usr/lib/libc.a" ] \
    && [ -f "$SYSROOT/usr/lib/libc.so" ] \
    || die "BusyBox needs $TARGET-gcc and the C library: run ./build.sh first"
  busybox_build "$obj" "$TARGET-" y
  busybox_build "$BUILD/busybox-dynamic" "$TARGET-" n
  if [ ! -f "$obj/.k1-installed" ] || [ "$obj/busybox" -nt "$obj/.k1-installed" ]; then
    run_make "$obj" CONFIG_PREFIX="$SYSROOT" install
    touch "$obj/.k1-installed"
  fi
}

busybox_host () { busybox_build "$BUILD/busybox-host" "" y; }
