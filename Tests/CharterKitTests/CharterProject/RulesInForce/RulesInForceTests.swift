import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules

/// `Project.rulesInForce(for:)` is the one answer to "which checks hold for this path": lint
/// runs what it says and `explain` shows it, and sharing one resolution between paths with
/// equal keys never changes what a path gets.
@Suite struct RulesInForceTests {
  /// Code that trips every check the layering fixtures declare: bans, `// TODO`, indentation,
  /// line length, trailing whitespace.
  static let sample = """
    import XCTest

    final class Sample: ObservableObject {
       func run() throws {\("   ")
        let value = thing as! Int // TODO never read
        print(value) // FIXME
        try! load()
    \tfatalError("stop")
        let long = "\(String(repeating: "x", count: 140))"
      }
    }
    """

  /// Each layering fixture copied to a scratch folder with `sample` at every path it explains.
  private static func scratchFixture(_ name: String) throws -> (TemporaryDirectory, Project, [String]) {
    let folder = Fixtures.url("Layering/\(name)")
    let scratch = try TemporaryDirectory()
    let repository = scratch.url.appendingPathComponent("repo")
    try FileManager.default.copyItem(at: folder.appendingPathComponent("repo"), to: repository)
    let files = try Fixtures.text("Layering/\(name)/files.txt").split(separator: "\n").map(String.init)
    for file in files { try scratch.write("repo/" + file, sample) }
    let user = folder.appendingPathComponent("user")
    let environment = FileManager.default.fileExists(atPath: user.path) ? ["XDG_CONFIG_HOME": user.path] : [:]
    return (scratch, Project(root: repository, options: ProjectOptions(environment: environment)), files)
  }

  @Test(arguments: LayeringFixtureTests.caseNames)
  func everyLintFindingIsAmongExplainsChecks(_ name: String) async throws {
    let (scratch, project, files) = try Self.scratchFixture(name)
    let report = try await Linter(project: project).lint(paths: files)
    #expect(!report.findings.isEmpty)
    for file in files {
      let explained = Set(project.explainReport(for: file).report.resolved.checks.map(\.id))
      let found = Set(report.findings.filter { $0.path == file }.map(\.rule))
      #expect(found.isSubset(of: explained), "\(file): \(found.subtracting(explained).sorted())")
    }
    _ = scratch
  }

  @Test(arguments: LayeringFixtureTests.caseNames)
  func sharedResolutionsMatchResolvingEachPath(_ name: String) throws {
    let (scratch, project, files) = try Self.scratchFixture(name)
    try Self.expectSharingChangesNothing(project, files)
    _ = scratch
  }

  /// A repository where each input of the key is what tells two paths apart: language, tests,
  /// settings that turn checks off, the formatter's exclusions, licence texts and fixtures
  /// (named by a rule's globs or not), files that keep their own layout, declared indentation.
  @Test func everyInputOfTheKeyTellsPathsApart() throws {
    let scratch = try TemporaryDirectory()
    let files = [
      ".charter/config.yml": "packs: [general, swift-style]\n",
      ".charter/rules/scoped.md": """
      ---
      id: scoped
      globs: ["Sources/**", "Tests/Fixtures/Named/**", "Tests/**/*.swift", "LICENSE.md"]
      enable: [indentation]
      checks:
        - id: no-print
          ban: "print("
      ---
      - Never use `try!` outside tests.
      """,
      ".charter/rules/width.md": "---\nid: width\nchecks:\n  - id: width\n    max-line-length: 100\n---\n",
      ".editorconfig": "[*]\nindent_style = space\nindent_size = 4\n[*.md]\ntrim_trailing_whitespace = false\n",
      "Tools/.editorconfig": "[*.swift]\nindent_size = 2\n",
      "Formatted/.swiftformat": "--exclude Skip.swift\n",
      ".swiftlint.yml": "excluded:\n  - Vendor\n",
    ]
    for (path, text) in files { try scratch.write(path, text) }
    let paths = [
      "Sources/A.swift", "Sources/B.swift", "Sources/C.py", "Sources/ATests.swift", "Tests/T.swift",
      "Tests/Fixtures/F.swift", "Tests/Fixtures/Named/G.swift", "LICENSE", "LICENSE.md", "Makefile", "Sources/Makefile",
      "docs/Guide.md", "Tools/X.swift", "Formatted/Skip.swift", "Formatted/Keep.swift", "Vendor/V.swift", "Package.swift",
      "docs/Makefile", "docs/notes",
    ]
    for path in paths { try scratch.write(path, Self.sample) }
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    try Self.expectSharingChangesNothing(project, paths)
    let key = { (path: String) in project.rulesInForceKey(for: path).key }
    #expect(key("Sources/A.swift") == key("Sources/B.swift"))
    for (first, second) in [
      ("Sources/A.swift", "Sources/C.py"), ("Sources/A.swift", "Sources/ATests.swift"),
      ("Tests/Fixtures/F.swift", "Tests/T.swift"), ("LICENSE", "docs/Guide.md"), ("Makefile", "docs/Guide.md"),
      ("Tools/X.swift", "Formatted/Keep.swift"), ("Formatted/Skip.swift", "Formatted/Keep.swift"),
      ("Vendor/V.swift", "Formatted/Keep.swift"), ("Tests/Fixtures/F.swift", "Tests/Fixtures/Named/G.swift"),
      ("docs/Makefile", "docs/notes"),
    ] {
      #expect(key(first) != key(second), "\(first) \(second)")
    }
  }

  /// Asked in either order of a fresh project, every path's rules in force are what resolving
  /// that path alone gives: the rule files that govern it, resolved, then the team's settings.
  private static func expectSharingChangesNothing(_ project: Project, _ paths: [String]) throws {
    for order in [paths, paths.reversed()] {
      let fresh = Project(root: project.root, options: project.options)
      for path in order {
        let direct = TeamSettings(project: fresh).applying(
          to: RuleResolver.resolve(path: path, files: fresh.ruleFiles(governing: path).files))
        #expect(fresh.rulesInForce(for: path).rules == direct, "\(path)")
      }
    }
  }
}
