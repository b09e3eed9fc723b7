#!/usr/bin/env bash
# Benchmark: `charter compose` of a repository with 200 fragments (Benchmarks/make-rules-repo.py,
# 200 fragments in 40 folders, a third of them path-scoped) into all nine targets. Times a
# first compose (outputs removed before each run), a compose with nothing to do, and
# `compose --check`, with `charter --version` as the floor. Target: under 100 ms.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
repo=$PWD/$work/compose-repo
rm -rf "$repo"
python3 Benchmarks/make-rules-repo.py "$repo" 200 40 >/dev/null
printf 'packs: [general]\ntargets: [agents, claude, cursor, copilot, gemini, windsurf, cline, kiro, junie]\n' > "$repo/.charter/config.yml"
clean="cd $repo && find . -name AGENTS.md -o -name GEMINI.md -o -name CLAUDE.md | xargs rm -f; rm -rf .cursor .claude .github .windsurf .clinerules .kiro .junie .charter/generated.json"
bash -c "$clean"
"$charter" compose -C "$repo" --no-user-rules | tail -1
echo "outputs: $(find "$repo" -newer "$repo/.charter/config.yml" -type f | wc -l) files"
# One --prepare per command, in order: only the first compose starts from a clean tree.
hyperfine --warmup 2 --runs 20 --export-json "$work/compose.json" \
  --prepare true -n "charter --version" "$charter --version" \
  --prepare "$clean" -n "compose (first, 200 fragments × 9 targets)" "$charter compose -C $repo --no-user-rules" \
  --prepare "$charter compose -C $repo --no-user-rules" -n "compose (nothing to do)" "$charter compose -C $repo --no-user-rules" \
  --prepare true -n "compose --check" "$charter compose --check -C $repo --no-user-rules" >/dev/null
python3 - "$work/compose.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
floor = results[0]["mean"]
print(f"| command | mean | min | × start |\n|---|---|---|---|")
for r in results:
    print(f"| {r['command']} | {r['mean']*1000:.1f} ms | {r['min']*1000:.1f} ms | {r['mean']/floor:.2f} |")
PY
