import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats

@Suite struct CopilotFormatTests {
  static let cases: [ReaderCase] = [
    ReaderCase(
      "repository-wide instructions, with Charter's block skipped",
      files: [".github/copilot-instructions.md": "# Team\n\n" + managedBlock("generated\n")],
      rules: [".github/copilot-instructions.md copilot / always | # Team⏎⏎⏎⏎⏎"]),
    ReaderCase(
      "applyTo is comma-separated text; folders below instructions are searched",
      files: [
        ".github/instructions/web/ts.instructions.md":
          "---\napplyTo: \"src/**/*.ts, src/**/*.{tsx,jsx}\"\ndescription: TypeScript rules\n---\n# TS\n"
      ],
      rules: [
        ".github/instructions/web/ts.instructions.md ts / globs[src/**/*.ts;src/**/*.{tsx,jsx}] description=TypeScript rules offset=4 | # TS⏎"
      ]),
    ReaderCase(
      "applyTo '**' applies always; excludeAgent and name are kept",
      files: [
        ".github/instructions/all.instructions.md":
          "---\napplyTo: \"**\"\nexcludeAgent: \"code-review\"\nname: All\n---\nBody\n"
      ],
      rules: [
        ".github/instructions/all.instructions.md all / always excludeAgent=code-review name=All offset=5 | Body⏎"
      ]),
    ReaderCase(
      "an unquoted applyTo is read line by line, as VS Code does",
      files: [".github/instructions/go.instructions.md": "---\r\napplyTo: **/*.go\r\n---\r\nGo 🐹\r\n"],
      rules: [".github/instructions/go.instructions.md go / globs[**/*.go] offset=3 | Go 🐹\r⏎"],
      diagnostics: [
        ".github/instructions/go.instructions.md:2:11: warning: the front matter is not valid YAML (did not find expected alphabetic or numeric character while scanning an alias); it is read line by line, as GitHub Copilot reads it (quote values that start with '*', '{' or '[') [front-matter-not-yaml]"
      ]),
    ReaderCase(
      "without applyTo a file is applied by hand, or by its description",
      files: [
        ".github/instructions/a.instructions.md": "Body\n",
        ".github/instructions/b.instructions.md": "---\ndescription: When writing SQL\n---\nBody\n",
      ],
      rules: [
        ".github/instructions/a.instructions.md a / manual | Body⏎",
        ".github/instructions/b.instructions.md b / on-request description=When writing SQL offset=3 | Body⏎",
      ],
      diagnostics: [
        ".github/instructions/a.instructions.md:1:1: warning: the file has no 'applyTo'; Copilot applies it only when it is chosen by hand (add applyTo: \"**\" to apply it everywhere) [missing-apply-to]",
        ".github/instructions/b.instructions.md:1:1: warning: the file has no 'applyTo'; Copilot applies it only when it is chosen by hand (add applyTo: \"**\" to apply it everywhere) [missing-apply-to]",
      ]),
    ReaderCase(
      "unknown keys and agents are warnings",
      files: [
        ".github/instructions/x.instructions.md":
          "---\napplyto: \"**\"\napplyTo: \"**\"\nexcludeAgent: reviewer\n---\nBody\n"
      ],
      rules: [".github/instructions/x.instructions.md x / always excludeAgent=reviewer offset=5 | Body⏎"],
      diagnostics: [
        ".github/instructions/x.instructions.md:2:1: warning: unknown key 'applyto' in front matter; GitHub Copilot reads only applyTo, description, excludeAgent and name (did you mean 'applyTo'?) [unknown-key]",
        ".github/instructions/x.instructions.md:4:15: warning: unknown agent 'reviewer' in 'excludeAgent'; expected code-review or coding-agent [invalid-value]",
      ]),
    ReaderCase(
      "an invalid glob in applyTo is an error",
      files: [".github/instructions/x.instructions.md": "---\napplyTo: 'src/**,  {a,b'\n---\nBody\n"],
      diagnostics: [
        ".github/instructions/x.instructions.md:2:20: error: invalid glob '{a,b': unclosed '{' in glob [invalid-glob]"
      ]),
    ReaderCase(
      "an empty instructions file is a warning; other file names are not read",
      files: [
        ".github/instructions/x.instructions.md": "---\napplyTo: \"**\"\n---\n",
        ".github/instructions/notes.md": "not an instructions file\n",
      ],
      diagnostics: [
        ".github/instructions/x.instructions.md:4:1: warning: x.instructions.md is empty; agents get nothing from it [empty-rule-file]"
      ]),
    ReaderCase(
      "an instructions file Charter generated is skipped",
      files: [
        ".github/instructions/x.instructions.md":
          "---\napplyTo: \"**\"\n---\n\(GeneratedMarkers.header(source: ".charter/rules/x.md"))\n\nBody\n"
      ]),
  ]

  @Test(arguments: cases)
  func reads(_ testCase: ReaderCase) throws {
    let read = try testCase.read(with: CopilotFormat.self)
    #expect(read.rules == testCase.rules)
    #expect(read.diagnostics == testCase.diagnostics)
  }

  @Test(arguments: [
    (AgentActivation.globs(["!Vendor/**"]), "", "applyTo: \"**\"", true),
    (.globs(["*.md", "docs/**"]), "Guides", "applyTo: \"Guides/**/*.md,Guides/docs/**\"", false),
    (.always, "Tests", "applyTo: \"Tests/**\"", false),
    (.onRequest, "", "description: \"SQL\"", true),
  ])
  func writesApplyTo(activation: AgentActivation, directory: String, line: String, scopeNote: Bool) {
    let fragment = ComposeFragment(
      name: "f", sourcePath: ".charter/rules/f.md", directory: directory, description: "SQL",
      activation: activation, body: "Body")
    let outputs = CopilotFormat.write([fragment])
    #expect(outputs.map(\.path) == [".github/instructions/f.instructions.md"])
    #expect(outputs.first?.content.split(separator: "\n").contains { $0 == line } == true)
    #expect(outputs.first?.content.contains("**Appl") == scopeNote)
  }
}
