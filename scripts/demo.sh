#!/usr/bin/env bash
# Runs Charter on the example repository in Examples/Demo: copies it to a scratch folder (so
# that it is a repository of its own, not part of Charter's), lints it, explains where the rules
# for one file come from, and checks which agent files `charter compose` would write.
set -euo pipefail
cd "$(dirname "$0")/.."
charter=${CHARTER:-.build/debug/charter}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -R Examples/Demo/. "$scratch"
run() { echo "\$ charter $*"; "$charter" "$@" -C "$scratch" --no-user-rules || true; echo; }
run lint
run explain Sources/Legacy/OldModel.swift
run compose --check
