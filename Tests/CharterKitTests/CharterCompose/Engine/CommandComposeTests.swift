import Foundation
import Testing

@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

/// `.charter/commands` composed into each target's command files, and imported from them.
@Suite struct CommandComposeTests {
  static func sandbox(config: String, files: [String: String] = [:]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".charter/config.yml", "packs: []\n" + config)
    try directory.write(".charter/rules/general.md", "---\nid: general\n---\n- Run the tests.\n")
    try directory.write(
      ".charter/commands/review.md",
      "---\ndescription: Review the diff\nallowed-tools: Bash(git diff:*)\n---\nReview $ARGUMENTS.\n")
    try directory.write(".charter/commands/ship.md", "---\ntargets: [claude]\n---\nShip it.\n")
    for (path, text) in files { try directory.write(path, text) }
    return directory
  }

  static func composer(_ directory: TemporaryDirectory) -> Composer {
    Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
  }

  static func text(_ directory: TemporaryDirectory, _ path: String) -> String? {
    try? String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func eachTargetGetsItsCommandFiles() throws {
    let directory = try Self.sandbox(config: "targets: [claude, copilot, gemini, codex, kiro]\n")
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    #expect(
      Self.text(directory, ".claude/commands/review.md")
        == "---\ndescription: Review the diff\nallowed-tools: Bash(git diff:*)\n---\nReview $ARGUMENTS.\n")
    #expect(Self.text(directory, ".claude/commands/ship.md") == "Ship it.\n", "targets is Charter's key")
    #expect(
      Self.text(directory, ".github/prompts/review.prompt.md")
        == "---\ndescription: Review the diff\n---\nReview $ARGUMENTS.\n")
    #expect(Self.text(directory, ".github/prompts/ship.prompt.md") == nil)
    #expect(
      Self.text(directory, ".gemini/commands/review.toml")
        == "description = \"Review the diff\"\nprompt = '''\nReview {{args}}.\n'''\n")
    #expect(Self.text(directory, ".kiro/prompts/review.md") == "Review $ARGUMENTS.\n")
    #expect(try composer.plan().drift.isEmpty, "a second compose changes nothing")
    // A command removed from the source goes from every agent; a target removed takes its files.
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent(".charter/commands/review.md"))
    _ = try composer.apply(composer.plan())
    #expect(Self.text(directory, ".claude/commands/review.md") == nil)
    #expect(Self.text(directory, ".gemini/commands/review.toml") == nil)
    #expect(Self.text(directory, ".claude/commands/ship.md") == "Ship it.\n")
  }

  @Test func aPersonsCommandIsNeverOverwritten() throws {
    let directory = try Self.sandbox(
      config: "targets: [claude]\n", files: [".claude/commands/review.md": "My own review prompt.\n"])
    let composer = Self.composer(directory)
    let outcome = try composer.apply(composer.plan(), force: true)
    #expect(outcome.refused.map(\.path) == [".claude/commands/review.md"])
    #expect(Self.text(directory, ".claude/commands/review.md") == "My own review prompt.\n")
  }

  @Test func anInvalidCommandStopsCompose() throws {
    let directory = try Self.sandbox(
      config: "targets: [claude]\n", files: [".charter/commands/bad.md": "---\nmodle: x\n---\nHi\n"])
    #expect {
      _ = try Self.composer(directory).plan()
    } throws: { error in
      (error as? DiagnosticsError)?.diagnostics.first.map {
        $0.path == ".charter/commands/bad.md" && $0.code == "unknown-key"
      } == true
    }
  }

  /// The import takes each command from the file most agents' files agree with, and the
  /// compose that ends it leaves every command file byte for byte.
  @Test func importTakesCommandsAndTheFilesStayByteForByte() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write("CLAUDE.md", "- Tabs.\n")
    try directory.write(".cursor/rules/style.mdc", "---\nalwaysApply: true\n---\n- Tabs.\n")
    let files = [
      ".claude/commands/review.md":
        "---\r\ndescription: Review\r\nallowed-tools: Read\r\n---\r\nReview $ARGUMENTS.\r\n",
      ".cursor/commands/review.md": "Review $ARGUMENTS.\n",
      ".claude/commands/both.md": "---\ndescription: Both\n---\nSame everywhere.\n",
      ".cursor/commands/both.md": "---\ndescription: Both\n---\nSame everywhere.\n",
      ".claude/commands/odd.md": "---\nunknown-key: x\n---\nKept.\n",
    ]
    for (path, text) in files { try directory.write(path, text) }
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let importer = ExistingRulesImporter(project: project)
    let outcome = try importer.run()
    _ = try Composer(project: importer.project).apply(importer.composePlan())
    #expect(outcome.commands == [".charter/commands/both.md", ".charter/commands/review.md"])
    #expect(
      Set(outcome.diagnostics.filter { $0.code == "command-not-imported" }.map(\.path)) == [
        ".cursor/commands/review.md", ".claude/commands/odd.md",
      ])
    for (path, text) in files { #expect(Self.text(directory, path) == text, "\(path) stays byte for byte") }
    #expect(Self.text(directory, ".charter/commands/both.md") == "---\ndescription: Both\n---\nSame everywhere.\n")
    #expect(Self.text(directory, ".charter/commands/review.md")?.contains("targets: [claude]\r\n") == true)
    #expect(try Self.composer(directory).plan().drift.isEmpty)
  }
}

extension CommandComposeTests {
  @Test func subagentsAreComposedAndImportedLikeCommands() throws {
    let reviewer = "---\nname: reviewer\ndescription: Reviews diffs.\ntools: Read\n---\nReview carefully.\n"
    let directory = try Self.sandbox(
      config: "targets: [claude, devin, codex, cursor]\n", files: [".charter/agents/reviewer.md": reviewer])
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    #expect(Self.text(directory, ".claude/agents/reviewer.md") == reviewer)
    #expect(
      Self.text(directory, ".devin/agents/reviewer/AGENT.md")
        == "---\nname: reviewer\ndescription: Reviews diffs.\n---\nReview carefully.\n")
    #expect(Self.text(directory, ".codex/agents/reviewer.toml")?.hasPrefix("name = \"reviewer\"\n") == true)
    #expect(
      Self.text(directory, ".cursor/agents/reviewer.md")
        == "---\nname: reviewer\ndescription: Reviews diffs.\n---\nReview carefully.\n")
    #expect(try composer.plan().drift.isEmpty)

    // The agents' files alone are imported back, byte for byte.
    let other = try TemporaryDirectory()
    try other.write(".git/HEAD", "ref: refs/heads/main\n")
    try other.write("CLAUDE.md", "- Tabs.\n")
    try other.write(".devin/rules/style.md", "---\ntrigger: always_on\n---\n- Tabs.\n")
    try other.write(".claude/agents/reviewer.md", reviewer)
    try other.write(
      ".devin/agents/reviewer/AGENT.md", "---\nname: reviewer\ndescription: Reviews diffs.\n---\nReview carefully.\n")
    let importer = ExistingRulesImporter(
      project: Project(root: other.url, options: ProjectOptions(useUserRules: false)))
    let outcome = try importer.run()
    _ = try Composer(project: importer.project).apply(importer.composePlan())
    #expect(outcome.prompts[.subagent] == [".charter/agents/reviewer.md"], "\(outcome.diagnostics)")
    #expect(
      Self.text(other, ".charter/agents/reviewer.md") == reviewer,
      "written by Claude Code's file, which Devin's agrees with")
    #expect(Self.text(other, ".claude/agents/reviewer.md") == reviewer)
    #expect(
      Self.text(other, ".devin/agents/reviewer/AGENT.md")
        == "---\nname: reviewer\ndescription: Reviews diffs.\n---\nReview carefully.\n")
    #expect(try Self.composer(other).plan().drift.isEmpty)
  }
}

extension CommandComposeTests {
  @Test func importKeepsCommentOnlyFrontMatterAndDottedNamesAndWarnsAboutOthers() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write("CLAUDE.md", "- Tabs.\n")
    try directory.write(".cursor/rules/style.mdc", "---\nalwaysApply: true\n---\n- Tabs.\n")
    let files = [
      ".claude/commands/cmt.md": "---\n# just a comment\n---\nBody\n",
      ".claude/commands/emp.md": "---\n---\nBody2\n",
      ".claude/commands/speckit.plan.md": "---\ndescription: Plan\n---\nPlan it.\n",
      ".claude/commands/two words.md": "Kept.\n",
    ]
    for (path, text) in files { try directory.write(path, text) }
    let importer = ExistingRulesImporter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    let outcome = try importer.run()
    let applied = try Composer(project: importer.project).apply(importer.composePlan())
    #expect(applied.refused.isEmpty)
    #expect(outcome.commands == [".charter/commands/cmt.md", ".charter/commands/speckit.plan.md"])
    #expect(outcome.diagnostics.contains { $0.path == ".claude/commands/two words.md" && $0.code == "command-not-imported" })
    #expect(
      outcome.diagnostics.contains { $0.path == ".claude/commands/emp.md" && $0.code == "command-not-imported" },
      "an empty front matter is not written back: the file stays the person's")
    for (path, text) in files { #expect(Self.text(directory, path) == text, "\(path) stays byte for byte") }
    #expect(try Self.composer(directory).plan().drift.isEmpty)
  }

  @Test func aCommandsFolderLinkedOutOfTheRepositoryIsAnError() throws {
    let outside = try TemporaryDirectory()
    try outside.write("review.md", "Review.\n")
    let directory = try Self.sandbox(config: "targets: [claude]\n")
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent(".charter/commands"))
    try FileManager.default.createSymbolicLink(
      at: directory.url.appendingPathComponent(".charter/commands"), withDestinationURL: outside.url)
    #expect(throws: DiagnosticsError.self) { _ = try Self.composer(directory).plan() }
  }
}

extension CommandComposeTests {
  /// The surfaces of an agent whose rules were not imported are named, not skipped in silence.
  @Test func surfacesOfAnAgentNotImportedAreNamed() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write("AGENTS.md", "- Tabs.\n")
    try directory.write(".opencode/commands/plain.md", "Do it.\n")
    try directory.write("opencode.json", "{\"mcp\": {}}\n")
    let importer = ExistingRulesImporter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    let outcome = try importer.run()
    let named = outcome.diagnostics.filter { $0.code == "surface-not-imported" }.map(\.path)
    #expect(Set(named) == [".opencode/commands", "opencode.json"], "\(outcome.diagnostics)")
    #expect(Self.text(directory, ".opencode/commands/plain.md") == "Do it.\n")
  }
}
