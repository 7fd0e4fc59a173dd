# Shared settings and helpers for build.sh; sourced, not run.

# Where things go.  Downloads and the compiler cache live outside the
# clone so that a fresh clone (CI) reuses them.
BUILD=$TOP/build
PREFIX=$TOP/toolchain
TARGET=k1-linux
SYSROOT=$PREFIX/$TARGET/sysroot
SRC=$BUILD/src
CACHE=${K1_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/k1-toolchain}
JOBS=${JOBS:-$(nproc)}

# K1_SANITIZE=1: binutils and the simulator built with AddressSanitizer
# and UndefinedBehaviorSanitizer (any report ends the tool with an
# error), in their own build directories (build/binutils-san,
# build/sim-san), and installed into toolchain/ in place of the plain
# ones; a later run without K1_SANITIZE installs the plain ones again.
# The compiler and the C library are the same in both.
if [ -n "${K1_SANITIZE-}" ] && [ "$K1_SANITIZE" != 0 ]; then
  K1_SAN=-san
  SAN_CFLAGS="-g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all"
  # binutils frees little before it exits: leaks are not errors.
  export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
  export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
else
  K1_SAN=
  SAN_CFLAGS=
fi
BINUTILS_BUILD=$BUILD/binutils$K1_SAN

export CCACHE_DIR=${CCACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ccache}
export CCACHE_BASEDIR=$TOP
export CCACHE_NOHASHDIR=1
export PATH=$PREFIX/bin:$PATH

# Host packages the build and the tests need.
DEPS="build-essential ccache flex bison texinfo libgmp-dev libmpfr-dev
      libmpc-dev dejagnu xz-utils file python3 bc"

log () { printf '%s\n' "build.sh: $*" >&2; }
die () { printf '%s\n' "build.sh: error: $*" >&2; exit 1; }

# ensure_deps [PACKAGE...]: install the missing ones of PACKAGEs (by
# default $DEPS) with apt (we run as root on the build machines); say
# what to do if that is impossible.
ensure_deps ()
{
  local missing=() p
  [ $# -gt 0 ] || set -- $DEPS
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' \
      || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing ${missing[*]}"
  if [ "$(id -u)" != 0 ]; then
    die "missing packages: ${missing[*]}; run: sudo apt-get install ${missing[*]}"
  fi
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -qq "${missing[@]}" >/dev/null; } \
    || die "could not install ${missing[*]}; run: apt-get install ${missing[*]}"
}

# fetch_tarball DEB-PACKAGE TARBALL: make $CACHE/TARBALL exist and match
# its sha256 in sources.sha256.  The tarball comes from inside the
# distribution's source package.
fetch_tarball ()
{
  local pkg=$1 tarball=$2 want got deb
  want=$(awk -v f="$tarball" '$2 == f { print $1 }' "$TOP/sources.sha256")
  [ -n "$want" ] || die "no checksum for $tarball in sources.sha256"
  mkdir -p "$CACHE"
  if [ ! -f "$CACHE/$tarball" ]; then
    log "downloading $pkg"
    (cd "$CACHE" && rm -f "$pkg"_*.deb && apt-get download "$pkg" >/dev/null 2>&1) \
      || (apt-get update -qq && cd "$CACHE" && apt-get download "$pkg" >/dev/null) \
      || die "cannot download source package $pkg (apt-get download $pkg)"
    deb=$(ls "$CACHE/$pkg"_*.deb | head -n 1)
    rm -rf "$CACHE/x" && mkdir "$CACHE/x"
    dpkg-deb -x "$deb" "$CACHE/x"
    local f
    f=$(find "$CACHE/x" -name "$tarball" | head -n 1)
    [ -n "$f" ] || die "$pkg does not contain $tarball"
    mv "$f" "$CACHE/$tarball"
    rm -rf "$CACHE/x"
  fi
  got=$(sha256sum "$CACHE/$tarball" | cut -d' ' -f1)
  if [ "$got" != "$want" ]; then
    die "checksum mismatch for $CACHE/$tarball (got $got, want $want); delete it and rerun"
  fi
}

# unpack TARBALL DIR: unpack once into $SRC/DIR.
unpack ()
{
  local tarball=$1 dir=$2
  [ -f "$SRC/$dir/.k1-unpacked" ] && return 0
  log "unpacking $tarball"
  mkdir -p "$SRC"
  rm -rf "${SRC:?}/$dir"
  tar -C "$SRC" -xf "$CACHE/$tarball"
  touch "$SRC/$dir/.k1-unpacked"
}

# overlay DIR SUBDIR...: copy the project's files under each SUBDIR over
# $SRC/DIR, touching only files whose contents changed so that make
# rebuilds only what depends on them.  A file the project no longer has
# is removed from the tree again (the list of laid files is kept in
# $SRC/DIR/.k1-overlay).
overlay ()
{
  local dir=$1 sub f rel list=$SRC/$1/.k1-overlay
  shift
  : > "$list.new"
  for sub in "$@"; do
    [ -d "$TOP/$sub" ] || continue
    while IFS= read -r -d '' f; do
      rel=${f#"$TOP"/}
      printf '%s\n' "$rel" >> "$list.new"
      if ! cmp -s "$f" "$SRC/$dir/$rel"; then
	mkdir -p "$(dirname "$SRC/$dir/$rel")"
	cp "$f" "$SRC/$dir/$rel"
      fi
    done < <(find "$TOP/$sub" -type f ! -name '*~' ! -name '.*' -print0)
  done
  if [ -f "$list" ]; then
    sort "$list.new" -o "$list.new"
    sort "$list" | comm -23 - "$list.new" | while IFS= read -r rel; do
      log "removing $rel, no longer in the project"
      rm -f "$SRC/$dir/$rel"
    done
  fi
  mv "$list.new" "$list"
}

# apply_patches PACKAGE DIR: apply patches/PACKAGE/*.patch to $SRC/DIR.
# An applied patch is remembered; when it changes, the old version is
# reversed first, so a patch can be edited without unpacking again.
# NAME.partial marks a patch being applied or reversed: a run killed
# there is finished by the next one, which sees how far it got.
apply_patches ()
{
  local pkg=$1 dir=$2 p name done_dir
  done_dir=$SRC/$dir/.k1-patches
  mkdir -p "$done_dir"
  for p in "$done_dir"/*.partial; do
    [ -f "$p" ] || continue
    name=$(basename "$p" .partial)
    if patch -s -R -p1 -f --dry-run -d "$SRC/$dir" < "$p" >/dev/null 2>&1; then
      mv "$p" "$done_dir/$name"		# it was applied in full
    elif patch -s -p1 -f --dry-run -d "$SRC/$dir" < "$p" >/dev/null 2>&1; then
      rm -f "$p"			# not applied at all
    else
      die "$SRC/$dir is half patched by $pkg/$name (an interrupted run); remove $SRC/$dir and rerun"
    fi
  done
  for p in "$done_dir"/*.patch; do
    [ -f "$p" ] || continue
    name=$(basename "$p")
    if ! cmp -s "$p" "$TOP/patches/$pkg/$name"; then
      log "reverting $pkg/$name"
      mv "$p" "$done_dir/$name.partial"
      patch -s -R -p1 -d "$SRC/$dir" < "$done_dir/$name.partial" \
	|| die "cannot revert $name"
      rm -f "$done_dir/$name.partial"
    fi
  done
  for p in "$TOP/patches/$pkg"/*.patch; do
    [ -f "$p" ] || continue
    name=$(basename "$p")
    [ -f "$done_dir/$name" ] && continue
    log "applying $pkg/$name"
    cp "$p" "$done_dir/$name.partial"
    patch -s -p1 -d "$SRC/$dir" < "$p" || die "patch $pkg/$name does not apply"
    mv "$done_dir/$name.partial" "$done_dir/$name"
  done
}

# configure_once BUILDDIR SRCDIR ARGS...: run configure in BUILDDIR if it
# has never run there or its arguments changed.
configure_once ()
{
  local bdir=$1 sdir=$2
  shift 2
  local args="$*"
  mkdir -p "$bdir"
  if [ -f "$bdir/config.status" ] && [ "$(cat "$bdir/.k1-configure-args" 2>/dev/null)" = "$args" ]; then
    return 0
  fi
  # New arguments in an old tree: start from an empty one.  Only the
  # top level would be configured again, and subdirectories configured
  # the old way break the build (GCC's libbacktrace, once libtool
  # builds shared objects: --disable-shared became --enable-shared).
  # ccache makes the rebuild cheap.
  if [ -f "$bdir/config.status" ]; then
    log "configure arguments changed: emptying $bdir"
    find "$bdir" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
  fi
  log "configuring $(basename "$bdir")"
  (cd "$bdir" && CC="ccache gcc" CXX="ccache g++" "$sdir/configure" "$@" \
     > configure.log 2>&1) || { tail -n 30 "$bdir/configure.log"; die "configure failed in $bdir"; }
  printf '%s' "$args" > "$bdir/.k1-configure-args"
}

# run_make DIR TARGETS...: make with our settings, log to DIR/make.log,
# show the end of the log on failure, and show progress meanwhile.
run_make ()
{
  local bdir=$1 pid tag skip
  shift
  tag=$(printf '%s' "$*" | tr -c 'A-Za-z0-9_.-' '_')
  log "make $* (log $bdir/make.log)"
  : >> "$bdir/make.log"
  skip=$(wc -l < "$bdir/make.log")
  (cd "$bdir" && exec make -j"$JOBS" MAKEINFO=true "$@" >> make.log 2>&1) &
  pid=$!
  watch_progress "$pid" "compiler runs" "$bdir/.k1-make-count-$tag" \
    make_count "$bdir/make.log" "$skip"
  if ! wait "$pid"; then
    tail -n 25 "$bdir/make.log"
    die "make $* failed in $bdir (see $bdir/make.log)"
  fi
}

# make_count LOG SKIP: the compiler runs in LOG past line SKIP
# (command lines with -c, automake's "CC x.o").
make_count ()
{
  tail -n +"$(($2 + 1))" "$1" | grep -cE -- '(^| )-c( |$)|^ +(CC|CXX) ' || true
}

# watch_progress PID WHAT COUNTFILE COUNTER...: while PID runs, show
# how many WHAT are done, as the command COUNTER prints them, out of
# the most a complete run has done (kept in COUNTFILE).  On a terminal,
# one line updated in place every 2 s; elsewhere (CI, a log) a plain
# line a minute.  Killing build.sh kills PID.
watch_progress ()
{
  local pid=$1 what=$2 countfile=$3 total n=0 i=0
  local t0=$SECONDS last=$SECONDS
  shift 3
  total=$(cat "$countfile" 2> /dev/null || true)
  trap 'kill '"$pid"' 2> /dev/null' EXIT
  while kill -0 "$pid" 2> /dev/null; do
    sleep 0.5
    i=$((i + 1))
    # Every 2 s on a terminal, every minute elsewhere.
    [ $((i % 4)) = 0 ] || continue
    [ -t 2 ] || [ $((SECONDS - last)) -ge 60 ] || continue
    n=$("$@" || true)
    if [ -t 2 ]; then
      printf '\rbuild.sh: %s %s%s, %d s ' "$n" "$what" \
	"${total:+ of about $total}" $((SECONDS - t0)) >&2
    else
      log "... $n $what${total:+ of about $total}, $((SECONDS - t0)) s"
      last=$SECONDS
    fi
  done
  trap - EXIT
  n=$("$@" || true)
  if [ -t 2 ]; then
    printf '\n' >&2
  fi
  if [ "$n" -gt "${total:-0}" ]; then
    printf '%s\n' "$n" > "$countfile"
  fi
}

# fingerprint WORD...: a checksum of what a stage's result depends on.
# A WORD naming a file or directory under $TOP stands for its contents
# (every file, as overlay sees them); any other WORD is taken as it is
# (configure arguments, a tool's identity).
fingerprint ()
{
  local w
  for w in "$@"; do
    if [ -e "$TOP/$w" ]; then
      (cd "$TOP" && find "$w" -type f ! -name '*~' ! -name '.*' -print0 \
	 | sort -z | xargs -0 sha256sum)
    else
      printf '%s\n' "$w"
    fi
  done | sha256sum | cut -d' ' -f1
}

# file_id FILE: what identifies a built tool or library: its size and
# date (hashing cc1, 190 MB, would take seconds).
file_id () { stat -c '%n %s %Y' "$1" 2>/dev/null || echo "$1 missing"; }

# up_to_date NAME FINGERPRINT OUTPUT...: true if the last complete run of
# NAME had this FINGERPRINT and its OUTPUTs still exist, so that running
# it again would change nothing.  K1_FORCE=1 runs every stage anyway.
up_to_date ()
{
  local stamp=$BUILD/.k1-done-$1 fp=$2 f
  shift 2
  [ -z "${K1_FORCE-}" ] || return 1
  [ "$(cat "$stamp" 2>/dev/null)" = "$fp" ] || return 1
  for f in "$@"; do
    [ -e "$f" ] || return 1
  done
}

# begin_work NAME / end_work NAME FINGERPRINT: bracket the work of NAME.
# The stamp goes first, so that a run killed halfway is redone in full
# next time, and is only written back once everything succeeded.
begin_work () { mkdir -p "$BUILD"; rm -f "$BUILD/.k1-done-$1"; }
end_work () { printf '%s\n' "$2" > "$BUILD/.k1-done-$1"; }

# install_if_changed DIR TARGET: run make TARGET in DIR unless nothing
# in DIR is newer than the last install.
install_if_changed ()
{
  local bdir=$1 target=$2 stamp=$1/.k1-installed
  if [ -f "$stamp" ] && [ -z "$(find "$bdir" -newer "$stamp" -type f \
       \( -perm -u+x -o -name '*.a' -o -name '*.so*' -o -name '*.h' \) -print -quit)" ]; then
    return 0
  fi
  run_make "$bdir" "$target"
  touch "$stamp"
}

# Serialise builds of one tree: parallel helpers and a user's second
# shell wait for each other instead of corrupting the build.
with_lock ()
{
  mkdir -p "$BUILD"
  exec 9> "$BUILD/.lock"
  flock 9
}
