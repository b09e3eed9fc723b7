#!/usr/bin/env bash
# Benchmark: `charter init --from-existing`, `compose` and `compose --check` on real
# repositories, and what they did to the agents' command and subagent files. For each clone
# (copied to a scratch folder, never changed in place) it prints how many command and subagent
# files the agents' folders hold, how many became `.charter/commands` and `.charter/agents`
# files, how many stayed the person's (a warning each), how many differ from the original after
# the compose (target: 0), and the exit status of init, compose and the check (target: 0 0 0).
# Usage: CHARTER=path/to/charter Benchmarks/prompt-roundtrip.sh CLONE…   (the repositories of
#        Benchmarks/prompt-roundtrip-repos.tsv); without CHARTER it builds and uses the debug binary.
set -euo pipefail
clones=()
for clone in "$@"; do clones+=("$(cd "$clone" && pwd)"); done
cd "$(dirname "$0")/.."
if [ -n "${CHARTER:-}" ]; then
  charter=$(cd "$(dirname "$CHARTER")" && pwd)/$(basename "$CHARTER")
else
  swift build --product charter >&2
  charter=$(swift build --show-bin-path)/charter
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One pattern a line, and words split at line breaks only: file names may hold spaces.
IFS=$'\n'
commands=$(printf '%s\n' .claude/commands/'*'.md .cursor/commands/'*'.md .github/prompts/'*'.prompt.md \
  .qwen/commands/'*'.md .opencode/commands/'*'.md .roo/commands/'*'.md .kilo/commands/'*'.md \
  .windsurf/workflows/'*'.md .agents/workflows/'*'.md .augment/commands/'*'.md .factory/commands/'*'.md \
  .kiro/prompts/'*'.md .junie/commands/'*'.md)
subagents=$(printf '%s\n' .claude/agents/'*'.md .cursor/agents/'*'.md .github/agents/'*'.agent.md \
  .gemini/agents/'*'.md .qwen/agents/'*'.md .opencode/agents/'*'.md .kilo/agents/'*'.md \
  .devin/agents/'*'/AGENT.md .agents/agents/'*'.md .augment/agents/'*'.md .factory/droids/'*'.md \
  .kiro/agents/'*'.md .junie/agents/'*'.md)
printf '%-24s %8s %9s %9s %10s %5s %7s %s\n' repository commands subagents imported imported-a kept changed init/compose/check
for clone in "${clones[@]}"; do
  name=$(basename "$clone")
  copy=$work/$name
  # A clone with a working tree is copied as it is (a partial clone may lack blobs it never
  # checked out); a bare mirror is cloned.
  if [ -d "$clone/.git" ]; then cp -a "$clone" "$copy"; else git clone -q "$clone" "$copy"; fi
  cd "$copy"
  # shellcheck disable=SC2086 # the patterns are globs, expanded here
  files=$(ls -d $commands $subagents 2>/dev/null || true)
  ncommands=$( (ls -d $commands 2>/dev/null || true) | wc -l)
  nsubagents=$( (ls -d $subagents 2>/dev/null || true) | wc -l)
  mkdir -p "$work/orig-$name"
  for file in $files; do mkdir -p "$work/orig-$name/$(dirname "$file")"; cp "$file" "$work/orig-$name/$file"; done
  init=0; compose=0; check=0
  "$charter" init --from-existing >"$work/init-$name.txt" 2>&1 || init=$?
  "$charter" compose >/dev/null 2>&1 || compose=$?
  "$charter" compose --check >/dev/null 2>&1 || check=$?
  changed=0
  for file in $files; do cmp -s "$file" "$work/orig-$name/$file" || changed=$((changed + 1)); done
  imported=$( (find .charter/commands -name '*.md' 2>/dev/null || true) | wc -l)
  importeda=$( (find .charter/agents -name '*.md' 2>/dev/null || true) | wc -l)
  kept=$(grep -c 'stays as it is' "$work/init-$name.txt" || true)
  printf '%-24s %8s %9s %9s %10s %5s %7s %s\n' "$name" "$ncommands" "$nsubagents" "$imported" "$importeda" "$kept" \
    "$changed" "$init/$compose/$check"
  cd - >/dev/null
done
