import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterProject
@testable import CharterSupport

/// `charter init --from-existing` on a repository with every kind of agent file
/// (`Tests/Fixtures/Compose/ImportRepo`; `*.fixture` files lose that suffix in the copy so the
/// fixtures are not rule files of Charter's own repository), followed by compose.
@Suite struct ImportRoundTripTests {
  static func repository() throws -> TemporaryDirectory {
    let scratch = try TemporaryDirectory()
    let source = Fixtures.url("Compose/ImportRepo")
    let enumerator = FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard !url.hasDirectoryPath, let relative = RepositoryRoot.relativePath(of: url, to: source) else { continue }
      let target = relative.hasSuffix(".fixture") ? String(relative.dropLast(".fixture".count)) : relative
      try scratch.write(target, String(contentsOf: url, encoding: .utf8))
    }
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    return scratch
  }

  static func rules(in root: URL) -> [AgentRule] {
    let repository = RepositoryFiles(root: root)
    return AgentFormats.all.flatMap { $0.read(repository).rules }
  }

  @Test func importThenComposeReproducesEveryRule() throws {
    let scratch = try Self.repository()
    let original = Self.rules(in: scratch.url)
    #expect(original.count == 29)
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let outcome = try ExistingRulesImporter(project: project).run()
    #expect(outcome.targets == AgentFormats.names, "every format has a file in the fixture")
    #expect(outcome.fragments.count == 28, "AGENTS.md and CLAUDE.md said the same thing: one fragment")
    #expect(outcome.ignoreFiles.isEmpty, "Firebase, Junie … have no ignore file: importing would add theirs")
    let composer = Composer(project: Project(root: scratch.url, options: ProjectOptions(useUserRules: false)))
    _ = try composer.apply(composer.plan())
    #expect(try composer.plan().drift.isEmpty, "a second compose changes nothing")

    // Every rule's text is in the files of the target it came from, and its scope survived; a
    // rule file is written back where it was, its front matter byte for byte.
    let items = try composer.plan().items
    for rule in original {
      let files = items.filter { $0.target == rule.target }.compactMap(\.newText)
      let body = rule.body.trimmingBlankLines()
      #expect(files.contains { $0.contains(body) }, "\(rule.path): its text is composed back into \(rule.target)")
      if let frontMatter = rule.frontMatter {
        let text = try String(contentsOf: scratch.url.appendingPathComponent(rule.path), encoding: .utf8)
        #expect(text.hasPrefix(frontMatter), "\(rule.path) keeps its front matter")
      }
    }
    let fragments = Project(root: scratch.url, options: ProjectOptions(useUserRules: false)).allRuleFiles().files
      .filter { $0.origin == .fragment }
    let byName = Dictionary(uniqueKeysWithValues: fragments.map { ($0.id ?? "", $0) })
    #expect(byName["swift"]?.globs.patterns == ["**/*.swift"])
    #expect(byName["migrations"]?.agentActivation == .onRequest)
    #expect(byName["tests"]?.globs.patterns == ["Tests/**"])
    #expect(byName["sql"]?.globs.patterns == ["**/*.sql"])
    #expect(byName["docs"]?.globs.patterns == ["Sources/**/*.swift"])
    #expect(byName["ci"]?.globs.patterns == ["**/*.yml"], "a Devin rule's YAML list of globs")
    let ignore = try String(contentsOf: scratch.url.appendingPathComponent(".cursorignore"), encoding: .utf8)
    #expect(ignore == "build/\n*.secret\n", "left as it was")
    #expect(byName["release"]?.agentActivation == .onRequest, "an Antigravity model_decision rule")
    #expect(byName["a11y"]?.agentActivation == .onRequest, "an Augment agent_requested rule")
    #expect(byName["logging"]?.globs.patterns == ["**/*.swift"], "a Continue rule's globs")
    #expect(fragments.contains { $0.baseDirectory == "Sources/App" }, "a nested AGENTS.md stays in its folder")
    #expect(byName["http"]?.baseDirectory == "Sources/Net", "a nested .cursor/rules file stays in its folder")
    #expect(byName["http"]?.globs.patterns == ["**/*.swift"])
    let nested = try String(
      contentsOf: scratch.url.appendingPathComponent("Sources/Net/.cursor/rules/http.mdc"), encoding: .utf8)
    #expect(
      nested.hasPrefix("---\ndescription: Networking code\nglobs: **/*.swift\nalwaysApply: false\n---\n"),
      "it stays nested, its front matter as written")
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(".cursor/rules/http.mdc").path))
  }

  @Test func nothingIsImportedOverAnExistingFragment() throws {
    let scratch = try Self.repository()
    try scratch.write(".charter/rules/swift.md", "---\nid: swift\n---\nMine.\n")
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    #expect(throws: DiagnosticsError.self) { try ExistingRulesImporter(project: project).run() }
    #expect(try String(contentsOf: scratch.url.appendingPathComponent(".charter/rules/swift.md"), encoding: .utf8) == "---\nid: swift\n---\nMine.\n")
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(".charter/rules/agents.md").path))
  }
}
