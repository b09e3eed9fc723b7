#!/usr/bin/env python3
"""Makes the lint benchmark repository: a copy of the corpus as a git repository with Charter
rules (indentation 4 at the root, 2 in swift-syntax, and 20 ban/prefer patterns), and the
equivalent rules for ripgrep, ast-grep, Semgrep and swift-format under .bench/."""
import os, shutil, subprocess, sys

corpus, repo = sys.argv[1], sys.argv[2]
if not os.path.isdir(os.path.join(repo, ".git")):
    shutil.rmtree(repo, ignore_errors=True)
    shutil.copytree(corpus, repo)
    subprocess.run(["git", "init", "-q", repo], check=True)

# (charter literal or regex, is_regex, ripgrep regex, ast-grep rule body, id)
LITERALS = [
    "ObservableObject", "DispatchQueue.main.async", "NSLock", "DispatchSemaphore", "Thread.sleep",
    "UIApplication.shared", "fatalError", "NotificationCenter.default", "UserDefaults.standard",
    "DispatchQueue.global", "URLSession.shared", "preconditionFailure", "CFAbsoluteTimeGetCurrent",
    "NSRecursiveLock", "objc_sync_enter",
]
REGEXES = [
    (r"\bprint\(", "pattern: print($$$A)"),
    (r"\btry!", "pattern: try! $E"),
    (r"\bas!\s", "pattern: $E as! $T"),
    (r"\.sink\s*\{", "pattern: $A.sink { $$$B }"),
    (r"@Published\s+var", "kind: attribute\n  regex: '^@Published'"),
]

def write(path, text):
    path = os.path.join(repo, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)

checks = ["  - id: indentation\n    indentation: {style: spaces, width: 4}\n"]
for i, literal in enumerate(LITERALS):
    if i % 3 == 0:
        checks.append(f"  - id: prefer-{i}\n    prefer: \"a modern API\"\n    instead-of: \"{literal}\"\n")
    else:
        checks.append(f"  - id: ban-{i}\n    ban: \"{literal}\"\n")
for i, (regex, _) in enumerate(REGEXES):
    checks.append(f"  - id: regex-{i}\n    ban: '{regex}'\n    regex: true\n")
write(".charter/config.yml", "packs: []\n")
write(".charter/rules/bench.md", "---\nglobs: [\"**/*.swift\"]\nchecks:\n" + "".join(checks) + "---\n# Benchmark rules\n")
write("swift-syntax/.charter/rules/indent.md",
      "---\nchecks:\n  - id: indentation\n    indentation: {style: spaces, width: 2}\n---\n")

import re
rg = [re.escape(l) for l in LITERALS] + [r for r, _ in REGEXES]
write(".bench/rg-patterns.txt", "\n".join(rg) + "\n")

write(".bench/sgconfig.yml", "ruleDirs: [sg-rules]\n")
for i, literal in enumerate(LITERALS):
    write(f".bench/sg-rules/l{i}.yml", f"id: l{i}\nlanguage: swift\nseverity: warning\nrule:\n  pattern: {literal}\n")
for i, (_, rule) in enumerate(REGEXES):
    write(f".bench/sg-rules/r{i}.yml", f"id: r{i}\nlanguage: swift\nseverity: warning\nrule:\n  {rule}\n")

semgrep = ["rules:"]
for i, pattern in enumerate(rg):
    semgrep.append(f"  - id: p{i}\n    languages: [swift]\n    severity: WARNING\n    message: banned\n    pattern-regex: '{pattern}'")
write(".bench/semgrep.yml", "\n".join(semgrep) + "\n")
write(".bench/swift-format.json", '{"version": 1, "indentation": {"spaces": 4}, "rules": {}}\n')
