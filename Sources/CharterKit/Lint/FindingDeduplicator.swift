/// One finding per violation: when several checks in force report the same place, the report
/// keeps the finding of the highest-precedence layer and names the others in
/// ``Finding/alsoReportedBy``.
///
/// Two findings report the same violation when they start at the same place in the file and
/// come from checks of the same family: text patterns and structural checks (a pack's
/// `ObservableObject` check and an AGENTS.md bullet about `ObservableObject`), or two checks
/// of the same layout kind (indentation, line length), declared in different rule files (a
/// file's own checks are its author's to reconcile). Precedence: a repository's (or the
/// user's) declared check, then a check extracted from prose, then a built-in pack's; between
/// two of the same kind, the rule file of higher precedence (``ResolvedRules/sources``).
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
    for check in checks {
      let kind = check.source.path.hasPrefix(BuiltinPacks.pathPrefix) ? 0 : check.declaration.isExtracted ? 1 : 2
      let layer = sources.firstIndex(of: check.source.path) ?? -1
      info[check.id] = Info(rank: [kind, layer], family: Self.family(of: check.declaration.kind), file: check.source.path)
    }
    self.info = info
  }

  private static func family(of kind: CheckKind) -> Int {
    switch kind {
    case .ban, .prefer, .swift: 0
    case .indentation: 1
    case .maxLineLength: 2
    case .trailingWhitespace: 3
    case .finalNewline: 4
    }
  }

  private struct Key: Hashable {
    var line: Int
    var column: Int
    var family: Int
  }

  /// `findings` (of one file) with one finding per violation, in their original order.
  func apply(_ findings: [Finding]) -> [Finding] {
    guard findings.count > 1 else { return findings }
    var groups: [Key: [Int]] = [:]
    for (index, finding) in findings.enumerated() {
      guard let info = info[finding.rule] else { continue }
      groups[Key(line: finding.range.start.line, column: finding.range.start.column, family: info.family), default: []]
        .append(index)
    }
    var dropped: Set<Int> = []
    var kept = findings
    for indexes in groups.values where Set(indexes.compactMap { info[findings[$0].rule]?.file }).count > 1 {
      let best = indexes.min { a, b in
        let (rankA, rankB) = (info[findings[a].rule]?.rank ?? [], info[findings[b].rule]?.rank ?? [])
        return rankA != rankB ? rankA.lexicographicallyPrecedes(rankB) == false : findings[a].rule < findings[b].rule
      }!
      let others = Set(indexes.map { findings[$0].rule }).subtracting([findings[best].rule])
      kept[best].alsoReportedBy = others.sorted()
      dropped.formUnion(indexes.filter { findings[$0].rule != findings[best].rule })
    }
    return kept.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
  }
}
