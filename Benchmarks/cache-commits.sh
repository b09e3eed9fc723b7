#!/usr/bin/env bash
# Benchmark (issue 32): cached and uncached `charter lint` agree across a sequence of real
# commits. For each clone given (repositories and commits: Benchmarks/cache-commits-repos.tsv),
# it checks out the 10 newest commits that change Swift files, oldest first, and at each runs
# `charter lint --format json` with one cache folder kept (outside the clone) across the
# commits and with `--no-cache`, compares the two reports and the two standard error streams
# byte for byte, and prints a row: repository, commit, files checked, findings, identical,
# cached and uncached seconds. Clones are checked out in place (use scratch clones).
# Usage: CHARTER=path/to/charter Benchmarks/cache-commits.sh CLONE…   (default: the release build)
set -uo pipefail
clones=()
for clone in "$@"; do clones+=("$(cd "$clone" && pwd)"); done
cd "$(dirname "$0")/.."
if [ -n "${CHARTER:-}" ]; then
  charter=$(cd "$(dirname "$CHARTER")" && pwd)/$(basename "$CHARTER")
else
  swift build -c release --product charter >&2
  charter=$PWD/.build/release/charter
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'repository\tcommit\tfiles\tfindings\tidentical\tcached_s\tuncached_s\n'
differences=0
for clone in "${clones[@]}"; do
  name=$(basename "$clone")
  cache=$work/cache-$name
  commits=$(git -C "$clone" log --format=%H -- '*.swift' | head -10 | tac)
  for commit in $commits; do
    git -C "$clone" checkout -q --force "$commit"
    git -C "$clone" clean -fdq
    start=$(date +%s.%N)
    (cd "$clone" && "$charter" lint --cache-dir "$cache" --format json > "$work/cached.json" 2> "$work/cached.err")
    middle=$(date +%s.%N)
    (cd "$clone" && "$charter" lint --no-cache --format json > "$work/uncached.json" 2> "$work/uncached.err")
    end=$(date +%s.%N)
    identical=yes
    cmp -s "$work/cached.json" "$work/uncached.json" && cmp -s "$work/cached.err" "$work/uncached.err" ||
      { identical=no; differences=$((differences + 1)); }
    read -r files findings < <(python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(r['summary']['files'], len(r['findings']))" "$work/cached.json")
    printf '%s\t%s\t%s\t%s\t%s\t%.2f\t%.2f\n' "$name" "${commit:0:12}" "$files" "$findings" "$identical" \
      "$(echo "$middle - $start" | bc)" "$(echo "$end - $middle" | bc)"
  done
done
echo "commits where cached and uncached output differ: $differences"
[ "$differences" -eq 0 ]
