#!/usr/bin/env bash
# Benchmark: `charter lint --staged` with 5 staged Swift files in a git copy of the 530k-line
# corpus (the lint benchmark's repository and rules, committed, then 5 files changed and
# staged), process start included. Target: under 100 ms wall.
# Usage: Benchmarks/staged-bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$PWD/Benchmarks/.work
mkdir -p "$work"
scripts/install-deps.sh
command -v hyperfine >/dev/null || bash ../shared/bench/install-peers.sh "${CHARTER_PEERS:-/tmp/charter-peers}" >/dev/null
[ -d "$work/corpus" ] || bash ../shared/bench/make-corpus.sh "$work/corpus" >/dev/null
swift build -c release --product charter >/dev/null
charter=$PWD/.build/release/charter

repo=$work/staged-repo
python3 Benchmarks/make-lint-repo.py "$work/corpus" "$repo"
git=(git -C "$repo" -c user.name=bench -c user.email=bench@example.com -c commit.gpgsign=false)
if ! "${git[@]}" rev-parse -q --verify HEAD >/dev/null; then
  "${git[@]}" add -A && "${git[@]}" commit -qm corpus --no-verify
fi
"${git[@]}" reset -q --hard
mapfile -t files < <("${git[@]}" ls-files -- '*.swift' | awk 'NR % 300 == 1' | head -5)
for file in "${files[@]}"; do printf '\nlet staged = try! load()\n' >> "$repo/$file"; done
"${git[@]}" add -- "${files[@]}"
echo "staged: ${#files[@]} Swift files of $("${git[@]}" ls-files | wc -l) in the index"
cd "$repo"
"$charter" lint --no-cache --no-user-rules --staged --format json |
  python3 -c "import json,sys;s=json.load(sys.stdin)['summary'];print(f\"charter lint --staged: {s['files']} files checked, {s['findings']} findings\")" || true
hyperfine -N --warmup 3 --runs 30 -i "$charter lint --no-cache --no-user-rules --staged --format json" \
  "$charter lint --no-cache --no-user-rules --format json ${files[*]}"
"${git[@]}" reset -q --hard
