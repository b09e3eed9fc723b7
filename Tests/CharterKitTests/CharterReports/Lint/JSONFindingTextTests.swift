import Testing

@testable import CharterKit
@testable import CharterReports
@testable import CharterSupport

/// The JSON report writes each finding member by member (``JSONReporter/text(of:indent:)``);
/// the bytes are those of the finding's ``JSONReporter/json(_:)`` value as ``JSONValue`` writes it.
@Suite struct JSONFindingTextTests {
  /// Texts that need escaping, or none: quotes, backslashes, controls, DEL, C1 controls,
  /// bidirectional overrides, line separators, non-ASCII letters, empty.
  static let texts = [
    "plain", "", "say \"hi\"", "back\\slash", "tab\there\nnewline", "del\u{7F}", "c1\u{85}", "rtl\u{202E}x",
    "line\u{2028}sep", "Größe 🚀", "{\"key\": [1, 2]}",
  ]

  @Test(arguments: [1, 2, 3, 4])
  func memberByMemberIsWhatTheValueWrites(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let text = { Self.texts.randomElement(using: &random)! }
      let number = { Int.random(in: 0...100_000, using: &random) }
      var finding = Finding(
        path: text() + ".swift",
        range: SourceRange(
          start: SourcePosition(line: number(), column: number()), end: SourcePosition(line: number(), column: number())),
        rule: text(), severity: [Severity.error, .warning, .info].randomElement(using: &random)!, message: text(),
        source: Bool.random(using: &random) ? SourceReference(path: text(), line: number()) : nil, lineText: text())
      if Bool.random(using: &random) { finding.alsoReportedBy = (0..<Int.random(in: 1...3, using: &random)).map { _ in text() } }
      for indent in ["", "    ", "  "] {
        var expected = ""
        JSONReporter.json(finding).write(to: &expected, indent: indent)
        #expect(JSONReporter.text(of: finding, indent: indent) == expected)
      }
    }
  }
}
