import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterProject
@testable import CharterSupport

/// A fragment that records the person's rule file it came from (`agent-files:`) is written
/// back into that file: their front matter as it was while the fragment says the same, else
/// Charter's keys for what changed and the person's other keys as written.
@Suite struct RecordedRuleFileTests {
  static let workflows = ".github/instructions/workflows.instructions.md"
  static let frontMatter =
    "---\napplyTo: '.github/workflows/*.yml'\ndescription: 'CI workflows'\nexcludeAgent: \"code-review\"\n"
    + "tools: ['run_in_terminal']\n---\n"

  static func fragment(globs: [String], description: String? = "CI workflows") -> ComposeFragment {
    var fragment = ComposeFragment(
      name: "workflows", sourcePath: ".charter/rules/workflows.md", description: description,
      activation: .globs(globs), body: "Pin every action to a commit SHA.")
    fragment.agentFiles = [workflows: frontMatter]
    return fragment
  }

  @Test func unchangedFragmentWritesTheFrontMatterAsItWas() throws {
    let outputs = CopilotFormat.write([Self.fragment(globs: [".github/workflows/*.yml"])])
    #expect(outputs.map(\.path) == [Self.workflows])
    #expect(
      outputs.first?.content
        == Self.frontMatter + GeneratedMarkers.header(source: ".charter/rules/workflows.md")
        + "\n\nPin every action to a commit SHA.\n")
  }

  /// A person widened the fragment's scope: compose states the new scope and keeps
  /// `excludeAgent` and `tools`, which it does not model, line for line.
  @Test func changedScopeIsWrittenAndOtherKeysKept() throws {
    let outputs = CopilotFormat.write([Self.fragment(globs: [".github/**/*.yml"], description: "CI")])
    let content = try #require(outputs.first { $0.path == Self.workflows }?.content)
    #expect(
      content.hasPrefix(
        "---\napplyTo: \".github/**/*.yml\"\ndescription: \"CI\"\nexcludeAgent: \"code-review\"\n"
          + "tools: ['run_in_terminal']\n---\n"))
    let directory = try TemporaryDirectory()
    try directory.write(Self.workflows, content.replacingOccurrences(of: GeneratedMarkers.headerPrefix, with: "<!-- "))
    let rule = try #require(CopilotFormat.read(RepositoryFiles(root: directory.url)).rules.first)
    #expect(rule.activation == .globs([".github/**/*.yml"]) && rule.description == "CI")
  }

  /// A nested Cursor rule whose fragment keeps its folder is written back nested, its globs
  /// relative to that folder even when compose writes them; a fragment moved to another folder
  /// is placed as any other, in the root's rules.
  @Test func nestedCursorRuleStaysWhileItsFolderDoes() throws {
    var fragment = ComposeFragment(
      name: "sql", sourcePath: "Core/.charter/rules/sql.md", directory: "Core", activation: .globs(["*.sql"]),
      body: "Down steps.")
    fragment.agentFiles = ["Core/.cursor/rules/sql.mdc": "---\nglobs: **/*.sql\n---\n"]
    let changed = CursorFormat.write([fragment])
    #expect(changed.map(\.path) == ["Core/.cursor/rules/sql.mdc"])
    #expect(changed.first?.content.hasPrefix("---\ndescription:\nglobs: **/*.sql\nalwaysApply: false\n---\n") == true)
    fragment.directory = "Other"
    #expect(CursorFormat.write([fragment]).map(\.path) == [".cursor/rules/sql.mdc"])
  }

  /// A new fragment never takes a name a person's file holds.
  @Test func newFragmentsDoNotTakeARecordedFileName() {
    var imported = ComposeFragment(name: "style-imported", sourcePath: ".charter/rules/a.md", body: "Mine.")
    imported.agentFiles = [".cursor/rules/style.mdc": "---\nalwaysApply: true\n---\n"]
    let new = ComposeFragment(name: "style", sourcePath: ".charter/rules/style.md", body: "New.")
    #expect(
      CursorFormat.write([imported, new]).map(\.path).sorted() == [
        ".cursor/rules/style-2.mdc", ".cursor/rules/style.mdc",
      ])
  }

  /// A rule file written with CRLF line endings comes back with CRLF line endings, its front
  /// matter byte for byte.
  @Test func crlfFilesKeepTheirLineEndings() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    let original = "---\r\ndescription: Windows\r\nalwaysApply: true\r\n---\r\n# Rule\r\n\r\n- Use tabs.\r\n"
    try directory.write(".cursor/rules/win.mdc", original)
    _ = try ExistingRulesImporter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false))).run()
    let composer = Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    _ = try composer.apply(composer.plan())
    let composed = try String(contentsOf: directory.url.appendingPathComponent(".cursor/rules/win.mdc"), encoding: .utf8)
    let header = GeneratedMarkers.header(source: ".charter/rules/win.md")
    #expect(
      composed == "---\r\ndescription: Windows\r\nalwaysApply: true\r\n---\r\n\(header)\r\n\r\n# Rule\r\n\r\n- Use tabs.\r\n")
    #expect(try composer.plan().drift.isEmpty)
  }

  /// Two files of one agent that say the same thing stay two files; a Cursor and a Windsurf
  /// rule of one name but different text keep their names.
  @Test func importKeepsEveryFileItsOwn() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".cursor/rules/a.mdc", "---\nalwaysApply: true\n---\nSame text.\n")
    try directory.write(".cursor/rules/b.mdc", "---\nalwaysApply: true\n---\nSame text.\n")
    try directory.write(".windsurf/rules/a.md", "---\ntrigger: always_on\n---\nOther text.\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let outcome = try ExistingRulesImporter(project: project).run()
    #expect(outcome.fragments.count == 3)
    let composer = Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    let plan = try composer.plan()
    #expect(plan.items.map(\.path).sorted() == [".cursor/rules/a.mdc", ".cursor/rules/b.mdc", ".windsurf/rules/a.md"])
    _ = try composer.apply(plan)
    let windsurf = try String(contentsOf: directory.url.appendingPathComponent(".windsurf/rules/a.md"), encoding: .utf8)
    #expect(
      windsurf.hasPrefix("---\ntrigger: always_on\n---\n<!-- Generated by charter")
        && windsurf.hasSuffix("Other text.\n"))
  }
}
