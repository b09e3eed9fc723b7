import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules

@Suite struct BuiltinPacksTests {
  /// The embedded copy must equal `rules/`; run `scripts/embed-rules.sh` after editing a pack.
  @Test func embeddedCopyIsCurrent() throws {
    let folder = Fixtures.packageRoot.appendingPathComponent("rules")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    #expect(BuiltinPacks.names == files.map { String($0.dropLast(3)) }, "run scripts/embed-rules.sh")
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      #expect(BuiltinPacks.text(named: String(file.dropLast(3))) == text, "\(file) is stale: run scripts/embed-rules.sh")
    }
  }

  /// The checks whose measured precision on real apps is below 95% ship off by default
  /// (Documentation/Precision.md); changing this list means measuring again.
  @Test func checksBelowThePrecisionBarAreOffByDefault() throws {
    var off: [String] = []
    for name in BuiltinPacks.names {
      let text = try #require(BuiltinPacks.text(named: name))
      let parsed = RuleFileParser.parse(text, as: RuleFile(path: "charter:rules/\(name).md", origin: .pack, baseDirectory: ""))
      let file = try #require(parsed.file)
      off += file.checks.filter { !$0.isEnabledByDefault }.map(\.id)
    }
    #expect(off.sorted() == [
      "agent-contradicts-agent-file", "agent-contradicts-project", "agent-dead-reference", "agent-duplicate-instruction",
      "agent-unsafe-settings", "async-stream-unfinished", "completion-handler", "continuation-misuse", "environment-object", "feature-flag-fork",
      "final-newline", "main-queue-async", "mainactor-deinit", "no-force-cast", "no-force-try", "no-trailing-whitespace",
      "nonisolated-async-heavy-work", "observable-object", "observations-retains-self", "observed-object",
      "preconcurrency-import", "prefer-is-empty", "prefer-swift-testing", "state-object", "swift5-sends-nonsendable", "swift5-shared-state",
      "swiftdata-model-default", "task-loop-retains-self", "task-weak-self-guard", "unsafe-needs-justification",
    ])
  }

  /// A repository turns one on by name, or a whole pack's, with `enable:`.
  @Test func aRepositoryTurnsOnAnOffCheckByName() async throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".charter/config.yml", "packs: [general, swift-style]\n")
    try directory.write(".charter/rules/on.md", "---\nid: on\nenable: [no-force-try]\n---\n# On\n")
    try directory.write("A.swift", "let a = try! load()\nlet b = 1")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [])
    #expect(report.findings.map { "\($0.range.start.line) \($0.rule)" } == ["1 no-force-try"])
  }

  @Test func defaultsFollowLanguages() {
    #expect(BuiltinPacks.defaults(for: []) == ["general", "agent-files"])
    #expect(BuiltinPacks.defaults(for: [.swift]).first == "general")
  }
}
