#!/usr/bin/env bash
# Benchmark: `charter compose` of a repository with 200 fragments (Benchmarks/make-rules-repo.py,
# 200 fragments in 40 folders, a third of them path-scoped) into all nine targets. Target: under
# 100 ms.
#
# Times, with `charter --version` as the floor:
# - a first compose (writes 1,369 files), each run into its own fresh copy of the repository,
#   on the repository's disk and in memory (/dev/shm);
# - `cp -r` of exactly those 1,369 outputs into a fresh folder, in the same run: what creating
#   the files costs this file system, whatever tool writes them;
# - a compose with nothing to do, and `compose --check`.
#
# No run starts by deleting the previous run's files. On ext4 without a journal (as on these
# machines), the inode allocator steps over inodes freed in the last 60–360 seconds, so a loop
# that deletes 1,369 files and creates 1,369 new ones measures that scan, not compose. The
# copies are deleted at the end.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
template=$PWD/$work/compose-repo
runs=$PWD/$work/compose-runs
memory=/dev/shm/charter-compose-bench
rm -rf "$template" "$runs" "$memory"
mkdir -p "$runs" "$memory"
python3 Benchmarks/make-rules-repo.py "$template" 200 40 >/dev/null
printf 'packs: [general]\ntargets: [agents, claude, cursor, copilot, gemini, windsurf, cline, kiro, junie]\n' > "$template/.charter/config.yml"

# The outputs alone, for the `cp -r` floor: compose a copy, then drop everything that is not
# an output (the fragments and the config).
cp -a "$template" "$runs/outputs"
"$charter" compose -C "$runs/outputs" --no-user-rules | tail -1
rm -rf "$runs/outputs/.charter"
echo "outputs: $(find "$runs/outputs" -type f | wc -l) files"

# Each timed run gets its own copy; a counter file names it.
echo 0 > "$runs/n"
next="n=\$((\$(cat $runs/n) + 1)); echo \$n > $runs/n"
fresh() { # $1: where the copies go
  echo "$next; cp -a $template $1/\$n"
}
current() { # $1: where the copies go
  echo "$1/\$(cat $runs/n)"
}
cp -a "$template" "$memory/steady"
"$charter" compose -C "$memory/steady" --no-user-rules >/dev/null
cp -a "$template" "$runs/steady"
"$charter" compose -C "$runs/steady" --no-user-rules >/dev/null

hyperfine --warmup 2 --runs 20 --export-json "$work/compose.json" \
  --prepare true -n "charter --version" "$charter --version" \
  --prepare "$(fresh "$runs")" -n "compose, first run (disk)" \
    "$charter compose -C $(current "$runs") --no-user-rules" \
  --prepare "$next" -n "cp -r of the 1,369 outputs (disk)" \
    "cp -r $runs/outputs $(current "$runs")-copy" \
  --prepare "$(fresh "$memory")" -n "compose, first run (memory)" \
    "$charter compose -C $(current "$memory") --no-user-rules" \
  --prepare "$next" -n "cp -r of the 1,369 outputs (memory)" \
    "cp -r $runs/outputs $(current "$memory")-copy" \
  --prepare true -n "compose with nothing to do (disk)" "$charter compose -C $runs/steady --no-user-rules" \
  --prepare true -n "compose --check (disk)" "$charter compose --check -C $runs/steady --no-user-rules" \
  --prepare true -n "compose with nothing to do (memory)" "$charter compose -C $memory/steady --no-user-rules" \
  >/dev/null
rm -rf "$runs" "$memory"
python3 - "$work/compose.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
by_name = {r["command"]: r for r in results}
floor = results[0]["mean"]
print("| command | mean | min | × `--version` |\n|---|---|---|---|")
for r in results:
    print(f"| {r['command']} | {r['mean']*1000:.1f} ms | {r['min']*1000:.1f} ms | {r['mean']/floor:.2f} |")
for place in ("disk", "memory"):
    compose = by_name[f"compose, first run ({place})"]["mean"]
    copy = by_name[f"cp -r of the 1,369 outputs ({place})"]["mean"]
    print(f"first compose / cp -r ({place}): {compose/copy:.2f}")
PY
