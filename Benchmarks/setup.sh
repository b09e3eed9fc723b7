# Sourced by the benchmark scripts: moves to the package root, installs what is missing
# (system libraries, hyperfine), builds charter in release mode, and sets `work` (the
# git-ignored scratch folder) and `charter` (the binary).
cd "$(dirname "${BASH_SOURCE[1]}")/.."
work=Benchmarks/.work
mkdir -p "$work"
scripts/install-deps.sh
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }
swift build -c release --product charter >/dev/null
# `charter mcp` replaces itself with the charter-mcp program beside charter.
swift build -c release --product charter-mcp >/dev/null
charter=$PWD/.build/release/charter
