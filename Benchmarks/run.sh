#!/usr/bin/env bash
# Runs every benchmark. Each prints its own table; copy them into Documentation/Performance.md.
set -euo pipefail
cd "$(dirname "$0")"
./explain-bench.sh
./mcp-bench.sh
./lint-bench.sh
./compose-bench.sh
./concurrency-bench.sh
./indent-oracle.sh --fix
