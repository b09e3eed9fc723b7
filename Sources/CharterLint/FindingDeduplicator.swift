import CharterRules

/// One finding per violation: when several checks in force report the same place, the report
/// keeps the finding of the highest-precedence layer and names the others in
/// ``Finding/alsoReportedBy``.
///
/// Two findings report the same violation when they come from checks of the same family,
/// declared in different rule files (a file's own checks are its author's to reconcile), and
/// mark the same place: they start at the same place in the file, or — for text patterns and
/// structural checks — their spans on one line overlap, the same construct matched from two
/// ends (a pack's `DispatchQueue.main.async` and a bullet's `main.async`). The families:
/// patterns and structural checks (a pack's `ObservableObject` check and an AGENTS.md bullet
/// about `ObservableObject`), and each layout kind (``TextCheckKind/checksLayout``: indentation,
/// line length …). Precedence: a repository's (or the user's) declared check, then a check
/// extracted from prose, then a built-in pack's; between two of the same kind, the rule file of
/// higher precedence (``ResolvedRules/sources``).
struct FindingDeduplicator: Sendable {
  private struct Info: Sendable {
    var rank: [Int]
    var family: Int
    var file: String
  }

  private let info: [String: Info]

  /// Prepares for `checks`, whose rule files are `sources`, lowest precedence first.
  init(_ checks: [EffectiveCheck], sources: [String]) {
    var info: [String: Info] = [:]
    // The first place of each source: looking each check's up in the list would cost
    // checks × sources, 10,000² with 10,000 fragments.
    var layers: [String: Int] = [:]
    for (index, source) in sources.enumerated() where layers[source] == nil { layers[source] = index }
    for check in checks {
      let kind = check.source.path.hasPrefix(BuiltinPacks.pathPrefix) ? 0 : check.declaration.isExtracted ? 1 : 2
      let layer = layers[check.source.path] ?? -1
      info[check.id] = Info(rank: [kind, layer], family: Self.family(of: check.declaration.kind), file: check.source.path)
    }
    self.info = info
  }

  /// 0 for patterns and structural checks; for a layout kind (``CheckKind/Name/checksLayout``),
  /// 1 + its place among the kinds.
  private static func family(of kind: CheckKind) -> Int {
    guard kind.name.checksLayout, let index = CheckKind.Name.allCases.firstIndex(of: kind.name) else { return 0 }
    return 1 + index
  }

  private struct Key: Hashable {
    var line: Int
    var family: Int
  }

  /// `findings` (of one file) with one finding per violation, in their original order.
  func apply(_ findings: [Finding]) -> [Finding] {
    guard findings.count > 1 else { return findings }
    var buckets: [Key: [Int]] = [:]
    for (index, finding) in findings.enumerated() {
      guard let info = info[finding.rule] else { continue }
      buckets[Key(line: finding.range.start.line, family: info.family), default: []].append(index)
    }
    var dropped: Set<Int> = []
    var kept = findings
    for (key, bucket) in buckets where bucket.count > 1 {
      for group in Self.sameViolation(bucket, in: findings, overlapCounts: key.family == 0)
      where Set(group.compactMap { info[findings[$0].rule]?.file }).count > 1 {
        let best = group.min { a, b in
          let (rankA, rankB) = (info[findings[a].rule]?.rank ?? [], info[findings[b].rule]?.rank ?? [])
          return rankA != rankB ? rankA.lexicographicallyPrecedes(rankB) == false : findings[a].rule < findings[b].rule
        }!
        let others = Set(group.map { findings[$0].rule }).subtracting([findings[best].rule])
        kept[best].alsoReportedBy = others.sorted()
        dropped.formUnion(group.filter { findings[$0].rule != findings[best].rule })
      }
    }
    return kept.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
  }

  /// The findings of `bucket` (one line, one family) grouped by violation: a group runs on
  /// while the next finding, by start column, starts where the group starts or, when
  /// `overlapCounts`, inside a one-line span of the group.
  private static func sameViolation(_ bucket: [Int], in findings: [Finding], overlapCounts: Bool) -> [[Int]] {
    let sorted = bucket.sorted { findings[$0].range.start.column < findings[$1].range.start.column }
    var groups: [[Int]] = []
    var start = 0
    var reach = 0
    for index in sorted {
      let range = findings[index].range
      let oneLine = range.end.line == range.start.line
      if let last = groups.indices.last,
        range.start.column == start || (overlapCounts && oneLine && range.start.column < reach)
      {
        groups[last].append(index)
      } else {
        groups.append([index])
        start = range.start.column
        reach = start
      }
      if overlapCounts && oneLine { reach = max(reach, range.end.column) }
    }
    return groups
  }
}
