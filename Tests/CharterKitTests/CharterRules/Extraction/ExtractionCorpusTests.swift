import Testing

@testable import CharterKit
@testable import CharterRules

/// Precision and recall of extraction on ``ExtractionCorpus``: an extracted check counts as
/// right when a labelled check of its bullet has the same summary and scope. The targets are
/// those of the precision policy: precision at least 95%, recall at least 80%.
@Suite struct ExtractionCorpusTests {
  /// The checks one entry gives, as `summary | scope`.
  static func extracted(_ entry: ExtractionCorpus.Entry) -> [String] {
    let heading = entry.heading.isEmpty ? "" : "## \(entry.heading)\n\n"
    let template = RuleFile(path: "AGENTS.md", origin: .agents, baseDirectory: "")
    guard let file = RuleFileParser.parse("# Rules\n\n\(heading)- \(entry.bullet)\n", as: template).file else { return [] }
    return file.checks.map { "\($0.kind.summary) | \($0.paths.summary ?? "all files")" }
      + file.enabledByProse.map { "enables \($0.value)" }
  }

  @Test func precisionAndRecallMeetTheTargets() {
    var truePositives = 0
    var extractedCount = 0
    var expectedCount = 0
    var misses: [String] = []
    for entry in ExtractionCorpus.entries {
      let found = Self.extracted(entry)
      extractedCount += found.count
      expectedCount += entry.expected.count
      let right = found.filter(entry.expected.contains)
      truePositives += right.count
      for wrong in found where !entry.expected.contains(wrong) { misses.append("extra: \(entry.bullet) → \(wrong)") }
      for missed in entry.expected where !found.contains(missed) { misses.append("missed: \(entry.bullet) → \(missed)") }
    }
    let precision = extractedCount == 0 ? 1 : Double(truePositives) / Double(extractedCount)
    let recall = expectedCount == 0 ? 1 : Double(truePositives) / Double(expectedCount)
    print(
      "extraction corpus: \(ExtractionCorpus.entries.count) bullets, \(expectedCount) labelled checks, "
        + "\(extractedCount) extracted, precision \(percent(precision)), recall \(percent(recall))")
    for miss in misses { print("  \(miss)") }
    #expect(precision >= 0.95, "precision \(percent(precision)): \(misses)")
    #expect(recall >= 0.80, "recall \(percent(recall)): \(misses)")
  }

  private func percent(_ value: Double) -> String { "\(Int((value * 1000).rounded()) / 10).\(Int((value * 1000).rounded()) % 10)%" }
}
