import Foundation
import Testing

@testable import CharterCompose
@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports
@testable import CharterRules

/// The documents agent files link to (`[Swift style](docs/SWIFT.md)`) or import
/// (`@docs/STYLE.md`) are rule sources under their own paths, governing what the agent file
/// governs; links that lead nowhere, out of the repository or past the cap are not read.
@Suite struct LinkedDocumentTests {
  static let printBullet = "# Swift\n\n- Never use `print(`\n"

  /// The repository with `files`, and a config that turns on text checks from agent files
  /// (`extract: true`), which the tests read the documents' bullets with.
  static func project(_ files: [String: String], in scratch: TemporaryDirectory) throws -> Project {
    try scratch.write(".charter/config.yml", "extract: true\n")
    for (path, text) in files { try scratch.write(path, text) }
    return Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
  }

  /// The paths of `project`'s findings and the rule source of each, sorted.
  static func findings(_ project: Project) async throws -> [String] {
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 1))
    return report.findings.filter { $0.path.hasSuffix(".swift") }.map { "\($0.path) \($0.source?.path ?? "-")" }.sorted()
  }

  @Test func aMarkdownLinkFromAgentsMDIsARuleSource() async throws {
    let scratch = try TemporaryDirectory()
    let project = try Self.project(
      [
        "AGENTS.md": "# Rules\n\nFollow [Swift style](docs/SWIFT.md#naming).\n",
        "docs/SWIFT.md": Self.printBullet, "App.swift": "print(\"x\")\n",
      ], in: scratch)
    #expect(try await Self.findings(project) == ["App.swift docs/SWIFT.md"])
    let document = try #require(project.linkedDocuments.files.first)
    #expect(document.path == "docs/SWIFT.md")
    #expect(document.origin == .agents)
    #expect(document.linkedFrom == "AGENTS.md:3")
    #expect(document.baseDirectory == "")
    let listing = RulesReport(project.repositoryRuleFiles()).text()
    #expect(listing.contains("  docs/SWIFT.md  [agents, linked from AGENTS.md:3]"))
    let explained = project.explainReport(for: "App.swift").report
    #expect(explained.resolved.checks.contains { $0.source.path == "docs/SWIFT.md" })
  }

  @Test func aClaudeImportIsARuleSource() async throws {
    let scratch = try TemporaryDirectory()
    let project = try Self.project(
      ["CLAUDE.md": "# Memory\n\n@docs/STYLE.md\n", "docs/STYLE.md": Self.printBullet, "App.swift": "print(1)\n"],
      in: scratch)
    #expect(try await Self.findings(project) == ["App.swift docs/STYLE.md"])
    #expect(project.linkedDocuments.files.map(\.linkedFrom) == ["CLAUDE.md"])
  }

  @Test func aNestedAgentsFilesDocumentGovernsItsFolderOnly() async throws {
    let scratch = try TemporaryDirectory()
    let project = try Self.project(
      [
        "Sources/Net/AGENTS.md": "- See [networking](../../docs/NET.md).\n", "docs/NET.md": Self.printBullet,
        "Sources/Net/Client.swift": "print(1)\n", "Sources/App/Main.swift": "print(2)\n",
      ], in: scratch)
    #expect(try await Self.findings(project) == ["Sources/Net/Client.swift docs/NET.md"])
    #expect(project.linkedDocuments.files.map(\.baseDirectory) == ["Sources/Net"])
  }

  /// A URL, a missing file, a folder, a path above the root, a code span, an image and a link
  /// out of the repository: none is read, only the link out is reported.
  @Test func linksThatNameNoDocumentOfTheRepositoryAreNotRead() throws {
    let scratch = try TemporaryDirectory()
    let outside = try TemporaryDirectory()
    try outside.write("secret.md", "- Never use `secret(`\n")
    let links = [
      "[web](https://example.com/SWIFT.md)", "[mail](mailto:a@example.com)", "[gone](docs/MISSING.md)",
      "[folder](guide.md)", "[up](../outside.md)", "[abs](/etc/passwd.md)", "`[code](docs/A.md)`",
      "![image](docs/B.md)", "[out](docs/link.md)",
    ]
    let project = try Self.project(
      [
        "AGENTS.md": links.map { "- \($0)\n" }.joined(), "guide.md/README.md": "x\n", "docs/A.md": "- a\n",
        "docs/B.md": "- b\n",
      ], in: scratch)
    try FileManager.default.createSymbolicLink(
      at: scratch.url.appendingPathComponent("docs/link.md"), withDestinationURL: outside.url.appendingPathComponent("secret.md"))
    let linked = project.linkedDocuments
    #expect(linked.files.isEmpty)
    #expect(linked.diagnostics.map(\.code) == ["outside-repository"])
    #expect(linked.diagnostics.first?.path == "AGENTS.md")
    #expect(linked.diagnostics.first?.position.line == 9)
    #expect(linked.diagnostics.first?.severity == .warning)
    #expect(!RulesReport(project.repositoryRuleFiles()).text().contains("secret("))
  }

  /// Links are followed one level: a document that links back, or on, is not followed.
  @Test func aCycleOfLinksEnds() throws {
    let scratch = try TemporaryDirectory()
    let project = try Self.project(
      [
        "AGENTS.md": "[a](docs/A.md) and [a again](./docs/A.md)\n",
        "docs/A.md": "[back](../AGENTS.md), [b](B.md)\n", "docs/B.md": "[a](A.md)\n",
      ], in: scratch)
    #expect(project.linkedDocuments.files.map(\.path) == ["docs/A.md"])
  }

  /// Each folder's agent file gives the document its own scope, and a second file with the
  /// same scope (CLAUDE.md beside AGENTS.md) adds nothing; an agent file or a fragment named
  /// by a link is not read again as a document.
  @Test func aDocumentIsReadOncePerScope() throws {
    let scratch = try TemporaryDirectory()
    let project = try Self.project(
      [
        "AGENTS.md": "[s](docs/SWIFT.md) [c](CLAUDE.md) [f](.charter/rules/a.md) [n](Sources/AGENTS.md)\n",
        "Sources/AGENTS.md": "[s](../docs/SWIFT.md)\n", "CLAUDE.md": "[s](docs/SWIFT.md)\n",
        "docs/SWIFT.md": Self.printBullet, ".charter/rules/a.md": "- a\n",
      ], in: scratch)
    let files = project.linkedDocuments.files
    #expect(files.map(\.path) == ["docs/SWIFT.md", "docs/SWIFT.md"])
    #expect(files.map { "\($0.baseDirectory) \($0.linkedFrom ?? "-")" } == [" AGENTS.md:1", "Sources Sources/AGENTS.md:1"])
  }

  @Test func atMostSixtyFourDocumentsAreRead() throws {
    let scratch = try TemporaryDirectory()
    var files = ["AGENTS.md": (0..<70).map { "- [d\($0)](docs/d\($0).md)\n" }.joined()]
    for index in 0..<70 { files["docs/d\(index).md"] = "- d\(index)\n" }
    let project = try Self.project(files, in: scratch)
    let linked = project.linkedDocuments
    #expect(linked.files.count == LinkedDocumentReader.maximumDocuments)
    #expect(linked.diagnostics.map(\.code) == ["too-many-linked-documents"])
    #expect(linked.diagnostics.first?.message.contains("'docs/d64.md' (linked from AGENTS.md:65)") == true)
  }

  @Test func initFromExistingDoesNotImportLinkedDocuments() throws {
    let scratch = try TemporaryDirectory()
    let project = try Self.project(
      ["AGENTS.md": "- Follow [style](docs/SWIFT.md).\n", "docs/SWIFT.md": Self.printBullet], in: scratch)
    let plan = ExistingRulesImporter(project: project).plan()
    #expect(!plan.fragments.flatMap(\.sources).contains("docs/SWIFT.md"))
  }

  @Test(arguments: [
    ("docs/SWIFT.md", "AGENTS.md", "docs/SWIFT.md"),
    ("./Style%20Guide.markdown#top", "docs/AGENTS.md", "docs/Style Guide.markdown"),
    ("../rules.MDC?plain=1", "a/b/CLAUDE.md", "a/rules.MDC"),
    ("https://example.com/a.md", "AGENTS.md", nil),
    ("mailto:a@b.md", "AGENTS.md", nil),
    ("/abs.md", "AGENTS.md", nil),
    ("~/notes.md", "AGENTS.md", nil),
    ("../up.md", "AGENTS.md", nil),
    ("#section", "AGENTS.md", nil),
    ("docs/image.png", "AGENTS.md", nil),
    ("docs", "AGENTS.md", nil),
  ] as [(String, String, String?)])
  func destinationsNameDocuments(destination: String, linker: String, expected: String?) {
    #expect(LinkedDocumentPath.path(of: destination, from: linker) == expected)
  }
}
