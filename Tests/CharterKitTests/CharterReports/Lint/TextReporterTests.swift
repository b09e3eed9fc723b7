import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterReports

/// The text reporter's quoted line and caret, and its summary line.
@Suite struct TextReporterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var line: String
    var start: (Int, Int)
    var end: (Int, Int)
    var caret: String
    var testDescription: String { "\(line.debugDescription) \(start)–\(end)" }
  }

  static let cases: [Case] = [
    Case(line: "let x = 1", start: (1, 5), end: (1, 6), caret: "    ^"),
    Case(line: "let x = 1", start: (1, 1), end: (1, 4), caret: "^~~"),
    Case(line: "let x = 1", start: (1, 5), end: (1, 5), caret: "    ^"),
    Case(line: "let x = 1", start: (1, 9), end: (1, 30), caret: "        ^"),
    Case(line: "let x = 1", start: (1, 10), end: (1, 10), caret: "         ^"),
    Case(line: "let x = {", start: (1, 9), end: (3, 2), caret: "        ^"),
    Case(line: "let x = {", start: (1, 5), end: (3, 2), caret: "    ^~~~~"),
    Case(line: "\t\tfoo()", start: (1, 3), end: (1, 6), caret: "\t\t^~~"),
    Case(line: "let é = \"日本\"", start: (1, 10), end: (1, 12), caret: "         ^~"),
  ]

  @Test(arguments: cases)
  func caret(_ testCase: Case) {
    let finding = CannedLintReport.finding(
      "a.swift", testCase.start, testCase.end, "rule", .warning, "message", testCase.line)
    let lines = TextReporter().render(LintReport(findings: [finding], filesChecked: 1))
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == testCase.line[...])
    #expect(lines[2] == testCase.caret[...])
  }

  @Test func unknownLineIsNotQuoted() {
    let finding = CannedLintReport.finding("a.swift", (2, 1), (2, 1), "rule", .info, "message", "")
    let output = TextReporter().render(LintReport(findings: [finding], filesChecked: 1))
    #expect(output == "a.swift:2:1: info: message [rule]\n0 errors, 0 warnings, 1 info in 1 file\n")
  }

  static let summaries: [(LintReport.Summary, String)] = [
    (.init(files: 0, findings: 0, errors: 0, warnings: 0, infos: 0), "no findings in 0 files"),
    (.init(files: 1, findings: 0, errors: 0, warnings: 0, infos: 0), "no findings in 1 file"),
    (.init(files: 41, findings: 5, errors: 3, warnings: 2, infos: 0), "3 errors, 2 warnings in 41 files"),
    (.init(files: 2, findings: 3, errors: 1, warnings: 1, infos: 1), "1 error, 1 warning, 1 info in 2 files"),
    (.init(files: 2, findings: 2, errors: 0, warnings: 0, infos: 2), "0 errors, 0 warnings, 2 info in 2 files"),
  ]

  @Test(arguments: summaries)
  func summary(_ summary: LintReport.Summary, _ expected: String) {
    #expect(summary.sentence == expected)
  }

  /// More than 20 findings end with the counts per check, most first, and the baseline hint;
  /// 20 or fewer do not, and a run with a baseline gets no hint.
  @Test(arguments: [(20, false, false), (21, true, true), (25, true, true)])
  func breakdownAfterManyFindings(_ count: Int, _ breakdown: Bool, _ hint: Bool) {
    let findings = (1...count).map {
      CannedLintReport.finding("a.swift", ($0, 1), ($0, 2), $0 % 3 == 0 ? "rare" : "common", .warning, "message", "x")
    }
    let output = TextReporter().render(LintReport(findings: findings, filesChecked: 1))
    let common = findings.count { $0.rule == "common" }
    #expect(
      output.contains("findings by check:\n  \(common)  common\n   \(count - common)  rare\n") == breakdown,
      "\(output)")
    #expect(output.contains("hint: to adopt these rules on existing code, record today's findings with `charter lint --write-baseline") == hint)
    #expect(output.hasSuffix("0 errors, \(count) warnings in 1 file\n"))
    var withBaseline = LintReport(findings: findings, filesChecked: 1)
    withBaseline.baseline = .applied(hidden: 4, gone: 0, file: "b.json")
    let baselined = TextReporter().render(withBaseline)
    #expect(!baselined.contains("hint:"))
    #expect(baselined.hasSuffix("0 errors, \(count) warnings in 1 file; 4 more hidden by b.json\n"))
  }

  @Test func colourWrapsSeverityAndPath() {
    let finding = CannedLintReport.finding("a.swift", (1, 1), (1, 2), "rule", .warning, "message", "x")
    let output = TextReporter(useColor: true).render(LintReport(findings: [finding], filesChecked: 1))
    #expect(output.hasPrefix("\u{1B}[1ma.swift\u{1B}[0m:1:1: \u{1B}[1;33mwarning:\u{1B}[0m message [rule]\n"))
    #expect(!TextReporter().render(LintReport(findings: [finding], filesChecked: 1)).contains("\u{1B}"))
  }
}
