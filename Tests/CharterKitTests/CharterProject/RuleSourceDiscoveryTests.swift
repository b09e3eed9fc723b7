import Foundation
import Testing

@testable import CharterCompose
@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

/// Rule sources are searched for in the folders lint would enter, hidden and dependency
/// folders aside (`FileWalker+Folders.swift` states the policy).
@Suite struct RuleSourceDiscoveryTests {
  /// A repository holding `files`, and the project opened there without the user-global
  /// layer. Keep the directory: it is removed when released.
  private static func project(_ files: [String: String]) throws -> (TemporaryDirectory, Project) {
    let tree = try TemporaryDirectory()
    for (path, contents) in files { try tree.write(path, contents) }
    return (tree, Project(root: tree.url, options: ProjectOptions(useUserRules: false)))
  }

  /// Every rule source of the repository `charter rules` lists, packs aside.
  private static func sources(_ project: Project) -> [String] {
    project.allRuleFiles().files.map(\.path).filter { !$0.hasPrefix("charter:") }.sorted()
  }

  /// The fragments compose writes from.
  private static func composed(_ project: Project) -> [String] {
    project.fragmentsAndPacks().files.map(\.path).filter { !$0.hasPrefix("charter:") }.sorted()
  }

  /// What a dependency checkout or a build folder may carry: every kind of rule source.
  private static func agentFiles(in folder: String) -> [String: String] {
    [
      folder + "/AGENTS.md": "- Never use `print`.\n",
      folder + "/CLAUDE.md": "Use tabs.\n",
      folder + "/.charter/rules/dep.md": "---\nid: dep\n---\n# Dep\n\n- Never use `fatalError`.\n",
      folder + "/.cursor/rules/dep.mdc": "---\ndescription: dep\nalwaysApply: true\n---\nDep rule.\n",
    ]
  }

  private static let rootSources: [String: String] = [
    "AGENTS.md": "- Never use `try!`.\n",
    ".charter/rules/team.md": "---\nid: team\n---\n# Team\n\n- Never use `print`.\n",
    "Sources/App/CLAUDE.md": "Use spaces.\n",
  ]

  @Test func aFolderGitignoreNamesHoldsNoRuleSources() throws {
    var files = Self.rootSources.merging(Self.agentFiles(in: "build/checkouts/dep")) { $1 }
    files[".gitignore"] = "build/\n"
    let (tree, project) = try Self.project(files)
    defer { withExtendedLifetime(tree) {} }
    #expect(Self.sources(project) == [".charter/rules/team.md", "AGENTS.md", "Sources/App/CLAUDE.md"])
    #expect(Self.composed(project) == [".charter/rules/team.md"])
    #expect(!project.ruleSourceFolders.folders.contains { $0.hasPrefix("build") })
  }

  @Test func aNestedGitignoreAndInfoExcludeCountToo() throws {
    var files = Self.rootSources.merging(Self.agentFiles(in: "Sources/App/Generated")) { $1 }
    files.merge(Self.agentFiles(in: "vendor")) { $1 }
    files["Sources/App/.gitignore"] = "Generated/\n"
    files[".git/info/exclude"] = "vendor/\n"
    let (tree, project) = try Self.project(files)
    defer { withExtendedLifetime(tree) {} }
    #expect(Self.sources(project) == [".charter/rules/team.md", "AGENTS.md", "Sources/App/CLAUDE.md"])
    #expect(Self.composed(project) == [".charter/rules/team.md"])
  }

  @Test func aFolderTheConfigExcludesHoldsNoRuleSources() throws {
    var files = Self.rootSources.merging(Self.agentFiles(in: "Vendor")) { $1 }
    files.merge(Self.agentFiles(in: "Vendor/Lib")) { $1 }
    files.merge(Self.agentFiles(in: "Third")) { $1 }
    files[".charter/config.yml"] = "exclude: [\"Vendor/**\", \"Third\"]\n"
    let (tree, project) = try Self.project(files)
    defer { withExtendedLifetime(tree) {} }
    #expect(Self.sources(project) == [".charter/rules/team.md", "AGENTS.md", "Sources/App/CLAUDE.md"])
    #expect(Self.composed(project) == [".charter/rules/team.md"])
  }

  @Test func hiddenAndDependencyFoldersAreStillSkipped() throws {
    var files = Self.rootSources
    for folder in [".build/checkouts/dep", ".hidden", "node_modules/dep", "Pods/Dep", "Carthage/Checkouts/Dep"] {
      files.merge(Self.agentFiles(in: folder)) { $1 }
    }
    let (tree, project) = try Self.project(files)
    defer { withExtendedLifetime(tree) {} }
    #expect(Self.sources(project) == [".charter/rules/team.md", "AGENTS.md", "Sources/App/CLAUDE.md"])
    #expect(project.ruleSourceFolders.folders == ["", "Sources", "Sources/App"])
  }

  /// Ignore rules choose folders, not files: `CLAUDE.local.md` is meant to be ignored, and
  /// Claude Code reads it all the same.
  @Test func anIgnoredFileInASearchedFolderIsStillARuleSource() throws {
    var files = Self.rootSources
    files[".gitignore"] = "CLAUDE.local.md\nlocal.md\n"
    files["CLAUDE.local.md"] = "Mine.\n"
    files[".charter/rules/local.md"] = "---\nid: local\n---\n# Local\n"
    let (tree, project) = try Self.project(files)
    defer { withExtendedLifetime(tree) {} }
    #expect(Self.sources(project).contains("CLAUDE.local.md"))
    #expect(Self.composed(project) == [".charter/rules/local.md", ".charter/rules/team.md"])
  }

  @Test func aLinkToAFolderIsNotFollowed() throws {
    let (tree, project) = try Self.project(Self.rootSources)
    try FileManager.default.createSymbolicLink(
      atPath: tree.url.appendingPathComponent("Linked").path, withDestinationPath: "Sources/App")
    #expect(Self.sources(project) == [".charter/rules/team.md", "AGENTS.md", "Sources/App/CLAUDE.md"])
  }

  /// The default packs follow the languages of the files lint would check.
  @Test func swiftOnlyInAnIgnoredFolderEnablesNoSwiftPack() throws {
    let (ignoredTree, ignored) = try Self.project([".gitignore": "build/\n", "build/Gen.swift": "", "README.md": ""])
    let (checkedTree, checked) = try Self.project([".gitignore": "build/\n", "Sources/App.swift": ""])
    let (hiddenTree, hidden) = try Self.project([".build/Dep.swift": "", "node_modules/x.swift": ""])
    defer { withExtendedLifetime((ignoredTree, checkedTree, hiddenTree)) {} }
    #expect(ignored.enabledPacks == ["general", "agent-files"])
    #expect(checked.enabledPacks.contains("swift-style"))
    #expect(hidden.enabledPacks == ["general", "agent-files"])
  }

  /// `init --from-existing` imports the other agents' files discovery finds, no others.
  @Test func importingSkipsIgnoredFolders() throws {
    var files = Self.agentFiles(in: "build/dep")
    files[".gitignore"] = "build/\n"
    files["CLAUDE.md"] = "Use spaces.\n"
    let (tree, project) = try Self.project(files)
    defer { withExtendedLifetime(tree) {} }
    let sources = ExistingRulesImporter(project: project).plan().fragments.flatMap(\.sources)
    #expect(sources == ["CLAUDE.md"])
  }

  /// A `.charter/rules` folder lists every Markdown file in it, links to files included, hidden
  /// entries and links to folders not.
  @Test func fragmentFoldersListLinkedFilesButNoHiddenEntries() throws {
    let tree = try TemporaryDirectory()
    for path in ["a.md", "sub/b.md", ".hidden.md", ".drafts/c.md", "notes.txt", "../../shared.md"] {
      try tree.write(".charter/rules/" + path, "")
    }
    let rules = tree.url.appendingPathComponent(".charter/rules")
    try FileManager.default.createSymbolicLink(
      atPath: rules.appendingPathComponent("linked.md").path, withDestinationPath: "../../shared.md")
    try FileManager.default.createSymbolicLink(
      atPath: rules.appendingPathComponent("folder.md").path, withDestinationPath: "sub")
    let listed = Project(root: tree.url, options: ProjectOptions(useUserRules: false)).locator.fragments(in: "")
    #expect(
      listed.map(\.displayPath) == [".charter/rules/a.md", ".charter/rules/linked.md", ".charter/rules/sub/b.md"])
    #expect(listed.allSatisfy { $0.unreadable == nil })
  }
}
