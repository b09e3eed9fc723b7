import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterProject
@testable import CharterRules
@testable import CharterSupport

@Suite struct CursorFormatReaderTests {
  static let path = ".cursor/rules/r.mdc"

  static func mdc(_ frontMatter: String, body: String = "Body\n") -> String {
    "---\n" + frontMatter + "---\n" + body
  }

  static let cases: [FormatReaderCase] = [
    FormatReaderCase(
      name: "unquoted globs: **/*", path: path,
      text: mdc("description: \"All files\"\nglobs: **/*\nalwaysApply: false\n"), activation: .globs(["**/*"])),
    FormatReaderCase(
      name: "comma list with spaces", path: path, text: mdc("globs: *.ts, *.tsx,src/**/*.js\n"),
      activation: .globs(["*.ts", "*.tsx", "src/**/*.js"])),
    FormatReaderCase(
      name: "comma inside braces is not a separator", path: path, text: mdc("globs: **/*.{ts,tsx}, *.md\n"),
      activation: .globs(["**/*.{ts,tsx}", "*.md"])),
    FormatReaderCase(
      name: "bracketed list that is not YAML", path: path, text: mdc("globs: [\"src/**\", *.md]\n"),
      activation: .globs(["src/**", "*.md"])),
    FormatReaderCase(
      name: "YAML list", path: path, text: mdc("globs:\n  - \"src/**\"\n  - docs/*.md\n"),
      activation: .globs(["src/**", "docs/*.md"])),
    FormatReaderCase(
      name: "YAML string with commas", path: path, text: mdc("globs: \"src/**/*.ts,src/**/*.tsx\"\n"),
      activation: .globs(["src/**/*.ts", "src/**/*.tsx"])),
    FormatReaderCase(
      name: "list after an unquoted glob line", path: path,
      text: mdc("description: x\nglobs:\n  - **/*.swift\n  - \"Package.swift\"\nalwaysApply: false\n"),
      activation: .globs(["**/*.swift", "Package.swift"])),
    FormatReaderCase(
      name: "alwaysApply wins over globs", path: path, text: mdc("globs: **/*\nalwaysApply: true\n"),
      activation: .always),
    FormatReaderCase(
      name: "description only", path: path,
      text: mdc("description: Use when writing SQL\nglobs:\nalwaysApply: false\n"),
      activation: .onRequest),
    FormatReaderCase(
      name: "no keys set", path: path, text: mdc("description:\nglobs:\nalwaysApply: false\n"), activation: .manual),
    FormatReaderCase(name: "no front matter", path: path, text: "Just text.\n", activation: .manual),
    FormatReaderCase(
      name: "alwaysApply: \"true\"", path: path, text: mdc("description: d\nalwaysApply: \"true\"\n"),
      activation: .onRequest,
      diagnostics: [
        ".cursor/rules/r.mdc:3:14: warning: 'alwaysApply' is the string \"true\", not a boolean; Cursor treats "
          + "the rule as not always applied (write true without quotes) [quoted-boolean]"
      ]),
    FormatReaderCase(
      name: "alwaysApply: 'false' with unquoted globs", path: path, text: mdc("globs: **/*\nalwaysApply: 'false'\n"),
      activation: .globs(["**/*"]),
      diagnostics: [
        ".cursor/rules/r.mdc:3:14: warning: 'alwaysApply' is the string \"false\", not a boolean; Cursor treats "
          + "the rule as not always applied (write false without quotes) [quoted-boolean]"
      ]),
    FormatReaderCase(
      name: "alwaysApply: maybe", path: path, text: mdc("alwaysApply: maybe\n"), activation: .manual,
      diagnostics: [".cursor/rules/r.mdc:2:14: error: 'alwaysApply' must be true or false, not 'maybe' [invalid-value]"]
    ),
    FormatReaderCase(
      name: "alwaysApply: a list", path: path, text: mdc("alwaysApply: [true]\n"), activation: .manual,
      diagnostics: [".cursor/rules/r.mdc:2:14: error: 'alwaysApply' must be true or false, not a list [invalid-value]"]
    ),
    FormatReaderCase(
      name: "unknown keys", path: path, text: mdc("globz: **/*.ts\nauthor: me\n"), activation: .manual,
      diagnostics: [
        ".cursor/rules/r.mdc:2:1: warning: unknown key 'globz' in front matter; Cursor ignores it "
          + "(did you mean 'globs'?) [unknown-key]",
        ".cursor/rules/r.mdc:3:1: warning: unknown key 'author' in front matter; Cursor ignores it [unknown-key]",
      ]),
    FormatReaderCase(
      name: "description that is a list", path: path, text: mdc("description: [a, b]\n"), activation: .manual,
      diagnostics: [".cursor/rules/r.mdc:2:14: error: 'description' must be a string, not a list [invalid-value]"]),
    FormatReaderCase(
      name: "invalid glob in a comma list", path: path, text: mdc("globs: src/**, lib/{a\n"),
      activation: .globs(["src/**"]),
      diagnostics: [".cursor/rules/r.mdc:2:20: error: invalid glob 'lib/{a': unclosed '{' in glob [invalid-glob]"]),
    FormatReaderCase(
      name: "invalid glob after multi-byte text", path: path, text: mdc("globs: 日本/**, \"ü/{a\"\n"),
      activation: .globs(["日本/**"]),
      diagnostics: [".cursor/rules/r.mdc:2:18: error: invalid glob 'ü/{a': unclosed '{' in glob [invalid-glob]"]),
    FormatReaderCase(
      name: "invalid glob in a YAML list", path: path, text: mdc("globs:\n  - \"a/**\"\n  - \"b}\"\n"),
      activation: .globs(["a/**"]),
      diagnostics: [
        ".cursor/rules/r.mdc:4:7: error: invalid glob 'b}': '}' without a matching '{' in glob [invalid-glob]"
      ]
    ),
    FormatReaderCase(
      name: "empty file", path: path, text: "", activation: .manual,
      diagnostics: [
        ".cursor/rules/r.mdc:1:1: warning: the rule file is empty; the agent gets nothing from it [empty-rule]"
      ]
    ),
    FormatReaderCase(
      name: "front matter without body", path: path, text: mdc("description: d\n", body: "\n  \n"),
      activation: .onRequest,
      diagnostics: [
        ".cursor/rules/r.mdc:1:1: warning: the rule file has no text after its front matter; the agent gets "
          + "nothing from it [empty-rule]"
      ]),
    FormatReaderCase(
      name: "CRLF line endings", path: path,
      text: "---\r\ndescription: \"CR\"\r\nglobs: **/*.swift, *.md\r\nalwaysApply: false\r\n---\r\nBody\r\n",
      activation: .globs(["**/*.swift", "*.md"])),
    FormatReaderCase(
      name: "CRLF with an error", path: path, text: "---\r\nglobs: **/*\r\nalwaysApply: nope\r\n---\r\nBody\r\n",
      activation: .globs(["**/*"]),
      diagnostics: [".cursor/rules/r.mdc:3:14: error: 'alwaysApply' must be true or false, not 'nope' [invalid-value]"]),
    FormatReaderCase(
      name: "unicode description and globs", path: path,
      text: mdc("description: Règles — 日本語\nglobs: ドキュメント/**/*.md\n", body: "本文 ✅\n"),
      activation: .globs(["ドキュメント/**/*.md"])),
    FormatReaderCase(
      name: "unreadable line in lenient front matter", path: path,
      text: mdc("description: x\nthis is not a key\nglobs: **/*\n"), activation: .globs(["**/*"]),
      diagnostics: [
        ".cursor/rules/r.mdc:3:1: warning: cannot read this front-matter line; expected 'key: value' [front-matter-line]"
      ]),
    FormatReaderCase(
      name: "duplicate key in lenient front matter", path: path, text: mdc("globs: **/*.a\nglobs: **/*.b\n"),
      activation: .globs(["**/*.a"]),
      diagnostics: [
        ".cursor/rules/r.mdc:3:1: warning: 'globs' is already set above; this line is ignored [duplicate-key]"
      ]),
    FormatReaderCase(
      name: "folded description with unquoted globs", path: path,
      text: mdc("description: >\n  Use when\n  writing SQL\nglobs: **/*.sql\n"), activation: .globs(["**/*.sql"])),
    FormatReaderCase(
      name: "unclosed front matter", path: path, text: "---\ndescription: d\nBody\n", activation: nil,
      diagnostics: [
        ".cursor/rules/r.mdc:1:1: error: front matter opened with '---' is never closed by a '---' line "
          + "[unclosed-front-matter]"
      ]),
  ]

  @Test(arguments: cases)
  func reads(_ testCase: FormatReaderCase) throws {
    try testCase.verify(CursorFormat.self)
  }

  @Test func descriptionNameAndBodyAreKept() throws {
    let text =
      "---\r\ndescription: >\n  Use when\n  writing SQL\nglobs: **/*.sql\n---\n# SQL\n\n- Uppercase keywords.\n"
    let (rules, diagnostics) = try FormatReading.read(CursorFormat.self, files: [".cursor/rules/db/sql.mdc": text])
    #expect(diagnostics.isEmpty)
    let rule = try #require(rules.first)
    #expect(rule.name == "db/sql")
    #expect(rule.description == "Use when writing SQL")
    #expect(rule.body == "# SQL\n\n- Uppercase keywords.\n")
    #expect(rule.bodyLineOffset == 6)
    #expect(rule.directory == "")
  }

  @Test func legacyFileAloneAlwaysApplies() throws {
    let (rules, diagnostics) = try FormatReading.read(CursorFormat.self, files: [".cursorrules": "Use tabs.\n"])
    #expect(diagnostics.isEmpty)
    #expect(
      rules == [
        AgentRule(path: ".cursorrules", target: "cursor", name: "cursorrules", body: "Use tabs.\n", frontMatter: "")
      ])
  }

  @Test func legacyFileBesideProjectRulesIsAWarning() throws {
    let (rules, diagnostics) = try FormatReading.read(
      CursorFormat.self,
      files: [".cursorrules": "Use tabs.\n", ".cursor/rules/a.mdc": "---\nalwaysApply: true\n---\nA\n"])
    #expect(rules.map(\.path) == [".cursor/rules/a.mdc", ".cursorrules"])
    #expect(
      diagnostics == [
        ".cursorrules:1:1: warning: '.cursorrules' is Cursor's legacy rule file and '.cursor/rules' exists too; "
          + "move its rules into '.cursor/rules/*.mdc' [legacy-rule-file]"
      ])
  }

  /// A `.cursor/rules` folder below the root governs its folder, as Cursor's nested rules do:
  /// the rule's globs stay relative to that folder.
  @Test func nestedRuleFoldersGovernTheirFolder() throws {
    let (rules, diagnostics) = try FormatReading.read(
      CursorFormat.self,
      files: [
        ".cursor/rules/style.mdc": "---\nalwaysApply: true\n---\nRoot\n",
        "Packages/API/.cursor/rules/db/sql.mdc": "---\nglobs: **/*.sql\n---\nNested\n",
      ])
    #expect(diagnostics.isEmpty)
    #expect(
      rules == [
        AgentRule(
          path: ".cursor/rules/style.mdc", target: "cursor", name: "style", body: "Root\n", bodyLineOffset: 3,
          frontMatter: "---\nalwaysApply: true\n---\n"),
        AgentRule(
          path: "Packages/API/.cursor/rules/db/sql.mdc", target: "cursor", name: "db/sql", directory: "Packages/API",
          activation: .globs(["**/*.sql"]), body: "Nested\n", bodyLineOffset: 3,
          frontMatter: "---\nglobs: **/*.sql\n---\n"),
      ])
  }

  @Test func aMalformedNestedRuleIsReportedAtItsOwnPath() throws {
    let (rules, diagnostics) = try FormatReading.read(
      CursorFormat.self, files: ["App/.cursor/rules/x.mdc": "---\nalwaysApply: maybe\n---\nBody\n"])
    #expect(rules.map(\.directory) == ["App"])
    #expect(
      diagnostics == ["App/.cursor/rules/x.mdc:2:14: error: 'alwaysApply' must be true or false, not 'maybe' [invalid-value]"])
  }

  @Test func aNestedRuleFolderLinkedToTheRootsIsReadOnce() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".cursor/rules/style.mdc", "---\nalwaysApply: true\n---\nRoot\n")
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("App/.cursor"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url.appendingPathComponent("App/.cursor/rules").path, withDestinationPath: "../../.cursor/rules")
    let read = CursorFormat.read(RepositoryFiles(root: scratch.url))
    #expect(read.rules.map(\.path) == [".cursor/rules/style.mdc"])
  }

  /// Lint and explain take a nested rule for files in its folder only.
  @Test func nestedRulesLayerIntoTheirFolder() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "packs: []\nextract: true\n")
    try scratch.write("API/.cursor/rules/sql.mdc", "---\nglobs: **/*.sql\n---\n- Never use `SELECT *`\n")
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let inside = RuleResolver.resolve(path: "API/q.sql", files: project.ruleFiles(governing: "API/q.sql").files)
    #expect(inside.checks.map(\.source.description) == ["API/.cursor/rules/sql.mdc:4"])
    let outside = RuleResolver.resolve(path: "q.sql", files: project.ruleFiles(governing: "q.sql").files)
    #expect(outside.checks.isEmpty)
    let swift = RuleResolver.resolve(path: "API/a.swift", files: project.ruleFiles(governing: "API/a.swift").files)
    #expect(swift.checks.isEmpty)
  }

  @Test func onlyMdcFilesAreRules() throws {
    let (rules, _) = try FormatReading.read(
      CursorFormat.self, files: [".cursor/rules/notes.md": "Not a rule.\n", ".cursor/rules/a.mdc": "A\n"])
    #expect(rules.map(\.path) == [".cursor/rules/a.mdc"])
  }
}
