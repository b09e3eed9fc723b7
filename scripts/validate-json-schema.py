#!/usr/bin/env python3
"""Validates JSON documents against one of Charter's JSON Schemas (Documentation/schemas/).

Usage: validate-json-schema.py SCHEMA FILE...

The schema is checked against its own meta-schema (draft 2020-12) first. YAML inputs
(.charter/config.yml, fragment front matter) are converted to JSON by the Swift tests, with
libyaml, before they get here, so this needs nothing beyond `jsonschema`, which
scripts/install-test-tools.sh installs into .venv. Exits 0 when every file is valid, 1 when
any is not (each error printed with its JSON path), 2 on a usage problem or an invalid schema.
"""
import json
import pathlib
import sys


def location(error):
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)


def validate(path, validator):
    try:
        document = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as problem:
        print(f"{path}: not readable JSON: {problem}", file=sys.stderr)
        return False
    errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
    for error in errors:
        print(f"{path}: {location(error)}: {error.message}", file=sys.stderr)
    return not errors


def main(arguments):
    if len(arguments) < 2:
        print("usage: validate-json-schema.py SCHEMA FILE...", file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        sys.exit("validate-json-schema: jsonschema is missing; run scripts/install-test-tools.sh")
    schema = json.loads(pathlib.Path(arguments[0]).read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    try:
        cls.check_schema(schema)
    except jsonschema.exceptions.SchemaError as problem:
        print(f"{arguments[0]}: invalid schema: {problem.message}", file=sys.stderr)
        return 2
    validator = cls(schema)
    results = [validate(path, validator) for path in arguments[1:]]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
