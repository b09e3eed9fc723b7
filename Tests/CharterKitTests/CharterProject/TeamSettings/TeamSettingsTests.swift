import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports
@testable import CharterRules

@Suite struct TeamSettingsTests {
  /// A repository with settings files; `files` maps paths to contents.
  private func project(_ files: [String: String]) throws -> (TemporaryDirectory, Project) {
    let scratch = try TemporaryDirectory()
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    try scratch.write(".charter/config.yml", "packs: []\nextract: true\n")
    for (path, text) in files { try scratch.write(path, text) }
    return (scratch, Project(root: scratch.url, options: ProjectOptions(useUserRules: false)))
  }

  @Test(arguments: [
    // (settings files, path, expected width (0 for tabs, nil for none), deciding file)
    ([".swiftformat": "--indent 2\n", ".editorconfig": "[*]\nindent_size = 4\n"], "Sources/A.swift", 2, ".swiftformat:1"),
    ([".swiftformat": "--indent 2\n", ".editorconfig": "[*]\nindent_size = 4\n"], "tools/run.py", 4, ".editorconfig:2"),
    ([".swiftformat": "--indent 2\n", "Sources/.editorconfig": "[*.swift]\nindent_size = 3\n"], "Sources/A.swift", 3, "Sources/.editorconfig:2"),
    ([".swift-format": "{\"indentation\": {\"spaces\": 4}}", ".swiftlint.yml": "indentation_width: 2\n"], "A.swift", 4, ".swift-format:1"),
    ([".swiftlint.yml": "indentation_width:\n  indentation_width: 3\n"], "A.swift", 3, ".swiftlint.yml:2"),
    ([".editorconfig": "root = true\n[*]\nindent_style = tab\n"], "a/b/C.swift", 0, ".editorconfig:3"),
    ([".editorconfig": "[*]\nindent_size = 8\n", "a/.editorconfig": "root = true\n[*.go]\nindent_size = 2\n"], "a/C.swift", nil, nil),
    ([".swiftformat": "--indent 2\n"], "tools/run.py", nil, nil),
  ] as [([String: String], String, Int?, String?)])
  func closestDeclarationDecides(files: [String: String], path: String, width: Int?, source: String?) throws {
    let (scratch, project) = try project(files)
    let found = TeamSettings(project: project).indentation(for: path)
    #expect(found.map { $0.style.character == .tabs ? 0 : $0.style.width } == width)
    #expect(found?.source.description == source)
    _ = scratch
  }

  /// Settings put the check in force only where no rule states indentation, and never in a
  /// Makefile or a data file.
  @Test func aRuleThatStatesItWins() throws {
    let (scratch, project) = try project([
      ".swiftformat": "--indent 2\n", ".editorconfig": "[*]\nindent_style = tab\n",
      "Sources/AGENTS.md": "- Use 4-space indentation.\n", Self.enableRule.path: Self.enableRule.text,
    ])
    let settings = TeamSettings(project: project)
    func indentation(_ path: String) -> EffectiveCheck? {
      let resolved = RuleResolver.resolve(path: path, files: project.ruleFiles(governing: path).files)
      return settings.applying(to: resolved).checks.first { $0.declaration.kind.name == .indentation }
    }
    #expect(indentation("App/A.swift")?.source.description == ".swiftformat:1")
    #expect(indentation("App/A.swift")?.declaration.kind == .indentation(IndentationStyle(character: .spaces, width: 2)))
    #expect(indentation("Sources/A.swift")?.source.path == "Sources/AGENTS.md")
    #expect(indentation("Makefile") == nil)
    #expect(indentation("data.json") == nil)
    #expect(indentation("tools/run.py") == nil, "settings put indentation in force for Swift files only")
    _ = scratch
  }

  /// The indentation a formatter's settings declare is the formatter's to enforce: off unless a
  /// rule file turns it on with `enable: [indentation]`; `explain` says which.
  @Test func lintAndExplainUseTheSettings() async throws {
    let files = [".swiftformat": "--indent 4\n", "A.swift": "func f() {\n  g()\n}\n"]
    let (quiet, plain) = try project(files)
    #expect(try await Linter(project: plain).lint(paths: [], options: LintOptions(jobs: 1)).findings.isEmpty)
    let exempt = TeamSettings(project: plain).applying(to: RuleResolver.resolve(path: "A.swift", files: plain.ruleFiles(governing: "A.swift").files))
    #expect(exempt.exempt.map(\.reason) == ["SwiftFormat enforces the indentation its settings declare (turn it on with 'enable: [indentation]')"])
    let (scratch, project) = try project(files.merging([Self.enableRule.path: Self.enableRule.text]) { $1 })
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 1))
    #expect(report.findings.map(\.message) == ["Indent this line by 4 spaces, not 2 (4 per level)"])
    #expect(report.findings.first?.source?.description == ".swiftformat:1")
    let resolved = TeamSettings(project: project).applying(to: RuleResolver.resolve(path: "A.swift", files: project.ruleFiles(governing: "A.swift").files))
    #expect(ExplainReport(resolved).text().contains("from .swiftformat:1"))
    _ = (scratch, quiet)
  }

  /// A rule file that turns on the indentation a formatter's settings declare.
  static let enableRule = (path: ".charter/rules/on.md", text: "---\nid: on\nenable: [indentation]\n---\n# On\n")

}
