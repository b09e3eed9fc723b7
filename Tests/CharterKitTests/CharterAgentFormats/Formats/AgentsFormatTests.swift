import Foundation
import Testing

@testable import CharterAgentFormats
@testable import CharterKit
@testable import CharterSupport

@Suite struct AgentsFormatTests {
  static let cases: [ReaderCase] = [
    ReaderCase(
      "root and nested files govern their folders",
      files: ["AGENTS.md": "# Repo\n\n- Be kind.\n", "Sources/App/AGENTS.md": "# App\n"],
      rules: [
        "AGENTS.md agents / always | # Repo⏎⏎- Be kind.⏎",
        "Sources/App/AGENTS.md agents /Sources/App always | # App⏎",
      ]),
    ReaderCase(
      "an override replaces the AGENTS.md beside it",
      files: ["AGENTS.md": "base\n", "AGENTS.override.md": "override\n", "Docs/AGENTS.md": "docs\n"],
      rules: ["AGENTS.override.md agents / always | override⏎", "Docs/AGENTS.md agents /Docs always | docs⏎"]),
    ReaderCase(
      "an empty override is skipped, as Codex skips it",
      files: ["AGENTS.md": "base\n", "AGENTS.override.md": " \n\n"],
      rules: ["AGENTS.md agents / always | base⏎"],
      diagnostics: [
        "AGENTS.override.md:1:1: warning: AGENTS.override.md is empty; agents get nothing from it [empty-rule-file]"
      ]),
    ReaderCase(
      "CRLF and multi-byte text are kept as written",
      files: ["AGENTS.md": "# Règles — 日本語\r\n\r\n- Grüße 👍🏽\r\n"],
      rules: ["AGENTS.md agents / always | # Règles — 日本語\r⏎\r⏎- Grüße 👍🏽\r⏎"]),
    ReaderCase(
      "a front matter with checks is not part of the body",
      files: ["AGENTS.md": "---\nchecks: []\n---\n# Body\n"],
      rules: ["AGENTS.md agents / always offset=3 | # Body⏎"]),
    ReaderCase(
      "Charter's managed block is skipped, lines keep their numbers",
      files: ["AGENTS.md": "# Mine\n\n" + managedBlock("generated\n") + "after\n"],
      rules: ["AGENTS.md agents / always | # Mine⏎⏎⏎⏎⏎after⏎"]),
    ReaderCase(
      "a file holding only the managed block states nothing",
      files: ["AGENTS.md": managedBlock("generated\n")]),
    ReaderCase(
      "an empty file is a warning",
      files: ["Tests/AGENTS.md": "\n"],
      diagnostics: ["Tests/AGENTS.md:1:1: warning: AGENTS.md is empty; agents get nothing from it [empty-rule-file]"]),
    ReaderCase(
      "a front matter with an empty body is a warning",
      files: ["AGENTS.md": "---\nchecks: []\n---\n\n"],
      diagnostics: ["AGENTS.md:4:1: warning: AGENTS.md is empty; agents get nothing from it [empty-rule-file]"]),
    ReaderCase(
      "an unclosed front matter is an error",
      files: ["AGENTS.md": "---\nchecks: []\n# Body\n"],
      diagnostics: [
        "AGENTS.md:1:1: error: front matter opened with '---' is never closed by a '---' line [unclosed-front-matter]"
      ]),
    ReaderCase(
      "hidden and dependency folders are not searched",
      files: [".build/AGENTS.md": "x\n", "node_modules/a/AGENTS.md": "y\n"]),
    ReaderCase(
      "a folder .gitignore names is not searched",
      files: [".gitignore": "build/\n", "build/AGENTS.md": "x\n"]),
  ]

  @Test(arguments: cases)
  func reads(_ testCase: ReaderCase) throws {
    let read = try testCase.read(with: AgentsFormat.self)
    #expect(read.rules == testCase.rules)
    #expect(read.diagnostics == testCase.diagnostics)
  }

  @Test func invalidUTF8IsADiagnosticNotACrash() throws {
    let directory = try TemporaryDirectory()
    try Data([0x61, 0x0A, 0x62, 0xFF, 0x0A]).write(to: directory.url.appendingPathComponent("AGENTS.md"))
    let read = AgentsFormat.read(RepositoryFiles(root: directory.url))
    #expect(read.rules.isEmpty)
    #expect(
      read.diagnostics.map(ReaderCase.render) == [
        "AGENTS.md:2:2: error: the file is not valid UTF-8 (first invalid byte here) [invalid-utf8]"
      ])
  }

  @Test func unreadableFileIsADiagnostic() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("AGENTS.md", "x\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }
    guard !FileManager.default.isReadableFile(atPath: file.path) else { return }  // running as root
    let read = AgentsFormat.read(RepositoryFiles(root: directory.url))
    #expect(read.rules.isEmpty)
    #expect(read.diagnostics.map(\.code) == ["unreadable-file"])
  }

  @Test(arguments: [
    (AgentActivation.always, "", "AGENTS.md", false),
    (.always, "Tests", "Tests/AGENTS.md", false),
    (.globs(["Sources/App/**"]), "", "Sources/App/AGENTS.md", false),
    (.globs(["/Sources/App/**"]), "", "Sources/App/AGENTS.md", false),
    (.globs(["App/**"]), "Sources", "Sources/App/AGENTS.md", false),
    (.globs(["A/**", "B/**"]), "", "AGENTS.md", true),
    (.globs(["**/*.swift"]), "Tests", "Tests/AGENTS.md", true),
    (.globs(["Sources/*/**"]), "", "AGENTS.md", true),
    (.globs(["!Vendor/**"]), "", "AGENTS.md", true),
    (.globs(["../x/**"]), "Tests", "Tests/AGENTS.md", true),
  ])
  func placement(activation: AgentActivation, directory: String, path: String, scopeNote: Bool) {
    let fragment = ComposeFragment(
      name: "f", sourcePath: ".charter/rules/f.md", directory: directory, activation: activation, body: "Body")
    let outputs = AgentsFormat.write([fragment])
    #expect(outputs.map(\.path) == [path])
    #expect(outputs.first?.ownership == .managedBlock)
    #expect(outputs.first?.content.contains("**Applies only") == scopeNote)
  }
}
