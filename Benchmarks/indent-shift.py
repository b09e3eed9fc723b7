#!/usr/bin/env python3
"""Helpers for Benchmarks/indent-oracle.sh --fix.

shift DIR N: in every .swift file under DIR, moves the indentation of one code line in N (not
blank, not a comment, not inside a multi-line string or block comment, by a simple scan) by a
random amount, with a fixed seed; lists the shifted lines in DIR/.shifted.json.
compare FORMATTED FIXED LABEL: counts lines whose leading whitespace differs between the two
trees, and how many of the shifted lines `lint --fix` put back.

Files that tell formatters to leave them alone (`swift-format-ignore-file`, SwiftFormat's
`swiftformat:disable all`) are left out of both: the check leaves them as written, on purpose."""
import json, os, random, sys

IGNORE_FILE = ("swift-format-ignore-file", "swiftformat:disable all")

def swift_files(root):
    for base, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in sorted(files):
            if not name.endswith(".swift"): continue
            path = os.path.join(base, name)
            text = open(path, encoding="utf-8", errors="surrogateescape").read()
            if any(marker in text for marker in IGNORE_FILE): continue
            yield os.path.relpath(path, root)

def code_lines(lines):
    """Indices of lines that are code by a simple scan: outside multi-line strings and block comments."""
    in_string = in_comment = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        was_inside = in_string or in_comment
        if in_comment:
            in_comment = "*/" not in line
        elif line.count('"""') % 2 == 1:
            in_string = not in_string
        elif "/*" in line and "*/" not in line and not in_string:
            in_comment = True
        if was_inside or in_string or in_comment or not stripped or stripped.startswith(("//", "/*", '"""', "*")):
            continue
        yield index

def shift(root, every):
    rng = random.Random(14)
    shifted = {}
    for path in sorted(swift_files(root)):
        full = os.path.join(root, path)
        lines = open(full, encoding="utf-8", errors="surrogateescape").read().split("\n")
        moved = []
        for index in code_lines(lines):
            if rng.randrange(every) != 0: continue
            line = lines[index]
            indent = len(line) - len(line.lstrip(" "))
            delta = rng.choice([-4, -3, -2, -1, 1, 2, 3, 4, 6, 8])
            new = max(0, indent + delta)
            if new == indent: continue
            lines[index] = " " * new + line.lstrip(" ")
            moved.append(index)
        if moved:
            shifted[path] = moved
            open(full, "w", encoding="utf-8", errors="surrogateescape").write("\n".join(lines))
    json.dump(shifted, open(os.path.join(root, ".shifted.json"), "w"))
    print(sum(len(v) for v in shifted.values()), "lines shifted")

def indent(line):
    return line[: len(line) - len(line.lstrip(" \t"))]

def compare(formatted, fixed, label):
    shifted = json.load(open(os.path.join(fixed, ".shifted.json")))
    total = differing = moved = restored = 0
    for path in swift_files(formatted):
        a = open(os.path.join(formatted, path), encoding="utf-8", errors="surrogateescape").read().split("\n")
        b = open(os.path.join(fixed, path), encoding="utf-8", errors="surrogateescape").read().split("\n")
        total += len(a)
        wrong = {i for i, (x, y) in enumerate(zip(a, b)) if indent(x) != indent(y)}
        differing += len(wrong)
        for i in shifted.get(path, []):
            moved += 1
            restored += i not in wrong
    print(f"{label}: {total:,} lines, {moved:,} shifted, {restored:,} put back ({restored * 100 / max(moved, 1):.1f}%); "
          f"{differing:,} lines differ from the formatter ({differing * 100 / max(total, 1):.2f}%)")

if __name__ == "__main__":
    if sys.argv[1] == "shift": shift(sys.argv[2], int(sys.argv[3]))
    else: compare(sys.argv[2], sys.argv[3], sys.argv[4])
