import Foundation
import CharterTestSupport
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports

/// What compose writes is lint-clean and holds no example of its own: its text is checked and
/// its examples tested in the fragment or pack it was copied from.
@Suite struct ComposedOutputLintTests {
  /// Every built-in pack composed into every target, beside a person's `AGENTS.md`.
  @Test func everyPackComposedIntoEveryTargetIsLintCleanAndHoldsNoExample() async throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(
      ".charter/config.yml",
      "targets: [\(AgentFormats.names.joined(separator: ", "))]\npacks: [\(BuiltinPacks.names.joined(separator: ", "))]\n")
    try directory.write(
      ".charter/rules/project.md",
      "---\nid: project\nchecks:\n  - id: no-trailing-whitespace\n    trailing-whitespace: true\n---\n# Project\n\n- Track work in issues.\n")
    try directory.write("AGENTS.md", "# Our guide\n\nWritten by a person.\n")
    try directory.write("Sources/App/Model.swift", "struct Model {\n  var count = 0\n}\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let composer = Composer(project: project)
    let outcome = try composer.apply(try composer.plan())
    let composed = Set(outcome.written)
    #expect(Set(AgentFormats.names).isSubset(of: Set(try composer.plan().items.map(\.target))))
    let agents = try String(contentsOf: directory.url.appendingPathComponent("AGENTS.md"), encoding: .utf8)
    #expect(agents.contains("\n<<<<<<< HEAD\n"), "the general pack's WRONG example is composed")

    let report = try await Linter(project: project).lint(paths: [])
    #expect(report.diagnostics.filter { $0.severity == .error } == [])
    #expect(report.findings.filter { composed.contains($0.path) } == [])
    #expect(report.findings == [])

    let examples = ExampleReport(testing: project.exampleSources([], relativeTo: directory.url))
    #expect(examples.results.filter { composed.contains($0.path) }.map { "\($0.path):\($0.line)" } == [])
    #expect(examples.passed)
  }

  /// A person's text around the managed block is still checked.
  @Test func aPersonsTextAroundTheBlockIsChecked() async throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".charter/config.yml", "targets: [agents]\npacks: [general]\n")
    try directory.write(HeldOutOffChecks.rulePath, HeldOutOffChecks.ruleText)
    try directory.write("AGENTS.md", "# Our guide \n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let composer = Composer(project: project)
    _ = try composer.apply(try composer.plan())
    let url = directory.url.appendingPathComponent("AGENTS.md")
    try (try String(contentsOf: url, encoding: .utf8) + "After the block \n").write(to: url, atomically: true, encoding: .utf8)
    let report = try await Linter(project: project).lint(paths: [])
    let lines = report.findings.filter { $0.path == "AGENTS.md" }.map(\.range.start.line)
    let total = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(lines == [1, total])
  }

  @Test(arguments: [
    ("AGENTS.md", "# Mine\n", nil, GeneratedContent.none),
    ("AGENTS.md", "# Mine\n\n\(GeneratedMarkers.begin)\n- a\n\(GeneratedMarkers.end)\n", nil, .lines(3...5)),
    ("AGENTS.md", "\(GeneratedMarkers.begin)\r\n- a\r\n\(GeneratedMarkers.end)\r\nmine\r\n", nil, .lines(1...3)),
    ("AGENTS.md", "\(GeneratedMarkers.begin)\n- a, never closed\n", nil, .none),
    (".cursor/rules/a.mdc", "---\nglobs: x\n---\n\(GeneratedMarkers.header(source: "a.md"))\n", nil, .wholeFile),
    (".claude/skills/s/scripts/run.sh", "echo hi\n", ComposedOutput.Ownership.wholeFile, .wholeFile),
    ("Sources/A.swift", "// \(GeneratedMarkers.header(source: "a.md"))\n", nil, .none),
  ] as [(String, String, ComposedOutput.Ownership?, GeneratedContent)])
  func generatedContent(path: String, text: String, recorded: ComposedOutput.Ownership?, expected: GeneratedContent) {
    #expect(GeneratedContent(bytes: Array(text.utf8), path: path, recorded: recorded) == expected)
  }
}
