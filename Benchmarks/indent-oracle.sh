#!/usr/bin/env bash
# Oracle for the indentation check: code a formatter has just written is consistently indented,
# so the check at the formatter's width must report nothing on it.
#
# Clones swift-nio, vapor, swift-syntax, swift-collections and swift-argument-parser from the
# local package mirror (/opt/swift-packages) into Benchmarks/.work/oracle (gitignored), formats
# their Swift files with `swift format` (widths 2 and 4) and with SwiftFormat (defaults, and
# `--indent 2`), lints each with `indentation` at the same width, and prints findings per 100k
# lines (target: 0) with a sample of those that remain.
#
# With --fix, also measures `lint --fix`: shifts the indentation of one code line in 20 of the
# formatted files at random, runs `charter lint --fix`, and counts lines whose indentation
# differs from the formatter's (target: under 1% of lines).
#
# SwiftFormat is built from its public repository into Benchmarks/.work/SwiftFormat (set
# SWIFTFORMAT to a built binary to skip that); it is never committed. Without it, only
# swift-format runs, and the script says so.
# Set CHARTER to a built binary to skip building one.
# Usage: Benchmarks/indent-oracle.sh [--fix] [--samples N]
set -euo pipefail
cd "$(dirname "$0")/.."
fix=""; samples=5
while [ $# -gt 0 ]; do
  case "$1" in
    --fix) fix=1 ;;
    --samples) samples=$2; shift ;;
    *) echo "usage: $0 [--fix] [--samples N]" >&2; exit 2 ;;
  esac
  shift
done
work=$PWD/Benchmarks/.work/oracle
mirror=${SWIFT_PACKAGES:-/opt/swift-packages}
mkdir -p "$work/src"
packages="apple/swift-nio vapor/vapor swiftlang/swift-syntax apple/swift-collections apple/swift-argument-parser"
for spec in $packages; do
  name=$(basename "$spec")
  [ -d "$work/src/$name" ] || git clone -q --depth 1 "file://$mirror/$spec.git" "$work/src/$name"
  echo "$name $(git -C "$work/src/$name" rev-parse --short HEAD)"
done

swiftformat=${SWIFTFORMAT:-$PWD/Benchmarks/.work/SwiftFormat/.build/release/swiftformat}
if [ ! -x "$swiftformat" ] && [ -d Benchmarks/.work/SwiftFormat ]; then
  (cd Benchmarks/.work/SwiftFormat && swift build -c release --product swiftformat >/dev/null) || true
fi
configs="swift-format:2 swift-format:4"
if [ -x "$swiftformat" ]; then
  configs="$configs swiftformat:4 swiftformat:2"
else
  echo "SwiftFormat not built (clone nicklockwood/SwiftFormat into Benchmarks/.work/SwiftFormat): swift-format only"
fi

# Formats a copy of every package's Swift files with formatter $1 at width $2 into $3.
format_tree() {
  local formatter=$1 width=$2 dir=$3
  [ -f "$dir/.formatted" ] && return 0
  rm -rf "$dir"; mkdir -p "$dir"
  for spec in $packages; do
    name=$(basename "$spec")
    (cd "$work/src/$name" && find . -name '*.swift' -print0 | tar --null -T - -cf -) | (mkdir -p "$dir/$name" && tar -x -C "$dir/$name")
  done
  # Files the formatter is told to leave alone are not freshly formatted: left out.
  local ignore='swift-format-ignore-file'; [ "$formatter" = swift-format ] || ignore='swiftformat:disable all'
  (cd "$dir" && { grep -rlZ --include='*.swift' -e "$ignore" . || true; } | xargs -0 -r rm -f)
  # A script that formats the files it is given in place.
  local tool=$work/format-$formatter-$width.sh
  if [ "$formatter" = swift-format ]; then
    printf '{"version": 1, "indentation": {"spaces": %s}}\n' "$width" > "$work/swift-format-$width.json"
    printf '#!/bin/sh\nexec swift format format -i --configuration "%s" "$@"\n' "$work/swift-format-$width.json" > "$tool"
  else
    local indent=""; [ "$width" = 4 ] || indent="--indent $width"
    printf '#!/bin/sh\nexec "%s" --quiet %s "$@"\n' "$swiftformat" "$indent" > "$tool"
  fi
  chmod +x "$tool"
  # In batches: a formatter that crashes on one file must not leave the others unformatted.
  # Files it cannot format on their own are removed, and listed in .unformatted.
  (cd "$dir" && find . -name '*.swift' -print0 | xargs -0 -n 40 -P 2 sh -c '
    "$0" "$@" >/dev/null 2>&1 && exit 0
    for file in "$@"; do "$0" "$file" >/dev/null 2>&1 || { rm -f "$file"; echo "$file" >> .unformatted; }; done' "$tool") || true
  if [ -f "$dir/.unformatted" ]; then
    echo "$formatter $width: $(wc -l < "$dir/.unformatted") files the formatter could not format, left out"
  fi
  git init -q "$dir"
  mkdir -p "$dir/.charter/rules"
  printf 'packs: []\ngenerated: include\n' > "$dir/.charter/config.yml"
  printf -- '---\nglobs: ["**/*.swift"]\nchecks:\n  - id: indentation\n    indentation: {style: spaces, width: %s}\n---\n' \
    "$width" > "$dir/.charter/rules/indent.md"
  touch "$dir/.formatted"
}

for config in $configs; do
  format_tree "${config%%:*}" "${config##*:}" "$work/${config%%:*}-${config##*:}"
done
[ -n "${CHARTER:-}" ] || swift build -c release --product charter >/dev/null
charter=${CHARTER:-$PWD/.build/release/charter}

report=$work/report.tsv
: > "$report"
for config in $configs; do
  formatter=${config%%:*}; width=${config##*:}
  dir=$work/$formatter-$width
  for spec in $packages; do
    name=$(basename "$spec")
    lines=$(find "$dir/$name" -name '*.swift' -print0 | xargs -0 cat | wc -l)
    (cd "$dir" && "$charter" lint --no-user-rules --format json "$name" > "$work/$formatter-$width-$name.json" 2>/dev/null || true)
    python3 - "$work/$formatter-$width-$name.json" "$formatter" "$width" "$name" "$lines" "$samples" >> "$report" <<'PY'
import json, sys
path, formatter, width, name, lines, samples = sys.argv[1:]
findings = [f for f in json.load(open(path))["findings"] if f["rule"] == "indentation"]
print("\t".join([formatter, width, name, lines, str(len(findings))]))
for f in findings[: int(samples)]:
    print("#\t" + f"{name}/{f['path'].split('/', 1)[-1]}:{f['line']}: {f['message']}")
PY
  done
done
python3 - "$report" <<'PY'
import sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1])]
print("\n| formatter | width | package | lines | findings | per 100k lines |")
print("|---|---|---|---|---|---|")
total = {}
for r in rows:
    if r[0] == "#": continue
    f, w, n, lines, found = r[0], r[1], r[2], int(r[3]), int(r[4])
    print(f"| {f} | {w} | {n} | {lines:,} | {found} | {found * 100000 / max(lines, 1):.1f} |")
    t = total.setdefault((f, w), [0, 0]); t[0] += lines; t[1] += found
for (f, w), (lines, found) in total.items():
    print(f"| {f} | {w} | all | {lines:,} | {found} | {found * 100000 / max(lines, 1):.1f} |")
remaining = [r[1] for r in rows if r[0] == "#"]
if remaining:
    print("\nsample of remaining findings:")
    for r in remaining: print("  " + r)
PY

[ -n "$fix" ] || exit 0
echo
echo "lint --fix after random indentation shifts (1 code line in 20):"
for config in $configs; do
  formatter=${config%%:*}; width=${config##*:}
  src=$work/$formatter-$width; dir=$work/fix-$formatter-$width
  rm -rf "$dir"; cp -r "$src" "$dir"
  python3 Benchmarks/indent-shift.py shift "$dir" 20 > /dev/null
  (cd "$dir" && "$charter" lint --no-user-rules --fix --format json > /dev/null 2>&1 || true)
  python3 Benchmarks/indent-shift.py compare "$src" "$dir" "$formatter $width"
done
