import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats

@Suite struct GeminiJunieFormatTests {
  static let geminiCases: [ReaderCase] = [
    ReaderCase(
      "GEMINI.md at the root and nested, with imports",
      files: [
        "GEMINI.md": "# Project\n\n@./docs/style.md\n", "docs/style.md": "style\n",
        "Sources/GEMINI.md": "# Sources — ソース\r\n",
      ],
      rules: [
        "GEMINI.md gemini / always imports=docs/style.md | # Project⏎⏎@./docs/style.md⏎",
        "Sources/GEMINI.md gemini /Sources always | # Sources — ソース\r⏎",
      ]),
    ReaderCase(
      "Charter's block is skipped; an empty file is a warning",
      files: ["GEMINI.md": managedBlock("x\n"), "Docs/GEMINI.md": "  \n"],
      diagnostics: ["Docs/GEMINI.md:1:1: warning: GEMINI.md is empty; agents get nothing from it [empty-rule-file]"]),
  ]

  static let junieCases: [ReaderCase] = [
    ReaderCase(
      "one guidelines file for the project",
      files: [".junie/guidelines.md": "# Guidelines\n\n- Use Gradle.\n", "Sub/.junie/guidelines.md": "ignored\n"],
      rules: [".junie/guidelines.md junie / always | # Guidelines⏎⏎- Use Gradle.⏎"]),
    ReaderCase(
      "a guidelines file holding only Charter's block states nothing",
      files: [".junie/guidelines.md": "\n" + managedBlock("x\n")]),
    ReaderCase(
      "an empty guidelines file is a warning",
      files: [".junie/guidelines.md": ""],
      diagnostics: [
        ".junie/guidelines.md:1:1: warning: guidelines.md is empty; agents get nothing from it [empty-rule-file]"
      ]),
  ]

  @Test(arguments: geminiCases)
  func readsGemini(_ testCase: ReaderCase) throws {
    let read = try testCase.read(with: GeminiFormat.self)
    #expect(read.rules == testCase.rules)
    #expect(read.diagnostics == testCase.diagnostics)
  }

  @Test(arguments: junieCases)
  func readsJunie(_ testCase: ReaderCase) throws {
    let read = try testCase.read(with: JunieFormat.self)
    #expect(read.rules == testCase.rules)
    #expect(read.diagnostics == testCase.diagnostics)
  }
}
