#!/usr/bin/env bash
# Precision of Charter's default checks on real open-source Swift apps (Documentation/Precision.md).
#
# Clones each repository pinned in judgements.tsv (`# pin OWNER/NAME COMMIT`) at its commit into a
# scratch folder, runs `charter lint --format json` on it as a newcomer would (no configuration of
# ours, no user-global rules), and joins the findings with the committed judgements to print, per
# check, how many findings there are, how many of the sample were judged right, and the precision.
# The clones are made at run time and deleted afterwards; no code of theirs enters this repository.
#
# Usage: Benchmarks/precision/run.sh [sample [CHECK] [--set tuned|held-out]]
#   (no argument)   the precision table, tuned and held-out repositories side by side
#   sample [CHECK]  the sampled findings, with the code around those not judged yet
# Environment:
#   CHARTER_MIRROR  a folder of local mirrors, OWNER+NAME/repo (a git directory), cloned instead
#                   of https://github.com/OWNER/NAME (for running offline)
#   CHARTER         the charter binary to run (default: a debug build of this checkout)
#   PRECISION_WORK  where clones and reports go (default: a temporary folder, deleted at exit)
#   PRECISION_SET   `tuned` or `held-out`: clone, run and report that set only
#   PRECISION_ALL=1 also run the packs' checks that are off by default, to measure them: a
#                   user-global rule file (in a scratch XDG_CONFIG_HOME, never in the clone)
#                   turns every pack's checks on
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
judgements=$here/judgements.tsv
if [ -z "${CHARTER:-}" ]; then
  (cd "$root" && swift build --product charter >/dev/null)
  CHARTER=$root/.build/debug/charter
fi
if [ -n "${PRECISION_WORK:-}" ]; then
  work=$PRECISION_WORK
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/clones" "$work/reports"
user_rules=(--no-user-rules)
if [ "${PRECISION_ALL:-}" = 1 ]; then
  mkdir -p "$work/user/charter/rules"
  printf -- '---\nid: precision-all\nenable: [general, swift-concurrency, swift-style, swift-testing]\n---\n' \
    > "$work/user/charter/rules/all.md"
  export XDG_CONFIG_HOME=$work/user
  user_rules=()
fi

source_of() { # OWNER/NAME -> what to clone
  local name=${1/\//+}
  if [ -n "${CHARTER_MIRROR:-}" ]; then
    for candidate in "$CHARTER_MIRROR/$name/repo/.git" "$CHARTER_MIRROR/$name/repo" "$CHARTER_MIRROR/$name"; do
      if [ -d "$candidate" ]; then echo "$candidate"; return; fi
    done
    echo "no mirror of $1 in $CHARTER_MIRROR" >&2
    return 1
  fi
  echo "https://github.com/$1.git"
}

python3 "$here/precision.py" repos "$judgements" | while read -r repo commit; do
  name=${repo/\//+}
  clone=$work/clones/$name
  if [ ! -d "$clone/.git" ]; then
    git clone -q --no-checkout "$(source_of "$repo")" "$clone"
  fi
  if ! git -C "$clone" -c advice.detachedHead=false checkout -q --force "$commit" 2>/dev/null; then
    # A local mirror may leave out its largest files (no Swift file among them): check out
    # the files it has, and say which are missing.
    [ -n "${CHARTER_MIRROR:-}" ] || { echo "cannot check out $repo at $commit" >&2; exit 1; }
    git -C "$clone" update-ref --no-deref HEAD "$commit"
    git -C "$clone" ls-tree -r -z --format='%(objectmode) %(objectname)%x09%(path)' "$commit" \
      | tr '\0' '\n' | grep -v '^160000' > "$work/tree.txt"
    cut -f1 "$work/tree.txt" | cut -d' ' -f2 | git -C "$clone" cat-file --batch-check='%(objecttype)' > "$work/kinds.txt"
    paste "$work/kinds.txt" "$work/tree.txt" | awk -F'\t' '$1 ~ / missing$/  { print $3 }' > "$work/missing.txt"
    paste "$work/kinds.txt" "$work/tree.txt" | awk -F'\t' '$1 !~ / missing$/  { print $3 }' > "$work/present.txt"
    git -C "$clone" checkout -q "$commit" --pathspec-from-file="$work/present.txt"
    echo "$repo: the mirror lacks $(wc -l < "$work/missing.txt") files; checked out the others" >&2
  fi
  # A newcomer's run: no configuration of ours, no user-global rules (but the one turning every
  # check on, with PRECISION_ALL=1). Exit 1 (findings at error severity) is a result, not a
  # failure.
  status=0
  "$CHARTER" lint -C "$clone" "${user_rules[@]}" --format json --output "$work/reports/$name.json" || status=$?
  if [ "$status" -gt 1 ]; then
    echo "charter lint failed on $repo (exit $status)" >&2
    exit 1
  fi
done

if [ "${1:-}" = sample ]; then
  shift
  python3 "$here/precision.py" sample "$judgements" "$work/reports" "$@" --clones "$work/clones"
else
  python3 "$here/precision.py" report "$judgements" "$work/reports"
fi
