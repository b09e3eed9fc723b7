#!/usr/bin/env bash
# Benchmark: `charter explain` and `charter rules` on a generated repository of 500 fragments
# in 100 directories (Benchmarks/make-rules-repo.py). Target: explain under 100 ms wall.
# `charter --version` is timed in the same run as the floor (process start), and the ratios
# to it are printed, since wall times on shared machines are noisy.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
repo=$work/rules-repo
rm -rf "$repo"
deepest=$(python3 Benchmarks/make-rules-repo.py "$repo" 500 100)
echo "repository: $(find "$repo" -name '*.md' | wc -l) fragments in $(find "$repo" -type d -name rules | wc -l) rule folders; explaining $deepest"
"$charter" explain "$deepest" -C "$repo" --no-user-rules | sed -n '/checks in force/p'
hyperfine --warmup 3 --runs 30 -N --export-json "$work/explain.json" \
  -n "charter --version" "$charter --version" \
  -n "charter explain (deepest file)" "$charter explain $deepest -C $repo --no-user-rules" \
  -n "charter explain --format json" "$charter explain $deepest -C $repo --no-user-rules --format json" \
  -n "charter rules (all 500)" "$charter rules -C $repo --no-user-rules" >/dev/null
python3 - "$work/explain.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
floor = results[0]["mean"]
print(f"{'command':36} {'mean':>9} {'min':>9} {'× start':>8}")
for r in results:
    print(f"{r['command']:36} {r['mean']*1000:8.1f}ms {r['min']*1000:8.1f}ms {r['mean']/floor:8.2f}")
PY
