#!/usr/bin/env python3
"""Joins `charter lint --format json` reports on clones of real repositories with the committed
judgements and prints precision per check.

    precision.py report JUDGEMENTS REPORTS_DIR     the precision table
    precision.py sample JUDGEMENTS REPORTS_DIR [CHECK] [--clones DIR] [--context N]
                                                   the findings the sampling rule picks, judged or
                                                   not; with --clones, the code around the
                                                   unjudged ones, for a person to judge (printed,
                                                   never written anywhere)
    precision.py repos JUDGEMENTS                  one line per repository: name and commit

PRECISION_SET=tuned (or held-out) in the environment limits every command to that set.

REPORTS_DIR holds one OWNER+NAME.json per repository. The judgements file is tab-separated with
a header line: repository (owner/name), commit, path, line, check, verdict (`right` or `wrong`),
reason; lines starting with `#` are comments, and `# pin OWNER/NAME COMMIT [SET]` names a
repository, the commit it is cloned at and the set it is in: `tuned` (the default; the checks
were changed while looking at its findings) or `held-out` (chosen before the changes, its
findings looked at only to judge them at the end). A judgement applies to the findings of its
check on its line of its file at its commit.

Sampling rule: the findings of one check in one set, over every repository of the set, ordered
by the SHA-1 of `repository<TAB>path<TAB>line<TAB>check`; the first SAMPLE_SIZE are judged, and
precision is the share of right ones among them. Dropping findings (a check made more precise)
keeps the others' places, so a judged sample stays judged and only the places freed need
judging. `sample [CHECK] --set held-out` lists one set's sample. Standard library only.
"""

import csv
import hashlib
import json
import os
import sys
from collections import defaultdict

SAMPLE_SIZE = 25
VERDICTS = ("right", "wrong")
SETS = ("tuned", "held-out")


def load_judgements(path):
    """The judgements by finding key, the pinned commit of each repository, and its set."""
    judgements = {}
    commits = {}
    sets = {}
    with open(path, newline="", encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, line in enumerate(lines, start=1):
        if line.startswith("# pin "):
            fields = line[len("# pin "):].split()
            if len(fields) not in (2, 3) or (len(fields) == 3 and fields[2] not in SETS):
                sys.exit(f"{path}:{number}: a pin is '# pin OWNER/NAME COMMIT [tuned|held-out]'")
            repo, commit = fields[0], fields[1]
            commits[repo] = commit
            sets[repo] = fields[2] if len(fields) == 3 else "tuned"
    numbered = [(number, line) for number, line in enumerate(lines, start=1) if line and not line.startswith("#")]
    rows = csv.DictReader([line for _, line in numbered], delimiter="\t")
    for (number, _), row in zip(numbered[1:], rows):
        repo, commit = row["repository"], row["commit"]
        if commits.setdefault(repo, commit) != commit:
            sys.exit(f"{path}:{number}: {repo} is judged at two commits ({commits[repo]} and {commit})")
        if row["verdict"] not in VERDICTS:
            sys.exit(f"{path}:{number}: verdict must be right or wrong, not {row['verdict']!r}")
        key = (repo, row["path"], int(row["line"]), row["check"])
        if key in judgements:
            sys.exit(f"{path}:{number}: {key} is judged twice")
        judgements[key] = (row["verdict"], row["reason"])
    for repo in commits:
        sets.setdefault(repo, "tuned")
    return judgements, commits, sets


def report_name(repo):
    """The file name of a repository's report and clone: `OWNER+NAME` (two apps may both be
    called `iOS`)."""
    return repo.replace("/", "+")


def load_findings(reports_dir, commits):
    """Every finding of every repository's report, keyed like the judgements."""
    findings = defaultdict(list)
    for repo in commits:
        report = os.path.join(reports_dir, report_name(repo) + ".json")
        if not os.path.exists(report):
            sys.exit(f"no report for {repo}: {report}")
        with open(report, encoding="utf-8") as handle:
            for finding in json.load(handle)["findings"]:
                key = (repo, finding["path"], finding["line"], finding["rule"])
                findings[finding["rule"]].append((key, finding))
    return findings


def sample_key(key):
    repo, path, line, check = key
    return hashlib.sha1(f"{repo}\t{path}\t{line}\t{check}".encode()).hexdigest()


def sample(entries):
    """The distinct finding keys of one check in sampling order, the sample first."""
    keys = sorted({key for key, _ in entries}, key=sample_key)
    return keys[:SAMPLE_SIZE]


def source_kind(finding):
    path = finding.get("source", {}).get("path", "")
    return "pack" if path.startswith("charter:") else path


def report(judgements, sets, findings):
    """Per check and set: findings, the sample's judged findings and how many are right,
    precision over them; then every judged finding still reported (in a sample or not) with its
    right ones, and where the check comes from (a built-in pack, or the repository file it was
    read from). Tuned and held-out figures side by side."""
    header = "".join(f"  {name + ': found':>17} {'right/judged':>12} {'precision':>9}" for name in SETS)
    print(f"{'check':32}{header}  {'all judged':>10}  source")
    unjudged_total = 0
    for check in sorted(findings):
        entries = findings[check]
        keys = {key for key, _ in entries}
        row = ""
        for name in SETS:
            in_set = [(key, finding) for key, finding in entries if sets[key[0]] == name]
            in_sample = sample(in_set)
            judged = [judgements[key][0] for key in in_sample if key in judgements]
            right = judged.count("right")
            unjudged_total += len(in_sample) - len(judged)
            precision = f"{100 * right / len(judged):.1f}%" if judged else "-"
            row += f"  {len(in_set):>17} {f'{right}/{len(judged)}':>12} {precision:>9}"
        everything = [judgements[key][0] for key in keys if key in judgements]
        sources = sorted({source_kind(finding) for _, finding in entries})
        also = f"{everything.count('right')}/{len(everything)}"
        print(f"{check:32}{row}  {also:>10}  {', '.join(sources)}")
    reported = {k for entries in findings.values() for k, _ in entries}
    gone = [key for key in judgements if key not in reported]
    by_check = defaultdict(lambda: [0, 0])
    for key in gone:
        by_check[(key[3], sets.get(key[0], "tuned"))][0 if judgements[key][0] == "right" else 1] += 1
    if by_check:
        print("\njudged findings no longer reported (right, wrong):")
        for check, name in sorted(by_check):
            print(f"  {check:30} {name:9} {by_check[(check, name)][0]:4} {by_check[(check, name)][1]:4}")
    if unjudged_total:
        print(f"\n{unjudged_total} sampled findings have no judgement: precision.py sample lists them")


def show_sample(judgements, sets, findings, only, clones, context, chosen):
    for check in sorted(findings):
        if only and check != only:
            continue
        by_key = {}
        for key, finding in findings[check]:
            by_key.setdefault(key, finding)
        in_sets = [(key, finding) for key, finding in findings[check] if chosen is None or sets[key[0]] == chosen]
        for key in sample(in_sets):
            repo, path, line, _ = key
            finding = by_key[key]
            verdict = judgements.get(key, ("UNJUDGED", ""))
            print(f"{repo}\t{path}\t{line}\t{check}\t{verdict[0]}\t{verdict[1]}")
            if clones and key not in judgements:
                print(f"    {finding['message']}")
                file = os.path.join(clones, report_name(repo), path)
                try:
                    with open(file, encoding="utf-8", errors="replace") as handle:
                        lines = handle.read().split("\n")
                except OSError as error:
                    print(f"    ({error})")
                    continue
                for number in range(max(1, line - context), min(len(lines), line + context) + 1):
                    mark = ">" if number == line else " "
                    print(f"  {mark}{number:5} {lines[number - 1]}")
                print()


def main(argv):
    if len(argv) < 3 or argv[1] not in ("report", "sample", "repos"):
        sys.exit(__doc__)
    judgements, commits, sets = load_judgements(argv[2])
    only_set = os.environ.get("PRECISION_SET")
    if only_set:
        if only_set not in SETS:
            sys.exit(f"PRECISION_SET takes one of {', '.join(SETS)}")
        commits = {repo: commit for repo, commit in commits.items() if sets[repo] == only_set}
    if argv[1] == "repos":
        for repo, commit in commits.items():
            print(repo, commit)
        return
    findings = load_findings(argv[3], commits)
    if argv[1] == "report":
        report(judgements, sets, findings)
        return
    rest = argv[4:]
    clones = None
    context = 8
    only = None
    chosen = None
    while rest:
        head = rest.pop(0)
        if head == "--clones":
            clones = rest.pop(0)
        elif head == "--context":
            context = int(rest.pop(0))
        elif head == "--set":
            chosen = rest.pop(0)
            if chosen not in SETS:
                sys.exit(f"--set takes one of {', '.join(SETS)}")
        else:
            only = head
    show_sample(judgements, sets, findings, only, clones, context, chosen)


if __name__ == "__main__":
    main(sys.argv)
