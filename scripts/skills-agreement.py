#!/usr/bin/env python3
"""Compares Charter's skill verdicts with the reference validator's (skills-ref).

Runs `charter skills validate DIR` and `agentskills validate DIR` on every skill under
../shared/corpus/skills (when present) and Tests/Fixtures/Skills/{Corpus,Invalid}/*, prints a
table of verdicts, and exits 1 when they disagree on a skill not listed in DELIBERATE (the
differences Documentation/Skills.md explains). Usage:

    scripts/skills-agreement.py [--charter PATH] [--agentskills PATH] [--json]
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Folder name -> (charter verdict, reference verdict, why). Keep in step with Documentation/Skills.md.
DELIBERATE = {
    "café": ("fail", "pass", "the spec allows a-z in names; the reference accepts any lowercase letter"),
    "metadata-not-mapping": ("fail", "pass", "the spec says metadata is a map; the reference does not check"),
    "metadata-nested": ("fail", "pass", "metadata values must be strings; the reference turns any value into text"),
    "allowed-tools-list": ("fail", "pass", "the spec says allowed-tools is a string; the reference does not check"),
    "license-list": ("fail", "pass", "license is a string; the reference does not check"),
}


def skill_folders():
    folders = []
    corpus = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "skills"))
    for base in [corpus, os.path.join(ROOT, "Tests/Fixtures/Skills/Corpus"),
                 os.path.join(ROOT, "Tests/Fixtures/Skills/Invalid")]:
        if os.path.isdir(base):
            folders += [os.path.join(base, name) for name in sorted(os.listdir(base))
                        if os.path.isdir(os.path.join(base, name))]
    return folders


def verdict(command):
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return "pass" if result.returncode == 0 else "fail"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--charter", default=os.path.join(ROOT, ".build/debug/charter"))
    parser.add_argument("--agentskills", default=os.path.join(ROOT, ".venv/bin/agentskills"))
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args()
    for tool in (args.charter, args.agentskills):
        if not os.access(tool, os.X_OK):
            sys.exit(f"error: {tool} is missing; build Charter and run scripts/install-test-tools.sh")
    rows = []
    for folder in skill_folders():
        name = os.path.basename(folder)
        ours = verdict([args.charter, "skills", "validate", "-C", ROOT, folder])
        theirs = verdict([args.agentskills, "validate", folder])
        expected = DELIBERATE.get(name)
        if ours == theirs:
            status = "agree" if expected is None else "UNEXPECTED AGREEMENT"
        elif expected is not None and expected[:2] == (ours, theirs):
            status = "deliberate"
        else:
            status = "DISAGREE"
        rows.append({"skill": os.path.relpath(folder, ROOT), "charter": ours, "reference": theirs,
                     "status": status})
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        width = max(len(row["skill"]) for row in rows)
        print(f"{'skill':<{width}}  charter  reference  status")
        for row in rows:
            print(f"{row['skill']:<{width}}  {row['charter']:<7}  {row['reference']:<9}  {row['status']}")
        counts = {}
        for row in rows:
            counts[row["status"]] = counts.get(row["status"], 0) + 1
        print(", ".join(f"{count} {status}" for status, count in sorted(counts.items())))
    bad = [row for row in rows if row["status"] not in ("agree", "deliberate")]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
