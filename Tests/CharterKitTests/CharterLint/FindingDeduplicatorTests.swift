import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

/// One finding per violation when two rule files' checks mark the same construct.
@Suite struct FindingDeduplicatorTests {
  /// Two layers whose patterns match one construct from different ends (`DispatchQueue.main.async`
  /// and `main.async`) give one finding, the repository's, naming the other.
  @Test func overlappingSpansOnOneLineAreOneViolation() async throws {
    let report = try await lint(
      line: "DispatchQueue.main.async { run() }\nlet a = main.async\n",
      outer: "main\\\\.async", inner: "DispatchQueue\\\\.main\\\\.async")
    let found = report.findings.map { "\($0.range.start.line):\($0.range.start.column) \($0.rule) \($0.alsoReportedBy)" }
    #expect(found == ["1:1 inner [\"outer\"]", "2:9 outer []"])
  }

  /// Spans side by side on one line stay two findings.
  @Test func separateSpansStayTwoFindings() async throws {
    let report = try await lint(line: "let x = try! load(); force!()\n", outer: "force!", inner: "try!")
    #expect(report.findings.map(\.rule).sorted() == ["inner", "outer"])
  }

  /// `outer` is declared in the root's rule file, `inner` in a subfolder's (higher precedence).
  private func lint(line: String, outer: String, inner: String) async throws -> LintReport {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "packs: []\n")
    try scratch.write(
      ".charter/rules/outer.md",
      "---\nglobs: [\"**/*.swift\"]\nchecks:\n  - id: outer\n    ban: \"\(outer)\"\n    regex: true\n---\n")
    try scratch.write(
      "Sources/.charter/rules/inner.md",
      "---\nglobs: [\"**/*.swift\"]\nchecks:\n  - id: inner\n    ban: \"\(inner)\"\n    regex: true\n---\n")
    try scratch.write("Sources/A.swift", line)
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    return try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 1))
  }
}
