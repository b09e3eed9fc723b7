import Foundation
import Testing

@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

/// Agent files joined by symbolic links (one text shared between agents, as many repositories
/// do) import once, through the file, compose once, and keep their links; agent files under
/// another letter case (`AGENTS.MD`) are read and written back where they are.
@Suite struct LinkedAgentFilesTests {
  /// "Never use `try!`" names a built-in check, which the default config turns on.
  static let rules = "# Rules\n\n- Never use `try!`\n- Keep views small.\n"
  static let swift = "let value = 1\nlet loaded = try! load(value)\n"

  /// A repository layout: the file that holds the text, and the links (path → destination as
  /// written in the link, relative to the link's folder).
  struct Layout: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var links: [(String, String)]
    var testDescription: String { name }
  }

  static let layouts: [Layout] = [
    Layout(name: "CLAUDE.md → AGENTS.md", file: "AGENTS.md", links: [("CLAUDE.md", "AGENTS.md")]),
    Layout(name: "AGENTS.md → CLAUDE.md", file: "CLAUDE.md", links: [("AGENTS.md", "CLAUDE.md")]),
    Layout(
      name: "every format → AGENTS.md", file: "AGENTS.md",
      links: [
        (".cursorrules", "AGENTS.md"), ("CLAUDE.md", "AGENTS.md"), ("GEMINI.md", "AGENTS.md"),
        (".windsurfrules", "AGENTS.md"), (".github/copilot-instructions.md", "../AGENTS.md"),
        (".junie/guidelines.md", "../AGENTS.md"),
      ]),
    Layout(
      name: "a chain CLAUDE.md → .cursorrules → AGENTS.md", file: "AGENTS.md",
      links: [(".cursorrules", "AGENTS.md"), ("CLAUDE.md", ".cursorrules")]),
    Layout(
      name: "AGENTS.md and CLAUDE.md → docs/AI.md", file: "docs/AI.md",
      links: [("AGENTS.md", "docs/AI.md"), ("CLAUDE.md", "docs/AI.md")]),
    Layout(
      name: ".cursorrules → .github/copilot-instructions.md", file: ".github/copilot-instructions.md",
      links: [(".cursorrules", ".github/copilot-instructions.md")]),
  ]

  static func repository(_ layout: Layout) throws -> TemporaryDirectory {
    let scratch = try TemporaryDirectory()
    try scratch.write(layout.file, rules)
    try scratch.write("Sources/App/Main.swift", swift)
    for (link, destination) in layout.links {
      let url = scratch.url.appendingPathComponent(link)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }
    return scratch
  }

  static func project(_ scratch: TemporaryDirectory) -> Project {
    Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
  }

  /// `charter init --from-existing`: the import, then compose.
  static func initFromExisting(_ scratch: TemporaryDirectory) throws -> ExistingRulesImporter.Outcome {
    let outcome = try ExistingRulesImporter(project: project(scratch)).run()
    let composer = Composer(project: project(scratch))
    _ = try composer.apply(try composer.plan())
    return outcome
  }

  @Test(arguments: layouts)
  func linkedFilesImportOnceAndKeepTheirLinks(_ layout: Layout) async throws {
    let scratch = try Self.repository(layout)
    let before = try await ImportKeepsLintTests.findings(scratch.url)
    #expect(before.contains { $0.hasPrefix("Sources/App/Main.swift:2 ") }, "the check the prose turns on reports before")
    let outcome = try Self.initFromExisting(scratch)
    #expect(outcome.fragments.count == 1, "one text, one fragment")
    // Every link is named, but where every path is a link (into docs/AI.md, which no agent
    // reads as its own) the first agent's path is the one imported through.
    let imported: Set<String> = layout.file.hasPrefix("docs/") ? ["AGENTS.md"] : []
    #expect(Set(outcome.links.map(\.link)) == Set(layout.links.map(\.0)).subtracting(imported))
    #expect(outcome.fragments[0].sources.count == 1)
    for (link, destination) in layout.links {
      let path = scratch.url.appendingPathComponent(link).path
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == destination, "\(link) is kept")
    }
    let composer = Composer(project: Self.project(scratch))
    #expect(try composer.plan().drift.isEmpty, "compose --check passes after the import")
    #expect(try await ImportKeepsLintTests.findings(scratch.url) == before, "lint reports what it did before")
    let text = try String(contentsOf: scratch.url.appendingPathComponent(layout.file), encoding: .utf8)
    #expect(text.contains("- Never use `try!`"), "the text is still in the file")
  }

  /// Both targets on, a fragment for one of them only: the link's target does not write the
  /// file, and a warning says which text is written and why; compose goes on.
  @Test func differentTextsThroughALinkAreAWarning() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "targets: [agents, claude]\npacks: []\n")
    try scratch.write(".charter/rules/shared.md", "---\nid: shared\n---\n- Keep views small.\n")
    try scratch.write(".charter/rules/claude-only.md", "---\nid: claude-only\ntargets: [claude]\n---\n- Ask first.\n")
    try scratch.write("AGENTS.md", "# Ours\n")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url.appendingPathComponent("CLAUDE.md").path, withDestinationPath: "AGENTS.md")
    let plan = try Composer(project: Self.project(scratch)).plan()
    #expect(plan.items.map(\.path).contains("AGENTS.md"))
    #expect(!plan.items.map(\.path).contains("CLAUDE.md"))
    #expect(plan.warnings.map(\.code) == ["linked-agent-file"])
    #expect(plan.warnings.first?.message.contains("'CLAUDE.md' is a symbolic link to 'AGENTS.md'") == true)
  }

  @Test(arguments: ["AGENTS.MD", "Agents.md", "agents.md"])
  func anAgentsFileInAnotherCaseIsReadAndWrittenBack(_ name: String) async throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(name, Self.rules)
    try scratch.write("Sources/App/Main.swift", Self.swift)
    let before = try await ImportKeepsLintTests.findings(scratch.url)
    #expect(before.contains { $0.hasPrefix("Sources/App/Main.swift:2 ") }, "lint reads \(name)'s ban")
    let outcome = try Self.initFromExisting(scratch)
    #expect(outcome.fragments.map(\.sources) == [[name]])
    #expect(outcome.targets == ["agents"])
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { !$0.hasPrefix(".") }
    #expect(Set(names) == [name, "Sources"], "compose wrote into \(name), and no second file beside it")
    #expect(try Composer(project: Self.project(scratch)).plan().drift.isEmpty)
    #expect(try await ImportKeepsLintTests.findings(scratch.url) == before)
    // A new fragment for the root goes into the same file.
    try scratch.write(".charter/rules/more.md", "---\nid: more\n---\n- Keep functions short.\n")
    let plan = try Composer(project: Self.project(scratch)).plan()
    #expect(plan.items.filter { $0.target == "agents" }.map(\.path) == [name])
  }

  @Test func aClaudeFileInAnotherCaseIsRead() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("Claude.md", Self.rules)
    let found = ExistingRulesImporter(project: Self.project(scratch)).plan()
    #expect(found.fragments.map(\.sources) == [["Claude.md"]])
    #expect(found.targets == ["claude"])
  }
}
