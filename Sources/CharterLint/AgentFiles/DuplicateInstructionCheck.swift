import CharterRules

/// `agent-file: duplicate-instruction`: an instruction another agent file governing the same
/// code already gives, word for word or reworded only in order and punctuation. Reported at
/// the copy (the file that is not `AGENTS.md`, or the deeper one), naming the original; a file
/// that mostly repeats another is reported once, at its first line. Copies drift apart: keep
/// the instruction in one fragment and let `charter compose` write each agent's file, or point
/// the agent at the original (`@AGENTS.md`, a link to it).
struct DuplicateInstructionCheck: TextCheck {
  let check: EffectiveCheck
  let context: AgentFileContext
  var readsRegions: Bool { false }

  /// From this share of a file's instructions repeated from one other file, the file is a copy.
  static let copyShare = 0.6
  /// A copy needs at least this many repeated instructions.
  static let copyMinimum = 8

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    guard context.isRuleSource(file.path) else { return }
    let index = context.instructions
    // This file as lint reads it (unsaved content too), the others as the index read them.
    guard let indexed = index.sources[file.path], !indexed.isLinked,
      let source = InstructionIndex.source(file.path, text: String(keepingOffsets: file.bytes), context: context),
      !source.units.isEmpty
    else { return }
    var repeats: [(unit: InstructionIndex.Unit, original: InstructionIndex.Source, match: InstructionIndex.Unit)] = []
    for unit in source.units {
      guard let (original, match) = index.original(of: unit, in: source) else { continue }
      repeats.append((unit, original, match))
    }
    guard !repeats.isEmpty else { return }
    var perOriginal: [String: Int] = [:]
    for item in repeats { perOriginal[item.original.path, default: 0] += 1 }
    if let (path, count) = perOriginal.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count >= Self.copyMinimum,
      Double(count) >= Self.copyShare * Double(source.units.count)
    {
      let first = source.units[0]
      findings.append(
        file.finding(
          check, first.range,
          message:
            "repeats \(count) of its \(source.units.count) instructions from \(path): keep them in one place — a fragment `charter "
            + "compose` copies to each agent, or a file that points to \(path)"
        ))
      return
    }
    for item in repeats where !file.isFull(findings) {
      let how = item.unit.exact == item.match.exact ? "" : " (reworded)"
      findings.append(
        file.finding(
          check, item.unit.range,
          message:
            "repeats \(item.original.path):\(item.match.line)\(how): keep the instruction in one fragment that `charter compose` "
            + "copies to each agent, so the copies cannot drift apart"
        ))
    }
  }
}
