#!/usr/bin/env bash
# Benchmark (issue 32): Charter against SwiftLint and ripgrep in one hyperfine run, on the
# 530k-line corpus (see cache-bench.sh): a cold run (no cache), a warm run of the unchanged
# repository, a warm run after one file changed, that one file linted by path after it changed
# (as an editor save, a pre-commit hook or an agent's hook lints it), and text-only lint (15
# literal bans, text-only-bench.sh) beside ripgrep's fixed-string search of the same strings.
# Charter runs its default packs, SwiftLint its default rules, each with its own cache in a
# scratch folder, 5 runs each (2 with --quick). Every command runs in a shell that first changes
# to its repository; hyperfine subtracts the shell's own start-up.
#
# SwiftLint is not installed by anything here: it builds from source in about 30 minutes (issue
# 32 says how). SWIFTLINT=path names the binary; without it the SwiftLint rows are left out.
# SwiftLint on Linux loads SourceKit even for its default rules: LINUX_SOURCEKIT_LIB_PATH is set
# to the toolchain's lib folder.
# Usage: [CHARTER=path] [SWIFTLINT=path] Benchmarks/swiftlint-bench.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
quick=${1:-}
. Benchmarks/corpus-setup.sh
swiftlint=${SWIFTLINT:-}
export LINUX_SOURCEKIT_LIB_PATH=${LINUX_SOURCEKIT_LIB_PATH:-$(dirname "$(dirname "$(command -v swift)")")/lib}

# The corpus as a repository of its own (as cache-bench.sh makes it), and the text-only
# repository (as text-only-bench.sh makes it).
corpus_repo
repo=$work/cache-repo
[ -d "$work/text-repo/.git" ] || CHARTER=$charter Benchmarks/text-only-bench.sh --quick >/dev/null
text=$work/text-repo
changed=swift-nio/Sources/NIOCore/ByteBuffer-core.swift
git -C "$repo" checkout -q -- "$changed"
trap 'git -C "$repo" checkout -q -- "$changed"' EXIT
swiftlint_cache=$work/swiftlint-cache
rm -rf "$swiftlint_cache"
mkdir -p "$swiftlint_cache"

runs=5
[ "$quick" = --quick ] && runs=2
in_repo="cd $repo &&"
edit="sh -c 'echo // edit >> $repo/$changed'"
# Each kept run is made ready: its inputs left alone for 3 s, then one run to keep it.
settle="sh -c 'cd $repo && sleep 3.5 && $charter lint --no-user-rules --format json >/dev/null; true'"
charter_lint="$charter lint --no-user-rules --format json"
# Pairs of a --prepare command and a named command, in the order of the table.
rows=(
  true "charter: cold (no cache)" "$in_repo $charter_lint --no-cache >/dev/null"
  "$settle" "charter: warm, nothing changed" "$in_repo $charter_lint >/dev/null"
  "$edit" "charter: warm, one file changed" "$in_repo $charter_lint >/dev/null"
  "$edit" "charter: that file by path, changed" "$in_repo $charter_lint $changed >/dev/null"
  true "charter: text-only (15 bans)" "cd $text && $charter_lint --no-cache >/dev/null"
  true "ripgrep: rg -F (same 15 strings)"
  "cd $text && rg -F --no-messages --count-matches -t swift -f .bench/literals.txt . >/dev/null"
)
if [ -n "$swiftlint" ]; then
  "$swiftlint" version
  (cd "$repo" && "$swiftlint" lint --quiet --cache-path "$swiftlint_cache" >/dev/null 2>&1 || true)
  lint="$swiftlint lint --quiet"
  rows+=(
    true "swiftlint: cold (no cache)" "$in_repo $lint --no-cache >/dev/null 2>&1"
    true "swiftlint: warm, nothing changed" "$in_repo $lint --cache-path $swiftlint_cache >/dev/null 2>&1"
    "$edit" "swiftlint: warm, one file changed" "$in_repo $lint --cache-path $swiftlint_cache >/dev/null 2>&1"
    "$edit" "swiftlint: that file by path, changed" "$in_repo $lint --cache-path $swiftlint_cache $changed >/dev/null 2>&1"
  )
else
  echo "SWIFTLINT is not set: the SwiftLint rows are left out" >&2
fi
arguments=()
for ((index = 0; index < ${#rows[@]}; index += 3)); do
  arguments+=(--prepare "${rows[index]}" -n "${rows[index + 1]}" "${rows[index + 2]}")
done
hyperfine -i -w 1 --runs "$runs" --export-json "$work/swiftlint-bench.json" "${arguments[@]}" >/dev/null
python3 - "$work/swiftlint-bench.json" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1]))["results"]
by = {r["command"]: r for r in rows}
def ratio(name, other):
    if name in by and other in by:
        return f"{by[other]['mean'] / by[name]['mean']:.1f}× faster"
    return ""
pairs = {
    "charter: cold (no cache)": "swiftlint: cold (no cache)",
    "charter: warm, nothing changed": "swiftlint: warm, nothing changed",
    "charter: warm, one file changed": "swiftlint: warm, one file changed",
    "charter: that file by path, changed": "swiftlint: that file by path, changed",
}
print("| run | mean | σ | user | runs | against SwiftLint / ripgrep |")
print("|---|---|---|---|---|---|")
for r in rows:
    name = r["command"]
    against = ratio(name, pairs[name]) if name in pairs else ""
    if name == "charter: text-only (15 bans)" and "ripgrep: rg -F (same 15 strings)" in by:
        against = f"{r['mean'] / by['ripgrep: rg -F (same 15 strings)']['mean']:.2f}× ripgrep's time"
    print(f"| {name} | {r['mean']*1000:.0f} ms | {r['stddev']*1000 if r['stddev'] else 0:.0f} ms | "
          f"{r['user']*1000:.0f} ms | {len(r['times'])} | {against} |")
PY
