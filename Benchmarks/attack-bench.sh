#!/usr/bin/env bash
# The hostile inputs of issue 26, each built in a scratch repository and run against the built
# binary: how long each takes, its exit code, its peak memory and the first line it prints on
# standard error. Every row should finish in well under 2 s (the 10 MB ones excepted, which are
# bounded by their size) with a diagnostic or a refusal, never a crash (exit 134, 139) or a hang.
#
#   Benchmarks/attack-bench.sh [path/to/charter]
#
# Compare with a build from before issue 26 by passing its binary. Each run is bounded by
# `timeout` (120 s, or ATTACK_TIMEOUT): a row that says 124 did not finish.
set -uo pipefail
cd "$(dirname "$0")/.."
CHARTER="${1:-.build/release/charter}"
CHARTER="$(cd "$(dirname "$CHARTER")" && pwd)/$(basename "$CHARTER")"
SCRATCH="$(mktemp -d)"
trap 'rm -rf "$SCRATCH"' EXIT

# repo NAME: a fresh repository with the default packs.
repo() {
  local dir="$SCRATCH/$1"
  mkdir -p "$dir/.git" "$dir/.charter/rules" "$dir/Sources/App"
  printf 'ref: refs/heads/main\n' > "$dir/.git/HEAD"
  printf 'let ok = 1\n' > "$dir/Sources/App/Ok.swift"
  echo "$dir"
}

# attack NAME DIR ARGS…: runs charter ARGS… in DIR and prints a row.
attack() {
  local name="$1" dir="$2"
  shift 2
  local start end status peak
  start=$(date +%s.%N)
  /usr/bin/time -f '%M' -o "$SCRATCH/time" timeout "${ATTACK_TIMEOUT:-120}" "$CHARTER" "$@" -C "$dir" > "$SCRATCH/out" 2> "$SCRATCH/err" < /dev/null
  status=$?
  end=$(date +%s.%N)
  peak=$(tail -1 "$SCRATCH/time")
  local first
  first=$(grep -v '^\s*$' "$SCRATCH/err" | head -1 | cut -c1-110)
  printf '| %s | %.2f s | %s | %s MiB | %s |\n' "$name" "$(echo "$end - $start" | bc)" "$status" \
    "$((peak / 1024))" "${first:-(nothing on stderr)}"
}

echo "| attack | time | exit | peak memory | first line on stderr |"
echo "|---|---|---|---|---|"

dir=$(repo manifest-else-if)
python3 - "$dir/Package.swift" <<'EOF'
import sys
parts = ["// swift-tools-version:5.9\nimport PackageDescription\nlet x = 1\nif x == 0 {}\n"]
parts.append("".join(" else if x == %d {}" % i for i in range(8000)))
parts.append("\nlet package = Package(name: \"A\", targets: [.target(name: \"App\")])\n")
open(sys.argv[1], "w").write("".join(parts))
EOF
attack "Package.swift: 8,000-link else-if chain (lint)" "$dir" lint
attack "Package.swift: 8,000-link else-if chain (explain)" "$dir" explain Sources/App/Ok.swift

dir=$(repo manifest-deinit)
{ printf '// swift-tools-version:5.9\nimport PackageDescription\ndeinit {\n'; printf '[%.0s' $(seq 30); printf '\n'; } > "$dir/Package.swift"
attack "Package.swift: deinit { and 30 unclosed [" "$dir" lint

dir=$(repo generics)
# Each Swift file names a task on the main actor, so that the default packs parse it.
TRIGGER='@MainActor final class M { func f() { Task { [weak self] in guard let self else { return } } } }'
python3 -c "print('let x: ' + 'A<' * 2000 + 'Int' + '>' * 2000)" > "$dir/Sources/App/Deep.swift"
echo "$TRIGGER" >> "$dir/Sources/App/Deep.swift"
attack "A<A<…>> 2,000 deep" "$dir" lint

dir=$(repo ifconfig)
python3 -c "print('#if A\n' * 12000 + 'let x = 1\n' + '#endif\n' * 12000)" > "$dir/Sources/App/Deep.swift"
echo "$TRIGGER" >> "$dir/Sources/App/Deep.swift"
attack "12,000 nested #if" "$dir" lint

dir=$(repo functions)
python3 -c "print('let f: ' + '(Int) -> ' * 8000 + 'Int')" > "$dir/Sources/App/Deep.swift"
echo "$TRIGGER" >> "$dir/Sources/App/Deep.swift"
attack "8,000 chained (Int) ->" "$dir" lint

dir=$(repo pbxproj)
mkdir -p "$dir/App.xcodeproj"
cat > "$dir/App.xcodeproj/project.pbxproj" <<'EOF'
{ rootObject = R; objects = { R = { isa = PBXProject; mainGroup = G; }; G = { isa = PBXGroup; children = (G, G); }; }; }
EOF
attack "project.pbxproj group listing itself twice" "$dir" lint

dir=$(repo gitignore)
python3 - "$dir" <<'EOF'
import os, sys
root = sys.argv[1]
open(os.path.join(root, ".gitignore"), "w").write("**/" * 30 + "x\n")
deep = os.path.join(root, *["d"] * 40)
os.makedirs(deep)
open(os.path.join(deep, "y.swift"), "w").write("let y = 1\n")
EOF
attack ".gitignore with 30 **/ and a 40-deep path" "$dir" lint

dir=$(repo baseline)
cat > "$dir/baseline.json" <<'EOF'
{"version": 1, "findings": [
 {"path": "a", "rule": "r", "line": "x", "message": "m", "count": 9223372036854775807},
 {"path": "a", "rule": "r", "line": "x", "message": "m", "count": 9223372036854775807}]}
EOF
attack "baseline counts of 2^63-1 twice" "$dir" lint --baseline baseline.json

dir=$(repo regex)
python3 - "$dir" <<'EOF'
import sys
root = sys.argv[1]
pattern = ".*" * 600 + "z"
open(root + "/.charter/rules/r.md", "w").write(
    "---\nid: r\nchecks:\n  - id: slow\n    ban: '%s'\n    regex: true\n---\n" % pattern)
open(root + "/Sources/App/Big.swift", "w").write(("let value = \"" + "a" * 60 + "\"\n") * 16000)
EOF
attack "regex ban of 600 .* on 1 MB" "$dir" lint

dir=$(repo fragments)
python3 - "$dir" <<'EOF'
import sys
root = sys.argv[1]
for i in range(10000):
    open("%s/.charter/rules/f%05d.md" % (root, i), "w").write(
        "---\nid: f%d\nglobs: [\"**/*.swift\"]\nchecks:\n  - id: c%d\n    ban: \"zz%dzz\"\n---\nRule %d.\n" % (i, i, i, i))
EOF
attack "10,000 fragments" "$dir" lint

dir=$(repo table)
python3 -c "print('# T\n\n|' + 'a|' * 16000 + '\n|' + '-|' * 16000 + '\n|' + 'b|' * 16000)" > "$dir/AGENTS.md"
attack "AGENTS.md with a 16,000-column table (rules)" "$dir" rules

dir=$(repo findings)
printf -- '---\nid: p\nglobs: ["**/*.swift"]\nchecks:\n  - id: no-x\n    ban: "x"\n---\n' > "$dir/.charter/rules/p.md"
python3 -c "import sys; sys.stdout.write('x\n' * 5_000_000)" > "$dir/Sources/App/Many.swift"
attack "5 M findings in a 10 MB file (json)" "$dir" lint --format json
