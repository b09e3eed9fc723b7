import Testing

@testable import CharterAgentFormats
@testable import CharterKit
@testable import CharterRules

/// Every way a rule file can be wrong gives a diagnostic at the right line and column.
@Suite struct MalformedRuleFileTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    /// `line:col: severity: message` for each diagnostic, in order.
    var expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unquoted glob", text: "---\npaths: **/*.swift\n---\n",
      expected: [
        "2:9: error: did not find expected alphabetic or numeric character while scanning an alias"
          + " (a glob that starts with '*' must be quoted: \"**/*.ts\")"
      ]),
    Case(
      name: "an alias to no anchor has no glob hint", text: "---\npaths: *globs\n---\n",
      expected: ["2:8: error: the alias *globs refers to no anchor defined before it"]),
    Case(
      name: "unknown compose target", text: "---\ntargets: [agents, cursour]\n---\n",
      expected: [
        "2:19: error: unknown compose target 'cursour' in 'targets'; targets are "
          + AgentTargets.names.joined(separator: ", ") + " (did you mean 'cursor'?)"
      ]),
    Case(
      name: "unknown excluded target", text: "---\nexclude-targets: emacs\n---\n",
      expected: [
        "2:18: error: unknown compose target 'emacs' in 'exclude-targets'; targets are "
          + AgentTargets.names.joined(separator: ", ")
      ]),
    Case(
      name: "unknown check kind", text: "---\nchecks:\n  - id: a\n    bann: x\n---\n",
      expected: [
        "4:5: error: unknown check kind 'bann'; expected one of indentation, ban, prefer, max-line-length, trailing-whitespace, final-newline, agent-file, swift (did you mean 'ban'?)"
      ]),
    Case(
      name: "two kinds in one check", text: "---\nchecks:\n  - id: a\n    ban: x\n    max-line-length: 80\n---\n",
      expected: ["5:5: error: a check declares one kind, but this one has both 'ban' and 'max-line-length'; split it into two checks"]),
    Case(
      name: "file condition not a text", text: "---\nchecks:\n  - id: a\n    ban: x\n    when-file-contains: {a: b}\n---\n",
      expected: ["5:25: error: 'when-file-contains' must be a text or a list of texts, not a mapping"]),
    Case(
      name: "file condition an empty list", text: "---\nchecks:\n  - id: a\n    ban: x\n    unless-file-contains: []\n---\n",
      expected: ["5:27: error: 'unless-file-contains' must list at least one text"]),
    Case(
      name: "file condition with an empty text",
      text: "---\nchecks:\n  - id: a\n    ban: x\n    when-file-contains: [import Testing, \"\"]\n---\n",
      expected: ["5:42: error: 'when-file-contains' must not contain an empty text"]),
    Case(
      name: "file condition on a structural check",
      text: "---\nchecks:\n  - id: a\n    swift: mainactor-deinit\n    unless-file-contains: XCTest\n---\n",
      expected: ["5:27: error: 'unless-file-contains' does not apply to a 'swift' check"]),
    Case(
      name: "deployment targets not a mapping",
      text: "---\nchecks:\n  - id: a\n    ban: x\n    when-deployment-target-at-least: \"17\"\n---\n",
      expected: [#"5:38: error: 'when-deployment-target-at-least' must map platforms to versions, as in {iOS: "17", macOS: "14"}"#]),
    Case(
      name: "deployment targets with an unknown platform",
      text: "---\nchecks:\n  - id: a\n    ban: x\n    when-deployment-target-at-least: {iOS: 17, android: 14}\n---\n",
      expected: [
        "5:48: error: 'when-deployment-target-at-least' names platforms iOS, macOS, macCatalyst, tvOS, watchOS, visionOS, not 'android'"
      ]),
    Case(
      name: "deployment target not a version",
      text: "---\nchecks:\n  - id: a\n    ban: x\n    when-deployment-target-at-least: {iOS: latest}\n---\n",
      expected: [#"5:44: error: the version of iOS must be a number such as "17" or "16.4""#]),
    Case(
      name: "deployment targets on a structural check",
      text: "---\nchecks:\n  - id: a\n    swift: mainactor-deinit\n    when-deployment-target-at-least: {iOS: 17}\n---\n",
      expected: ["5:38: error: 'when-deployment-target-at-least' does not apply to a 'swift' check"]),
    Case(
      name: "enabled not a flag", text: "---\nchecks:\n  - id: a\n    ban: x\n    enabled: sometimes\n---\n",
      expected: ["5:14: error: 'enabled' must be true or false"]),
    Case(
      name: "missing check id", text: "---\nchecks:\n  - ban: x\n---\n",
      expected: ["3:5: error: this check has no 'id'"]),
    Case(
      name: "invalid regex", text: "---\nchecks:\n  - id: a\n    ban: 'foo(bar'\n    regex: true\n---\n",
      expected: ["4:14: error: invalid regular expression 'foo(bar': unbalanced `(`: this group is never closed"]),
    Case(
      name: "a regex that matches the empty string", text: "---\nchecks:\n  - id: a\n    ban: 'x?'\n    regex: true\n---\n",
      expected: [
        "4:11: error: invalid regular expression 'x?': the pattern can match the empty string, so it would report a finding at every position; make it require at least one character"
      ]),
    Case(
      name: "a regex whose counted repetition is too costly", text: "---\nchecks:\n  - id: a\n    ban: 'a{1000}b'\n    regex: true\n---\n",
      expected: [
        "4:12: error: invalid regular expression 'a{1000}b': the repetition `{1000}` compiles to 1000 instructions, over the limit of 256 for one repetition (matching may take a step per instruction per byte); use a smaller count, or `+` or `*` when the exact number does not matter"
      ]),
    Case(
      name: "a regex of only an anchor", text: "---\nchecks:\n  - id: a\n    ban: '\\b'\n    regex: true\n---\n",
      expected: [
        "4:11: error: invalid regular expression '\\b': the pattern can match the empty string, so it would report a finding at every position; make it require at least one character"
      ]),
    Case(
      name: "empty pattern", text: "---\nchecks:\n  - id: a\n    ban: \"\"\n---\n",
      expected: ["4:10: error: 'ban' must not be an empty pattern"]),
    Case(
      name: "bad indentation style", text: "---\nchecks:\n  - id: a\n    indentation: {style: space, width: 2}\n---\n",
      expected: ["4:26: error: indentation style must be 'spaces' or 'tabs' (did you mean 'spaces'?)"]),
    Case(
      name: "bad indentation width", text: "---\nchecks:\n  - id: a\n    indentation: {style: spaces, width: 0}\n---\n",
      expected: ["4:41: error: indentation width must be a whole number from 1 to 16"]),
    Case(
      name: "indentation width not a number",
      text: "---\nchecks:\n  - id: a\n    indentation:\n      style: spaces\n      width: two\n---\n",
      expected: ["6:14: error: indentation width must be a whole number from 1 to 16"]),
    Case(
      name: "unknown severity on a check", text: "---\nchecks:\n  - id: a\n    ban: x\n    severity: fatal\n---\n",
      expected: ["5:15: error: unknown severity 'fatal'; expected error, warning or info"]),
    Case(
      name: "unknown default severity", text: "---\nseverity: warn\n---\n",
      expected: ["2:11: error: unknown severity 'warn'; expected error, warning or info (did you mean 'warning'?)"]),
    Case(
      name: "invalid glob", text: "---\nglobs: [\"src/[a-\"]\n---\n",
      expected: ["2:14: error: invalid glob 'src/[a-': unclosed '[' in glob"]),
    Case(
      name: "checks not a list", text: "---\nchecks:\n  id: a\n  ban: x\n---\n",
      expected: ["3:3: error: 'checks' must be a list of checks, not a mapping"]),
    Case(
      name: "front matter not a mapping", text: "---\n- a\n- b\n---\n",
      expected: ["2:1: error: front matter must be a mapping of keys to values, not a list"]),
    Case(
      name: "unclosed front matter", text: "---\nid: a\n# Title\n",
      expected: ["1:1: error: front matter opened with '---' is never closed by a '---' line"]),
    Case(
      name: "unknown top-level key is a warning", text: "---\nid: a\nglob: ['*.swift']\n---\n",
      expected: ["3:1: warning: unknown key 'glob' in front matter; it is ignored (did you mean 'globs'?)"]),
    Case(
      name: "duplicate check id", text: "---\nchecks:\n  - id: a\n    ban: x\n  - id: a\n    ban: y\n---\n",
      expected: ["5:5: error: check id 'a' is already declared in this file at line 3"]),
    Case(
      name: "unknown structural check", text: "---\nchecks:\n  - id: a\n    swift: mainactor-denit\n---\n",
      expected: [
        "4:12: error: unknown structural Swift check 'mainactor-denit' (did you mean 'mainactor-deinit'?); see Documentation/StructuralChecks.md for the list"
      ]),
    Case(
      name: "unknown structural option",
      text: "---\nchecks:\n  - id: a\n    swift: preconcurrency-import\n    options: {framework: [EventKit]}\n---\n",
      expected: ["5:15: error: 'preconcurrency-import' has no option 'framework'; expected frameworks (did you mean 'frameworks'?)"]),
    Case(
      name: "structural option not a list of strings",
      text: "---\nchecks:\n  - id: a\n    swift: preconcurrency-import\n    options: {frameworks: {a: b}}\n---\n",
      expected: ["5:27: error: option 'frameworks' must be a string or a list of strings"]),
    Case(
      name: "options on a text check", text: "---\nchecks:\n  - id: a\n    ban: x\n    options: {frameworks: [A]}\n---\n",
      expected: ["5:14: error: 'options' does not apply to a 'ban' check"]),
    Case(
      name: "prefer without instead-of", text: "---\nchecks:\n  - id: a\n    prefer: x\n---\n",
      expected: ["4:5: error: a 'prefer' check needs 'instead-of': the pattern to replace"]),
    Case(
      name: "regex on a non-pattern check", text: "---\nchecks:\n  - id: a\n    max-line-length: 100\n    regex: true\n---\n",
      expected: ["5:12: error: 'regex' does not apply to a 'max-line-length' check"]),
    Case(
      name: "bad region scope", text: "---\nchecks:\n  - id: a\n    ban: x\n    in: comments\n---\n",
      expected: ["5:9: error: 'in' must be one of code, comment, string, any (did you mean 'comment'?)"]),
    Case(
      name: "max-line-length not positive", text: "---\nchecks:\n  - id: a\n    max-line-length: -3\n---\n",
      expected: ["4:22: error: 'max-line-length' must be a positive whole number"]),
    Case(
      name: "trailing-whitespace false", text: "---\nchecks:\n  - id: a\n    trailing-whitespace: false\n---\n",
      expected: ["4:26: error: 'trailing-whitespace' takes 'true'; to turn the check off, remove it or list its id under 'disable'"]),
    Case(
      name: "check id with spaces", text: "---\nchecks:\n  - id: no print\n    ban: x\n---\n",
      expected: ["3:9: error: the check id 'no print' may use only letters, digits, '-', '_' and '.'"]),
    Case(
      name: "check without a kind", text: "---\nchecks:\n  - id: a\n    message: hi\n---\n",
      expected: [
        "3:5: error: this check declares no kind; add one of indentation, ban, prefer, max-line-length, trailing-whitespace, final-newline, agent-file, swift"
      ]),
    Case(
      name: "check is a string", text: "---\nchecks:\n  - no-print\n---\n",
      expected: ["3:5: error: a check must be a mapping with an 'id' and a kind, not a string"]),
    Case(
      name: "YAML syntax error", text: "---\nid: a\nchecks: [\n---\n",
      expected: ["4:1: error: did not find expected node content while parsing a flow node"]),
    Case(
      name: "duplicate YAML key", text: "---\nid: a\nid: b\n---\n",
      expected: ["3:1: error: the key 'id' appears twice in this mapping; the first is on line 2"]),
    Case(
      name: "several problems are all reported",
      text: "---\nseverity: loud\nchecks:\n  - id: a\n    ban: ''\n  - ban: y\n---\n",
      expected: [
        "2:11: error: unknown severity 'loud'; expected error, warning or info",
        "5:10: error: 'ban' must not be an empty pattern",
        "6:5: error: this check has no 'id'",
      ]),
    Case(
      name: "disable is not a list of ids", text: "---\ndisable: {a: b}\n---\n",
      expected: ["2:10: error: 'disable' must be a list of strings, not a mapping"]),
  ]

  @Test(arguments: cases)
  func diagnostics(_ testCase: Case) {
    let template = RuleFile(path: ".charter/rules/bad.md", origin: .fragment, baseDirectory: "")
    let result = RuleFileParser.parse(testCase.text, as: template)
    let rendered = result.diagnostics.map {
      "\($0.position.line):\($0.position.column): \($0.severity.rawValue): \($0.message)"
    }
    #expect(rendered == testCase.expected)
    #expect(result.diagnostics.allSatisfy { $0.path == ".charter/rules/bad.md" })
    let hasError = testCase.expected.contains { $0.contains(": error: ") }
    #expect((result.file == nil) == hasError, "a file with errors is not used; one with only warnings is")
  }
}

@Suite struct ProjectConfigTests {
  @Test func keysWithoutAnEffectAreReportedNotSilentlyAccepted() {
    let (_, diagnostics) = ProjectConfigParser.parse("packs: []\nbudget: {agents: 32768}\nbudgets: {agents: 32768}\n")
    #expect(
      diagnostics.map(\.description) == [
        ".charter/config.yml:2:1: warning: unknown key 'budget' in the config; it is ignored (did you mean 'budgets'?)",
        ".charter/config.yml:3:11: warning: unknown budget 'agents'; budgets are agents-chain and windsurf-rule (did you mean 'agents-chain'?)",
      ])
  }

  @Test func invalidValuesAreErrors() {
    let (_, diagnostics) = ProjectConfigParser.parse("extract: maybe\nexclude: ['[x']\n")
    #expect(diagnostics.map(\.code) == ["invalid-value", "invalid-glob"])
    #expect(diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test(arguments: [
    ("generated: include\n", true, []),
    ("generated: skip\n", false, []),
    ("packs: []\n", false, []),
    ("generated: includ\n", false, [".charter/config.yml:1:12: error: 'generated' must be skip or include (did you mean 'include'?)"]),
    ("generated: [include]\n", false, [".charter/config.yml:1:12: error: 'generated' must be skip or include"]),
  ])
  func generatedSaysWhetherGeneratedCodeIsLinted(text: String, lints: Bool, expected: [String]) {
    let (config, diagnostics) = ProjectConfigParser.parse(text)
    #expect(config.lintsGeneratedCode == lints)
    #expect(diagnostics.map(\.description) == expected)
  }
}
