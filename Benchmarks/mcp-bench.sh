#!/usr/bin/env bash
# Benchmark: each `charter mcp` tool on Examples/Demo, called 30 times through the official
# MCP Python SDK after the server has started (scripts/mcp-client.py). Target: every call
# under 50 ms. Each call opens the repository afresh, so this is the cost of staying correct
# when rule files change between calls. `CHARTER=path` times another build (say a debug one)
# without building the release binary.
set -euo pipefail
if [ -n "${CHARTER:-}" ]; then
  cd "$(dirname "$0")/.."
  work=Benchmarks/.work
  mkdir -p "$work"
  charter=$(realpath "$CHARTER")
else
  source "$(dirname "$0")/setup.sh"
fi
scripts/install-test-tools.sh
# Outside this work tree: inside it, the demo would be a folder of Charter's own repository.
repo=$(mktemp -d)/demo
trap 'rm -rf "$(dirname "$repo")"' EXIT
cp -R Examples/Demo "$repo"
unsaved=$(python3 -c 'import json; print(json.dumps(open("Examples/Demo/Sources/App/Model.swift").read()))')
cat >"$work/mcp-steps.json" <<JSON
[
 {"call": "lint", "arguments": {"path": "Sources/App/Model.swift"}},
 {"time": "rules_for_path", "arguments": {"path": "Sources/Legacy/OldModel.swift"}, "n": 30},
 {"time": "lint", "arguments": {"path": "Sources/App/Model.swift"}, "n": 30},
 {"time": "lint", "arguments": {"path": "Sources/App/Unsaved.swift", "content": $unsaved}, "n": 30},
 {"time": "fix", "arguments": {"path": "Sources/App/Model.swift"}, "n": 30},
 {"time": "explain", "arguments": {"path": "Sources/App/FeedModel.swift"}, "n": 30},
 {"time": "list_skills", "arguments": {}, "n": 30},
 {"time": "read_skill", "arguments": {"name": "swift-concurrency"}, "n": 30}
]
JSON
.venv/bin/python scripts/mcp-client.py "$charter" "$repo" <"$work/mcp-steps.json" >"$work/mcp.json"
python3 - "$work/mcp.json" "$work/mcp-steps.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))[1:]
steps = json.load(open(sys.argv[2]))[1:]
print(f"{'tool call (Examples/Demo)':44} {'median':>9} {'max':>9}")
for step, result in zip(steps, results):
    label = step["time"] + (" (unsaved content)" if "content" in step["arguments"] else "")
    print(f"{label:44} {result['median_ms']:8.1f}ms {result['max_ms']:8.1f}ms")
PY
