import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

/// A run of fewer files than jobs lends the idle core to reading ahead (the repository's other
/// rule sources, each Swift file's module); what it reports is what a run of one job reports.
@Suite struct ReadAheadTests {
  /// A broken manifest is reported when a linted Swift file's module was asked for, and only
  /// then: not when the one file linted is Markdown, though the idle core read the manifests.
  @Test(arguments: ["Bad/Sources/B/B.swift", "Good/Sources/G/G.swift", "Bad/README.md", "CLAUDE.md"])
  func oneFileReportsWhatOneJobReports(_ path: String) async throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("Bad/Package.swift", "let package = Package(name: \"b\", targets: [.target(name: \"B\"\n")
    try scratch.write("Bad/Sources/B/B.swift", "import Foundation\nlet x = try! load()\n")
    try scratch.write("Bad/README.md", "# B\n\nText.  \n")
    try scratch.write("Good/Package.swift", "let package = Package(name: \"g\", targets: [.target(name: \"G\")])\n")
    try scratch.write("Good/Sources/G/G.swift", "@MainActor final class Model: ObservableObject {}\n")
    try scratch.write("CLAUDE.md", "# Rules\n\n- Indent Swift with 2 spaces.\n- See @docs/style.md\n")
    try scratch.write("docs/style.md", "# Style\n\n- Never use `try!`.\n")
    func run(jobs: Int) async throws -> LintReport {
      let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
      return try await Linter(project: project).lint(paths: [path], options: LintOptions(jobs: jobs))
    }
    let alone = try await run(jobs: 1)
    for _ in 0..<5 {
      let helped = try await run(jobs: 2)
      #expect(helped == alone)
    }
    let warned = alone.diagnostics.contains { $0.code == "unreadable-project" }
    #expect(warned == (path == "Bad/Sources/B/B.swift"))
  }
}
