#!/bin/sh
# Prints the Swift compiler arguments that let a build use this machine's processor (`make
# build`, `make test`, `make release`, `make install` and `make bench` pass them; `--swiftc`
# prints them for `swiftc` itself, as `Scripts/fuzz.sh` calls it):
# - Linux on x86-64, with every extension of the x86-64-v3 level (AVX2, BMI1 and 2, FMA, F16C,
#   MOVBE, LZCNT, POPCNT; Intel since Haswell, 2013, AMD since Excavator, 2015):
#   `-target-cpu haswell` and the condition `GENSTRINGS_AVX2`, under which the lexer's searches
#   compare 32 bytes at a time (AVX2) instead of 16 (SSE2). The build runs only on such
#   processors.
# - Elsewhere, and with GENSTRINGS_PORTABLE=1 in the environment: nothing (SSE2 on x86-64,
#   NEON on arm64), a build that runs on every processor of its architecture.
# `make release CPU_ARGS=` also builds without them.
prefix="-Xswiftc "
[ "${1:-}" = --swiftc ] && prefix=""
[ -z "${GENSTRINGS_PORTABLE:-}" ] || exit 0
[ "$(uname -s)" = Linux ] && [ "$(uname -m)" = x86_64 ] || exit 0
flags=$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null) || exit 0
for f in avx avx2 bmi1 bmi2 fma f16c movbe abm popcnt; do
    case " ${flags#*:} " in
        *" $f "*) ;;
        *) exit 0 ;;
    esac
done
echo "${prefix}-target-cpu ${prefix}haswell ${prefix}-DGENSTRINGS_AVX2"
