import CharterTestSupport
import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

@Suite struct WidthSurveyTests {
  /// Thirty functions indented by two spaces a level.
  static let twoSpaceFile = (1...30).map { "func f\($0)() {\n  if true {\n    g()\n  }\n}\n" }.joined()

  /// A file that overwhelmingly uses another width gets one finding saying so; a few odd
  /// lines are still reported one by one.
  @Test func oneFindingForAFileThatUsesAnotherWidth() throws {
    let harness = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 4}")
    let found = try harness.findings(Self.twoSpaceFile)
    #expect(found.count == 1)
    #expect(
      found.first?.message.hasPrefix("declared 4-space indentation (from rules.md:3), but 60 of 60 indented lines in Example.swift use 2")
        == true, "\(found.map(\.message))")
    #expect(try harness.findings("func f() {\n  g()\n}\n").count == 1)
  }

  /// Across a folder, one finding in all.
  @Test func oneFindingPerFolder() async throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    try scratch.write(".charter/config.yml", "packs: []\n")
    try scratch.write(".swiftformat", "--indent 4\n")
    try scratch.write(HeldOutOffChecks.rulePath, HeldOutOffChecks.ruleText)
    for name in ["A", "B", "C"] { try scratch.write("Sources/\(name).swift", Self.twoSpaceFile) }
    try scratch.write("Tests/T.swift", Self.twoSpaceFile)
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 2))
    #expect(report.findings.map(\.path) == ["Sources/A.swift", "Tests/T.swift"])
    #expect(
      report.findings.first?.message
        == "declared 4-space indentation (from .swiftformat:1), but 100% of indented lines in Sources/ (3 files) use 2: their depth is not checked line by line"
    )
  }

  /// A folder's files merge by the counts their findings carry: rewording the per-file message
  /// changes nothing.
  @Test func foldersMergeByTheCountsNotTheMessage() {
    let source = SourceReference(path: ".swiftformat", line: 1)
    let start = SourcePosition(line: 1, column: 1)
    let findings = ["Sources/B.swift", "Sources/A.swift", "Other/C.swift"].enumerated().map { index, path in
      var finding = WidthSurvey.finding(
        WidthSurvey.Tally(declared: 4, source: source, used: 2, lines: 10 * (index + 1), total: 40),
        at: Finding(
          path: path, range: SourceRange(start: start, end: start), rule: "indentation", severity: .warning, message: ""))
      finding.message = "reworded"
      return finding
    }
    let merged = WidthSurvey.summarised(findings)
    #expect(merged.map(\.path) == ["Sources/A.swift", "Other/C.swift"])
    #expect(
      merged.first?.message
        == "declared 4-space indentation (from .swiftformat:1), but 37% of indented lines in Sources/ (2 files) use 2: their depth is not checked line by line"
    )
    #expect(merged.allSatisfy { $0.widthSurvey == nil })
  }
}
