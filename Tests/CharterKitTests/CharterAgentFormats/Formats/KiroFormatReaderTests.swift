import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats

@Suite struct KiroFormatReaderTests {
  static let path = ".kiro/steering/r.md"

  static func steering(_ frontMatter: String, body: String = "Body\n") -> String {
    "---\n" + frontMatter + "---\n" + body
  }

  static let cases: [FormatReaderCase] = [
    FormatReaderCase(name: "no front matter", path: path, text: "# Tech\n", activation: .always),
    FormatReaderCase(name: "always", path: path, text: steering("inclusion: always\n"), activation: .always),
    FormatReaderCase(
      name: "fileMatch with a string", path: path,
      text: steering("inclusion: fileMatch\nfileMatchPattern: \"components/**/*.tsx\"\n"),
      activation: .globs(["components/**/*.tsx"])),
    FormatReaderCase(
      name: "fileMatch with a list", path: path,
      text: steering("inclusion: fileMatch\nfileMatchPattern: [\"**/*.ts\", \"**/*.tsx\"]\n"),
      activation: .globs(["**/*.ts", "**/*.tsx"])),
    FormatReaderCase(
      name: "a comma in fileMatchPattern is part of the glob", path: path,
      text: steering("inclusion: fileMatch\nfileMatchPattern: \"**/*.{ts,tsx}\"\n"),
      activation: .globs(["**/*.{ts,tsx}"])),
    FormatReaderCase(
      name: "auto", path: path, text: steering("inclusion: auto\nname: api\ndescription: REST conventions\n"),
      activation: .onRequest),
    FormatReaderCase(name: "manual", path: path, text: steering("inclusion: manual\n"), activation: .manual),
    FormatReaderCase(
      name: "CRLF and unicode", path: path,
      text: "---\r\ninclusion: fileMatch\r\nfileMatchPattern: 'ドキュメント/**'\r\n---\r\n本文\r\n",
      activation: .globs(["ドキュメント/**"])),
    FormatReaderCase(
      name: "fileMatch without a pattern", path: path, text: steering("inclusion: fileMatch\n"), activation: .manual,
      diagnostics: [
        ".kiro/steering/r.md:2:12: error: 'inclusion: fileMatch' needs 'fileMatchPattern'; without it Kiro never "
          + "reads the file [missing-key]"
      ]),
    FormatReaderCase(
      name: "auto without a description", path: path, text: steering("inclusion: auto\n"), activation: .onRequest,
      diagnostics: [
        ".kiro/steering/r.md:2:12: warning: 'inclusion: auto' needs a 'description' for Kiro to decide when the "
          + "file is relevant [missing-key]"
      ]),
    FormatReaderCase(
      name: "misspelt inclusion", path: path, text: steering("inclusion: filematch\nfileMatchPattern: \"a/**\"\n"),
      activation: .always,
      diagnostics: [
        ".kiro/steering/r.md:2:12: error: unknown inclusion 'filematch'; Kiro knows 'always', 'fileMatch', "
          + "'auto' or 'manual' (did you mean 'fileMatch'?) [unknown-value]"
      ]),
    FormatReaderCase(
      name: "Cursor keys in a steering file", path: path, text: steering("inclusion: always\nglobs: [\"a\"]\n"),
      activation: .always,
      diagnostics: [
        ".kiro/steering/r.md:3:1: warning: unknown key 'globs' in front matter; Kiro ignores it [unknown-key]"
      ]),
    FormatReaderCase(
      name: "quoted inclusion is fine", path: path, text: steering("inclusion: \"manual\"\n"), activation: .manual),
    FormatReaderCase(
      name: "unquoted pattern is a YAML error", path: path,
      text: steering("inclusion: fileMatch\nfileMatchPattern: **/*.ts\n"), activation: nil,
      diagnostics: [
        ".kiro/steering/r.md:3:20: error: did not find expected alphabetic or numeric character while scanning an "
          + "alias (a glob that starts with '*' must be quoted: \"**/*.ts\") [yaml-syntax]"
      ]),
    FormatReaderCase(
      name: "inclusion that is a list", path: path, text: steering("inclusion: [always]\n"), activation: .always,
      diagnostics: [".kiro/steering/r.md:2:12: error: 'inclusion' must be a string, not a list [invalid-value]"]),
  ]

  @Test(arguments: cases)
  func reads(_ testCase: FormatReaderCase) throws {
    try testCase.verify(KiroFormat.self)
  }

  @Test func nameAndDescriptionAreKept() throws {
    let (rules, _) = try FormatReading.read(
      KiroFormat.self, files: [Self.path: Self.steering("inclusion: auto\nname: api\ndescription: REST conventions\n")])
    let rule = try #require(rules.first)
    #expect(rule.name == "r")
    #expect(rule.description == "REST conventions")
    #expect(rule.extra == ["name": "api"])
  }
}
