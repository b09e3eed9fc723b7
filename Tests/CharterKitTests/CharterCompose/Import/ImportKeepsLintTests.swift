import Foundation
import Testing

@testable import CharterKit
@testable import CharterCompose
@testable import CharterProject
@testable import CharterSupport

/// `charter init --from-existing` keeps what lint enforced: the built-in packs stay on for lint
/// (`compose-packs: false` keeps only their prose out of the agent files), so every import
/// fixture reports the same findings before and after the import.
@Suite struct ImportKeepsLintTests {
  /// Swift code a default pack check reports (`redundant-mainactor`) and a prose ban from the
  /// agent files would too.
  static let swift = "@MainActor final class Model {\n  @MainActor func load() { print(1) }\n}\n"

  static func findings(_ root: URL) async throws -> [String] {
    let project = Project(root: root, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 2))
    return report.findings.filter { !$0.path.hasPrefix(".charter/") }
      .map { "\($0.path):\($0.range.start.line) \($0.message)" }.sorted()
  }

  @Test(arguments: ImportLayoutTests.layouts)
  func lintBeforeAndAfterImportAreEqual(_ fixture: String) async throws {
    let scratch = try ImportLayoutTests.repository(fixture)
    try scratch.write("Sources/Checked/Model.swift", Self.swift)
    let before = try await Self.findings(scratch.url)
    #expect(before.contains { $0.hasPrefix("Sources/Checked/Model.swift:2 ") }, "a default check reports")
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    _ = try ExistingRulesImporter(project: project).run()
    let config = try String(contentsOf: scratch.url.appendingPathComponent(".charter/config.yml"), encoding: .utf8)
    #expect(config.contains("compose-packs: false") && !config.contains("packs: []"))
    #expect(try await Self.findings(scratch.url) == before)
    // Compose writes no pack prose into the agent files.
    let composer = Composer(project: Project(root: scratch.url, options: ProjectOptions(useUserRules: false)))
    let texts = try composer.plan().items.compactMap(\.newText)
    #expect(!texts.contains { $0.contains("# Swift concurrency") || $0.contains("# General hygiene") })
  }

  /// With `extract: true` (text checks from agent files on), the imported fragments keep
  /// giving the checks their agent files gave.
  @Test(arguments: ImportLayoutTests.layouts)
  func lintBeforeAndAfterImportAreEqualWithExtractTrue(_ fixture: String) async throws {
    let scratch = try ImportLayoutTests.repository(fixture)
    try scratch.write("Sources/Checked/Model.swift", Self.swift)
    try scratch.write(".charter/config.yml", "extract: true\n")
    let before = try await Self.findings(scratch.url)
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    _ = try ExistingRulesImporter(project: project).run()
    #expect(try await Self.findings(scratch.url) == before)
  }

  /// `compose-packs` takes true, false or a list; anything else is an error at its line.
  @Test func composePacksValues() throws {
    func parse(_ text: String) -> (ProjectConfig, [Diagnostic]) {
      let result = ProjectConfigParser.parse(text, path: ProjectConfig.path)
      return (result.config, result.diagnostics)
    }
    #expect(parse("compose-packs: false\n").0.composedPacks == .none)
    #expect(parse("compose-packs: [general]\n").0.composedPacks == .only(["general"]))
    #expect(parse("packs: [general]\n").0.composedPacks == .all)
    let (_, diagnostics) = parse("compose-packs: sometimes\n")
    #expect(diagnostics.map(\.code) == ["invalid-value"])
    #expect(diagnostics.first?.position.line == 1)
  }
}

/// Every imported fragment is an agent's text, Copilot's and Junie's files included (compose
/// writes them in a fixed place, so `agent-files:` records them with nothing to keep): lint
/// before and after the import reports the same, with text checks from agent files off.
@Suite struct ImportedFixedFilesTests {
  @Test(arguments: [".github/copilot-instructions.md", ".junie/guidelines.md"])
  func aFixedAgentFileStaysAgentText(_ path: String) async throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(path, "# Rules\n\n- Never use `print(`\n")
    try scratch.write("Sources/A.swift", "print(1)\n")
    let before = try await ImportKeepsLintTests.findings(scratch.url)
    let outcome = try ExistingRulesImporter(project: Project(root: scratch.url, options: ProjectOptions(useUserRules: false))).run()
    #expect(outcome.fragments.map(\.agentFiles) == [[path: ""]])
    #expect(try await ImportKeepsLintTests.findings(scratch.url) == before)
    let composer = Composer(project: Project(root: scratch.url, options: ProjectOptions(useUserRules: false)))
    _ = try composer.apply(try composer.plan())
    #expect(try composer.plan().drift.isEmpty, "compose settles")
  }
}

/// A document an agent file links to gives the same checks after the import as before: it was
/// written for agents, and stays so when the link moves into a fragment.
@Suite struct ImportedLinkedDocumentTests {
  @Test(arguments: [false, true])
  func aLinkedDocumentKeepsItsChecksThroughTheImport(extract: Bool) async throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    if extract { try scratch.write(".charter/config.yml", "extract: true\n") }
    try scratch.write("CLAUDE.md", "# Rules\n\nSee [SwiftData](docs/SWIFTDATA.md).\n")
    try scratch.write("docs/SWIFTDATA.md", "# SwiftData\n\n- No `@Attribute(.unique)`\n")
    try scratch.write("Sources/Model.swift", "@Model final class A {\n  @Attribute(.unique) var id = 0\n}\n")
    let before = try await ImportKeepsLintTests.findings(scratch.url)
    #expect(before.contains { $0.hasPrefix("Sources/Model.swift:2 ") } == extract)
    _ = try ExistingRulesImporter(project: Project(root: scratch.url, options: ProjectOptions(useUserRules: false))).run()
    #expect(try await ImportKeepsLintTests.findings(scratch.url) == before)
  }
}
