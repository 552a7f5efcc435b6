#!/usr/bin/env bash
# Benchmark genstrings against grep (the floor) and GNU xgettext (a peer).
#
# Usage: Scripts/bench/bench.sh [--mib N] [--runs N]     (defaults: 50, 11)
#
# Environment:
#   GENSTRINGS=/path/to/binary  time this binary instead of building one
#                               (GENSTRINGS=/bin/true checks the rest of the script)
#   RELEASE_ARGS="..."          how release builds link and which processor they target
#                               (`make bench` passes the Makefile's RELEASE_ARGS and CPU_ARGS:
#                               Scripts/release-args.sh, Scripts/cpu-args.sh); default the same
#   SWIFT_BUILD_ARGS="..."      extra arguments for `swift build -c release`
#                               (e.g. "--scratch-path /tmp/bench-build")
#   BENCH_SCRATCH=dir           scratch folder (default: <repo>/scratch)
#   BENCH_STRICT=1              exit 2 if a target is missed, 3 if genstrings wrote nothing
#   BENCH_HYPERFINE=0           skip the optional hyperfine cross-check
#
# See Docs/benchmarks.md.  Needs bash, python3 (standard library), grep,
# xgettext (package gettext) and /usr/bin/time (package time); the last two
# are installed with apt-get when missing.
set -euo pipefail

MIB=50
RUNS=11
usage() { sed -n '2,4p' "$0" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
    case "$1" in
        --mib) MIB="${2:?--mib needs a value}"; shift 2 ;;
        --mib=*) MIB="${1#--mib=}"; shift ;;
        --runs) RUNS="${2:?--runs needs a value}"; shift 2 ;;
        --runs=*) RUNS="${1#--runs=}"; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "bench: unknown argument: $1" >&2; usage >&2; exit 64 ;;
    esac
done
case "$MIB" in ''|*[!0-9]*|0) echo "bench: --mib must be a positive integer" >&2; exit 64 ;; esac
case "$RUNS" in ''|*[!0-9]*|0) echo "bench: --runs must be a positive integer" >&2; exit 64 ;; esac

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
cd "$ROOT"
SCRATCH="${BENCH_SCRATCH:-$ROOT/scratch}"
CORPUS="$SCRATCH/bench-corpus"
STAMP="$SCRATCH/bench-corpus.stamp"
OUT="$SCRATCH/bench-out"
LOGS="$SCRATCH/bench-logs"
OBJC_LIST="$SCRATCH/bench-objc.list"

say() { printf '==> %s\n' "$*"; }
die() { printf 'bench: error: %s\n' "$*" >&2; exit 1; }

# ---------------------------------------------------------------- tools ----
apt_install() {
    local sudo=""
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null 2>&1 || die "need root or sudo to install: $*"
        sudo="sudo"
    fi
    command -v apt-get >/dev/null 2>&1 || die "apt-get not found; please install: $*"
    say "installing $*"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get install -y "$@" || { $sudo apt-get update && $sudo apt-get install -y "$@"; } \
        || die "could not install $*"
}

missing=()
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v xgettext >/dev/null 2>&1 || missing+=(gettext)
[ -x /usr/bin/time ] || missing+=(time)
command -v grep >/dev/null 2>&1 || missing+=(grep)
if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi

# ---------------------------------------------------------------- build ----
if [ -n "${GENSTRINGS:-}" ]; then
    BIN="$GENSTRINGS"
    case "$BIN" in */*) ;; *) BIN="$(command -v "$BIN" || true)" ;; esac
    [ -x "$BIN" ] || die "GENSTRINGS=$GENSTRINGS is not an executable"
    say "using GENSTRINGS=$BIN (not building)"
else
    command -v swift >/dev/null 2>&1 || die "swift not found (or set GENSTRINGS=/path/to/genstrings)"
    if [ -z "${RELEASE_ARGS+set}" ]; then
        RELEASE_ARGS="$("$ROOT/Scripts/release-args.sh") $("$ROOT/Scripts/cpu-args.sh")"
    fi
    # shellcheck disable=SC2086  # the arguments are split on purpose
    say "swift build -c release $RELEASE_ARGS ${SWIFT_BUILD_ARGS:-}"
    # shellcheck disable=SC2086
    swift build -c release $RELEASE_ARGS ${SWIFT_BUILD_ARGS:-}
    # shellcheck disable=SC2086
    BIN="$(swift build -c release $RELEASE_ARGS ${SWIFT_BUILD_ARGS:-} --show-bin-path)/genstrings"
    [ -x "$BIN" ] || die "build produced no $BIN"
fi

# --------------------------------------------------------------- corpus ----
mkdir -p "$SCRATCH"
want="gen_corpus.py $(python3 -c 'import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],"rb").read()).hexdigest())' "$HERE/gen_corpus.py") mib=$MIB"
have="$(cat "$STAMP" 2>/dev/null || true)"
if [ "$want" = "$have" ] && [ -f "$CORPUS/.gen_corpus" ]; then
    say "corpus up to date: $CORPUS"
else
    say "generating a ${MIB} MiB corpus in $CORPUS"
    rm -f "$STAMP"
    rm -rf "$CORPUS"
    start=$(date +%s.%N)
    python3 "$HERE/gen_corpus.py" "$CORPUS" --mib "$MIB"
    say "generated in $(python3 -c "import sys; print('%.1f s' % (float(sys.argv[2]) - float(sys.argv[1])))" "$start" "$(date +%s.%N)")"
    printf '%s\n' "$want" > "$STAMP"
fi
find "$CORPUS" -type f \( -name '*.m' -o -name '*.h' \) | LC_ALL=C sort > "$OBJC_LIST"

# ---------------------------------------------------------------- timing ---
rm -rf "$OUT" "$LOGS"
mkdir -p "$OUT" "$LOGS"
say "timing ($RUNS runs each after a warm-up)"
echo
status=0
python3 "$HERE/run_bench.py" --bin "$BIN" --corpus "$CORPUS" --objc-list "$OBJC_LIST" \
    --samples "$ROOT/Samples/ObjCApp/Sources" \
    --out "$OUT" --logs "$LOGS" --runs "$RUNS" --mib "$MIB" || status=$?
[ "$status" = 0 ] || [ "$status" = 2 ] || [ "$status" = 3 ] || die "timing failed (exit $status)"

# ------------------------------------------------ optional: hyperfine -----
if [ "$status" = 0 ] && [ "${BENCH_HYPERFINE:-1}" != 0 ] && command -v hyperfine >/dev/null 2>&1; then
    echo
    say "hyperfine cross-check"
    kw="-k -kNSLocalizedString:1,2c -kNSLocalizedStringFromTable:1,3c -kNSLocalizedStringFromTableInBundle:1,4c -kNSLocalizedStringWithDefaultValue:1,5c"
    hyperfine --warmup 1 --runs "$RUNS" --style basic \
        --export-markdown "$LOGS/hyperfine.md" \
        -n "genstrings whole corpus" "'$BIN' -SwiftUI -o '$OUT/all' '$CORPUS'" \
        -n "grep whole corpus" "grep -r -F -c Localized '$CORPUS' > /dev/null" \
        -n "xgettext Objective-C" "xgettext --language=ObjectiveC --from-code=UTF-8 $kw -o /dev/null --files-from='$OBJC_LIST'" \
        -n "genstrings Objective-C" "'$BIN' -o '$OUT/objc' \$(cat '$OBJC_LIST')" \
        || die "hyperfine failed"
fi
exit "$status"
