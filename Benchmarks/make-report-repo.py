#!/usr/bin/env python3
"""Makes the report benchmark repository: a legacy repository's first run, with at least
100,000 findings. FILES Swift files of LINES lines each; every line has trailing whitespace,
and every other line also uses a banned API, so the run reports 1.5 findings a line.
Usage: make-report-repo.py REPO [FILES] [LINES]"""
import os, subprocess, sys

repo = sys.argv[1]
files = int(sys.argv[2]) if len(sys.argv) > 2 else 400
lines = int(sys.argv[3]) if len(sys.argv) > 3 else 180

def write(path, text):
    path = os.path.join(repo, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)

if not os.path.isdir(os.path.join(repo, ".git")):
    os.makedirs(repo, exist_ok=True)
    subprocess.run(["git", "init", "-q", repo], check=True)
write(".charter/config.yml", "packs: []\n")
write(".charter/rules/legacy.md",
      "---\nglobs: [\"**/*.swift\"]\nchecks:\n"
      "  - id: no-trailing-whitespace\n    trailing-whitespace: true\n"
      "  - id: no-print\n    ban: \"print(\"\n    message: Use the logger instead of print\n"
      "---\n# Legacy rules\n")
for f in range(files):
    body = []
    for n in range(lines):
        if n % 2 == 0:
            body.append(f"    print(\"file {f} line {n}\")  ")
        else:
            body.append(f"    let value{n} = {n} ")
    write(f"Sources/Module{f % 20}/File{f}.swift", "func f{}() {{\n{}\n}}\n".format(f, "\n".join(body)))
