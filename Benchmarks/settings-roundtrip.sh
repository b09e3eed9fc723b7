#!/usr/bin/env bash
# Benchmark: `charter init --from-existing`, `compose` and `compose --check` on real
# repositories, and what they did to the agents' hooks and permission files. For each clone
# (copied to a scratch folder, never changed in place) it prints which settings files it has,
# how many hook groups and permission rules they hold, how many became `.charter/hooks.json`
# and `.charter/permissions.json`, how many stayed the person's (a `hook-not-imported` or
# `permission-not-imported` warning each), how many settings files were not read because the
# agent's rule files were not imported (a `surface-not-imported` warning each), how many
# settings files differ from the original
# after the compose (target: 0), and the exit status of init, compose and the check (target:
# 0 0 0).
# Usage: CHARTER=path/to/charter Benchmarks/settings-roundtrip.sh CLONE…   (the repositories of
#        Benchmarks/settings-roundtrip-repos.tsv); without CHARTER it builds and uses the debug
#        binary.
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
files=(.claude/settings.json .gemini/settings.json .qwen/settings.json .codex/hooks.json .factory/hooks.json
  .cursor/hooks.json .cursor/cli.json)
# The hook groups (or Cursor's hooks) and permission rules a file holds: "GROUPS RULES".
count() {
  python3 - "$1" <<'PY'
import json, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
# JSONC: drop comments outside strings and trailing commas, as the agents read it.
text = re.sub(r'("(?:\\.|[^"\\])*")|//[^\n]*|/\*.*?\*/', lambda m: m.group(1) or "", text, flags=re.S)
text = re.sub(r",(\s*[\]}])", r"\1", text)
try:
    value = json.loads(text)
except ValueError:
    print("0 0"); sys.exit()
hooks = value if sys.argv[1].endswith(".factory/hooks.json") else value.get("hooks", {})
groups = sum(len(v) for k, v in hooks.items() if isinstance(v, list)) if isinstance(hooks, dict) else 0
permissions = value.get("permissions", {})
rules = sum(len(v) for v in permissions.values() if isinstance(v, list)) if isinstance(permissions, dict) else 0
print(groups, rules)
PY
}
# How many groups or rules a .charter source holds (0 without one).
source_count() {
  [ -f "$1" ] || { echo 0; return; }
  python3 - "$1" "$2" <<'PY'
import json, sys
value = json.load(open(sys.argv[1]))[sys.argv[2]]
print(sum(len(v) for v in value.values()))
PY
}
printf '%-28s %-44s %6s %5s %9s %9s %5s %6s %7s %s\n' repository files groups rules imported imported-r kept unread changed \
  init/compose/check
for clone in "${clones[@]}"; do
  name=$(basename "$clone")
  copy=$work/$name
  if [ -d "$clone/.git" ]; then cp -a "$clone" "$copy"; else git clone -q "$clone" "$copy"; fi
  cd "$copy"
  present=(); groups=0; rules=0
  mkdir -p "$work/orig-$name"
  for file in "${files[@]}"; do
    [ -f "$file" ] || continue
    present+=("$file")
    read -r g r < <(count "$file")
    groups=$((groups + g)); rules=$((rules + r))
    mkdir -p "$work/orig-$name/$(dirname "$file")"; cp "$file" "$work/orig-$name/$file"
  done
  init=0; compose=0; check=0
  "$charter" init --from-existing >"$work/init-$name.txt" 2>&1 || init=$?
  "$charter" compose >/dev/null 2>&1 || compose=$?
  "$charter" compose --check >/dev/null 2>&1 || check=$?
  changed=0
  for file in "${present[@]}"; do cmp -s "$file" "$work/orig-$name/$file" || changed=$((changed + 1)); done
  imported=$(source_count .charter/hooks.json hooks)
  importedr=$(source_count .charter/permissions.json permissions)
  kept=$(grep -c -e 'hook is not one compose would write back' -e "rule is not in Claude Code's syntax" "$work/init-$name.txt" || true)
  unread=$(grep -c -e 'the import takes hooks only' -e 'the import takes permission rules only' "$work/init-$name.txt" || true)
  list=$(IFS=,; echo "${present[*]:-none}")
  printf '%-28s %-44s %6s %5s %9s %9s %5s %6s %7s %s\n' "$name" "$list" "$groups" "$rules" "$imported" "$importedr" \
    "$kept" "$unread" "$changed" "$init/$compose/$check"
  cd - >/dev/null
done
