# fetch_source_package PKG TARBALL: make $CACHE/TARBALL exist and match
# its sha256 in sources.sha256, taking it from the distribution's source
# package PKG.  Sourced by the stages that need one (busybox, gdb).
#
# The system's apt knows only binary packages; a private apt
# configuration under $BUILD/apt adds a deb-src entry for each mirror
# the system already uses, read from the system's own source lists at
# run time.  The system's configuration, lists and caches are left
# alone: every apt directory that is written is under $BUILD/apt.

apt_private_dirs ()
{
  local a=$BUILD/apt
  mkdir -p "$a/sources.list.d" "$a/lists/partial" "$a/cache/archives/partial"
  # deb-src for every "deb" entry of the system's lists, same suites
  # and components, one-line and deb822 formats alike.
  local f
  : > "$a/sources.list.d/k1-src.list"
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    sed -n 's/^[[:space:]]*deb[[:space:]]\+/deb-src /p' "$f" \
      >> "$a/sources.list.d/k1-src.list"
  done
  : > "$a/sources.list.d/k1-src.sources.new"
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    { sed 's/^Types:.*/Types: deb-src/' "$f"; echo; } \
      >> "$a/sources.list.d/k1-src.sources.new"
  done
  mv "$a/sources.list.d/k1-src.sources.new" "$a/sources.list.d/k1-src.sources"
}

apt_private ()
{
  local a=$BUILD/apt
  apt-get -q -o Dir::Etc::SourceList=/dev/null \
    -o Dir::Etc::SourceParts="$a/sources.list.d" \
    -o Dir::State::Lists="$a/lists" \
    -o Dir::Cache="$a/cache" \
    -o Dir::Cache::archives="$a/cache/archives" "$@"
}

fetch_source_package ()
{
  local pkg=$1 tarball=$2 want got
  want=$(awk -v f="$tarball" '$2 == f { print $1 }' "$TOP/sources.sha256")
  [ -n "$want" ] || die "no checksum for $tarball in sources.sha256"
  mkdir -p "$CACHE"
  if [ ! -f "$CACHE/$tarball" ]; then
    log "downloading the source package $pkg"
    apt_private_dirs
    [ -s "$BUILD/apt/sources.list.d/k1-src.list" ] \
      || [ -s "$BUILD/apt/sources.list.d/k1-src.sources" ] \
      || die "no deb entry in the system's apt sources to derive a deb-src entry from"
    apt_private update > "$BUILD/apt/update.log" 2>&1 \
      || { tail -n 5 "$BUILD/apt/update.log"; die "apt-get update of the private deb-src lists failed (see $BUILD/apt/update.log)"; }
    rm -rf "$CACHE/src.$pkg" && mkdir -p "$CACHE/src.$pkg"
    (cd "$CACHE/src.$pkg" && apt_private source --download-only "$pkg") \
      > "$BUILD/apt/source-$pkg.log" 2>&1 \
      || { tail -n 5 "$BUILD/apt/source-$pkg.log"; die "apt-get source --download-only $pkg failed (see $BUILD/apt/source-$pkg.log)"; }
    [ -f "$CACHE/src.$pkg/$tarball" ] \
      || die "the source package $pkg has no $tarball (got: $(ls "$CACHE/src.$pkg" | tr '\n' ' '))"
    mv "$CACHE/src.$pkg/$tarball" "$CACHE/$tarball"
    rm -rf "$CACHE/src.$pkg"
  fi
  got=$(sha256sum "$CACHE/$tarball" | cut -d' ' -f1)
  [ "$got" = "$want" ] \
    || die "checksum mismatch for $CACHE/$tarball (got $got, want $want); delete it and rerun"
}
