"""Generates the growth benchmark's inputs at size n and 2n, times charter on each, and prints
the ratio. Called by growth-bench.sh with a scratch folder and a divisor for the sizes."""
import os
import resource
import subprocess
import sys
import time

work, scale = sys.argv[1], int(sys.argv[2])
charter = os.environ["CHARTER"]
runs = int(os.environ.get("RUNS", "3"))


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(text)


def repository(name):
    root = os.path.join(work, name)
    os.makedirs(os.path.join(root, ".charter"), exist_ok=True)
    write(os.path.join(root, ".charter/config.yml"), "packs: []\n")
    write(os.path.join(root, "a.swift"), "let token1 = 1\nfunc f() {\n  print(token2)\n}\n")
    return root


def fragment(root, path, checks="", body=""):
    front = "---\nid: %s\n" % os.path.basename(path)[:-3]
    if checks:
        front += "checks:\n" + checks
    write(os.path.join(root, path), front + "---\n# Rules\n\n" + body)


def bullets(root, n):
    lines = "".join("- Never use `token%d`.\n" % i for i in range(n))
    fragment(root, ".charter/rules/prose.md", body=lines)
    return ["rules", "--no-user-rules"]


def fragments(root, n):
    for i in range(n):
        folder = "Sources/M%d" % (i // 10)
        fragment(root, "%s/.charter/rules/f%d.md" % (folder, i), checks='  - id: c%d\n    ban: "token%d"\n' % (i, i))
        if i % 10 == 0:
            write(os.path.join(root, folder, "File.swift"), "let token%d = 1\n" % i)
    return ["lint", "--no-cache", "--no-user-rules", "--format", "json"]


def nested(root, n):
    lines = []
    for i in range(n):
        depth = i % 40
        lines.append("  " * depth + "- item %d\n" % i)
    fragment(root, ".charter/rules/nested.md", body="".join(lines))
    return ["rules", "--no-user-rules"]


def nested_test(root, n):
    nested(root, n)
    return ["test"]


def table(root, rows):
    columns = 200
    header = "|" + "|".join("c%d" % c for c in range(columns)) + "|\n"
    rule = "|" + "|".join("---" for _ in range(columns)) + "|\n"
    body = "".join("|" + "|".join("r%dc%d" % (r, c) for c in range(columns)) + "|\n" for r in range(rows))
    fragment(root, ".charter/rules/table.md", body=header + rule + body)
    return ["rules", "--no-user-rules"]


def checks(root, n):
    # `token5_` occurs only in its own check's line (`token5` would also be in `token50`'s, and
    # the number of findings would grow faster than the number of checks).
    text = "".join('  - id: c%d\n    ban: "token%d_"\n' % (i, i) for i in range(n))
    fragment(root, ".charter/rules/many.md", checks=text)
    return ["lint", "--no-cache", "--no-user-rules", "--format", "json"]


def timed(root, arguments):
    """The best CPU time (user + system) of `runs` runs: unlike the wall-clock time, it does not
    grow when other processes share the machine."""
    best = None
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        result = subprocess.run([charter] + arguments, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        elapsed = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if result.returncode not in (0, 1):
            sys.exit("%s failed (%d) in %s: %s" % (" ".join(arguments), result.returncode, root,
                                                   result.stderr.decode()[:500]))
        best = elapsed if best is None else min(best, elapsed)
    return best


cases = [
    ("prose bullets (rules)", bullets, 20_000),
    ("fragments, 10 a folder (lint)", fragments, 2_000),
    ("nested list items (rules)", nested, 100_000),
    ("nested list items (test)", nested_test, 100_000),
    ("table rows x 200 columns (rules)", table, 5_000),
    ("checks in one fragment (lint)", checks, 100_000),
]
print("| input | n | CPU time(n) | CPU time(2n) | ratio |")
print("|---|---|---|---|---|")
worst = 0.0
only = os.environ.get("GROWTH_CASES")  # comma-separated words; a case runs when its name has one
for name, make, size in cases:
    if only and not any(word in name for word in only.split(",")):
        continue
    n = max(size // scale, 1)
    times = []
    for factor in (1, 2):
        root = repository("%s-%d" % (make.__name__, n * factor))
        arguments = make(root, n * factor)
        times.append(timed(root, arguments))
    ratio = times[1] / times[0]
    worst = max(worst, ratio)
    print("| %s | %d | %.3f s | %.3f s | %.2f |" % (name, n, times[0], times[1], ratio), flush=True)
print("worst ratio per doubling: %.2f (target <= 2.2)" % worst)
