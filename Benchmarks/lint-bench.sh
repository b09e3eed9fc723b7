#!/usr/bin/env bash
# Benchmark: `charter lint` on the 530k-line Swift corpus (swift-nio, swift-syntax, vapor) with
# indentation plus 20 ban/prefer patterns, side by side in one run with ripgrep searching the
# same patterns, ast-grep and Semgrep running equivalent rules, and `swift format lint`
# checking indentation. Prints wall times, ratios to ripgrep and to charter, and peak memory.
# Targets: charter within 3x of ripgrep, at least 10x faster than ast-grep and Semgrep, under
# 200 MB peak memory. Peers come from ../shared/bench/install-peers.sh.
# Usage: Benchmarks/lint-bench.sh [--quick]   (--quick: fewer runs, no swift format)
set -euo pipefail
cd "$(dirname "$0")/.."
quick=${1:-}
work=$PWD/Benchmarks/.work
peers=${CHARTER_PEERS:-/tmp/charter-peers}
mkdir -p "$work"
scripts/install-deps.sh
[ -x "$peers/bin/ast-grep" ] && [ -x "$peers-semgrep/bin/semgrep" ] && command -v rg >/dev/null && command -v hyperfine >/dev/null ||
  bash ../shared/bench/install-peers.sh "$peers" >/dev/null
[ -d "$work/corpus" ] || bash ../shared/bench/make-corpus.sh "$work/corpus" >/dev/null
swift build -c release --product charter >/dev/null
charter=$PWD/.build/release/charter

repo=$work/lint-repo
python3 Benchmarks/make-lint-repo.py "$work/corpus" "$repo"
echo "corpus: $(find "$repo" -name '*.swift' | wc -l) Swift files, $(find "$repo" -name '*.swift' -print0 | xargs -0 cat | wc -l) lines"

runs=10; slow_runs=3
[ "$quick" = --quick ] && { runs=3; slow_runs=1; }
cd "$repo"
commands=(
  "charter lint|$charter lint --no-cache --no-user-rules --format json"
  "charter lint --jobs 1|$charter lint --no-cache --no-user-rules --format json --jobs 1"
  "ripgrep (same 20 patterns)|rg --no-messages --count-matches -t swift -f .bench/rg-patterns.txt ."
  "ast-grep scan (20 rules)|$peers/bin/ast-grep scan --config .bench/sgconfig.yml --json=compact ."
  "semgrep (20 rules)|$peers-semgrep/bin/semgrep scan --config .bench/semgrep.yml --metrics=off --disable-version-check --quiet --json --jobs 2 ."
)
[ "$quick" = --quick ] || commands+=("swift format lint (indentation)|swift format lint -r --configuration .bench/swift-format.json swift-nio vapor")
: > "$work/lint-bench.tsv"
for entry in "${commands[@]}"; do
  name=${entry%%|*}; command=${entry#*|}
  n=$runs; case "$name" in ast-grep*|semgrep*|swift*) n=$slow_runs ;; esac
  hyperfine -N --warmup 1 --runs "$n" -i --export-json "$work/h.json" "$command" >/dev/null 2>&1
  mean=$(python3 -c "import json;r=json.load(open('$work/h.json'))['results'][0];print(r['mean'], r['min'])")
  rss=$( (/usr/bin/time -v sh -c "$command >/dev/null 2>&1") 2>&1 | awk -F: '/Maximum resident/ {gsub(/ /,"",$2); print $2}')
  printf '%s\t%s\t%s\n' "$name" "$mean" "$rss" >> "$work/lint-bench.tsv"
done
"$charter" lint --no-cache --no-user-rules --format json | python3 -c "import json,sys;s=json.load(sys.stdin)['summary'];print(f\"charter: {s['files']} files checked, {s['findings']} findings\")" || true
python3 - "$work/lint-bench.tsv" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
times = {name: float(mean.split()[0]) for name, mean, _ in rows}
mins = {name: float(mean.split()[1]) for name, mean, _ in rows}
rg = times["ripgrep (same 20 patterns)"]
charter = times["charter lint"]
print(f"\n| tool | mean | min | × ripgrep | × charter | peak RSS |")
print(f"|---|---|---|---|---|---|")
for name, mean, rss in rows:
    t = times[name]
    print(f"| {name} | {t*1000:.0f} ms | {mins[name]*1000:.0f} ms | {t/rg:.2f} | {t/charter:.2f} | {int(rss)/1024:.0f} MB |")
PY
