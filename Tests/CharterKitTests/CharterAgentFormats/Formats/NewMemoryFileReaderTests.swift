import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats

/// The readers of the one-file formats added for Qwen Code, Goose, Zed, Aider, Crush, Replit,
/// Firebase Studio and Trae.
@Suite struct NewMemoryFileReaderTests {
  @Test func qwenReadsEveryFolderAndFollowsImports() throws {
    let read = try FormatReading.read(
      QwenFormat.self,
      files: ["QWEN.md": "# Project\n\n@docs/style.md\n", "docs/style.md": "style\n", "Sources/QWEN.md": "Sources\n"])
    #expect(read.diagnostics.isEmpty)
    #expect(read.rules.map(\.path) == ["QWEN.md", "Sources/QWEN.md"])
    #expect(read.rules.map(\.directory) == ["", "Sources"])
    #expect(read.rules.first?.imports == ["docs/style.md"])
  }

  @Test func qwenReportsABrokenImport() throws {
    let read = try FormatReading.read(QwenFormat.self, files: ["QWEN.md": "@docs/missing.md\n"])
    #expect(read.diagnostics.map { $0.hasSuffix("[import-missing]") } == [true])
  }

  @Test func gooseHintsAreReadInEveryFolderWithoutImports() throws {
    let read = try FormatReading.read(
      GooseFormat.self, files: [".goosehints": "Ask @alice.\n", "App/.goosehints": "App rules\n"])
    #expect(read.diagnostics.isEmpty)
    #expect(read.rules.map(\.directory) == ["", "App"])
    #expect(read.rules.allSatisfy { $0.imports.isEmpty })
  }

  @Test(arguments: [
    (ZedFormat.self as any AgentFormat.Type, ".rules"), (AiderFormat.self, "CONVENTIONS.md"),
    (CrushFormat.self, "CRUSH.md"), (ReplitFormat.self, "replit.md"), (FirebaseStudioFormat.self, ".idx/airules.md"),
    (TraeFormat.self, ".trae/rules/project_rules.md"),
  ])
  func singleFilesAreOneRuleForTheProject(format: any AgentFormat.Type, path: String) throws {
    let read = try FormatReading.read(format, files: [path: "# Rules\n\n- Use tabs.\n", "Sub/" + path: "not read\n"])
    #expect(read.diagnostics.isEmpty)
    #expect(read.rules.map(\.path) == [path])
    #expect(read.rules.map(\.activation) == [.always])
    #expect(read.rules.map(\.directory) == [""])
    let empty = try FormatReading.read(format, files: [path: " \n"])
    #expect(empty.rules.isEmpty)
    #expect(empty.diagnostics.map { $0.hasSuffix("[empty-rule-file]") } == [true])
    let managed = try FormatReading.read(format, files: [path: managedBlock("x\n")])
    #expect(managed.rules.isEmpty && managed.diagnostics.isEmpty, "Charter's own block is not a source")
  }
}
