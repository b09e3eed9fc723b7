import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports
@testable import CharterRules

/// A repository with only an AGENTS.md written the way real ones are: each enforceable bullet
/// is a check scoped to the code it speaks of, a pack check about the same text is replaced
/// (scope included), and each violation is reported once.
@Suite struct ExtractedScopeLintTests {
  static let agents = """
    # Agents

    - Swift: 4-space indentation, 120-character lines
    - Avoid `try!` outside tests.
    - No `print(` in app code
    - Prefer `@Observable` over `ObservableObject` in app code
    - Prefer `let` over `var`

    """

  static let files: [String: String] = [
    // observable-object is off by default (Precision.md); the team turns it on.
    ".charter/rules/on.md": "---\nid: on\nenable: [observable-object]\n---\n# On\n",
    // Text checks from an agent file need `extract: true`.
    ".charter/config.yml": "extract: true\n",
    "AGENTS.md": agents,
    "Makefile": "build:\n\tswift build\n  print(x)\n",
    "data.json": "{\n  \"a\": 1\n}\n",
    "README.md": "# Readme\n\n  print(x)\n",
    "Sources/App/Model.swift": "final class Model: ObservableObject {\n    var count = 0\n}\nlet x = try! load()\nprint(x)\n",
    // Observation exists where the package builds, so the pack's structural check runs.
    "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
          name: "App", platforms: [.iOS(.v17), .macOS(.v14)],
          targets: [.target(name: "App"), .testTarget(name: "AppTests")])

      """,
    "Tests/AppTests/ModelTests.swift": "let y = try! load()\nprint(y)\n",
  ]

  func lint() async throws -> LintReport {
    let scratch = try TemporaryDirectory()
    for (path, text) in Self.files { try scratch.write(path, text) }
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    return try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 1))
  }

  /// Makefiles, JSON and Markdown get nothing from prose; `try!` and `print(` are allowed in
  /// tests, and the pack's `try!` check, replaced by the bullet, does not fire there either.
  @Test func checksApplyToTheCodeTheyDescribe() async throws {
    let report = try await lint()
    let found = report.findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" }
    #expect(
      found == [
        "Sources/App/Model.swift:1 prefer-observable-over-observableobject",
        "Sources/App/Model.swift:4 avoid-try",
        "Sources/App/Model.swift:5 no-print",
      ])
  }

  /// The pack's structural `ObservableObject` check reports the same place as the bullet: one
  /// finding, the bullet's, naming the pack's.
  @Test func oneFindingPerViolation() async throws {
    let report = try await lint()
    let observable = report.findings.filter { $0.range.start.line == 1 && $0.path.hasPrefix("Sources") }
    #expect(observable.map(\.rule) == ["prefer-observable-over-observableobject"])
    #expect(observable.first?.alsoReportedBy == ["observable-object"])
    let json = try #require(LintReporters.named("json")).render(report)
    #expect(json.contains("\"alsoReportedBy\": [\n        \"observable-object\"\n      ]"), "\(json)")
  }

  /// `explain` on a test file names the replaced pack check and the checks whose scope leaves
  /// the file out.
  @Test func explainShowsReplacementAndScope() throws {
    let scratch = try TemporaryDirectory()
    for (path, text) in Self.files { try scratch.write(path, text) }
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let path = "Tests/AppTests/ModelTests.swift"
    let resolved = RuleResolver.resolve(path: path, files: project.ruleFiles(governing: path).files)
    #expect(resolved.replaced.map { "\($0.id) by \($0.replacingID)" } == ["no-force-try by avoid-try"])
    #expect(resolved.outOfScope.map(\.id) == ["avoid-try", "no-print", "prefer-observable-over-observableobject"])
    let text = ExplainReport(resolved).text()
    #expect(text.contains("no-force-try  from charter:rules/swift-style.md:7, replaced by avoid-try (AGENTS.md:4)"), "\(text)")
    #expect(text.contains("avoid-try  from AGENTS.md:4, only for source code outside tests"), "\(text)")
  }
}
