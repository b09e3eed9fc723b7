#!/usr/bin/env bash
# Benchmark: a legacy repository's first run, with over 100,000 findings (400 Swift files of
# 180 lines, every line with trailing whitespace, every other one calling print), reported as
# text, JSON and SARIF by the charter built from a baseline ref ("before", default main) and by
# the working tree ("after"), side by side in one run. Prints wall time (median of 3) and peak
# RSS for each, and checks that both give byte-identical reports and that the JSON lists each
# finding once, in order. Target: under 200 MB peak for each format.
# Usage: Benchmarks/report-bench.sh [REF]   (CHARTER_BEFORE=/path/to/charter skips building REF)
set -euo pipefail
cd "$(dirname "$0")/.."
ref=${1:-main}
work=$PWD/Benchmarks/.work
mkdir -p "$work"
swift build -c release --product charter >/dev/null
after=$PWD/.build/release/charter
before=${CHARTER_BEFORE:-}
if [ -z "$before" ]; then
  source=$work/report-bench-before
  [ -d "$source" ] || git worktree add --detach "$source" "$ref" >/dev/null
  git -C "$source" checkout --detach -q "$ref"
  (cd "$source" && swift build -c release --product charter >/dev/null)
  before=$source/.build/release/charter
fi

repo=$work/report-repo
python3 Benchmarks/make-report-repo.py "$repo"
cd "$repo"
# Runs `charter lint` in FORMAT three times; prints the median wall time (s) and the peak RSS (KB).
measure() {
  local charter=$1 format=$2 out=$3
  for run in 1 2 3; do
    /usr/bin/time -f '%e %M' -o "$work/time.txt" "$charter" lint --no-cache --no-user-rules --format "$format" >"$out" 2>/dev/null || true
    cat "$work/time.txt"
  done | sort -n | sed -n 2p
}
printf '| format | before: time | before: peak RSS | after: time | after: peak RSS | identical |\n|---|---|---|---|---|---|\n'
for format in text json sarif; do
  read -r before_time before_rss < <(measure "$before" "$format" "$work/report-before.$format")
  read -r after_time after_rss < <(measure "$after" "$format" "$work/report-after.$format")
  same=$(cmp -s "$work/report-before.$format" "$work/report-after.$format" && echo yes || echo NO)
  printf '| %s | %.2f s | %d MB | %.2f s | %d MB | %s |\n' "$format" "$before_time" $((before_rss / 1024)) \
    "$after_time" $((after_rss / 1024)) "$same"
done
python3 - "$work/report-after.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
findings = report["findings"]
keys = [(f["path"], f["line"], f["column"], f["rule"]) for f in findings]
assert len(findings) == report["summary"]["findings"], "each finding once"
assert keys == sorted(keys), "in order"
assert len(set(keys)) == len(keys), "no finding twice"
print(f"\n{report['summary']['files']} files, {len(findings)} findings, each once and in order")
PY
