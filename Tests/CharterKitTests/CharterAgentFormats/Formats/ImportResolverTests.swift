import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterSupport

@Suite struct ImportResolverTests {
  /// Markdown text → the imports found, as `path@line:column`.
  static let scanCases: [(String, [String])] = [
    ("@docs/a.md\n", ["docs/a.md@1:1"]),
    ("See @docs/a.md, then @b.md.\n", ["docs/a.md@1:5", "b.md@1:22"]),
    ("(@docs/a.md)\n", []),
    ("Mail a@b.com or ops@example.org\n", []),
    ("Use `@docs/a.md` here\n", []),
    ("Use ``x @docs/a.md y`` here, then @c.md\n", ["c.md@1:35"]),
    ("```\n@docs/a.md\n```\n@after.md\n", ["after.md@4:1"]),
    ("~~~markdown\n  @docs/a.md\n~~~\n", []),
    ("Text\n\n    @indented/code.md\n", []),
    ("- item @list/a.md\n  - nested `@no.md` @yes.md\n", ["list/a.md@1:8", "yes.md@2:21"]),
    ("# Heading @h.md\n", ["h.md@1:11"]),
    ("> quoted @q.md\n", ["q.md@1:10"]),
    ("日本語 @docs/日本.md\r\nnext @n.md\r\n", ["docs/日本.md@1:5", "n.md@2:6"]),
    ("@{weird} @\"x\" @ @@twice\n", []),
    ("@~/.claude/mine.md and @../up.md\n", ["~/.claude/mine.md@1:1", "../up.md@1:24"]),
  ]

  @Test(arguments: scanCases)
  func scans(text: String, expected: [String]) {
    #expect(ImportScanner.imports(in: text).map { "\($0.path)@\($0.position)" } == expected)
  }

  static let cases: [ReaderCase] = [
    ReaderCase(
      "nested imports, each relative to its file",
      files: [
        "CLAUDE.md": "@docs/a.md\n", "docs/a.md": "@b.md\n@../shared/c.md\n", "docs/b.md": "b\n",
        "shared/c.md": "@../docs/b.md\n",
      ],
      rules: ["CLAUDE.md claude / always imports=docs/a.md,docs/b.md,shared/c.md | @docs/a.md⏎"]),
    ReaderCase(
      "five levels are followed",
      files: chain(5),
      rules: ["CLAUDE.md claude / always imports=l1.md,l2.md,l3.md,l4.md,l5.md | @l1.md⏎"]),
    ReaderCase(
      "a sixth level is an error at its @",
      files: chain(6),
      rules: ["CLAUDE.md claude / always imports=l1.md,l2.md,l3.md,l4.md,l5.md | @l1.md⏎"],
      diagnostics: [
        "l5.md:2:3: error: import of 'l6.md' is 6 levels deep; Claude Code follows imports only 5 levels [import-too-deep]"
      ]),
    ReaderCase(
      "a cycle is an error naming it",
      files: ["CLAUDE.md": "@a.md\n", "a.md": "@b.md\n", "b.md": "back to @a.md\n"],
      rules: ["CLAUDE.md claude / always imports=a.md,b.md | @a.md⏎"],
      diagnostics: ["b.md:1:9: error: import cycle: a.md → b.md → a.md [import-cycle]"]),
    ReaderCase(
      "a file importing itself is a cycle",
      files: ["CLAUDE.md": "@./CLAUDE.md\n"],
      rules: ["CLAUDE.md claude / always | @./CLAUDE.md⏎"],
      diagnostics: ["CLAUDE.md:1:1: error: import cycle: CLAUDE.md → CLAUDE.md [import-cycle]"]),
    ReaderCase(
      "paths outside the repository are refused",
      files: ["Sub/CLAUDE.md": "@../../outside.md\n@~/.claude/mine.md\n@/etc/hosts\n"],
      rules: ["Sub/CLAUDE.md claude /Sub always | @../../outside.md⏎@~/.claude/mine.md⏎@/etc/hosts⏎"],
      diagnostics: [
        "Sub/CLAUDE.md:1:1: error: '@../../outside.md' leads outside the repository; Charter reads only files inside it, so it is not followed [import-outside-repository]",
        "Sub/CLAUDE.md:2:1: error: '@~/.claude/mine.md' imports a file in the home folder; Charter reads only files inside the repository, so it is not followed [import-outside-repository]",
        "Sub/CLAUDE.md:3:1: error: '@/etc/hosts' imports an absolute path; Charter reads only files inside the repository, so it is not followed [import-outside-repository]",
      ]),
    ReaderCase(
      "a missing file or a folder is an error; a bare word that names no file is not an import",
      files: ["CLAUDE.md": "@docs/missing.md\n@docs\nUse @MainActor, ask @alice.\n", "docs/x.md": "x\n"],
      rules: ["CLAUDE.md claude / always | @docs/missing.md⏎@docs⏎Use @MainActor, ask @alice.⏎"],
      diagnostics: [
        "CLAUDE.md:1:1: error: imported file 'docs/missing.md' does not exist [import-missing]",
        "CLAUDE.md:2:1: error: imported path 'docs' is a folder, not a file [import-missing]",
      ]),
    ReaderCase(
      "problems in imported files are reported in them",
      files: ["CLAUDE.md": "@a.md\n", "a.md": "line\n  see @gone.md\n"],
      rules: ["CLAUDE.md claude / always imports=a.md | @a.md⏎"],
      diagnostics: ["a.md:2:7: error: imported file 'gone.md' does not exist [import-missing]"]),
  ]

  /// CLAUDE.md importing l1.md, which imports l2.md … down to l`levels`.md.
  static func chain(_ levels: Int) -> [String: String] {
    var files = ["CLAUDE.md": "@l1.md\n"]
    for level in 1...levels {
      files["l\(level).md"] = level < levels ? "level \(level)\n  @l\(level + 1).md\n" : "last\n"
    }
    return files
  }

  @Test(arguments: cases)
  func resolves(_ testCase: ReaderCase) throws {
    let read = try testCase.read(with: ClaudeFormat.self)
    #expect(read.rules == testCase.rules)
    #expect(read.diagnostics == testCase.diagnostics)
  }

  @Test func geminiSharesTheResolver() throws {
    let testCase = ReaderCase(
      "gemini", files: Self.chain(6).reduce(into: [:]) { $0[$1.key == "CLAUDE.md" ? "GEMINI.md" : $1.key] = $1.value })
    let read = try testCase.read(with: GeminiFormat.self)
    #expect(read.rules == ["GEMINI.md gemini / always imports=l1.md,l2.md,l3.md,l4.md,l5.md | @l1.md⏎"])
    #expect(
      read.diagnostics == [
        "l5.md:2:3: error: import of 'l6.md' is 6 levels deep; Gemini CLI follows imports only 5 levels [import-too-deep]"
      ])
  }

  @Test func aSymbolicLinkOutOfTheRepositoryIsNotRead() throws {
    let outside = try TemporaryDirectory()
    try outside.write("secret.md", "secret\n")
    let directory = try TemporaryDirectory()
    try directory.write("CLAUDE.md", "@docs/link.md\n")
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: directory.url.appendingPathComponent("docs/link.md"),
      withDestinationURL: outside.url.appendingPathComponent("secret.md"))
    let read = ClaudeFormat.read(RepositoryFiles(root: directory.url))
    #expect(
      read.diagnostics.map(ReaderCase.render) == [
        "docs/link.md:1:1: error: Charter will not read this file here: a symbolic link on the way leads outside the repository [outside-repository]"
      ])
  }

  /// `.git/config` can hold credentials in remote URLs: an import of it, by name or through a
  /// link, is never read.
  @Test(arguments: ["@.git/config\n", "@docs/config.md\n", "@.GIT/config\n"])
  func gitMetadataIsNeverImported(_ claude: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/config", "[remote \"origin\"]\n\turl = https://user:ghp_token@example.com/x.git\n")
    try directory.write("CLAUDE.md", claude)
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: directory.url.appendingPathComponent("docs/config.md").path, withDestinationPath: "../.git/config")
    let read = ClaudeFormat.read(RepositoryFiles(root: directory.url))
    #expect(read.diagnostics.map(\.code) == ["git-metadata"], "\(read.diagnostics)")
    #expect(!read.rules.contains { $0.body.contains("ghp_token") })
  }

  @Test func manyDiamondImportsStayFast() throws {
    var files = ["CLAUDE.md": (0..<20).map { "@a\($0).md" }.joined(separator: "\n") + "\n"]
    for index in 0..<20 { files["a\(index).md"] = (0..<20).map { "@b\($0).md" }.joined(separator: "\n") + "\n" }
    for index in 0..<20 { files["b\(index).md"] = (0..<20).map { "@a\($0).md" }.joined(separator: " ") + "\n" }
    let read = try ReaderCase("diamonds", files: files).read(with: ClaudeFormat.self)
    #expect(read.rules.count == 1)
    #expect(read.diagnostics.allSatisfy { $0.hasSuffix("[import-cycle]") || $0.hasSuffix("[import-too-deep]") })
    #expect(read.diagnostics.contains { $0.hasSuffix("[import-cycle]") })
  }
}
