#!/usr/bin/env bash
# The README's tour, run for real: copies the example repository in Examples/Demo to a scratch
# folder (so that it is a repository of its own, not part of Charter's) and runs each step of
# the tour there, printing `$ charter …` and what it printed. Tests/CharterCLITests/ReadmeTourTests
# runs this script and checks that every console block of the README is what it prints.
set -euo pipefail
cd "$(dirname "$0")/.."
charter=${CHARTER:-.build/debug/charter}
case $charter in /*) ;; *) charter=$PWD/$charter ;; esac
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -R Examples/Demo/. "$scratch"
cd "$scratch"
# No user-global rules: the tour shows what anyone who clones the example sees.
export XDG_CONFIG_HOME="$scratch/.no-user-config"
run() { echo "\$ charter $*"; "$charter" "$@" || true; echo; }

# Check the code against the rules, then one file with structural checks.
run lint
run lint Sources/App/FeedModel.swift
# Prove the rule files' WRONG/RIGHT examples.
run test
# Where the rules for one file come from, and every rule source.
run explain Sources/Legacy/OldModel.swift
run rules
# Write every agent's files; what compose wrote is left out of lint.
run compose --check
run compose
run compose --check
# Adopt the rules on existing code: record today's findings, then see only new ones.
run lint --write-baseline .charter/baseline.json
run lint --baseline .charter/baseline.json
