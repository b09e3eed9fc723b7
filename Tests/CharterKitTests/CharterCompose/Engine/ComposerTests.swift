import Foundation
import Testing

@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterKit
@testable import CharterProject
@testable import CharterReports
@testable import CharterRules
@testable import CharterSupport

@Suite struct ComposerTests {
  @Test func firstComposeCreatesEverythingAndASecondChangesNothing() throws {
    let sandbox = try ComposeSandbox()
    #expect(try sandbox.statuses() == ["NOTES.md": .missing, ".notes/swift.md": .missing])
    let first = try sandbox.compose()
    #expect(first.written.sorted() == [".notes/swift.md", "NOTES.md"])
    let notes = try sandbox.text("NOTES.md")
    #expect(notes.hasPrefix(GeneratedMarkers.begin + "\n<!-- from .charter/rules/style.md -->\n\n# Style"))
    #expect(notes.contains("Enforced by `charter lint`:\n\n- `no-print`: ban `print(`"))
    let manifest = try sandbox.text(".charter/generated.json")
    #expect(manifest.contains("\"NOTES.md\": {"))
    let before = try (notes, sandbox.text(".notes/swift.md"), manifest)
    let second = try sandbox.compose()
    #expect(second.written.isEmpty && second.deleted.isEmpty)
    #expect(
      try (sandbox.text("NOTES.md"), sandbox.text(".notes/swift.md"), sandbox.text(".charter/generated.json")) == before
    )
    #expect(try sandbox.statuses().values.allSatisfy { $0 == .current })
  }

  @Test func textAroundTheBlockIsKeptByteForByte() throws {
    let sandbox = try ComposeSandbox()
    let mine = "# My notes\r\n\r\nKeep this — exactly, with CRLF and trailing spaces  \r\n"
    try sandbox.directory.write("NOTES.md", mine)
    try sandbox.compose()
    let composed = try sandbox.text("NOTES.md")
    #expect(composed.hasPrefix(mine))
    try sandbox.directory.write(".charter/rules/style.md", "---\nid: style\n---\n# Style\n\n- Changed.\n")
    try sandbox.directory.write("NOTES.md", composed + "After the block, also mine.\n")
    #expect(try sandbox.statuses()["NOTES.md"] == .stale)
    try sandbox.compose()
    let recomposed = try sandbox.text("NOTES.md")
    #expect(recomposed.hasPrefix(mine))
    #expect(recomposed.hasSuffix(GeneratedMarkers.end + "\nAfter the block, also mine.\n"))
    #expect(recomposed.contains("- Changed."))
  }

  /// A person's file keeps its permissions when compose writes its block into it.
  @Test func aFileWithABlockKeepsItsPermissions() throws {
    let sandbox = try ComposeSandbox()
    let notes = try sandbox.directory.write("NOTES.md", "# Mine\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: notes.path)
    try sandbox.compose()
    #expect(try sandbox.text("NOTES.md").hasPrefix("# Mine\n\n" + GeneratedMarkers.begin))
    #expect(try FileSystemWriteTests.mode(notes) == 0o640)
  }

  @Test func handEditsAreRefusedUntilForced() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.compose()
    try sandbox.directory.write(".notes/swift.md", try sandbox.text(".notes/swift.md") + "\nmy edit\n")
    let blockEdited = try sandbox.text("NOTES.md").replacingOccurrences(of: "Log, never print.", with: "Print freely.")
    try sandbox.directory.write("NOTES.md", blockEdited)
    try sandbox.directory.write(
      ".charter/rules/swift.md", "---\nid: swift\nglobs: [\"**/*.swift\"]\n---\n# Swift\n\n- Use 4 spaces.\n")
    #expect(try sandbox.statuses() == ["NOTES.md": .handEdited, ".notes/swift.md": .handEdited])
    let refused = try sandbox.compose()
    #expect(refused.refused.map(\.path).sorted() == [".notes/swift.md", "NOTES.md"])
    #expect(refused.refused.first { $0.path == ".notes/swift.md" }?.diff.contains("-my edit") == true)
    #expect(try sandbox.text(".notes/swift.md").contains("my edit"), "nothing a person wrote is lost")
    let forced = try sandbox.compose(force: true)
    #expect(forced.refused.isEmpty)
    #expect(try sandbox.text(".notes/swift.md").contains("Use 4 spaces."))
    #expect(try sandbox.statuses().values.allSatisfy { $0 == .current })
  }

  @Test func aFileComposeDidNotWriteIsNeverOverwritten() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write(".notes/swift.md", "A person's own file.\n")
    #expect(try sandbox.statuses()[".notes/swift.md"] == .notOwned)
    let outcome = try sandbox.compose(force: true)
    #expect(outcome.refused.map(\.path) == [".notes/swift.md"])
    #expect(try sandbox.text(".notes/swift.md") == "A person's own file.\n")
  }

  @Test func orphansComposeCreatedAreRemovedAndEditedOnesKept() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.compose()
    try FileManager.default.removeItem(at: sandbox.root.appendingPathComponent(".charter/rules/swift.md"))
    try FileManager.default.removeItem(at: sandbox.root.appendingPathComponent(".charter/rules/style.md"))
    #expect(try sandbox.statuses() == ["NOTES.md": .orphaned, ".notes/swift.md": .orphaned])
    let outcome = try sandbox.compose()
    #expect(
      outcome.deleted.sorted() == [".notes/swift.md", "NOTES.md"],
      "NOTES.md was created by compose and holds nothing else")
    #expect(try sandbox.text(".charter/generated.json").contains("\"files\": {}"))
  }

  @Test func anOrphanedBlockLeavesThePersonsText() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write("NOTES.md", "# Mine\n")
    try sandbox.compose()
    try FileManager.default.removeItem(at: sandbox.root.appendingPathComponent(".charter/rules/style.md"))
    try sandbox.compose()
    #expect(try sandbox.text("NOTES.md") == "# Mine\n")
  }

  @Test func editedOrphansAreKeptWithoutForce() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.compose()
    try sandbox.directory.write(".notes/swift.md", "edited\n")
    try FileManager.default.removeItem(at: sandbox.root.appendingPathComponent(".charter/rules/swift.md"))
    #expect(try sandbox.statuses()[".notes/swift.md"] == .editedOrphan)
    #expect(try sandbox.compose().refused.map(\.path) == [".notes/swift.md"])
    #expect(try sandbox.text(".notes/swift.md") == "edited\n")
    #expect(try sandbox.compose(force: true).deleted == [".notes/swift.md"])
  }

  @Test func symbolicLinksOutOfTheRepositoryAreRefused() throws {
    let sandbox = try ComposeSandbox()
    let outside = try TemporaryDirectory()
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.root.appendingPathComponent(".notes").path, withDestinationPath: outside.url.path)
    #expect(throws: DiagnosticsError.self) { try sandbox.composer.plan() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
  }

  @Test func unknownTargetsAreErrors() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write(".charter/config.yml", "packs: []\ntargets: [nots]\n")
    #expect {
      try sandbox.composer.plan()
    } throws: { error in
      (error as? DiagnosticsError)?.diagnostics.map(\.description) == [
        ".charter/config.yml:2:11: error: unknown compose target 'nots'; targets are notes (did you mean 'notes'?)"
      ]
    }
  }

  @Test func aBrokenManifestIsAnErrorNotASilentReset() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write(".charter/generated.json", "{ not json")
    #expect(throws: DiagnosticsError.self) { try sandbox.composer.plan() }
  }
}

@Suite struct ComposerEdgeTests {
  @Test func aFileWhereAFolderIsNeededIsNeverRemoved() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write(".notes", "a person's file named like the folder\n")
    let plan = try sandbox.composer.plan()
    let item = try #require(plan.items.first { $0.path == ".notes/swift.md" })
    #expect(item.status == .notOwned)
    #expect(item.blocker == ".notes")
    #expect(
      ComposeReport.check(plan).contains(".notes/swift.md: not-owned: .notes is a file where compose needs a folder"))
    _ = try sandbox.composer.apply(plan, force: true)
    #expect(try sandbox.text(".notes") == "a person's file named like the folder\n")
  }

  /// Compose refuses (without `--force`) what its agent would not read to the end, naming
  /// the file, the excess and the largest fragments; the config raises a limit.
  @Test func budgetsRefuseWhatTheAgentWouldCut() throws {
    let section =
      "<!-- from .charter/rules/big.md -->\n\n"
      + String(
        repeating: "- A long rule line that agents are told about, again and again.\n", count: 600)
    func items() -> [ComposeItem] {
      [
        ComposeItem(path: "AGENTS.md", target: "agents", ownership: .managedBlock, status: .missing, newText: section),
        ComposeItem(
          path: "Sources/AGENTS.md", target: "agents", ownership: .managedBlock, status: .missing, newText: section),
        ComposeItem(
          path: ".windsurf/rules/x.md", target: "windsurf", ownership: .wholeFile, status: .missing, newText: section),
      ]
    }
    var marked = items()
    let warnings = ComposeBudgets.enforce(&marked, root: URL(fileURLWithPath: "/nonexistent"), config: ProjectConfig())
    #expect(warnings.isEmpty)
    #expect(marked.map { $0.overBudget != nil } == [true, true, true])
    #expect(marked.allSatisfy { $0.isRefused })
    let size = section.utf8.count
    #expect(
      marked[0].overBudget?.hasPrefix(
        "the AGENTS.md files from the root to here would total \(size) bytes; Codex reads 32768, so \(size - 32768) bytes would be cut. Largest fragments here: .charter/rules/big.md ("
      ) == true)
    #expect(
      marked[1].overBudget?.contains("total \(2 * size) bytes") == true,
      "the chain counts every AGENTS.md from the root")
    #expect(marked[2].overBudget?.contains("Windsurf reads at most 12000") == true)
    var config = ProjectConfig()
    config.budgets = ProjectConfig.Budgets(agentsChain: 100_000, windsurfRule: 50_000)
    var raised = items()
    _ = ComposeBudgets.enforce(&raised, root: URL(fileURLWithPath: "/nonexistent"), config: config)
    #expect(raised.allSatisfy { $0.overBudget == nil })
  }

  /// A file over budget is refused by compose and written with `--force`; a config budget key
  /// with a wrong value is an error at its position.
  @Test func overBudgetNeedsForce() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write(".charter/config.yml", "packs: []\ntargets: [agents]\n")
    let body = String(repeating: "- A rule line that takes up room in every agent's context.\n", count: 700)
    try sandbox.directory.write(".charter/rules/big.md", "---\nid: big\n---\n" + body)
    let composer = Composer(project: Project(root: sandbox.root, options: ProjectOptions(useUserRules: false)))
    let outcome = try composer.apply(composer.plan())
    #expect(outcome.refused.map(\.path) == ["AGENTS.md"])
    #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("AGENTS.md").path))
    _ = try composer.apply(composer.plan(), force: true)
    #expect(FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("AGENTS.md").path))
    let parsed = ProjectConfigParser.parse("budgets:\n  agents-chain: lots\n  windsor-rule: 5\n")
    #expect(
      parsed.diagnostics.map(\.description) == [
        ".charter/config.yml:2:17: error: 'agents-chain' must be a positive whole number",
        ".charter/config.yml:3:3: warning: unknown budget 'windsor-rule'; budgets are agents-chain and windsurf-rule (did you mean 'windsurf-rule'?)",
      ])
  }
}

@Suite struct ComposeSkillsTests {
  @Test func skillsAreInstalledOwnedCheckedAndRemoved() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write(
      ".charter/config.yml", "packs: []\ntargets: [notes]\nskills:\n  install-to: [.agents/skills, .claude/skills]\n")
    try sandbox.directory.write(
      ".charter/skills/release/SKILL.md", "---\nname: release\ndescription: Cut a release\n---\nRun the script.\n")
    try sandbox.directory.write(".charter/skills/release/scripts/cut.sh", "#!/bin/sh\necho cut\n")
    try Data([0xFF, 0xD8, 0xFF]).write(to: sandbox.root.appendingPathComponent(".charter/skills/release/logo.jpg"))
    let plan = try sandbox.composer.plan()
    let skillPaths = plan.items.filter { $0.target == "skills" }.map(\.path)
    #expect(
      skillPaths == [
        ".agents/skills/release/SKILL.md", ".agents/skills/release/scripts/cut.sh",
        ".claude/skills/release/SKILL.md", ".claude/skills/release/scripts/cut.sh",
      ])
    #expect(plan.warnings.map(\.code) == ["skill-file-not-text"], "a binary file is reported, not skipped silently")
    try sandbox.compose()
    #expect(try sandbox.text(".claude/skills/release/scripts/cut.sh") == "#!/bin/sh\necho cut\n")
    try sandbox.directory.write(
      ".charter/skills/release/SKILL.md", "---\nname: release\ndescription: Cut a release\n---\nRun the new script.\n")
    #expect(
      try sandbox.statuses()[".agents/skills/release/SKILL.md"] == .stale, "compose --check reports skills out of date")
    try FileManager.default.removeItem(at: sandbox.root.appendingPathComponent(".charter/skills/release"))
    let outcome = try sandbox.compose()
    #expect(outcome.deleted.filter { $0.contains("skills/") }.count == 4)
  }

  @Test func aSkillComposeDidNotInstallIsNeverTouched() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write(".agents/skills/release/SKILL.md", "A person's own skill.\n")
    try sandbox.directory.write(
      ".charter/skills/release/SKILL.md", "---\nname: release\ndescription: Cut a release\n---\nRun.\n")
    #expect(try sandbox.statuses()[".agents/skills/release/SKILL.md"] == .notOwned)
    _ = try sandbox.compose(force: true)
    #expect(try sandbox.text(".agents/skills/release/SKILL.md") == "A person's own skill.\n")
  }

  @Test func composingOneTargetLeavesInstalledSkillsAlone() throws {
    let sandbox = try ComposeSandbox()
    try sandbox.directory.write(
      ".charter/skills/release/SKILL.md", "---\nname: release\ndescription: Cut a release\n---\nRun.\n")
    try sandbox.compose()
    let outcome = try sandbox.composer.apply(sandbox.composer.plan(targets: ["notes"]))
    #expect(outcome.deleted.isEmpty)
    #expect(
      FileManager.default.fileExists(
        atPath: sandbox.root.appendingPathComponent(".agents/skills/release/SKILL.md").path))
  }
}
