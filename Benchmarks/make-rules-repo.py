#!/usr/bin/env python3
"""Generates a repository with many rule fragments spread over nested folders, for the
`charter explain` benchmark: N fragments in D directories (default 500 in 100), each fragment
with a few checks, some path-scoped, some overriding or disabling checks from above."""
import os
import sys

def main():
    root = sys.argv[1]
    fragments = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    directories = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    os.makedirs(os.path.join(root, ".git"), exist_ok=True)
    os.makedirs(os.path.join(root, ".charter"), exist_ok=True)
    with open(os.path.join(root, ".charter/config.yml"), "w") as f:
        f.write("packs: [general]\n")
    # Directories form chains ten deep: Module0/Level1/Level2/…
    folders = []
    for d in range(directories):
        chain, depth = divmod(d, 10)
        parts = [f"Module{chain}"] + [f"Level{i}" for i in range(1, depth + 1)]
        folders.append("/".join(parts))
    for n in range(fragments):
        folder = folders[n % directories]
        rules = os.path.join(root, folder, ".charter/rules")
        os.makedirs(rules, exist_ok=True)
        globs = '["**/*.swift"]' if n % 3 == 0 else '["Tests/**"]' if n % 3 == 1 else "[]"
        with open(os.path.join(rules, f"fragment{n}.md"), "w") as f:
            f.write(f"""---
id: fragment{n}
description: Generated fragment {n}
globs: {globs}
severity: warning
disable: [check{max(n - 7, 0)}-b]
checks:
  - id: check{n}-a
    ban: "Forbidden{n}"
  - id: check{n}-b
    prefer: "Preferred{n}"
    instead-of: "Legacy{n}"
  - id: shared-indentation
    indentation: {{style: spaces, width: {2 + n % 3}}}
  - id: check{n}-regex
    ban: 'print\\(\\s*"{n}'
    regex: true
---
# Fragment {n}

- Prefer `Preferred{n}` over `Legacy{n}`.
- Never use `Forbidden{n}`.
""")
    for folder in folders:
        os.makedirs(os.path.join(root, folder), exist_ok=True)
        with open(os.path.join(root, folder, "File.swift"), "w") as f:
            f.write("let value = 1\n")
    print(os.path.join(folders[-1], "File.swift"))

if __name__ == "__main__":
    main()
