#!/usr/bin/env bash
# Benchmark (issue 32): text-only `charter lint` against ripgrep's fixed-string search of the
# same strings, the floor for finding text. The lint-bench repository (the 530k-line corpus,
# see lint-bench.sh) with its 15 literal patterns as `ban` checks and nothing else (no
# indentation, no regular expression), beside `rg -F` with the same 15 strings, in one
# hyperfine run, each with all cores and with one. Charter reports fewer matches than ripgrep
# finds: it classifies code, comments and strings, and a banned word in a comment is no finding.
# Target: charter within 3x of ripgrep.
# Usage: [CHARTER=path] Benchmarks/text-only-bench.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
quick=${1:-}
. Benchmarks/corpus-setup.sh
[ -d "$work/lint-repo/.git" ] || python3 Benchmarks/make-lint-repo.py "$work/corpus" "$work/lint-repo"

repo=$work/text-repo
rm -rf "$repo"
cp -r "$work/lint-repo" "$repo"
cd "$repo"
rm -rf .git .charter/cache swift-syntax/.charter
python3 - <<'PY'
literals = [line.strip().replace("\\.", ".") for line in open(".bench/rg-patterns.txt") if line.strip()]
literals = [pattern for pattern in literals if not any(c in pattern for c in "\\()[]*+?{}|^$")]
open(".bench/literals.txt", "w").write("\n".join(literals) + "\n")
lines = ["---", 'globs: ["**/*.swift"]', "checks:"]
for index, literal in enumerate(literals):
    lines += [f"  - id: ban-{index}", f'    ban: "{literal}"']
open(".charter/rules/bench.md", "w").write("\n".join(lines + ["---", "# Bench", ""]))
PY
git init -q && git add -A && git -c user.name=bench -c user.email=bench@example.com commit -qm text-only
echo "$(wc -l < .bench/literals.txt) fixed strings; ripgrep finds $(rg -F --no-messages --count-matches -t swift -f .bench/literals.txt . | awk -F: '{s+=$2} END {print s}'), charter reports $("$charter" lint --no-cache --no-user-rules --format json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["findings"]))')"
runs=20
[ "$quick" = --quick ] && runs=5
hyperfine -N -w 2 -r "$runs" --export-json "$work/text-only-bench.json" \
  -n "charter lint (15 bans)" "$charter lint --no-cache --no-user-rules --format json" \
  -n "charter lint --jobs 1" "$charter lint --no-cache --no-user-rules --format json --jobs 1" \
  -n "rg -F (same 15 strings)" "rg -F --no-messages --count-matches -t swift -f .bench/literals.txt ." \
  -n "rg -F -j1" "rg -F -j1 --no-messages --count-matches -t swift -f .bench/literals.txt ." >/dev/null
python3 - "$work/text-only-bench.json" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
rg = results["rg -F (same 15 strings)"]["mean"]
print("| run | mean | σ | user | × rg -F |")
print("|---|---|---|---|---|")
for name, r in results.items():
    print(f"| {name} | {r['mean']*1000:.0f} ms | {r['stddev']*1000:.0f} ms | {r['user']*1000:.0f} ms | {r['mean']/rg:.2f} |")
PY
