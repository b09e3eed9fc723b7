import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats

/// The readers of the rule folders added for Devin, Antigravity, Augment, Continue and the plain
/// folders (Roo Code, JetBrains AI Assistant, Amazon Q): each file's activation and diagnostics.
@Suite struct NewRuleFolderReaderTests {
  static func rule(_ frontMatter: String, body: String = "Body\n") -> String {
    "---\n" + frontMatter + "---\n" + body
  }

  static let devin = ".devin/rules/r.md"
  static let devinCases: [FormatReaderCase] = [
    FormatReaderCase(
      name: "glob with a YAML list", path: devin, text: rule("trigger: glob\nglobs: [\"**/*.swift\", \"Package.swift\"]\n"),
      activation: .globs(["**/*.swift", "Package.swift"])),
    FormatReaderCase(
      name: "glob with a comma-separated text, as the desktop app reads it", path: devin,
      text: rule("trigger: glob\nglobs: **/*.ts, *.tsx\n"), activation: .globs(["**/*.ts", "*.tsx"])),
    FormatReaderCase(
      name: "no trigger: globs decide", path: devin, text: rule("globs:\n  - \"*.sql\"\n"), activation: .globs(["*.sql"])),
    FormatReaderCase(
      name: "no trigger: a description makes it the agent's call", path: devin, text: rule("description: SQL style\n"),
      activation: .onRequest),
    FormatReaderCase(name: "no front matter: only when mentioned", path: devin, text: "Text\n", activation: .manual),
    FormatReaderCase(
      name: "a long rule is a warning", path: devin,
      text: rule("trigger: always_on\n", body: String(repeating: "x", count: 12_001) + "\n"), activation: .always,
      diagnostics: [
        ".devin/rules/r.md:1:1: warning: the file has 12029 characters; Devin reads at most 12000 of a rule file "
          + "[rule-too-long]"
      ]),
    FormatReaderCase(
      name: "unknown trigger", path: devin, text: rule("trigger: on\n"), activation: .manual,
      diagnostics: [
        ".devin/rules/r.md:2:10: error: unknown trigger 'on'; Devin knows 'always_on', 'glob', 'model_decision', "
          + "'manual' or 'agent' [unknown-value]"
      ]),
  ]

  static let antigravity = ".agents/rules/r.md"
  static let antigravityCases: [FormatReaderCase] = [
    FormatReaderCase(
      name: "glob", path: antigravity, text: rule("trigger: glob\nglobs: *.ts,*.tsx\n"),
      activation: .globs(["*.ts", "*.tsx"])),
    FormatReaderCase(
      name: "model_decision", path: antigravity, text: rule("trigger: model_decision\ndescription: d\n"),
      activation: .onRequest),
    FormatReaderCase(
      name: "no trigger is a warning", path: antigravity, text: rule("description: d\n"), activation: .manual,
      diagnostics: [
        ".agents/rules/r.md:2:1: warning: no 'trigger' in front matter; Antigravity applies the rule only when it "
          + "is @-mentioned [missing-key]"
      ]),
  ]

  static let augment = ".augment/rules/r.md"
  static let augmentCases: [FormatReaderCase] = [
    FormatReaderCase(name: "always_apply", path: augment, text: rule("type: always_apply\n"), activation: .always),
    FormatReaderCase(name: "no front matter applies always", path: augment, text: "Text\n", activation: .always),
    FormatReaderCase(
      name: "agent_requested", path: augment, text: rule("type: agent_requested\ndescription: For SQL\n"),
      activation: .onRequest),
    FormatReaderCase(name: "manual", path: augment, text: rule("type: manual\n"), activation: .manual),
    FormatReaderCase(
      name: "agent_requested without a description", path: augment, text: rule("type: agent_requested\n"),
      activation: .onRequest,
      diagnostics: [
        ".augment/rules/r.md:2:7: warning: 'type: agent_requested' needs a 'description' for Augment to decide "
          + "when it applies [missing-key]"
      ]),
    FormatReaderCase(
      name: "unknown type and key", path: augment, text: rule("type: always\nglobs: x\n"), activation: .always,
      diagnostics: [
        ".augment/rules/r.md:2:7: error: unknown type 'always'; Augment knows 'always_apply', 'agent_requested' or "
          + "'manual' (did you mean 'always_apply'?) [unknown-value]",
        ".augment/rules/r.md:3:1: warning: unknown key 'globs' in front matter; Augment ignores it [unknown-key]",
      ]),
    FormatReaderCase(name: "the legacy guidelines file", path: ".augment-guidelines", text: "Use tabs.\n", activation: .always),
  ]

  static let continueRule = ".continue/rules/r.md"
  static let continueCases: [FormatReaderCase] = [
    FormatReaderCase(
      name: "alwaysApply true", path: continueRule, text: rule("name: r\nalwaysApply: true\n"), activation: .always),
    FormatReaderCase(
      name: "globs as a list", path: continueRule, text: rule("name: r\nglobs: [\"**/*.swift\"]\n"),
      activation: .globs(["**/*.swift"])),
    FormatReaderCase(
      name: "one glob as a text", path: continueRule, text: rule("name: r\nglobs: \"src/**/*.{ts,tsx}\"\n"),
      activation: .globs(["src/**/*.{ts,tsx}"])),
    FormatReaderCase(
      name: "neither globs nor alwaysApply applies always", path: continueRule, text: rule("name: r\n"),
      activation: .always),
    FormatReaderCase(
      name: "a description with alwaysApply false is the agent's call", path: continueRule,
      text: rule("name: r\ndescription: d\nalwaysApply: false\n"), activation: .onRequest),
    FormatReaderCase(
      name: "alwaysApply false alone is only when invoked", path: continueRule,
      text: rule("name: r\nalwaysApply: false\n"), activation: .manual),
    FormatReaderCase(
      name: "regex is read as when relevant", path: continueRule, text: rule("name: r\nregex: \"^import\"\n"),
      activation: .onRequest),
    FormatReaderCase(
      name: "alwaysApply of the wrong kind", path: continueRule, text: rule("name: r\nalwaysApply: sometimes\n"),
      activation: .always,
      diagnostics: [
        ".continue/rules/r.md:3:14: error: 'alwaysApply' must be true or false, not a string [invalid-value]"
      ]),
  ]

  static let jetbrains = ".aiassistant/rules/r.md"
  static let jetbrainsCases: [FormatReaderCase] = [
    FormatReaderCase(name: "apply: always", path: jetbrains, text: rule("apply: always\n"), activation: .always),
    FormatReaderCase(name: "no front matter applies always", path: jetbrains, text: "Text\n", activation: .always),
    FormatReaderCase(
      name: "by file patterns, comma-separated and unquoted", path: jetbrains,
      text: rule("apply: by file patterns\npatterns: src/**/*.tsx, src/**/*.ts\n"),
      activation: .globs(["src/**/*.tsx", "src/**/*.ts"])),
    FormatReaderCase(
      name: "by file patterns as a list", path: jetbrains,
      text: rule("apply: by file patterns\npatterns:\n  - package.json\n  - \"*.config.*\"\n"),
      activation: .globs(["package.json", "*.config.*"])),
    FormatReaderCase(
      name: "by model decision", path: jetbrains,
      text: rule("apply: by model decision\ninstructions: use when changing the package layout\n"),
      activation: .onRequest),
    FormatReaderCase(name: "manually", path: jetbrains, text: rule("apply: manually\n"), activation: .manual),
    FormatReaderCase(
      name: "by file patterns without patterns", path: jetbrains, text: rule("apply: by file patterns\n"),
      activation: .manual,
      diagnostics: [
        ".aiassistant/rules/r.md:2:8: error: 'apply: by file patterns' needs 'patterns'; without them the rule "
          + "never applies [missing-key]"
      ]),
  ]

  @Test(arguments: jetbrainsCases) func readsJetBrains(_ testCase: FormatReaderCase) throws {
    try testCase.verify(JetBrainsFormat.self)
  }

  @Test(arguments: devinCases) func readsDevin(_ testCase: FormatReaderCase) throws { try testCase.verify(DevinFormat.self) }
  @Test(arguments: antigravityCases) func readsAntigravity(_ testCase: FormatReaderCase) throws {
    try testCase.verify(AntigravityFormat.self)
  }
  @Test(arguments: augmentCases) func readsAugment(_ testCase: FormatReaderCase) throws {
    try testCase.verify(AugmentFormat.self)
  }
  @Test(arguments: continueCases) func readsContinue(_ testCase: FormatReaderCase) throws {
    try testCase.verify(ContinueFormat.self)
  }

  /// The plain folders: every file always applies, its front matter part of its text.
  @Test(arguments: [
    (RooFormat.self as any AgentFormat.Type, ".roo/rules/style.md"), (RooFormat.self, ".roo/rules/sub/notes.txt"),
    (RooFormat.self, ".roorules"), (AmazonQFormat.self, ".amazonq/rules/style.md"),
  ])
  func plainFoldersApplyAlways(format: any AgentFormat.Type, path: String) throws {
    let text = "---\ntrigger: glob\n---\nUse tabs.\n"
    let read = try FormatReading.read(format, files: [path: text])
    #expect(read.diagnostics.isEmpty)
    #expect(read.rules.map(\.activation) == [.always])
    #expect(read.rules.map(\.body) == [text], "the agent reads the front matter as text")
    #expect(read.rules.map(\.frontMatter) == [""])
  }

  @Test func rooNamesRulesByTheirPlaceAndWarnsAboutTheLegacyFile() throws {
    let read = try FormatReading.read(
      RooFormat.self, files: [".roo/rules/a/b.md": "x\n", ".roo/rules/c.txt": "y\n", ".roorules": "z\n"])
    #expect(read.rules.map(\.name).sorted() == ["a/b", "c", "roorules"])
    #expect(
      read.diagnostics == [
        ".roorules:1:1: warning: '.roorules' is Roo Code's legacy rule file and '.roo/rules' exists too; move its "
          + "rules into '.roo/rules/*.md' [legacy-rule-file]"
      ])
  }

  @Test func rulesBelowTheRootAreNotTheseAgentsRules() throws {
    for (format, path) in [
      (DevinFormat.self as any AgentFormat.Type, "Sub/.devin/rules/r.md"), (AugmentFormat.self, "Sub/.augment/rules/r.md"),
      (ContinueFormat.self, "Sub/.continue/rules/r.md"), (RooFormat.self, "Sub/.roo/rules/r.md"),
    ] {
      #expect(try FormatReading.read(format, files: [path: "---\nname: r\n---\nx\n"]).rules.isEmpty, "\(path)")
    }
  }
}
