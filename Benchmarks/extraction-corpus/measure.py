#!/usr/bin/env python3
"""Joins `charter rules --format json` of each repository (WORK/OWNER+NAME.json) with labels.tsv.
usage: measure.py LABELS WORK SET [-v]"""
import csv, json, os, re, sys

labels_path, work, which = sys.argv[1], sys.argv[2], sys.argv[3]
verbose = len(sys.argv) > 4 and sys.argv[4] == '-v'
pins = {}
lines = [l for l in open(labels_path) if not l.startswith('# ')]
for l in open(labels_path):
    if l.startswith('# pin '):
        _, _, repo, commit, group = l.split()
        pins[repo] = group
rows = list(csv.DictReader(lines, delimiter='\t', quoting=csv.QUOTE_NONE))
repos = sorted(r for r, g in pins.items() if which in ('all', g))
# A note that says the check would report code the statement does not speak of.
NOT_AS_IS = re.compile(r'hedged|new-code|conditional|descriptive|example|agent-only|only when|when type|migration step|'
                       r'decision tree|benefits|table describing|likely typo|copied|vendored|advice|implicit|specific context|quote')
CHECKABLE = ('check', 'ban', 'prefer', 'indent', 'line-length')

# A label may write a modifier with its dot (`.cornerRadius(`); Charter's word-edge pattern
# (`\bcornerRadius\(`) reports the same calls.
def norm(text): return re.sub(r'[\s`\\]', '', text).lstrip('.').rstrip('(').rstrip(')').rstrip('(')
def labels(row): return [l.strip() for l in row['label'].split(';') if l.strip()]
def as_is(row): return not NOT_AS_IS.search(row['scope_note'] or '')

def matches(label, prediction):
    kind = label.split(':', 1)[0]
    if prediction[0] == 'check': return label == 'check:' + prediction[1]
    if prediction[0] == 'indent': return kind == 'indent' and label.split(':')[-1] in prediction[1]
    if prediction[0] == 'line-length': return kind == 'line-length' and label.split(':')[-1] == prediction[1]
    if prediction[0] in ('ban', 'prefer') and kind in ('ban', 'prefer'):
        return norm(label.split(':', 1)[1].split('|')[-1]) in norm(prediction[1])
    return False

# A check kept to another language's files ("TypeScript files") reports no Swift code: it is
# counted apart, neither right nor wrong, since every labelled repository is a Swift one.
OTHER_LANGUAGE = re.compile(r'\b(TypeScript|JavaScript|Python|Kotlin|Java|Rust|Go|C\+\+|C#|Objective-C|Shell|Ruby)\b')
def other_language(scope): return bool(OTHER_LANGUAGE.search(scope or '')) and 'Swift' not in (scope or '')

right = wrong = elsewhere = 0
found = set()
report = []
for repo in repos:
    path = os.path.join(work, repo.replace('/', '+') + '.json')
    if not os.path.exists(path): continue
    data = json.load(open(path))
    for source in data['sources']:
        if source['path'].startswith('charter:'): continue
        kinds = {c['id']: c for c in source.get('checks', [])}
        for bullet in source.get('conventions', []):
            if not bullet.get('extracted'): continue
            line, check = bullet['line'], bullet['check']
            if bullet.get('enables'): prediction = ('check', check)
            else:
                c = kinds.get(check, {})
                if other_language(c.get('scope')):
                    elsewhere += 1
                    report.append(f"other  {repo} {source['path']}:{line} {c.get('summary')} ({c.get('scope')})")
                    continue
                kind = {'indentation': 'indent', 'max-line-length': 'line-length'}.get(c.get('kind'), c.get('kind'))
                summary = c.get('summary', '')
                prediction = (kind, re.sub(r'\D', '', summary) if kind == 'line-length' else summary)
            near = sorted((r for r in rows if r['repo'] == repo and r['path'] == source['path']
                           and line <= int(r['line']) <= line + 6), key=lambda r: int(r['line']))
            hit = next((r for r in near if any(matches(l, prediction) for l in labels(r))), None)
            if hit is not None and as_is(hit):
                right += 1
                found.add((repo, hit['path'], hit['line']))
                report.append(f"right  {repo} {source['path']}:{line} {prediction[0]} {prediction[1]}")
            else:
                wrong += 1
                why = hit['scope_note'] if hit else (near[0]['label'] if near else 'no label near')
                report.append(f"WRONG  {repo} {source['path']}:{line} {prediction[0]} {prediction[1]}  ({why})")
wanted = [r for r in rows if r['repo'] in repos and as_is(r)
          and any(l.split(':')[0] in CHECKABLE and l != 'check:no-force-unwrap' for l in labels(r))]
hits = [r for r in wanted if (r['repo'], r['path'], r['line']) in found]
total = right + wrong
print(f"{which}: {len(repos)} repositories, {sum(1 for r in rows if r['repo'] in repos)} statements; "
      f"{total} read as checks, {right} right: precision {right / total:.1%}" if total else f"{which}: nothing read",
      f"; recall {len(hits)}/{len(wanted)} = {len(hits) / max(1, len(wanted)):.1%}"
      + (f"; {elsewhere} kept to other languages' files, not counted" if elsewhere else ""))
if verbose:
    print('\n'.join(report))
    for r in wanted:
        if r not in hits: print(f"missed {r['repo']} {r['path']}:{r['line']} {r['label']} ({r['scope_note']})")
