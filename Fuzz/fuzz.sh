#!/usr/bin/env bash
# Builds the libFuzzer executables and runs each fuzz target for FUZZ_SECONDS seconds.
#
#   Fuzz/fuzz.sh                      # every target, FUZZ_SECONDS each (default 60)
#   Fuzz/fuzz.sh regex fix            # only these targets
#   FUZZ_SEED=1 FUZZ_SECONDS=10 Fuzz/fuzz.sh   # a fixed-seed smoke run
#   FUZZ_JOBS=2 ...                   # libFuzzer workers per target
#   FUZZ_NO_BUILD=1 ...               # run what was built last
#   FUZZ_MAX_LEN=1024 ...             # largest input libFuzzer makes (default 8192)
#   FUZZ_CONFIGURATION=debug ...      # build configuration (default release; debug builds in
#                                     # minutes, release with -sanitize=fuzzer takes over half an hour)
#
# Exits 1 when a target crashed or broke an invariant.
#
# The corpus of each target grows in Fuzz/.corpus/<target> (not committed), seeded from the
# repository's own files (the same seeds the test suite's smoke run uses). A crash or broken
# invariant is written to Fuzz/.findings/<target>/; copy it into Fuzz/Regressions/<target>/ and
# fix it: the test suite replays every file there.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${FUZZ_SECONDS:-60}"
configuration="${FUZZ_CONFIGURATION:-release}"
all=(front-matter markdown agent-files regions regex fix structural manifest pbxproj glob json)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")

if [ -z "${FUZZ_NO_BUILD:-}" ]; then
  echo "building the fuzz targets ($configuration, -sanitize=fuzzer)…" >&2
  swift build -c "$configuration" -Xswiftc -sanitize=fuzzer >&2
fi
bin="$(swift build -c "$configuration" --show-bin-path)"

# The seeds: the files each target's smoke run reads (FuzzTarget.seeds), cut to 4 KB.
seed() {
  local target="$1" corpus=".corpus/$1"
  mkdir -p "$corpus" ".findings/$target"
  [ -n "$(ls -A "$corpus")" ] && return
  local folders endings
  case "$target" in
    front-matter|agent-files|markdown) folders="rules skills Tests/Fixtures Examples Documentation"; endings='\.(md|mdc)$' ;;
    regions) folders="Sources Tests/Fixtures Examples Benchmarks"; endings='\.(swift|py|sh|c|h|js|ts)$' ;;
    regex) folders="Fuzz/Seeds/regex"; endings='' ;;
    fix|structural) folders="Sources/CharterLint Sources/CharterSwiftChecks Tests/Fixtures Examples"; endings='\.swift$' ;;
    manifest) folders="Fuzz/Seeds/manifest Examples"; endings='\.swift$' ;;
    pbxproj) folders="Fuzz/Seeds/pbxproj"; endings='' ;;
    glob) folders="Fuzz/Seeds/glob"; endings='' ;;
    json) folders="Documentation/schemas Fuzz/Seeds/json"; endings='\.jsonc?$' ;;
  esac
  local n=0 root
  root="$(cd .. && pwd)"
  for folder in $folders; do
    while IFS= read -r file; do
      head -c 4096 "$file" > "$corpus/seed-$n"
      n=$((n + 1))
    done < <(find "$root/$folder" -type f | grep -E "${endings:-.}" | sort)
  done
  for file in Regressions/"$target"/*; do [ -f "$file" ] && cp "$file" "$corpus/"; done
  return 0
}

name() { # front-matter -> FuzzFrontMatter
  local out="Fuzz" part
  IFS=- read -ra parts <<< "$1"
  for part in "${parts[@]}"; do out+="$(tr '[:lower:]' '[:upper:]' <<< "${part:0:1}")${part:1}"; done
  echo "$out"
}

status=0
for target in "${targets[@]}"; do
  seed "$target"
  executable="$bin/$(name "$target")"
  options=(-max_total_time="$seconds" -max_len="${FUZZ_MAX_LEN:-8192}" -timeout=10 -rss_limit_mb=2048
           -artifact_prefix=".findings/$target/" -print_final_stats=1)
  [ -n "${FUZZ_SEED:-}" ] && options+=(-seed="$FUZZ_SEED")
  [ -n "${FUZZ_JOBS:-}" ] && options+=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
  echo "== $target: $seconds s" >&2
  log=".findings/$target/last-run.log"
  code=0
  SWIFT_BACKTRACE=enable=no "$executable" "${options[@]}" ".corpus/$target" > "$log" 2>&1 || code=$?
  grep -E "^(stat::|==|INFO: (Seed|Loaded)|#[0-9]+ +DONE)|Fatal error|ERROR|SUMMARY|Test unit written" "$log" || true
  if [ "$code" -ne 0 ]; then
    echo "!! $target: libFuzzer exited $code; the input is in Fuzz/.findings/$target/, the output in $log" >&2
    status=1
  fi
done
exit "$status"
