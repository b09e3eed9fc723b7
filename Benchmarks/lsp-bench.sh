#!/usr/bin/env bash
# Benchmark: `charter lsp` as an editor drives it (scripts/lsp-client.py, pygls): a 2,000-line
# Swift file in a copy of Examples/Demo is opened, then changed 30 times, a character at a time,
# as a person types; each change's time is from didChange sent to its publishDiagnostics
# received (the whole trip: framing, the repository opened afresh, rules resolved, lint,
# diagnostics). Prints the median, 90th percentile and worst, in milliseconds. Target: the
# median under 50 ms. `CHARTER=path` times another build (say a debug one) without building the
# release binary.
set -euo pipefail
if [ -n "${CHARTER:-}" ]; then
  cd "$(dirname "$0")/.."
  charter=$(realpath "$CHARTER")
else
  source "$(dirname "$0")/setup.sh"
fi
scripts/install-test-tools.sh
repo=$(mktemp -d)/demo
trap 'rm -rf "$(dirname "$repo")"' EXIT
cp -R Examples/Demo "$repo"
python3 - "$repo" >"$repo/steps.json" <<'PY'
import json, sys
model = open(sys.argv[1] + "/Sources/App/Model.swift").read()
# 2,000 lines: the demo's model, its findings included, as many times as it takes.
lines = []
copy = 0
while len(lines) < 2000:
    lines += model.replace("class Model", "class Model%d" % copy).splitlines()
    copy += 1
text = "\n".join(lines[:2000]) + "\n"
steps = [{"open": "Sources/App/Large.swift", "text": text}]
for keystroke in range(30):
    text = text + ("// typing" if keystroke == 0 else "x")
    steps.append({"change": "Sources/App/Large.swift", "text": text})
print(json.dumps(steps))
PY
.venv/bin/python scripts/lsp-client.py "$charter" "$repo" <"$repo/steps.json" | python3 -c '
import json, statistics, sys
results = json.load(sys.stdin)
opened = results[0]
changes = sorted(step["ms"] for step in results[1:] if "ms" in step)
print("open: %.1f ms, %d diagnostics" % (opened["ms"], len(opened["diagnostics"])))
print("per keystroke (%d changes): median %.1f ms, p90 %.1f ms, worst %.1f ms" % (
    len(changes), statistics.median(changes), changes[int(len(changes) * 0.9) - 1], changes[-1]))
'
