#!/usr/bin/env bash
# Rewrites every golden file under Tests/Fixtures, and the generated Documentation/StructuralChecks.md
# and Documentation/TextChecks.md,
# from the current code. Review `git diff` before committing: each changed line must be one a
# person agrees with.
set -euo pipefail
cd "$(dirname "$0")/.."
CHARTER_UPDATE_GOLDENS=1 swift test "$@"
git status --short Tests/Fixtures Documentation
