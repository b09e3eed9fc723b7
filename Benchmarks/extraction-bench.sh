#!/usr/bin/env bash
# Runs extraction on real Cursor rules (the CC0 collection in ../shared/corpus/cursor-rules, or
# the folder given) and prints what became of their bullets: how many read like conventions,
# which checks they gave (for review: each should be what its bullet says), and why the others
# stay prose. Nothing is copied into the repository.
set -euo pipefail
corpus="${1:-$(cd "$(dirname "$0")/../.." && pwd)/shared/corpus/cursor-rules}"
charter="${CHARTER:-$(cd "$(dirname "$0")/.." && pwd)/.build/debug/charter}"
[ -d "$corpus" ] || { echo "no corpus at $corpus" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/.cursor/rules" "$work/.charter"
cp "$corpus"/*.mdc "$work/.cursor/rules/"
printf 'packs: []\n' > "$work/.charter/config.yml"
(cd "$work" && "$charter" rules --no-user-rules --format json || true) | python3 -c '
import collections, json, sys
data = json.load(sys.stdin)
bullets = checks = 0
reasons = collections.Counter()
for source in data.get("sources", []):
    for bullet in source.get("conventions", []):
        bullets += 1
        if bullet.get("extracted"):
            checks += 1
            print("  %s:%d: %s  <-  %s" % (source["path"], bullet["line"], bullet["check"], bullet["text"][:90]))
        else:
            reasons[bullet.get("reasonCode")] += 1
print(f"{bullets} bullets read like conventions, {checks} became checks")
for code, count in reasons.most_common():
    print(f"  prose, {code}: {count}")
'
