#!/usr/bin/env bash
# Precision of the agent-file checks on public repositories (Documentation/Precision.md
# #agent-file-checks): clones each repository of judgements.tsv at its commit, runs
# `charter lint` with the agent-file checks turned on, and prints every finding of theirs with
# its judgement (`unjudged` when there is none), then right/judged per set.
# The clones are made at run time and deleted afterwards; no text of theirs enters this repository.
# Environment: CHARTER_MIRROR (a folder of local mirrors, OWNER+NAME/repo), CHARTER (the binary;
# default: a debug build of this checkout), AGENT_FILES_WORK (where clones go; default: temporary).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
charter=${CHARTER:-$root/.build/debug/charter}
[ -x "$charter" ] || (cd "$root" && swift build --product charter >/dev/null)
work=${AGENT_FILES_WORK:-$(mktemp -d)}
[ -n "${AGENT_FILES_WORK:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/clones" "$work/reports" "$work/user/charter/rules"
printf -- '---\nid: agent-files-all\nenable: [agent-dead-reference, agent-secret, agent-hidden-content, agent-unsafe-settings, agent-contradicts-project, agent-contradicts-agent-file, agent-duplicate-instruction]\n---\n' \
  > "$work/user/charter/rules/all.md"
source_of() {
  local name=${1/\//+}
  if [ -n "${CHARTER_MIRROR:-}" ]; then
    for candidate in "$CHARTER_MIRROR/$name/repo/.git" "$CHARTER_MIRROR/$name/repo" "$CHARTER_MIRROR/$name"; do
      if [ -d "$candidate" ]; then echo "$candidate"; return; fi
    done
  fi
  echo "https://github.com/$1.git"
}
grep -v '^#' "$here/judgements.tsv" | cut -f2,3 | sort -u | while IFS=$'\t' read -r repo commit; do
  clone=$work/clones/${repo/\//+}
  [ -d "$clone/.git" ] || git clone -q --no-checkout "$(source_of "$repo")" "$clone"
  git -C "$clone" -c advice.detachedHead=false checkout -q --force "$commit" 2>/dev/null \
    || echo "$repo: some files could not be checked out at $commit (a mirror without its largest files)" >&2
  XDG_CONFIG_HOME=$work/user "$charter" lint -C "$clone" --format json \
    --output "$work/reports/${repo/\//+}.json" >/dev/null 2>&1 || true
done
python3 - "$here/judgements.tsv" "$work/reports" <<'PY'
import json, os, sys, collections
judged = {}
for line in open(sys.argv[1]):
    if line.startswith('#') or not line.strip(): continue
    s, repo, commit, path, ln, check, verdict, reason = line.rstrip('\n').split('\t')
    judged[(repo, path, int(ln), check)] = (s, verdict)
tally = collections.defaultdict(lambda: [0, 0])
for (repo, path, ln, check), (s, verdict) in judged.items():
    report = os.path.join(sys.argv[2], repo.replace('/', '+') + '.json')
    found = json.load(open(report)).get('findings', []) if os.path.exists(report) else []
    here = any(f['path'] == path and f['line'] == ln and f['rule'] == check for f in found)
    print(f"{s}\t{repo}\t{path}:{ln}\t{check}\t{verdict}\t{'found' if here else 'not found now'}")
    tally[s][1] += 1
    tally[s][0] += verdict == 'right'
for report in sorted(os.listdir(sys.argv[2])):
    repo = report[:-5].replace('+', '/', 1)
    for f in json.load(open(os.path.join(sys.argv[2], report))).get('findings', []):
        if f['rule'].startswith('agent-') and (repo, f['path'], f['line'], f['rule']) not in judged:
            print(f"unjudged\t{repo}\t{f['path']}:{f['line']}\t{f['rule']}\t{f['message'][:120]}")
for s, (right, total) in sorted(tally.items()):
    print(f"{s}: {right}/{total} right")
PY
