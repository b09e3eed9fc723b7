#!/usr/bin/env bash
# Growth benchmark (issue 17): each input that once grew superlinearly is generated at a size and
# at twice that size, and the time of the command it slowed is measured on both; the ratio is
# printed. Linear growth gives 2.0; the target is at most 2.2 per doubling. Times are CPU times
# (user + system) of the command, which other processes on the machine do not inflate.
#
#   Benchmarks/growth-bench.sh            # every input, at the sizes of the issue
#   Benchmarks/growth-bench.sh --quick    # a quarter of the sizes
#   CHARTER=path/to/charter Benchmarks/growth-bench.sh
#   GROWTH_CASES=nested,table Benchmarks/growth-bench.sh   # only the cases whose name has a word
#
# Use a release build (`swift build -c release --product charter`). Each timing is the best of
# RUNS runs (default 3). The generated repositories live in a scratch folder, removed at the end.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
charter="${CHARTER:-$here/../.build/release/charter}"
[ -x "$charter" ] || { echo "no charter binary at $charter (swift build -c release --product charter)" >&2; exit 2; }
scale=1
[ "${1:-}" = "--quick" ] && scale=4
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
CHARTER="$charter" RUNS="${RUNS:-3}" python3 "$here/growth-bench.py" "$work" "$scale"
