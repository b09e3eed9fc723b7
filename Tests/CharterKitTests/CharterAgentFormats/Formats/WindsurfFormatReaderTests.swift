import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats

@Suite struct WindsurfFormatReaderTests {
  static let path = ".windsurf/rules/r.md"

  static func rule(_ frontMatter: String, body: String = "Body\n") -> String {
    "---\n" + frontMatter + "---\n" + body
  }

  static let cases: [FormatReaderCase] = [
    FormatReaderCase(name: "always_on", path: path, text: rule("trigger: always_on\n"), activation: .always),
    FormatReaderCase(
      name: "glob with unquoted comma list", path: path, text: rule("trigger: glob\nglobs: **/*.ts, src/**/*.tsx\n"),
      activation: .globs(["**/*.ts", "src/**/*.tsx"])),
    FormatReaderCase(
      name: "glob with a YAML list", path: path, text: rule("trigger: glob\nglobs:\n  - Dockerfile\n  - \"*.yml\"\n"),
      activation: .globs(["Dockerfile", "*.yml"])),
    FormatReaderCase(
      name: "model_decision", path: path, text: rule("trigger: model_decision\ndescription: When writing SQL\n"),
      activation: .onRequest),
    FormatReaderCase(name: "manual", path: path, text: rule("trigger: manual\n"), activation: .manual),
    FormatReaderCase(
      name: "CRLF and unicode", path: path,
      text: "---\r\ntrigger: glob\r\nglobs: ドキュメント/**\r\ndescription: Règles\r\n---\r\n本文\r\n",
      activation: .globs(["ドキュメント/**"])),
    FormatReaderCase(
      name: "no trigger", path: path, text: rule("description: d\n"), activation: .manual,
      diagnostics: [
        ".windsurf/rules/r.md:2:1: warning: no 'trigger' in front matter; Windsurf applies the rule only when "
          + "it is @-mentioned [missing-key]"
      ]),
    FormatReaderCase(
      name: "no front matter", path: path, text: "Text\n", activation: .manual,
      diagnostics: [
        ".windsurf/rules/r.md:1:1: warning: no 'trigger' in front matter; Windsurf applies the rule only when "
          + "it is @-mentioned [missing-key]"
      ]),
    FormatReaderCase(
      name: "unknown trigger", path: path, text: rule("trigger: always\n"), activation: .manual,
      diagnostics: [
        ".windsurf/rules/r.md:2:10: error: unknown trigger 'always'; Windsurf knows 'always_on', 'glob', "
          + "'model_decision', 'manual' or 'agent' (did you mean 'always_on'?) [unknown-value]"
      ]),
    FormatReaderCase(
      name: "glob: instead of globs:", path: path, text: rule("trigger: glob\nglob: '**/*.ts'\n"),
      activation: .manual,
      diagnostics: [
        ".windsurf/rules/r.md:2:10: error: 'trigger: glob' needs 'globs'; without them Windsurf never applies "
          + "the rule [missing-key]",
        ".windsurf/rules/r.md:3:1: warning: unknown key 'glob' in front matter; Windsurf ignores it "
          + "(did you mean 'globs'?) [unknown-key]",
      ]),
    FormatReaderCase(
      name: "Cursor keys in a Windsurf rule", path: path, text: rule("trigger: always_on\nalwaysApply: true\n"),
      activation: .always,
      diagnostics: [
        ".windsurf/rules/r.md:3:1: warning: unknown key 'alwaysApply' in front matter; Windsurf ignores it "
          + "[unknown-key]"
      ]),
    FormatReaderCase(
      name: "trigger without a value", path: path, text: rule("trigger:\n"), activation: .manual,
      diagnostics: [
        ".windsurf/rules/r.md:2:9: error: 'trigger' needs a value: 'always_on', 'glob', 'model_decision', "
          + "'manual' or 'agent' [invalid-value]"
      ]),
    FormatReaderCase(
      name: "empty rule", path: path, text: rule("trigger: always_on\n", body: ""), activation: .always,
      diagnostics: [
        ".windsurf/rules/r.md:1:1: warning: the rule file has no text after its front matter; the agent gets "
          + "nothing from it [empty-rule]"
      ]),
  ]

  @Test(arguments: cases)
  func reads(_ testCase: FormatReaderCase) throws {
    try testCase.verify(WindsurfFormat.self)
  }

  @Test func fileLongerThanTheLimitIsAWarning() throws {
    let body = String(repeating: "- Keep it short.\n", count: 800)
    let (rules, diagnostics) = try FormatReading.read(
      WindsurfFormat.self, files: [".windsurf/rules/long.md": Self.rule("trigger: always_on\n", body: body)])
    #expect(rules.count == 1)
    #expect(WindsurfFormat.characterLimit == 12_000)
    #expect(
      diagnostics == [
        ".windsurf/rules/long.md:1:1: warning: the file has 13627 characters; Windsurf reads at most 12000 of a "
          + "rule file [rule-too-long]"
      ])
  }

  @Test func legacyFile() throws {
    let alone = try FormatReading.read(WindsurfFormat.self, files: [".windsurfrules": "Use tabs.\n"])
    #expect(alone.rules.map(\.activation) == [.always])
    #expect(alone.rules.map(\.name) == ["windsurfrules"])
    #expect(alone.diagnostics.isEmpty)
    let both = try FormatReading.read(
      WindsurfFormat.self,
      files: [".windsurfrules": "Use tabs.\n", ".windsurf/rules/a.md": Self.rule("trigger: always_on\n")])
    #expect(
      both.diagnostics == [
        ".windsurfrules:1:1: warning: '.windsurfrules' is Windsurf's legacy rule file and '.windsurf/rules' "
          + "exists too; move its rules into '.windsurf/rules/*.md' [legacy-rule-file]"
      ])
  }
}
