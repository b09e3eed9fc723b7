#!/usr/bin/env bash
# Precision and recall of Charter's reading of conventions (Documentation/RuleFiles.md#conventions-read-from-prose)
# on real phrasing: the statements labelled in labels.tsv, from the agent files (and the
# documents they link to) of public Swift repositories pinned there.
#
# For each pinned repository, the files listed in files.tsv are taken at the pinned commit from
# a partial clone (or a local mirror) into a scratch folder, with a config that turns on every
# built-in pack, and `charter rules --format json` is run there. Each sentence Charter turns into
# a check (or that turns a built-in check on) is matched with the label of its line: right when
# the label names that check (a ban or prefer of the same text, the same indentation or line
# length) and its note holds no qualifier the check cannot keep (hedged, new code only, a
# description, an example …). Recall counts the labelled checks found. Nothing of theirs is kept.
#
# Usage: Benchmarks/extraction-corpus/run.sh [tuned|held-out|all] [-v]
# Environment: CHARTER_MIRROR (OWNER+NAME/repo git folders instead of GitHub), CHARTER (binary),
#   EXTRACT (default true: every check read from prose, as `extract: true` reads them; unset it
#   with EXTRACT= to measure the default, built-in checks named in prose only).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
set_name=${1:-all}
if [ -z "${CHARTER:-}" ]; then
  (cd "$root" && swift build --product charter >/dev/null)
  CHARTER=$root/.build/debug/charter
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git_dir_of() { # OWNER/NAME -> a git directory holding the pinned commit
  local name=${1/\//+}
  if [ -n "${CHARTER_MIRROR:-}" ]; then
    for candidate in "$CHARTER_MIRROR/$name/repo/.git" "$CHARTER_MIRROR/$name/repo" "$CHARTER_MIRROR/$name"; do
      if [ -d "$candidate" ]; then echo "$candidate"; return; fi
    done
  fi
  git clone -q --bare --filter=blob:none "https://github.com/$1.git" "$work/git/$name" && echo "$work/git/$name"
}
grep '^# pin ' "$here/labels.tsv" | while read -r _ _ repo commit which; do
  [ "$set_name" = all ] || [ "$set_name" = "$which" ] || continue
  git_dir=$(git_dir_of "$repo")
  name=${repo/\//+}
  mkdir -p "$work/files/$name/.charter"
  printf 'packs: [general, swift-style, swift-concurrency, swift-testing]\n' > "$work/files/$name/.charter/config.yml"
  [ -n "${EXTRACT-true}" ] && printf 'extract: %s\n' "${EXTRACT-true}" >> "$work/files/$name/.charter/config.yml"
  awk -F'\t' -v repo="$repo" '$1 == repo { print $2 }' "$here/files.tsv" | while IFS= read -r path; do
    mkdir -p "$work/files/$name/$(dirname "$path")"
    git --git-dir="$git_dir" show "$commit:$path" > "$work/files/$name/$path" 2>/dev/null || rm -f "$work/files/$name/$path"
  done
  (cd "$work/files/$name" && git init -q . && "$CHARTER" rules --no-user-rules --format json > "$work/$name.json" || true)
done
python3 "$here/measure.py" "$here/labels.tsv" "$work" "$set_name" "${2:-}"
