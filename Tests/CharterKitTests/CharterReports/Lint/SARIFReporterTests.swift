import Testing

@testable import CharterKit
@testable import CharterReports

/// SARIF specifics: fingerprints, rule indices, levels.
@Suite struct SARIFReporterTests {
  @Test func fnv1aKnownValues() {
    #expect(LineFingerprint.fnv1a([]) == 0xcbf2_9ce4_8422_2325)
    #expect(LineFingerprint.fnv1a(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    #expect(LineFingerprint.fnv1a(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
  }

  @Test func hashIsStable() {
    // Pinned: changing the hash would re-open every alert in code scanning.
    #expect(LineFingerprint.hash(rule: "no-print", lineText: "  print(\"debug\")") == "0b2a961dcfb013f5")
    #expect(LineFingerprint.hash(rule: "r", lineText: "") == LineFingerprint.hash(rule: "r", lineText: " \t "))
  }

  @Test func hashIgnoresIndentationButNotRuleOrText() {
    let base = LineFingerprint.hash(rule: "no-print", lineText: "print(x)")
    #expect(LineFingerprint.hash(rule: "no-print", lineText: "\t    print(x)  ") == base)
    #expect(LineFingerprint.hash(rule: "no-dump", lineText: "print(x)") != base)
    #expect(LineFingerprint.hash(rule: "no-print", lineText: "print(y)") != base)
    #expect(LineFingerprint.hash(rule: "no-print", lineText: "print( x)") != base)
    #expect(base.count == 16)
  }

  @Test func occurrencesAreCountedPerFile() {
    let findings = [
      CannedLintReport.finding("a.swift", (1, 1), (1, 2), "r", .warning, "m", "same"),
      CannedLintReport.finding("a.swift", (2, 1), (2, 2), "r", .warning, "m", "  same"),
      CannedLintReport.finding("a.swift", (3, 1), (3, 2), "r", .warning, "m", "other"),
      CannedLintReport.finding("b.swift", (1, 1), (1, 2), "r", .warning, "m", "same"),
    ]
    let hash = LineFingerprint.hash(rule: "r", lineText: "same")
    let other = LineFingerprint.hash(rule: "r", lineText: "other")
    #expect(
      LineFingerprint.fingerprints(findings) == ["\(hash):1", "\(hash):2", "\(other):1", "\(hash):1"])
  }

  @Test func levels() {
    #expect(SARIFReporter.level(.error) == "error")
    #expect(SARIFReporter.level(.warning) == "warning")
    #expect(SARIFReporter.level(.info) == "note")
  }

  @Test func everyResultPointsAtItsRule() throws {
    let output = SARIFReporter().render(CannedLintReport.report)
    // Rules are sorted by id; `max-line-length` is described only by its finding.
    let ids = ["indentation", "max-line-length", "no-dispatch-main", "no-observable-object", "no-print", "todo-owner"]
    for (index, id) in ids.enumerated() {
      #expect(output.contains("\"ruleId\": \"\(id)\",\n          \"ruleIndex\": \(index)\n"))
    }
    // The first-declared `indentation` descriptor wins, whichever order the report lists them in.
    #expect(output.contains("indent with 2 spaces"))
    #expect(!output.contains("indent with 4 spaces"))
  }
}
