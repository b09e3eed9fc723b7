#!/usr/bin/env bash
# Benchmark: the whole built-in swift-concurrency pack (10 structural swift-syntax checks and
# 4 text checks) on the 530k-line Swift corpus, side by side in one run with ast-grep running
# equivalent rules (Benchmarks/ast-grep/swift-concurrency/*.yml, 14 rules on tree-sitter-swift).
# Charter also runs with the pack's text checks only and its structural checks only, so that
# the cost of structural checks is reported separately. Target: at least 2x faster than
# ast-grep. Peers come from ../shared/bench/install-peers.sh.
# Usage: Benchmarks/concurrency-bench.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
quick=${1:-}
root=$PWD
work=$root/Benchmarks/.work
peers=${CHARTER_PEERS:-/tmp/charter-peers}
mkdir -p "$work"
scripts/install-deps.sh
[ -x "$peers/bin/ast-grep" ] && command -v hyperfine >/dev/null || bash ../shared/bench/install-peers.sh "$peers" >/dev/null
[ -d "$work/corpus" ] || bash ../shared/bench/make-corpus.sh "$work/corpus" >/dev/null
swift build -c release --product charter >/dev/null
charter=$root/.build/release/charter
pack=$root/rules/swift-concurrency.md

# Three copies of the corpus (hard links), each with its own rules: the whole pack, the
# pack's text checks only, its structural checks only.
make_repo() {
  local name=$1 filter=$2 dir=$work/concurrency-$1
  if [ ! -d "$dir" ]; then cp -al "$work/corpus" "$dir.tmp" && mv "$dir.tmp" "$dir"; fi
  # A repository of its own, or Charter's .gitignore (which ignores Benchmarks/.work) applies.
  [ -d "$dir/.git" ] || git init -q "$dir"
  rm -rf "$dir/.charter" && mkdir -p "$dir/.charter/rules"
  if [ "$filter" = all ]; then
    echo "packs: [swift-concurrency]" > "$dir/.charter/config.yml"
  else
    echo "packs: []" > "$dir/.charter/config.yml"
    python3 - "$pack" "$filter" > "$dir/.charter/rules/pack.md" <<'PY'
import sys, re
text = open(sys.argv[1]).read()
front, body = text.split("\n---\n", 1)
head, checks = front.split("checks:\n", 1)
entries = re.split(r"\n(?=  - id: )", checks.strip("\n"))
keep = [e for e in entries if ("swift:" in e) == (sys.argv[2] == "structural")]
print(head.replace("id: swift-concurrency", "id: bench-" + sys.argv[2]) + "checks:\n" + "\n".join(keep) + "\n---\n" + body, end="")
PY
  fi
}
make_repo all all
make_repo text text
make_repo structural structural
files=$(find "$work/corpus" -name '*.swift' | wc -l)
lines=$(find "$work/corpus" -name '*.swift' -print0 | xargs -0 cat | wc -l)
echo "corpus: $files Swift files, $lines lines"

runs=10; slow_runs=5
[ "$quick" = --quick ] && { runs=3; slow_runs=2; }
commands=(
  "charter lint (whole pack)|$work/concurrency-all|$charter lint --no-cache --no-user-rules --format json"
  "charter lint (text checks only)|$work/concurrency-text|$charter lint --no-cache --no-user-rules --format json"
  "charter lint (structural checks only)|$work/concurrency-structural|$charter lint --no-cache --no-user-rules --format json"
  "ast-grep scan (14 rules)|$work/concurrency-all|$peers/bin/ast-grep scan --config $root/Benchmarks/ast-grep/sgconfig.yml --json=compact ."
)
out=$work/concurrency-bench.tsv
: > "$out"
for entry in "${commands[@]}"; do
  IFS='|' read -r name dir command <<< "$entry"
  n=$runs; case "$name" in ast-grep*) n=$slow_runs ;; esac
  (cd "$dir" && hyperfine -N --warmup 1 --runs "$n" -i --export-json "$work/h.json" "$command" >/dev/null 2>&1)
  stats=$(python3 -c "import json;r=json.load(open('$work/h.json'))['results'][0];print(r['mean'], r['min'], r['user'], r['system'])")
  rss=$( (cd "$dir" && /usr/bin/time -v sh -c "$command >/dev/null 2>&1") 2>&1 | awk -F: '/Maximum resident/ {gsub(/ /,"",$2); print $2}')
  count=$(cd "$dir" && sh -c "$command" 2>/dev/null | python3 -c "
import json, sys
data = sys.stdin.read()
value = json.loads(data)
print(len(value) if isinstance(value, list) else value['summary']['findings'])
")
  printf '%s\t%s\t%s\t%s\n' "$name" "$stats" "$rss" "$count" >> "$out"
done
python3 - "$out" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
stats = {name: [float(x) for x in s.split()] for name, s, _, _ in rows}
whole = stats["charter lint (whole pack)"][0]
text = stats["charter lint (text checks only)"][0]
sg = stats["ast-grep scan (14 rules)"][0]
print("\n| run | mean | min | user CPU | × charter (whole pack) | peak RSS | findings |")
print("|---|---|---|---|---|---|---|")
for name, _, rss, count in rows:
    mean, low, user, system = stats[name]
    print(f"| {name} | {mean*1000:.0f} ms | {low*1000:.0f} ms | {user*1000:.0f} ms | {mean/whole:.2f} | {int(rss)/1024:.0f} MB | {count} |")
print(f"\nast-grep / charter (whole pack): {sg/whole:.2f}x (target >= 2x)")
print(f"structural checks cost: {(whole-text)*1000:.0f} ms of {whole*1000:.0f} ms (whole pack minus text checks only)")
PY
