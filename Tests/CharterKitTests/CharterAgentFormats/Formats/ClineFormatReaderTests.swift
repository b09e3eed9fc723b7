import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats

@Suite struct ClineFormatReaderTests {
  static let path = ".clinerules/r.md"

  static let cases: [FormatReaderCase] = [
    FormatReaderCase(name: "no front matter", path: path, text: "# Rules\n", activation: .always),
    FormatReaderCase(name: "single .clinerules file", path: ".clinerules", text: "Use tabs.\n", activation: .always),
    FormatReaderCase(
      name: "paths list", path: path, text: "---\npaths:\n  - \"src/components/**\"\n  - \"*.config.js\"\n---\nB\n",
      activation: .globs(["src/components/**", "*.config.js"])),
    FormatReaderCase(
      name: "paths as one string", path: path, text: "---\npaths: \"src/**\"\n---\nB\n", activation: .globs(["src/**"])),
    FormatReaderCase(
      name: "a .txt rule", path: ".clinerules/notes.txt", text: "---\npaths: [\"docs/**\"]\n---\nB\n",
      activation: .globs(["docs/**"])),
    FormatReaderCase(
      name: "CRLF and unicode", path: path, text: "---\r\npaths:\r\n  - \"ドキュメント/**\"\r\n---\r\n本文 ✅\r\n",
      activation: .globs(["ドキュメント/**"])),
    FormatReaderCase(
      name: "empty paths never applies", path: path, text: "---\npaths: []\n---\nB\n", activation: .manual,
      diagnostics: [
        ".clinerules/r.md:2:8: warning: 'paths' is an empty list, so Cline never applies this rule [rule-never-applies]"
      ]),
    FormatReaderCase(
      name: "unquoted glob is a YAML error", path: path, text: "---\npaths: **/*.ts\n---\nB\n", activation: nil,
      diagnostics: [
        ".clinerules/r.md:2:9: error: did not find expected alphabetic or numeric character while scanning an alias "
          + "(a glob that starts with '*' must be quoted: \"**/*.ts\") [yaml-syntax]"
      ]),
    FormatReaderCase(
      name: "unknown keys", path: path, text: "---\nglobs: [\"src/**\"]\ndescription: d\n---\nB\n", activation: .always,
      diagnostics: [
        ".clinerules/r.md:2:1: warning: unknown key 'globs' in front matter; Cline ignores it [unknown-key]",
        ".clinerules/r.md:3:1: warning: unknown key 'description' in front matter; Cline ignores it [unknown-key]",
      ]),
    FormatReaderCase(
      name: "paths that is a mapping", path: path, text: "---\npaths:\n  src: yes\n---\nB\n", activation: .always,
      diagnostics: [
        ".clinerules/r.md:3:3: error: 'paths' must be a glob or a list of globs, not a mapping [invalid-value]"
      ]),
    FormatReaderCase(
      name: "invalid glob", path: path, text: "---\npaths:\n  - \"src/[a\"\n---\nB\n", activation: .always,
      diagnostics: [".clinerules/r.md:3:10: error: invalid glob 'src/[a': unclosed '[' in glob [invalid-glob]"]),
    FormatReaderCase(
      name: "front matter that is a list", path: path, text: "---\n- a\n---\nB\n", activation: nil,
      diagnostics: [
        ".clinerules/r.md:2:1: error: front matter must be a mapping of keys to values, not a list "
          + "[front-matter-not-mapping]"
      ]),
    FormatReaderCase(
      name: "empty file", path: path, text: "\n", activation: .always,
      diagnostics: [
        ".clinerules/r.md:1:1: warning: the rule file is empty; the agent gets nothing from it [empty-rule]"
      ]
    ),
  ]

  @Test(arguments: cases)
  func reads(_ testCase: FormatReaderCase) throws {
    try testCase.verify(ClineFormat.self)
  }

  @Test func folderFilesAreReadInOrderWithNames() throws {
    let (rules, diagnostics) = try FormatReading.read(
      ClineFormat.self,
      files: [".clinerules/02-style.md": "B\n", ".clinerules/01-core.md": "A\n", ".clinerules/sub/x.txt": "C\n"])
    #expect(diagnostics.isEmpty)
    #expect(rules.map(\.name) == ["01-core", "02-style", "sub/x"])
    #expect(rules.map(\.body) == ["A\n", "B\n", "C\n"])
  }

  @Test func singleFileIsNamedAfterTheFormat() throws {
    let (rules, _) = try FormatReading.read(ClineFormat.self, files: [".clinerules": "A\n"])
    #expect(rules.map(\.name) == ["clinerules"])
  }
}
