import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

@Suite struct FixTests {
  /// `--fix` on the fixture repository: every corrected file equals its golden copy in
  /// `Tests/Fixtures/LintRepo.fixed/`, the fixed checks report nothing afterwards, and a second
  /// run changes nothing.
  @Test func fixtureRepositoryIsFixedAsExpected() async throws {
    let (_, scratch) = try await LintFixtureTests.lintFixture()
    let repo = scratch.url.appendingPathComponent("repo")
    let project = Project(root: repo, options: ProjectOptions(useUserRules: false))
    var options = LintOptions(jobs: 2)
    options.fix = .write
    let first = try await Linter(project: project).lint(paths: [], options: options)
    #expect(first.fixes.map(\.path) == ["Scripts/build.sh", "Sources/App/Model.swift", "Sources/App/NoNewline.swift", "Sources/App/Windows.swift"])
    for fix in first.fixes {
      let written = try String(contentsOf: repo.appendingPathComponent(fix.path), encoding: .utf8)
      #expect(written == fix.fixed)
      try assertGolden(written, "LintRepo.fixed/\(fix.path)")
    }
    let fixable: Set<String> = ["indentation", "no-trailing-whitespace", "final-newline"]
    #expect(!first.findings.contains { fixable.contains($0.rule) }, "\(first.findings.filter { fixable.contains($0.rule) })")
    let second = try await Linter(project: project).lint(paths: [], options: options)
    #expect(second.fixes.isEmpty, "--fix is idempotent")
  }

  /// A fix Charter may not write (here into the folder git runs hooks from) is no fix: the
  /// file keeps its findings, the refusal is a diagnostic, and nothing counts as corrected.
  @Test func anUnwritableFixKeepsItsFindings() async throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".git/config", "[core]\n\thooksPath = hooks\n")
    try scratch.write(".charter/config.yml", "packs: []\n")
    try scratch.write(
      ".charter/rules/i.md", "---\nglobs: [\"**/*.swift\"]\nchecks:\n  - id: ind\n    indentation: {style: spaces, width: 2}\n---\n")
    try scratch.write("hooks/A.swift", "func f() {\n     g()\n}\n")
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    var options = LintOptions(jobs: 1)
    options.fix = .write
    let report = try await Linter(project: project).lint(paths: [], options: options)
    #expect(report.fixes.isEmpty)
    #expect(report.findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" } == ["hooks/A.swift:2 ind"])
    #expect(report.diagnostics.map(\.code) == ["git-hooks"])
    #expect(try String(contentsOf: scratch.url.appendingPathComponent("hooks/A.swift"), encoding: .utf8) == "func f() {\n     g()\n}\n")
  }

  @Test func stringsAndCommentsAreNeverChanged() throws {
    let harness = CheckHarness(
      checkYAML: "- id: ws\n  trailing-whitespace: true\n- id: ind\n  indentation: {style: spaces, width: 2}\n- id: nl\n  final-newline: true")
    let source = "func f() {\n    let s = \"\"\"\n      keep   \n  \t odd\n    \"\"\"\n    // comment with trailing   \n}\n\n\n"
    let rules = try harness.compiled()
    let (fixed, remaining, _) = FixApplier.fixedPoint(Array(source.utf8), Linter.findings(in: Array(source.utf8), path: "A.swift", rules: rules, settings: .swift5).findings) {
      Linter.findings(in: $0, path: "A.swift", rules: rules, settings: .swift5).findings
    }
    let text = String(decoding: fixed, as: UTF8.self)
    #expect(text == "func f() {\n  let s = \"\"\"\n      keep   \n  \t odd\n    \"\"\"\n    // comment with trailing   \n}\n")
    #expect(remaining.map(\.rule) == ["ws"], "the comment's trailing spaces are reported, not removed")
  }

  @Test func preferWithAFixReplacesOnlyCode() throws {
    let harness = CheckHarness(checkYAML: "- id: sleep\n  prefer: \"Task.sleep(for:)\"\n  instead-of: Thread.sleep\n  fix: \"try await Task.sleep\"")
    let source = "Thread.sleep(1) // Thread.sleep\nlet s = \"Thread.sleep\"\n"
    let rules = try harness.compiled()
    let (fixed, _, _) = FixApplier.fixedPoint(Array(source.utf8), Linter.findings(in: Array(source.utf8), path: "A.swift", rules: rules, settings: .swift5).findings) {
      Linter.findings(in: $0, path: "A.swift", rules: rules, settings: .swift5).findings
    }
    #expect(String(decoding: fixed, as: UTF8.self) == "try await Task.sleep(1) // Thread.sleep\nlet s = \"Thread.sleep\"\n")
  }

  @Test func overlappingFixesWaitForTheNextPass() {
    let fixes = [TextFix(range: 2..<6, replacement: "x"), TextFix(range: 4..<8, replacement: "y"), TextFix(range: 0..<1, replacement: "")]
    #expect(FixApplier.nonOverlapping(fixes).map(\.range) == [0..<1, 2..<6])
    #expect(FixApplier.apply(FixApplier.nonOverlapping(fixes), to: Array("abcdefghij".utf8)) == Array("bxghij".utf8))
  }
}
