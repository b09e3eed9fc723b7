#!/usr/bin/env bash
# Compares the Swift settings `charter explain` reads for one file of each real app with what its
# project files state (expected.tsv, read by a person): the module, language mode, default
# isolation and deployment targets. Clones at the pinned commits (from GitHub, or local mirrors
# with CHARTER_MIRROR=DIR holding OWNER+NAME/repo) into a scratch folder deleted at exit.
#
# Environment: CHARTER (the binary; default a debug build of this checkout), CHARTER_MIRROR,
# SETTINGS_WORK (keep clones there instead of a temporary folder).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ -z "${CHARTER:-}" ]; then
  (cd "$root" && swift build --product charter >/dev/null)
  CHARTER=$root/.build/debug/charter
fi
work=${SETTINGS_WORK:-$(mktemp -d)}
[ -n "${SETTINGS_WORK:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work"
failures=0
total=0
while IFS=$'\t' read -r repo commit path module mode isolation targets _; do
  case $repo in '#'* | repository | '') continue ;; esac
  clone=$work/${repo/\//+}
  if [ ! -d "$clone/.git" ]; then
    source=https://github.com/$repo.git
    [ -z "${CHARTER_MIRROR:-}" ] || source=$CHARTER_MIRROR/${repo/\//+}/repo
    git clone -q --no-checkout "$source" "$clone"
  fi
  # Project files and the one source file are all a settings read needs (a mirror may lack
  # large blobs elsewhere).
  git -C "$clone" ls-tree -r --name-only "$commit" \
    | grep -E '(^|/)(Package\.swift|project\.pbxproj|[^/]*\.xcconfig|project[^/]*\.ya?ml|[^/]*\.yml)$' > "$clone.files" || true
  printf '%s\n' "$path" >> "$clone.files"
  git -C "$clone" -c advice.detachedHead=false checkout -q "$commit" --pathspec-from-file="$clone.files" 2>/dev/null \
    || git -C "$clone" -c advice.detachedHead=false checkout -q --force "$commit"
  total=$((total + 1))
  actual=$("$CHARTER" explain -C "$clone" "$path" --format json --no-user-rules | python3 -c '
import json, sys
module = json.load(sys.stdin).get("module") or {}
names = ", ".join(t["name"] for t in module.get("targets", [])) or "none"
settings = module.get("settings", {})
def value(key):
    return settings.get(key, {}).get("value") or "unknown"
print("\t".join([names, value("language mode"), value("default isolation"), value("deployment targets")]))')
  expected=$(printf '%s\t%s\t%s\t%s' "$module" "$mode" "$isolation" "$targets")
  if [ "$actual" = "$expected" ]; then
    echo "ok    $repo $path"
  else
    failures=$((failures + 1))
    echo "FAIL  $repo $path"
    echo "      expected: $expected"
    echo "      read:     $actual"
  fi
done < "$here/expected.tsv"
echo "$((total - failures))/$total files read as their project files state"
[ "$failures" -eq 0 ]
