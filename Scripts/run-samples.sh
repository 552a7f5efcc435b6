#!/usr/bin/env bash
# Runs the tool on every sample run listed in Samples/runs.txt and shows the tables as text.
#   Scripts/run-samples.sh BINARY OUTROOT [--update]
# --update copies the results into Samples/expected/ (review them before committing).
set -euo pipefail
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$(mkdir -p "$2" && cd "$2" && pwd)
update=${3:-}
cd "$(dirname "$0")/../Samples"
status=0
while IFS= read -r line; do
  case "$line" in ''|'#'*) continue ;; esac
  name=${line%%:*}
  args=${line#*: }
  rm -rf "${out:?}/$name" && mkdir -p "$out/$name"
  echo "=== $name: genstrings -o $out/$name $args"
  # shellcheck disable=SC2086
  "$bin" -o "$out/$name" $args || status=$?
  for table in "$out/$name"/*.strings; do
    [ -e "$table" ] || continue
    echo "--- $(basename "$table")"
    "$bin" --print "$table" 2>/dev/null || iconv -f UTF-16 -t UTF-8 "$table"
  done
  if [ "$update" = "--update" ]; then
    rm -rf "expected/$name" && mkdir -p "expected/$name" && cp "$out/$name"/*.strings "expected/$name/"
  fi
done < runs.txt
exit $status
