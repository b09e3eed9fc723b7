import Foundation
import Testing

@testable import CharterKit
@testable import CharterCompose
@testable import CharterProject
@testable import CharterSupport

/// Compose for agents that read another agent's files (Codex reads `AGENTS.md`), and
/// `use-agents-md:`, which gives an agent its rules through `AGENTS.md` alone.
@Suite struct AgentTargetComposeTests {
  static func sandbox(config: String, files: [String: String] = [:]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".charter/config.yml", "packs: []\n" + config)
    try directory.write(".charter/rules/general.md", "---\nid: general\n---\n- Run the tests.\n")
    try directory.write(".charter/rules/swift.md", "---\nid: swift\nglobs: [\"**/*.swift\"]\n---\n- Use 2 spaces.\n")
    for (path, text) in files { try directory.write(path, text) }
    return directory
  }

  static func composer(_ directory: TemporaryDirectory) -> Composer {
    Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
  }

  static func paths(_ plan: ComposePlan) -> [String] { plan.items.filter { $0.newText != nil }.map(\.path) }

  @Test func agentsThatReadAGENTSmdAreComposedIntoItOnce() throws {
    let directory = try Self.sandbox(config: "targets: [codex, amp, opencode, agents]\n")
    let plan = try Self.composer(directory).plan()
    #expect(Self.paths(plan) == ["AGENTS.md"])
    #expect(plan.items.first?.target == "agents")
  }

  @Test func aFragmentForCodexGoesIntoAGENTSmd() throws {
    let directory = try Self.sandbox(
      config: "targets: [agents, cursor]\n",
      files: [".charter/rules/codex.md": "---\nid: codex-only\ntargets: [codex]\n---\n- Only for Codex.\n"])
    let plan = try Self.composer(directory).plan()
    let agents = try #require(plan.items.first { $0.path == "AGENTS.md" }?.newText)
    #expect(agents.contains("Only for Codex"))
    #expect(!plan.items.contains { $0.path.hasPrefix(".cursor/") && $0.newText?.contains("Only for Codex") == true })
  }

  @Test func everyTargetComposesAndASecondComposeChangesNothing() throws {
    let directory = try Self.sandbox(config: "targets: [\(AgentTargets.names.joined(separator: ", "))]\n")
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    let again = try composer.plan()
    #expect(again.drift.isEmpty, "\(again.drift.map(\.path))")
    let written = Set(again.items.map(\.path))
    for format in AgentFormats.all {
      let owned = try GlobList(format.ownedPaths)
      #expect(written.contains { owned.matches($0) }, "\(format.target)")
    }
    #expect(again.warnings.map(\.code) == ["aider-conventions-unread"])
  }

  @Test func claudeCanTakeItsRulesFromAGENTSmd() throws {
    let directory = try Self.sandbox(config: "targets: [claude]\nuse-agents-md: [claude]\n")
    let plan = try Self.composer(directory).plan()
    #expect(Self.paths(plan) == ["AGENTS.md"], "no CLAUDE.md, no .claude/rules")
    let agents = try #require(plan.items.first?.newText)
    #expect(agents.contains("Run the tests") && agents.contains("Use 2 spaces"))
    #expect(plan.warnings.isEmpty)
  }

  @Test func switchingClaudeToAGENTSmdRemovesWhatComposeWroteForIt() throws {
    let directory = try Self.sandbox(config: "targets: [claude]\n", files: ["CLAUDE.md": "# Mine\n"])
    _ = try Self.composer(directory).apply(Self.composer(directory).plan())
    #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(".claude/rules/swift.md").path))
    try directory.write(".charter/config.yml", "packs: []\ntargets: [claude]\nuse-agents-md: [claude]\n")
    let plan = try Self.composer(directory).plan()
    _ = try Self.composer(directory).apply(plan)
    #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(".claude/rules/swift.md").path))
    let claude = try String(contentsOf: directory.url.appendingPathComponent("CLAUDE.md"), encoding: .utf8)
    #expect(claude == "# Mine\n", "the person's text stays; compose's block goes")
    #expect(
      plan.warnings.map(\.description) == [
        "CLAUDE.md:1:1: warning: Claude Code reads this file instead of 'AGENTS.md', so the rules compose writes "
          + "there for 'claude' (use-agents-md) do not reach it; add a line '@AGENTS.md' here, or remove the file"
      ])
  }

  @Test func aCLAUDEmdThatImportsAGENTSmdIsFine() throws {
    let directory = try Self.sandbox(
      config: "targets: [claude]\nuse-agents-md: [claude]\n", files: ["CLAUDE.md": "@AGENTS.md\n\n- Mine.\n"])
    #expect(try Self.composer(directory).plan().warnings.isEmpty)
  }

  @Test func aiderIsToldToReadTheConventions() throws {
    let listed = try Self.sandbox(config: "targets: [aider]\n", files: [".aider.conf.yml": "read: CONVENTIONS.md\n"])
    #expect(try Self.composer(listed).plan().warnings.isEmpty)
    let unlisted = try Self.sandbox(config: "targets: [aider]\n", files: [".aider.conf.yml": "model: x\n"])
    #expect(
      try Self.composer(unlisted).plan().warnings.map(\.description) == [
        ".aider.conf.yml:1:1: warning: Aider reads CONVENTIONS.md only when .aider.conf.yml lists it; add "
          + "'read: CONVENTIONS.md' to .aider.conf.yml"
      ])
  }

  @Test func useAgentsMDIsChecked() {
    let (config, diagnostics) = ProjectConfigParser.parse("use-agents-md: [claude, codex, gemini, cursr]\n")
    #expect(config.usesAgentsMD.map(\.value) == ["claude"])
    #expect(
      diagnostics.map(\.description) == [
        ".charter/config.yml:1:25: warning: 'codex' already takes its rules from AGENTS.md; listing it changes nothing",
        ".charter/config.yml:1:32: error: Gemini CLI does not read AGENTS.md without a setting, so 'gemini' cannot "
          + "take its rules from there; agents that do: claude, cursor, copilot, windsurf, cline, kiro, junie, devin, "
          + "antigravity, augment, goose, crush, roo",
        ".charter/config.yml:1:40: error: unknown compose target 'cursr' in 'use-agents-md' (did you mean 'cursor'?)",
      ])
  }

  /// A pipe where compose writes (any format's file) is refused at once: reading it for the
  /// plan would wait for a writer forever.
  @Test(arguments: ["AGENTS.md", "replit.md", ".rules", ".roo/rules/general.md"])
  func aPipeAtAnOutputPathIsRefusedWithoutWaiting(path: String) throws {
    let directory = try Self.sandbox(config: "targets: [codex, replit, zed, roo]\n")
    try directory.write(path, "")
    let url = directory.url.appendingPathComponent(path)
    try FileManager.default.removeItem(at: url)
    #expect(mkfifo(url.path, 0o600) == 0)
    #expect {
      try Self.composer(directory).plan()
    } throws: { error in
      (error as? DiagnosticsError)?.diagnostics.map(\.code) == ["not-a-regular-file"]
    }
  }

  @Test func aFragmentNamingAnAgentWhoseFileOthersReadIsAWarning() throws {
    let directory = try Self.sandbox(
      config: "targets: [codex, amp, cursor]\n",
      files: [
        ".charter/rules/codex.md": "---\nid: codex-only\ntargets: [codex]\n---\n- Only for Codex.\n",
        ".charter/rules/no-amp.md": "---\nid: no-amp\nexclude-targets: [amp, cursor]\n---\n- Not for Amp.\n",
      ])
    let plan = try Self.composer(directory).plan()
    #expect(
      plan.warnings.map(\.description) == [
        ".charter/rules/codex.md:3:11: warning: 'codex' takes its rules from AGENTS.md, which 'amp' read too: they "
          + "get this rule as well",
        ".charter/rules/no-amp.md:3:19: warning: 'amp' takes its rules from AGENTS.md, which 'codex' read too: "
          + "excluding it keeps the rule from them as well",
      ])
  }

  @Test func targetingClaudeAloneClearsItsOwnFilesUnderUseAgentsMD() throws {
    let directory = try Self.sandbox(config: "targets: [claude]\n")
    _ = try Self.composer(directory).apply(Self.composer(directory).plan())
    try directory.write(".charter/config.yml", "packs: []\ntargets: [claude]\nuse-agents-md: [claude]\n")
    let plan = try Self.composer(directory).plan(targets: ["claude"])
    let deleted = plan.items.filter { $0.status == .orphaned }.map(\.path).sorted()
    #expect(deleted == [".claude/rules/swift.md", "CLAUDE.md"])
  }

  @Test func aCLAUDEmdThatIsALinkToAGENTSmdOrImportsItInALineIsFine() throws {
    let linked = try Self.sandbox(config: "targets: [claude]\nuse-agents-md: [claude]\n", files: ["AGENTS.md": "# Ours\n"])
    try FileManager.default.createSymbolicLink(
      atPath: linked.url.appendingPathComponent("CLAUDE.md").path, withDestinationPath: "AGENTS.md")
    #expect(try Self.composer(linked).plan().warnings.isEmpty)
    let inline = try Self.sandbox(
      config: "targets: [claude]\nuse-agents-md: [claude]\n", files: ["CLAUDE.md": "# Mine\n\n- See @AGENTS.md.\n"])
    #expect(try Self.composer(inline).plan().warnings.isEmpty)
  }

  @Test func rooMovesTheLegacyFilesRuleIntoItsFolderOnceTheFolderHasRules() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".roorules", "Use tabs.\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let importer = ExistingRulesImporter(project: project)
    _ = try importer.run()
    _ = try Composer(project: importer.project).apply(importer.composePlan())
    #expect(try String(contentsOf: directory.url.appendingPathComponent(".roorules"), encoding: .utf8).hasSuffix("\nUse tabs.\n"))
    try directory.write(".charter/rules/more.md", "- Keep PRs small.\n")
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(".roorules").path))
    let moved = try String(contentsOf: directory.url.appendingPathComponent(".roo/rules/roorules.md"), encoding: .utf8)
    #expect(moved.hasSuffix("\n\nUse tabs.\n"))
    #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(".roo/rules/more.md").path))
    #expect(try composer.plan().drift.isEmpty)
  }

  @Test func anAntigravityRuleNamedAGENTSmdImports() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".agents/rules/AGENTS.md", "---\ntrigger: always_on\n---\nX\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let outcome = try ExistingRulesImporter(project: project).run()
    #expect(outcome.targets == ["antigravity"])
  }

  @Test func devinsLimitCountsUTF16AsTheEditorDoes() throws {
    let emoji = String(repeating: "😀", count: 7_000)
    let directory = try Self.sandbox(
      config: "targets: [devin]\n", files: [".charter/rules/long.md": "---\nid: long\n---\n\(emoji)\n"])
    let plan = try Self.composer(directory).plan()
    #expect(plan.items.first { $0.path == ".devin/rules/long.md" }?.overBudget?.contains("Devin reads at most 12000") == true)
  }

  @Test func aCommentedReadLineDoesNotCountForAider() throws {
    let directory = try Self.sandbox(
      config: "targets: [aider]\n", files: [".aider.conf.yml": "# read: CONVENTIONS.md\nmodel: x\n"])
    #expect(try Self.composer(directory).plan().warnings.map(\.code) == ["aider-conventions-unread"])
  }

  @Test func anUnknownTargetNamesTheAgents() throws {
    let directory = try Self.sandbox(config: "targets: [codx]\n")
    #expect {
      try Self.composer(directory).plan()
    } throws: { error in
      let message = (error as? DiagnosticsError)?.diagnostics.first?.message ?? ""
      return message.contains("'codx'") && message.contains("codex") && message.hasSuffix("(did you mean 'codex'?)")
    }
  }
}
