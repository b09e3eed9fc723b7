#!/usr/bin/env bash
# Benchmark: `charter init --from-existing` then `charter compose` on real repositories, and what
# it did to their agent files. For each repository (a local clone; copied to a scratch folder,
# never changed in place) it prints the agent files that were moved or deleted, those that
# appeared, the lines each agent file lost, the lines added that are not Charter's own markers,
# bytes before and after, whether `compose --check` passes, and how many findings `charter lint`
# reports in agent files afterwards; init's exit status, the agent files that are symbolic links
# and whether they still are, and whether `charter lint` reports the same findings in the rest of
# the repository before and after the import. The agents' MCP files (`.mcp.json`,
# `.cursor/mcp.json`, `.vscode/mcp.json`, `.gemini/settings.json` …) count as agent files; `mcp` is
# the number of servers init wrote into .charter/mcp.json and `mcp-kept` the number of
# `mcp-not-imported` warnings it gave (a server left in the agents' files alone, once a file). Target: init
# exits 0, 0 moved, 0 lost, only markers added, links kept, check passes, 0 findings in agent
# files, lint the same.
# Usage: [CHARTER=path/to/charter] Benchmarks/import-roundtrip.sh CLONE…   (e.g. clones of
#        InnoSquadCorp/InnoDI, steipete/CodexBar, clerk/clerk-ios, mpwg/Brixie-Apple,
#        robe1112/webScraper); without CHARTER the debug build is built and used.
set -euo pipefail
# The clones, as absolute paths: the script works from the package root.
clones=()
for clone in "$@"; do clones+=("$(cd "$clone" && pwd)"); done
set -- "${clones[@]}"
cd "$(dirname "$0")/.."
if [ -n "${CHARTER:-}" ]; then
  charter=$(cd "$(dirname "$CHARTER")" && pwd)/$(basename "$CHARTER")
else
  swift build --product charter >/dev/null
  charter=$PWD/.build/debug/charter
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
agent_files() {
  (cd "$1" && find . \( -path ./.git -o -path ./.charter \) -prune -o \( -type f -o -type l \) \( -iname AGENTS.md -o -iname AGENTS.override.md \
    -o -iname CLAUDE.md -o -iname GEMINI.md -o -name '.cursorrules' -o -name '.windsurfrules' -o -name '.clinerules' -o -path '*/.cursor/rules/*' \
    -o -path '*/.claude/rules/*' -o -path './.github/copilot-instructions.md' -o -path './.github/instructions/*' \
    -o -path '*/.windsurf/rules/*' -o -path '*/.kiro/steering/*' -o -path '*/.junie/*' -o -path '*/.clinerules/*' \
    -o -path './.devin/rules/*' -o -path './.agents/rules/*' -o -path './.augment/rules/*' -o -name '.augment-guidelines' \
    -o -path './.continue/rules/*' -o -iname QWEN.md -o -name .goosehints -o -path ./.rules -o -path ./CONVENTIONS.md \
    -o -path ./CRUSH.md -o -path ./replit.md -o -path ./.idx/airules.md -o -path ./.trae/rules/project_rules.md \
    -o -path './.roo/rules/*' -o -name .roorules -o -path './.aiassistant/rules/*' -o -path './.amazonq/rules/*' \
    -o -path ./.mcp.json -o -path ./.cursor/mcp.json -o -path ./.vscode/mcp.json -o -path ./.gemini/settings.json \
    -o -path ./.kiro/settings/mcp.json -o -path ./.roo/mcp.json -o -path ./.junie/mcp/mcp.json -o -path ./opencode.json \
    -o -path ./.crush.json -o -path ./.zed/settings.json -o -path ./.amp/settings.json -o -path ./.qwen/settings.json \
    -o -path ./.factory/mcp.json -o -path ./.devin/mcp_config.json -o -path ./.agents/mcp_config.json \
    -o -path ./.augment/settings.json -o -path ./.amazonq/mcp.json \) -print |
    sed 's|^\./||' | LC_ALL=C sort)
}
# The findings outside agent files and .charter/, one `path:line:column rule` a line.
findings() {
  (cd "$1" && "$charter" lint --no-user-rules --format json 2>/dev/null || true) | python3 -c '
import json, sys
agent = set(open(sys.argv[1]).read().split("\n"))
for f in json.load(sys.stdin)["findings"]:
    if f["path"] not in agent and not f["path"].startswith(".charter/"):
        print("%s:%d:%d %s" % (f["path"], f["line"], f["column"], f["rule"]))
' "$2" | LC_ALL=C sort
}
# The servers in a .charter/mcp.json (JSONC: comments and trailing commas allowed), 0 without one.
mcp_servers() {
  python3 - "$1/.charter/mcp.json" <<'PY'
import json, os, re, sys
if not os.path.exists(sys.argv[1]):
    print(0); sys.exit()
text = open(sys.argv[1]).read()
# Drop comments outside strings, then trailing commas.
text = re.sub(r'"(?:\\.|[^"\\])*"|//[^\n]*|/\*.*?\*/', lambda m: m.group(0) if m.group(0)[0] == '"' else '', text, flags=re.S)
text = re.sub(r',(\s*[}\]])', r'\1', text)
print(len(json.loads(text).get("mcpServers") or {}))
PY
}
printf '%-24s %4s %5s %5s %5s %5s %7s %9s %9s %5s %5s %6s %4s %8s %s\n' repository init files moved added lost foreign \
  bytes-bef bytes-aft links check agent mcp mcp-kept lint-before/after
for clone in "$@"; do
  name=$(basename "$clone"); [ "$name" = repo ] && name=$(basename "$(dirname "$clone")")
  copy=$work/$name
  # A clone with a working tree is copied as it is (a partial clone may lack blobs it never
  # checked out); a bare mirror is cloned.
  if [ -d "$clone/.git" ]; then cp -a "$clone" "$copy"; else git clone -q "$clone" "$copy" || true; fi
  agent_files "$copy" > "$work/before.txt"
  mkdir -p "$work/orig/$name"
  while read -r file; do mkdir -p "$work/orig/$name/$(dirname "$file")"; cp -P "$copy/$file" "$work/orig/$name/$file"; done < "$work/before.txt"
  before_bytes=$(cd "$copy" && { xargs -a "$work/before.txt" -d '\n' cat 2>/dev/null || true; } | wc -c)
  links_before=$(cd "$copy" && while read -r file; do [ -L "$file" ] && echo "$file"; done < "$work/before.txt" || true)
  findings "$copy" "$work/before.txt" > "$work/lint-before.txt"
  status=0
  (cd "$copy" && "$charter" init --from-existing >"$work/init-$name.txt" 2>&1) || status=$?
  (cd "$copy" && "$charter" compose >/dev/null 2>&1) || true
  check=$(cd "$copy" && "$charter" compose --check >/dev/null 2>&1 && echo pass || echo FAIL)
  agent_files "$copy" > "$work/after.txt"
  # Findings `charter lint` reports in agent files (their paths, one a line, against after.txt).
  lint=$( (cd "$copy" && "$charter" lint --format json 2>/dev/null || true) |
    python3 -c 'import json, sys; print("\n".join(f["path"] for f in json.load(sys.stdin)["findings"]))' 2>/dev/null |
    grep -cxFf "$work/after.txt" || true)
  moved=$(comm -23 "$work/before.txt" "$work/after.txt" | wc -l)
  added=$(comm -13 "$work/before.txt" "$work/after.txt" | wc -l)
  lost=0; foreign=0
  while read -r file; do
    [ -f "$copy/$file" ] || continue
    # Lines of the original missing from the file now, in order; lines added that are not markers.
    l=$(diff <(grep -v '^\s*$' "$work/orig/$name/$file") <(grep -v '^\s*$' "$copy/$file") | grep -c '^<' || true)
    f=$(diff <(grep -v '^\s*$' "$work/orig/$name/$file") <(grep -v '^\s*$' "$copy/$file") | grep '^>' |
      grep -vc '^> <!-- \(charter:\|from \|Generated by charter\)' || true)
    lost=$((lost + l)); foreign=$((foreign + f))
  done < "$work/before.txt"
  after_bytes=$(cd "$copy" && { xargs -a "$work/before.txt" -d '\n' cat 2>/dev/null || true; } | wc -c)
  kept=0; linked=0
  for file in $links_before; do linked=$((linked + 1)); [ -L "$copy/$file" ] && kept=$((kept + 1)); done
  findings "$copy" "$work/before.txt" > "$work/lint-after.txt"
  before_count=$(wc -l < "$work/lint-before.txt"); after_count=$(wc -l < "$work/lint-after.txt")
  same=$(cmp -s "$work/lint-before.txt" "$work/lint-after.txt" && echo same || echo DIFFERENT)
  mcp=$(mcp_servers "$copy")
  # An `mcp-not-imported` warning (one per file holding the server); init prints no codes, so it is
  # matched by the end of its message.
  mcp_kept=$(grep -c ': warning: .*\.charter/mcp\.json does not list it$' "$work/init-$name.txt" || true)
  printf '%-24s %4s %5s %5s %5s %5s %7s %9s %9s %5s %5s %6s %4s %8s %s\n' "$name" "$status" "$(wc -l < "$work/before.txt")" \
    "$moved" "$added" "$lost" "$foreign" "$before_bytes" "$after_bytes" "$kept/$linked" "$check" "${lint:-0}" \
    "$mcp" "${mcp_kept:-0}" "$before_count/$after_count $same"
  [ "$same" = same ] || diff "$work/lint-before.txt" "$work/lint-after.txt" | head -5 | sed 's/^/    /'
done
