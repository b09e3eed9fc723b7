import Foundation
import Testing

@testable import CharterKit
@testable import CharterCompose
@testable import CharterProject
@testable import CharterSupport

/// `targets:` and `exclude-targets:` decide which agents' files get a fragment's text.
@Suite struct FragmentTargetsTests {
  static func composed(_ fragments: [String: String]) throws -> [String: String] {
    let directory = try TemporaryDirectory()
    try directory.write(".charter/config.yml", "packs: []\ntargets: [agents, cursor, claude]\n")
    for (path, text) in fragments { try directory.write(path, text) }
    let composer = Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    return Dictionary(uniqueKeysWithValues: try composer.plan().items.compactMap { item in item.newText.map { (item.path, $0) } })
  }

  @Test func eachFragmentGoesOnlyWhereItsTargetsSay() throws {
    let outputs = try Self.composed([
      ".charter/rules/cursor-only.md": "---\nid: cursor-only\ntargets: [cursor]\n---\n- Only Cursor reads this.\n",
      ".charter/rules/not-cursor.md": "---\nid: not-cursor\nexclude-targets: cursor\n---\n- Everyone but Cursor.\n",
      ".charter/rules/everyone.md": "---\nid: everyone\n---\n- Everyone reads this.\n",
    ])
    let agents = try #require(outputs["AGENTS.md"])
    let claude = try #require(outputs["CLAUDE.md"])
    #expect(!agents.contains("Only Cursor") && agents.contains("Everyone but Cursor") && agents.contains("Everyone reads"))
    #expect(!claude.contains("Only Cursor") && claude.contains("Everyone but Cursor"))
    let cursor = outputs.filter { $0.key.hasPrefix(".cursor/rules/") }
    #expect(cursor.keys.sorted() == [".cursor/rules/cursor-only.mdc", ".cursor/rules/everyone.mdc"])
  }

  /// Import keeps each agent's rules in that agent's files: AGENTS.md does not grow with the
  /// Cursor rule, and the Cursor rule does not get AGENTS.md's text.
  @Test func importKeepsEachAgentsRulesToItself() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write("AGENTS.md", "# Project\n\n- Run the tests before committing.\n")
    try directory.write(".cursor/rules/style.mdc", "---\ndescription: Style\nglobs: \"**/*.swift\"\n---\n- Prefer value types.\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let outcome = try ExistingRulesImporter(project: project).run()
    #expect(outcome.fragments.map(\.targets) == [["agents"], ["cursor"]])
    #expect(outcome.fragments.allSatisfy { $0.text.contains("targets: [\($0.targets[0])]") })
    let composer = Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    _ = try composer.apply(composer.plan())
    let agents = try String(contentsOf: directory.url.appendingPathComponent("AGENTS.md"), encoding: .utf8)
    let cursor = try String(contentsOf: directory.url.appendingPathComponent(".cursor/rules/style.mdc"), encoding: .utf8)
    #expect(agents.contains("- Run the tests before committing.") && !agents.contains("Prefer value types"))
    #expect(cursor.contains("- Prefer value types.") && !cursor.contains("Run the tests"))
    #expect(try composer.plan().drift.isEmpty)
  }

  /// The same text in two agents' files is one fragment for both.
  @Test func theSameRuleInTwoAgentsFilesTargetsBoth() throws {
    let directory = try TemporaryDirectory()
    try directory.write("AGENTS.md", "- Keep functions short.\n")
    try directory.write("CLAUDE.md", "- Keep functions short.\n")
    let plan = ExistingRulesImporter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false))).plan()
    #expect(plan.fragments.map(\.targets) == [["agents", "claude"]])
  }
}

/// `init --from-existing` on agent files joined by a link, and after a failure.
@Suite struct ImportTransactionTests {
  /// CLAUDE.md → AGENTS.md: one fragment, imported through the real file (the link's agent
  /// reads it through the link), one block written there, the link kept, and a compose that
  /// settles.
  @Test func agentFilesJoinedByALinkAreOneFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write("AGENTS.md", "# Guide\n\n- Run tests.\n")
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent("CLAUDE.md").path, withDestinationPath: "AGENTS.md")
    let outcome = try ExistingRulesImporter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false))).run()
    #expect(outcome.fragments.map(\.targets) == [["agents"]])
    #expect(outcome.links == [LinkedAgentFile(link: "CLAUDE.md", target: "claude", file: "AGENTS.md")])
    let composer = Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    _ = try composer.apply(composer.plan())
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.url.appendingPathComponent("CLAUDE.md").path) == "AGENTS.md")
    let agents = try String(contentsOf: directory.url.appendingPathComponent("AGENTS.md"), encoding: .utf8)
    #expect(agents.components(separatedBy: "- Run tests.").count == 2, "once, not twice")
    #expect(try composer.plan().drift.isEmpty)
  }

  /// A failure part way (a file stands where a nested fragment folder must go) undoes every
  /// write: no fragment, config or manifest is left, the agent files are as they were, and a
  /// second try after the obstacle is gone works.
  @Test func aFailedImportLeavesTheRepositoryAsItWas() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write("AGENTS.md", "- Root rule.\n")
    try directory.write("Sub/AGENTS.md", "- Nested rule.\n")
    try directory.write("Sub/.charter", "in the way\n")
    let before = try Self.snapshot(directory.url)
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    #expect(throws: DiagnosticsError.self) { try ExistingRulesImporter(project: project).run() }
    #expect(try Self.snapshot(directory.url) == before)
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Sub/.charter"))
    let retry = try ExistingRulesImporter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false))).run()
    #expect(retry.fragments.count == 2)
  }

  static func snapshot(_ root: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      result[path] = data.map { String(decoding: $0, as: UTF8.self) } ?? "<folder>"
    }
    return result
  }

  /// A nested CLAUDE.md stays nested, a pointer CLAUDE.md stays a pointer, and a Cursor rule in
  /// a subfolder of `.cursor/rules` keeps its path: only Charter's markers are added.
  @Test func importedFilesStayWhereTheyWere() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write("AGENTS.md", "# Guide\n\n- Run tests.\n")
    try directory.write("CLAUDE.md", "@AGENTS.md\n")
    try directory.write("Examples/App/CLAUDE.md", "# App\n\n- Build with make.\n")
    try directory.write(".cursor/rules/swift/style.mdc", "---\ndescription: Swift style\nglobs: \"**/*.swift\"\nalwaysApply: false\n---\n- Use value types.\n")
    _ = try ExistingRulesImporter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false))).run()
    let composer = Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    _ = try composer.apply(composer.plan())
    func text(_ path: String) throws -> String {
      try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
    }
    func ownLines(_ path: String) throws -> [Substring] {
      try text(path).split(separator: "\n", omittingEmptySubsequences: true).filter { !$0.hasPrefix("<!-- ") }
    }
    #expect(try ownLines("CLAUDE.md") == ["@AGENTS.md"], "a pointer stays a pointer")
    #expect(try ownLines("AGENTS.md") == ["# Guide", "- Run tests."])
    #expect(try ownLines("Examples/App/CLAUDE.md") == ["# App", "- Build with make."], "nested stays nested")
    #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(".claude").path))
    #expect(try text(".cursor/rules/swift/style.mdc").contains("- Use value types."), "the subfolder is kept")
    #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(".cursor/rules/swift-style.mdc").path))
    #expect(try composer.plan().drift.isEmpty)
  }

  /// A Copilot instructions file that applies everywhere stays a file of its own, at its path.
  @Test func copilotInstructionsForEveryPathKeepTheirFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".github/copilot-instructions.md", "# Project\n\n- Keep it simple.\n")
    try directory.write(".github/instructions/a11y.instructions.md", "---\napplyTo: \"**\"\n---\n- Label every control.\n")
    _ = try ExistingRulesImporter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false))).run()
    let composer = Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    _ = try composer.apply(composer.plan())
    let a11y = try String(contentsOf: directory.url.appendingPathComponent(".github/instructions/a11y.instructions.md"), encoding: .utf8)
    let wide = try String(contentsOf: directory.url.appendingPathComponent(".github/copilot-instructions.md"), encoding: .utf8)
    #expect(a11y.contains("applyTo: \"**\"") && a11y.contains("- Label every control."))
    #expect(!wide.contains("Label every control"))
    #expect(try composer.plan().drift.isEmpty)
  }
}
