import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats

@Suite struct ClaudeFormatTests {
  static let memoryCases: [ReaderCase] = [
    ReaderCase(
      "memory files at the root, nested, local and in .claude",
      files: [
        "CLAUDE.md": "# Project\n", "CLAUDE.local.md": "# Mine\n", ".claude/CLAUDE.md": "# Also project\n",
        "Packages/Core/CLAUDE.md": "# Core\n",
      ],
      rules: [
        ".claude/CLAUDE.md claude / always | # Also project⏎",
        "CLAUDE.local.md claude / always | # Mine⏎",
        "CLAUDE.md claude / always | # Project⏎",
        "Packages/Core/CLAUDE.md claude /Packages/Core always | # Core⏎",
      ]),
    ReaderCase(
      "imports are listed, relative to the importing file",
      files: [
        "CLAUDE.md": "See @docs/guide.md and @README for more.\n", "README": "readme\n",
        "docs/guide.md": "@./style.md\n", "docs/style.md": "style\n",
      ],
      rules: [
        "CLAUDE.md claude / always imports=docs/guide.md,docs/style.md,README | See @docs/guide.md and @README for more.⏎"
      ]),
    ReaderCase(
      "a managed block is skipped, and imports inside it are not followed",
      files: ["CLAUDE.md": managedBlock("@docs/missing.md\n") + "\n# Mine\n"],
      rules: ["CLAUDE.md claude / always | ⏎⏎⏎⏎# Mine⏎"]),
    ReaderCase(
      "an empty CLAUDE.local.md is a warning",
      files: ["CLAUDE.local.md": ""],
      diagnostics: [
        "CLAUDE.local.md:1:1: warning: CLAUDE.local.md is empty; agents get nothing from it [empty-rule-file]"
      ]),
  ]

  static let ruleCases: [ReaderCase] = [
    ReaderCase(
      "paths as a YAML list",
      files: [".claude/rules/ts.md": "---\npaths:\n  - \"src/**/*.ts\"\n  - 'lib/**'\n---\n# TS\n"],
      rules: [".claude/rules/ts.md ts / globs[src/**/*.ts;lib/**] offset=5 | # TS⏎"]),
    ReaderCase(
      "paths as comma-separated text, braces kept together",
      files: [".claude/rules/ts.md": "---\npaths: \"src/**/*.{ts,tsx}, lib/**\"\ndescription: TypeScript\n---\nBody\n"],
      rules: [".claude/rules/ts.md ts / globs[src/**/*.{ts,tsx};lib/**] description=TypeScript offset=4 | Body⏎"]),
    ReaderCase(
      "unquoted globs are not YAML, and are read line by line as Claude Code does",
      files: [".claude/rules/api/rest.md": "---\npaths: **/*.ts, {src,lib}/**\n---\nBody\n"],
      rules: [".claude/rules/api/rest.md api/rest / globs[**/*.ts;{src,lib}/**] offset=3 | Body⏎"],
      diagnostics: [
        ".claude/rules/api/rest.md:2:9: warning: the front matter is not valid YAML (did not find expected alphabetic or numeric character while scanning an alias); it is read line by line, as Claude Code reads it (quote values that start with '*', '{' or '[') [front-matter-not-yaml]"
      ]),
    ReaderCase(
      "no paths, an empty paths or '**' apply always",
      files: [
        ".claude/rules/a.md": "Body\n", ".claude/rules/b.md": "---\npaths:\n---\nBody\n",
        ".claude/rules/c.md": "---\npaths: \"**\"\n---\nBody\n",
      ],
      rules: [
        ".claude/rules/a.md a / always | Body⏎", ".claude/rules/b.md b / always offset=3 | Body⏎",
        ".claude/rules/c.md c / always offset=3 | Body⏎",
      ]),
    ReaderCase(
      "CRLF front matter and a multi-byte body",
      files: [".claude/rules/i18n.md": "---\r\npaths: [\"**/*.xcstrings\"]\r\n---\r\n# 日本語 — «ok»\r\n"],
      rules: [".claude/rules/i18n.md i18n / globs[**/*.xcstrings] offset=3 | # 日本語 — «ok»\r⏎"]),
    ReaderCase(
      "unknown keys are warnings",
      files: [".claude/rules/x.md": "---\nglobs: \"*.ts\"\npath: a/**\n---\nBody\n"],
      rules: [".claude/rules/x.md x / always offset=4 | Body⏎"],
      diagnostics: [
        ".claude/rules/x.md:2:1: warning: unknown key 'globs' in front matter; Claude Code reads only paths and description [unknown-key]",
        ".claude/rules/x.md:3:1: warning: unknown key 'path' in front matter; Claude Code reads only paths and description (did you mean 'paths'?) [unknown-key]",
      ]),
    ReaderCase(
      "an invalid glob is an error at its position, and the file is not used",
      files: [".claude/rules/x.md": "---\npaths: \"src/**, lib/[a\"\n---\nBody\n"],
      diagnostics: [".claude/rules/x.md:2:21: error: invalid glob 'lib/[a': unclosed '[' in glob [invalid-glob]"]),
    ReaderCase(
      "paths of the wrong kind is an error",
      files: [".claude/rules/x.md": "---\npaths: {a: b}\n---\nBody\n"],
      diagnostics: [
        ".claude/rules/x.md:2:8: error: 'paths' must be a glob, a comma-separated list of globs or a list of globs, not a mapping [invalid-value]"
      ]),
    ReaderCase(
      "a front matter that is not a mapping is an error",
      files: [".claude/rules/x.md": "---\n- a\n---\nBody\n"],
      diagnostics: [
        ".claude/rules/x.md:2:1: error: the front matter must be a mapping of keys to values, not a list [front-matter-not-mapping]"
      ]),
    ReaderCase(
      "an empty rule is a warning",
      files: [".claude/rules/x.md": "---\npaths: [\"a/**\"]\n---\n\n"],
      diagnostics: [".claude/rules/x.md:4:1: warning: x.md is empty; agents get nothing from it [empty-rule-file]"]),
    ReaderCase(
      "a rule file Charter generated is skipped",
      files: [".claude/rules/x.md": "---\npaths: [\"a/**\"]\n---\n\(GeneratedMarkers.header(source: "x"))\n\nBody\n"]),
  ]

  @Test(arguments: memoryCases + ruleCases)
  func reads(_ testCase: ReaderCase) throws {
    let read = try testCase.read(with: ClaudeFormat.self)
    #expect(read.rules == testCase.rules)
    #expect(read.diagnostics == testCase.diagnostics)
  }

  @Test func negatedGlobsAreLeftToTheScopeNote() {
    let fragment = ComposeFragment(
      name: "no-vendor", sourcePath: ".charter/rules/no-vendor.md", directory: "Sources",
      activation: .globs(["**/*.swift", "!Generated/**"]), body: "Body")
    let output = ClaudeFormat.write([fragment])
    #expect(output.map(\.path) == [".claude/rules/no-vendor.md"])
    #expect(
      output.first?.content == """
        ---
        paths:
          - "Sources/**/*.swift"
        ---
        \(GeneratedMarkers.header(source: ".charter/rules/no-vendor.md"))

        **Applies only to files matching `**/*.swift`, `!Generated/**` in `Sources/`.**

        Body

        """)
  }

  @Test func fragmentsWithTheSameNameGetDistinctFiles() {
    let fragments = ["", "Tests"].map {
      ComposeFragment(
        name: "style", sourcePath: "\($0)/.charter/rules/style.md", directory: $0, activation: .globs(["*.md"]),
        body: "B")
    }
    #expect(ClaudeFormat.write(fragments).map(\.path) == [".claude/rules/Tests-style.md", ".claude/rules/style.md"])
  }
}
