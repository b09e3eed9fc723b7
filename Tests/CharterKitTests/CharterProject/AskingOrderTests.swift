import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports

/// What a ``Project`` value works out lazily (rule sources, the rules in force, the team's
/// settings, the module index) is the same whichever question comes first: `explain` then
/// `lint` on one value reports what `lint` then `explain` does, and what each reports alone.
@Suite struct AskingOrderTests {
  static let files = [
    "Bad/Package.swift": "let package = Package(name: \"b\", targets: [.target(name: \"B\"\n",
    "Bad/Sources/B/B.swift": "import Foundation\nlet x = try! load()  \n",
    "Good/Package.swift": "let package = Package(name: \"g\", targets: [.target(name: \"G\")])\n",
    "Good/Sources/G/G.swift": "@MainActor final class Model: ObservableObject {\n    var a = 1\n}\n",
    "Good/.editorconfig": "[*.swift]\nindent_style = space\nindent_size = 2\n",
    ".swiftlint.yml": "disabled_rules:\n  - trailing_whitespace\n",
    "CLAUDE.md": "# Rules\n\n- Indent Swift with 2 spaces.\n- Never use `try!`.\n",
    "README.md": "# Readme  \n",
  ]
  static let explained = ["Bad/Sources/B/B.swift", "Good/Sources/G/G.swift", "README.md", "Bad/Package.swift"]

  private static func explain(_ project: Project) -> [String] {
    explained.map { path in
      let (report, rules, modules) = project.explainReport(for: path)
      return report.json() + "\n" + (rules + modules).map(\.description).joined(separator: "\n")
    }
  }

  @Test func explainAndLintDoNotDependOnWhichWasAskedFirst() async throws {
    let scratch = try TemporaryDirectory()
    for (path, text) in Self.files { try scratch.write(path, text) }
    func project() -> Project { Project(root: scratch.url, options: ProjectOptions(useUserRules: false)) }
    let lintAlone = try await Linter(project: project()).lint(paths: [])
    let explainAlone = Self.explain(project())

    let explainFirst = project()
    let explainedFirst = Self.explain(explainFirst)
    let lintedSecond = try await Linter(project: explainFirst).lint(paths: [])

    let lintFirst = project()
    let lintedFirst = try await Linter(project: lintFirst).lint(paths: [])
    let explainedSecond = Self.explain(lintFirst)

    #expect(!lintAlone.findings.isEmpty)
    #expect(lintAlone.diagnostics.contains { $0.code == "unreadable-project" })
    #expect(lintedSecond == lintAlone)
    #expect(lintedFirst == lintAlone)
    #expect(explainedFirst == explainAlone)
    #expect(explainedSecond == explainAlone)
  }
}
