#!/usr/bin/env bash
# Builds the pattern-matcher micro-benchmark in release mode and runs it over a corpus of
# Swift files. Not a test: it prints throughput and never fails on speed.
# Usage: Benchmarks/patterns-bench.sh [CORPUS_DIR] [REPEATS]
#   CORPUS_DIR defaults to /tmp/charter-corpus, created by /work/shared/bench/make-corpus.sh
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-/tmp/charter-corpus}
repeats=${2:-5}
[ -d "$corpus" ] || bash /work/shared/bench/make-corpus.sh "$corpus"
swift build -c release --product charter-pattern-bench >&2
"$(swift build -c release --show-bin-path)/charter-pattern-bench" "$corpus" "$repeats"
