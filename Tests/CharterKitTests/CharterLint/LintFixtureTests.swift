import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports

/// The fixture repository `Tests/Fixtures/LintRepo`, made a git repository in a scratch
/// folder, linted, and rendered in every format; each output must equal its golden file in
/// `Tests/Fixtures/LintRepo.expected/`. `scripts/update-goldens.sh` rewrites them.
@Suite struct LintFixtureTests {
  static let extensions = [
    "text": "txt", "json": "json", "sarif": "sarif", "junit": "junit.xml", "github": "github.txt",
    "checkstyle": "checkstyle.xml", "markdown": "md", "xcode": "xcode.txt",
  ]

  /// Copies the fixture into a fresh git repository and lints it.
  static func lintFixture() async throws -> (LintReport, TemporaryDirectory) {
    let scratch = try TemporaryDirectory()
    let repo = scratch.url.appendingPathComponent("repo")
    try FileManager.default.copyItem(at: Fixtures.url("LintRepo"), to: repo)
    try FileManager.default.createDirectory(
      at: repo.appendingPathComponent(".git/info"), withIntermediateDirectories: true)
    let project = Project(root: repo, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 2))
    return (report, scratch)
  }

  @Test(arguments: LintReporters.names)
  func reportMatchesGolden(_ format: String) async throws {
    var (report, _) = try await Self.lintFixture()
    // As the command line does: only SARIF shows rule help, with the rule files' examples.
    if format == "sarif" { report.quoteRuleExamples() }
    let reporter = try #require(LintReporters.named(format, useColor: false))
    try assertGolden(reporter.render(report), "LintRepo.expected/report.\(Self.extensions[format]!)")
  }

  @Test func nothingInDecoysOrIgnoredFiles() async throws {
    let (report, _) = try await Self.lintFixture()
    let paths = Set(report.findings.map(\.path))
    #expect(!paths.contains("Sources/App/Old.generated.swift"), "ignored by .gitignore")
    #expect(!paths.contains("build/Output.swift"), "ignored folder")
    #expect(!paths.contains("Vendor/Lib.swift"), "excluded in config")
    #expect(!paths.contains("Sources/App/blob.swift"), "binary")
    let model = report.findings.filter { $0.path == "Sources/App/Model.swift" }
    #expect(
      model.map { "\($0.range.start.line):\($0.range.start.column) \($0.rule)" } == [
        "5:20 no-observable-object", "15:5 main-actor-task", "16:7 no-print",
        "21:34 no-observable-object", "24:1 indentation", "25:6 no-todo",
      ])
  }

  @Test func runsAreDeterministic() async throws {
    let (first, _) = try await Self.lintFixture()
    let (second, _) = try await Self.lintFixture()
    #expect(first == second)
  }
}

@Suite struct LintFixtureSARIFTests {
  /// The SARIF that `charter lint` writes for the fixture repository validates against the
  /// official SARIF 2.1.0 schema.
  @Test func fixtureSARIFIsValid() async throws {
    let (report, scratch) = try await LintFixtureTests.lintFixture()
    let sarif = try #require(LintReporters.named("sarif", useColor: false)).render(report)
    let file = try scratch.write("report.sarif", sarif)
    let result = try SARIFReporterValidationTests.validate([file])
    #expect(result.status == 0, "\(result.errors)")
  }
}
