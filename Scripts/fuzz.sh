#!/usr/bin/env bash
# Fuzzes the lexer and call recognition with libFuzzer and AddressSanitizer; every input is
# also extracted without the fast path for plain calls, and a difference stops the run
# (see FuzzEntry.swift).
#   Scripts/fuzz.sh [SECONDS]      (default 60)
# The seed corpus is every source file under Samples/ and Tests/**/Fixtures/Golden plus
# Fuzz/regressions/. Each crashing input is written to Fuzz/artifacts/: add it to
# Fuzz/regressions/ (run on every `make test` by FuzzRegressionTests) once fixed.
set -euo pipefail
seconds=${1:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=.build/fuzz
mkdir -p "$out" Fuzz/artifacts Fuzz/corpus-work
sources=$(find Sources/GenstringsKit -name '*.swift' | sort)
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name GenstringsKit \
  $(Scripts/cpu-args.sh --swiftc) $sources Fuzz/FuzzTarget.swift -o "$out/genstrings-fuzz"
seed=$out/seed
rm -rf "$seed" && mkdir -p "$seed"
find Samples Tests/GenstringsKitTests/Fixtures/Golden Fuzz/regressions -type f \
  \( -name '*.m' -o -name '*.h' -o -name '*.c' -o -name '*.swift' -o -name '*.java' -o -name '*.input' \) \
  -size -64k -exec cp --backup=numbered -t "$seed" {} +
"$out/genstrings-fuzz" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 Fuzz/corpus-work "$seed"
