import Testing

@testable import CharterKit

/// The baseline file read with `Codable`: what ``Baseline/json`` writes reads back, unknown
/// keys are ignored, and a file that is not a baseline is an error naming it.
@Suite struct BaselineReadingTests {
  @Test func whatIsWrittenReadsBack() throws {
    let findings = CannedLintReport.findings + CannedLintReport.findings.prefix(2)
    let baseline = Baseline(findings: findings)
    #expect(try Baseline(json: Array(baseline.json.utf8), displayPath: "b.json") == baseline)
  }

  @Test func unknownKeysAreIgnoredAndRepeatedKeysAddUp() throws {
    let entry = #"{"path": "a.swift", "rule": "r", "line": "x", "message": "m", "count": 2, "later": true}"#
    let text = #"{"version": 1, "tool": "charter", "extra": [1], "findings": ["# + entry + ", " + entry + "]}"
    let baseline = try Baseline(json: Array(text.utf8), displayPath: "b.json")
    #expect(baseline.counts == [Baseline.Key(path: "a.swift", rule: "r", line: "x", message: "m"): 4])
  }

  @Test(arguments: [
    ("[]", "b.json: not a Charter baseline (version 1)"),
    ("not json", "b.json: not a Charter baseline (version 1)"),
    (#"{"version": 2, "findings": []}"#, "b.json: not a Charter baseline (version 1)"),
    (#"{"version": 1}"#, "b.json: not a Charter baseline (version 1)"),
    (#"{"version": 1, "findings": [3]}"#, "b.json: not a Charter baseline (version 1)"),
    (
      #"{"version": 1, "findings": [{"path": "a", "rule": "r", "line": "", "message": "m", "count": 1}, {"path": "a"}]}"#,
      "b.json: entry 2 needs path, rule, line, message and a positive count"
    ),
    (
      #"{"version": 1, "findings": [{"path": "a", "rule": "r", "line": "", "message": "m", "count": 0}]}"#,
      "b.json: entry 1 needs path, rule, line, message and a positive count"
    ),
    (
      #"{"version": 1, "findings": [{"path": "a", "rule": "r", "line": "", "message": "m", "count": 9223372036854775807}, "#
        + #"{"path": "b", "rule": "r", "line": "", "message": "m", "count": 1}]}"#,
      "b.json: entry 2: the counts add up to more than 9223372036854775807"
    ),
  ])
  func invalidFilesAreErrorsNamingTheFile(_ text: String, _ message: String) {
    #expect(throws: BaselineError.self) { try Baseline(json: Array(text.utf8), displayPath: "b.json") }
    do {
      _ = try Baseline(json: Array(text.utf8), displayPath: "b.json")
    } catch {
      #expect(error.description == message)
    }
  }
}
