#!/usr/bin/env bash
# Benchmark (issue 20): `charter lint --fix --dry-run` on one 30,000-line Swift file whose fix
# re-indents a quarter to two fifths of its lines, in two shapes: fixed lines the file does not
# have yet, and fixed lines it already has elsewhere (`return`, `}`). Prints time and peak
# memory; the target is under 1 s and 100 MB.
#   CHARTER=path/to/charter Benchmarks/dry-run-bench.sh   (default: the release build)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
charter="${CHARTER:-$here/../.build/release/charter}"
[ -x "$charter" ] || { echo "no charter binary at $charter (swift build -c release --product charter)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/.git" "$work/.charter/rules"
echo "ref: refs/heads/main" > "$work/.git/HEAD"
printf 'packs: []\n' > "$work/.charter/config.yml"
printf -- '---\nchecks:\n  - id: indent\n    indentation: {style: spaces, width: 4}\n---\n' > "$work/.charter/rules/indent.md"
python3 - "$work" <<'PY'
import sys
root = sys.argv[1]
new_lines = []
for i in range(3000):
    new_lines += [f"func f{i}() {{", f"    let a{i} = 1", f"      let b{i} = 2", f"    if a{i} > 0 {{",
                  f"          print(b{i})", "      }", f"    let c{i} = 3", f"      print(c{i})", "    return", "}"]
known_lines = []
for i in range(2500):
    known_lines += [f"func f{i}() {{", "    if ready {", "        return", "    }", f"      let b{i} = 2",
                    f"    if a{i} > 0 {{", "          return", "      }", f"      print(c{i})", "    return",
                    "      return", "}"]
open(root + "/New.swift.txt", "w").write("\n".join(new_lines) + "\n")
open(root + "/Known.swift.txt", "w").write("\n".join(known_lines) + "\n")
PY
echo "| input | lines | findings | time | peak memory |"
echo "|---|---|---|---|---|"
for shape in New Known; do
  rm -f "$work"/*.swift
  cp "$work/$shape.swift.txt" "$work/$shape.swift"
  findings=$(cd "$work" && "$charter" lint --no-cache --no-user-rules --jobs 1 --format json 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["findings"]))')
  best=""
  for _ in 1 2 3; do
    line=$(cd "$work" && /usr/bin/time -f "%e %M" "$charter" lint --no-cache --no-user-rules --fix --dry-run --jobs 1 2>&1 >/dev/null | tail -1)
    seconds=${line% *}
    if [ -z "$best" ] || python3 -c "import sys; sys.exit(0 if $seconds < ${best% *} else 1)"; then best=$line; fi
  done
  echo "| fixed lines $( [ $shape = New ] && echo 'the file lacks' || echo 'the file has' ) | 30000 | $findings | ${best% *} s | $(( ${best#* } / 1024 )) MB |"
done
