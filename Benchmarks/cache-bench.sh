#!/usr/bin/env bash
# Benchmark (issue 32): the lint result cache on the 530k-line corpus (swift-nio, swift-syntax,
# vapor; 1,589 Swift files) made a git repository with the default packs, side by side in one
# hyperfine run: no cache (--no-cache), a first run that fills an empty cache, a warm run from
# the per-file entries (a folder touched before each run, so the kept run cannot answer), a warm
# run with nothing changed (the kept run's report), and a run after one file changed
# (hyperfine's --prepare appends a line to it: that file is checked, the rest comes from the
# kept run); then that one file linted by path, as an editor, a pre-commit hook or an agent
# hook lints the file it just changed (with and without the cache, and unchanged), beside
# `charter --version`, the floor of any process. A kept run needs its inputs settled for 3 s,
# so the script waits before the runs that use one. Then checks that the cached and uncached
# JSON reports are byte-identical. SwiftLint beside Charter: swiftlint-bench.sh.
# Usage: [CHARTER=path] Benchmarks/cache-bench.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
quick=${1:-}
. Benchmarks/corpus-setup.sh
corpus_repo
repo=$work/cache-repo
cd "$repo"
changed=swift-nio/Sources/NIOCore/ByteBuffer-core.swift
git checkout -q -- "$changed"
runs=10
[ "$quick" = --quick ] && runs=3
echo "corpus: $(git ls-files '*.swift' | wc -l) Swift files, $(git ls-files -z '*.swift' | xargs -0 cat | wc -l) lines"
# An emptied cache is moved aside, not deleted: ext4 spends its time on inodes deleted just
# before (`recently_deleted`), which a first run on a fresh machine never meets.
trash=$work/cache-trash
empty="sh -c 'mkdir -p $trash && if [ -d .charter/cache ]; then mv .charter/cache $trash/\$(date +%s%N); fi'"
# Each kept run is made ready: its inputs left alone for 3 s, then one run to keep it.
settle="sh -c 'sleep 3.5; $charter lint --no-user-rules --format json >/dev/null; $charter lint --no-user-rules --format json $changed >/dev/null || true'"
hyperfine -N -i --runs "$runs" --export-json "$work/cache-bench.json" \
  --prepare "$empty" -n "no cache" "$charter lint --no-user-rules --no-cache --format json" \
  --prepare "$empty" -n "empty cache" "$charter lint --no-user-rules --format json" \
  --prepare "touch swift-nio" -n "warm, from the per-file entries" "$charter lint --no-user-rules --format json" \
  --prepare "$settle" -n "warm, nothing changed (kept run)" "$charter lint --no-user-rules --format json" \
  --prepare "sh -c 'echo // edit >> $changed'" -n "warm, one file changed" "$charter lint --no-user-rules --format json" \
  --prepare "sh -c 'echo // edit >> $changed'" -n "that file by path, changed" "$charter lint --no-user-rules --format json $changed" \
  --prepare "true" -n "that file by path, --no-cache" "$charter lint --no-user-rules --no-cache --format json $changed" \
  --prepare "$settle" -n "that file by path, unchanged (kept run)" "$charter lint --no-user-rules --format json $changed" \
  --prepare "true" -n "charter --version" "$charter --version" \
  >/dev/null
git checkout -q -- "$changed"
rm -rf "$trash"
python3 - "$work/cache-bench.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
base = results[0]["mean"]
print("| run | mean | σ | user | × no cache |")
print("|---|---|---|---|---|")
for r in results:
    print(f"| {r['command']} | {r['mean']*1000:.0f} ms | {r['stddev']*1000:.0f} ms | {r['user']*1000:.0f} ms | {r['mean']/base:.2f} |")
PY
"$charter" lint --no-user-rules --no-cache --format json > "$work/uncached.json" || true
"$charter" lint --no-user-rules --format json > "$work/cached.json" || true
cmp "$work/uncached.json" "$work/cached.json" && echo "cached and uncached reports: byte-identical"
echo "cache: $(find .charter/cache/v1 -type f | wc -l) entries, $(du -sh .charter/cache | cut -f1)"
