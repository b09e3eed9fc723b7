import Testing

@testable import CharterKit
@testable import CharterCompose
@testable import CharterDocuments
@testable import CharterRules

/// `agent-files:` in a fragment: what `init --from-existing` writes, read back, and every way
/// it can be wrong, at its line and column.
@Suite struct AgentFilesKeyTests {
  static let cases: [MalformedRuleFileTests.Case] = [
    .init(
      name: "not a mapping", text: "---\nagent-files: [.cursor/rules/a.mdc]\n---\n",
      expected: ["2:14: error: 'agent-files' must map each file's path to its front matter, not a list"]),
    .init(
      name: "not an agent file", text: "---\nagent-files:\n  README.md: \"\"\n---\n",
      expected: [
        "3:3: error: 'README.md' in 'agent-files' is not an agent file Charter writes back: a rule file (Cursor, "
          + "Windsurf, Cline, Kiro, .claude/rules, a Copilot .instructions.md file …), an AGENTS.md, CLAUDE.md, GEMINI.md "
          + "or QWEN.md, or a project's one file (.github/copilot-instructions.md, .junie/guidelines.md, .rules …)"
      ]),
    .init(
      name: "a path that leaves the folder", text: "---\nagent-files:\n  ../.cursor/rules/a.mdc: \"\"\n---\n",
      expected: [
        "3:3: error: '../.cursor/rules/a.mdc' in 'agent-files': the path is not a plain path inside the repository "
          + "(it has '..', '.', an empty part or a leading '/')"
      ]),
    .init(
      name: "two files of one agent",
      text: "---\nagent-files:\n  .cursor/rules/a.mdc: \"\"\n  Sub/.cursor/rules/b.mdc: \"\"\n---\n",
      expected: [
        "4:3: error: 'Sub/.cursor/rules/b.mdc' is a second cursor rule file; a fragment is written back into one file "
          + "per agent (the first is '.cursor/rules/a.mdc')"
      ]),
    .init(
      name: "front matter without its closing line",
      text: "---\nagent-files:\n  .kiro/steering/a.md: \"---\\ninclusion: manual\\n\"\n---\n",
      expected: [
        "3:24: error: the front matter of '.kiro/steering/a.md' must be empty, or run from a '---' line to a closing '---' line"
      ]),
    .init(
      name: "text after the front matter",
      text: "---\nagent-files:\n  .kiro/steering/a.md: \"---\\n---\\nbody\\n\"\n---\n",
      expected: [
        "3:24: error: the front matter of '.kiro/steering/a.md' must be empty, or run from a '---' line to a closing '---' line"
      ]),
    .init(
      name: "front matter for a plain file", text: "---\nagent-files:\n  .cursorrules: \"---\\n---\\n\"\n---\n",
      expected: ["3:17: error: '.cursorrules' keeps no front matter here; its value must be \"\""]),
    .init(
      name: "front matter for a memory file", text: "---\nagent-files:\n  AGENTS.md: \"---\\n---\\n\"\n---\n",
      expected: ["3:14: error: 'AGENTS.md' keeps no front matter here; its value must be \"\""]),
    .init(
      name: "a value that is not text", text: "---\nagent-files:\n  AGENTS.md: [a]\n---\n",
      expected: ["3:14: error: the front matter of 'AGENTS.md' must be a string, not a list"]),
  ]

  @Test(arguments: cases)
  func diagnostics(_ testCase: MalformedRuleFileTests.Case) {
    let template = RuleFile(path: ".charter/rules/bad.md", origin: .fragment, baseDirectory: "")
    let result = RuleFileParser.parse(testCase.text, as: template)
    let rendered = result.diagnostics.map {
      "\($0.position.line):\($0.position.column): \($0.severity.rawValue): \($0.message)"
    }
    #expect(rendered == testCase.expected)
    #expect(result.file == nil, "a file with errors is not used")
  }

  /// Every kind of file, as the import writes it, reads back as written.
  @Test func wellFormedEntriesReadBack() throws {
    let text = """
      ---
      agent-files:
        "Sub/.cursor/rules/a.mdc": |
          ---
          globs: *.swift
          ---
        ".windsurfrules": ""
        "Docs/GEMINI.md": ""
        ".github/instructions/x.instructions.md": "---\\ndescription: x\\nglobs: \\n---\\n"
        ".kiro/steering/crlf.md": "---\\r\\ninclusion: manual\\r\\n---\\r\\n"
      ---
      Body.

      """
    let result = RuleFileParser.parse(
      text, as: RuleFile(path: ".charter/rules/a.md", origin: .fragment, baseDirectory: ""))
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.file?.agentFiles == [
        "Sub/.cursor/rules/a.mdc": "---\nglobs: *.swift\n---\n", ".windsurfrules": "", "Docs/GEMINI.md": "",
        ".github/instructions/x.instructions.md": "---\ndescription: x\nglobs: \n---\n",
        ".kiro/steering/crlf.md": "---\r\ninclusion: manual\r\n---\r\n",
      ])
  }

  /// Text survives being written as the value of `agent-files` and read back, whichever form
  /// ``YAMLText`` picks.
  @Test(arguments: [
    "", "---\n---\n", "---\nglobs: **/*.ts\n---\n", "---\nglobs: \n---\n", "---\n# a comment\n\n  indented: 1\n---\n",
    "---\ndescription: \"quoted: yes\"\ntools: ['a', 'b']\n---\n", "---\r\nk: v\r\n---\r\n",
    "---\nk: a\u{85}b\u{2028}c\n---\n",
    "---\nk: tab\there\n---\n", "---\nk: 日本語 — ✅\n---\n", "no newline at the end",
  ])
  func valuesReadBackExactly(_ value: String) throws {
    let yaml = "agent-files:\n  \"AGENTS.md\": " + YAMLText.scalar(value, indent: 4) + "\n"
    let node = try #require(try YAMLParser.parse(yaml, path: "t.yml"))
    #expect(node["agent-files"]?["AGENTS.md"]?.scalar == value)
  }
}
