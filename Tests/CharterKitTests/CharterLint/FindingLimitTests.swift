import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterSupport

/// ``LintOptions/findingLimit``: a file reports at most that many findings, whichever checks
/// find them, with a `too-many-findings` warning; under the limit nothing changes.
@Suite struct FindingLimitTests {
  static let checks = """
    - id: ws
      trailing-whitespace: true
    - id: len
      max-line-length: 3
    - id: no-print
      ban: "print("
    """

  static func run(_ source: String, limit: Int) throws -> (findings: [Finding], skipped: Diagnostic?) {
    let rules = try CheckHarness(checkYAML: checks).compiled()
    let result = Linter.findingsReportingSkips(
      in: Array(source.utf8), path: "A.swift", rules: rules, settings: .swift5, findingLimit: limit)
    return (result.findings, result.skipped.first)
  }

  @Test(arguments: ["print(1) \n", "a \n", "abcdef\n"])
  func eachCheckStopsAtTheLimit(line: String) throws {
    let (findings, skipped) = try Self.run(String(repeating: line, count: 50), limit: 7)
    #expect(findings.count == 7)
    #expect(skipped?.code == "too-many-findings")
    #expect(skipped?.severity == .warning)
    #expect(skipped?.message.contains("only the first 7 are reported") == true)
  }

  @Test func underTheLimitEveryFindingIsReported() throws {
    let source = "print(1) \n"
    let all = try Self.run(source, limit: .max)
    let limited = try Self.run(source, limit: all.findings.count)
    #expect(all.findings.count == 3)
    #expect(all.skipped == nil)
    #expect(limited.findings == all.findings)
    #expect(limited.skipped?.code == "too-many-findings", "reaching the limit exactly says so")
  }
}
