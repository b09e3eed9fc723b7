#!/usr/bin/env bash
# Benchmark: validate 1,000 generated skills (Benchmarks/make-skills.py) with
# `charter skills validate FOLDER`, beside skills-ref validating the same folders. skills-ref's
# CLI takes one skill per process, so it is timed in-process (one Python process calling
# skills_ref.validator.validate on each folder), which favours it. Target for Charter: under
# 200 ms. Needs .venv (scripts/install-test-tools.sh) and hyperfine.
set -euo pipefail
cd "$(dirname "$0")/.."
work=Benchmarks/.work
mkdir -p "$work"
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }
scripts/install-test-tools.sh
swift build -c release --product charter >/dev/null
charter=$PWD/.build/release/charter
skills=$PWD/$work/skills-1000
rm -rf "$skills"
python3 Benchmarks/make-skills.py "$skills" 1000
"$charter" skills validate "$skills" | tail -1
reference="$PWD/.venv/bin/python -c 'import os, sys; from skills_ref.validator import validate; d = sys.argv[1]; bad = sum(1 for n in sorted(os.listdir(d)) if validate(os.path.join(d, n))); sys.exit(1 if bad else 0)' $skills"
hyperfine --warmup 2 --runs 10 --export-json "$work/skills.json" \
  -n "charter --version" "$charter --version" \
  -n "charter skills validate (1,000 skills)" "$charter skills validate $skills" \
  -n "skills-ref validate, in-process (1,000 skills)" "$reference" >/dev/null
python3 - "$work/skills.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
print("| command | mean | min |\n|---|---|---|")
for r in results:
    print(f"| {r['command']} | {r['mean']*1000:.1f} ms | {r['min']*1000:.1f} ms |")
PY
