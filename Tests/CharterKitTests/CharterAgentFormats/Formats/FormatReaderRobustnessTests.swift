import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterSupport

/// Files a reader cannot use: each is a diagnostic, never a crash, a hang or a silent skip.
@Suite struct FormatReaderRobustnessTests {
  /// Each place a format reads a rule from.
  static let ruleFiles: [(target: String, path: String)] = [
    ("cursor", ".cursor/rules/r.mdc"), ("cursor", ".cursorrules"), ("windsurf", ".windsurf/rules/r.md"),
    ("windsurf", ".windsurfrules"), ("cline", ".clinerules/r.md"), ("cline", ".clinerules"),
    ("kiro", ".kiro/steering/r.md"), ("devin", ".devin/rules/r.md"), ("antigravity", ".agents/rules/r.md"),
    ("augment", ".augment/rules/r.md"), ("augment", ".augment-guidelines"), ("continue", ".continue/rules/r.md"),
    ("roo", ".roo/rules/r.md"), ("roo", ".roo/rules/r.txt"), ("roo", ".roorules"),
    ("jetbrains", ".aiassistant/rules/r.md"), ("amazonq", ".amazonq/rules/r.md"), ("qwen", "QWEN.md"),
    ("qwen", "Sub/QWEN.md"), ("goose", ".goosehints"), ("zed", ".rules"), ("aider", "CONVENTIONS.md"),
    ("crush", "CRUSH.md"), ("replit", "replit.md"), ("firebase", ".idx/airules.md"),
    ("trae", ".trae/rules/project_rules.md"),
  ]

  @Test(arguments: ruleFiles)
  func invalidUTF8IsADiagnostic(target: String, path: String) throws {
    let format = try #require(AgentFormats.named(target))
    let repository = try TemporaryDirectory()
    try repository.write(path, "")
    try Data("ok\né\u{0}".utf8 + [0xFF, 0x41]).write(to: repository.url.appendingPathComponent(path))
    let (rules, diagnostics) = format.read(RepositoryFiles(root: repository.url))
    #expect(rules.isEmpty)
    #expect(
      diagnostics.map(FormatReading.describe) == [
        "\(path):2:3: error: the file is not valid UTF-8 (first invalid byte here) [invalid-utf8]"
      ])
  }

  @Test(arguments: ruleFiles)
  func aPipeIsNotReadAndDoesNotHang(target: String, path: String) throws {
    let format = try #require(AgentFormats.named(target))
    let repository = try TemporaryDirectory()
    try repository.write(path, "")
    let url = repository.url.appendingPathComponent(path)
    try FileManager.default.removeItem(at: url)
    #expect(mkfifo(url.path, 0o600) == 0)
    let (rules, diagnostics) = format.read(RepositoryFiles(root: repository.url))
    #expect(rules.isEmpty)
    #expect(
      diagnostics.map(FormatReading.describe) == [
        "\(path):1:1: error: the path is not a regular file (a pipe or a device, say); it is not read "
          + "[not-a-regular-file]"
      ])
  }

  @Test(arguments: ruleFiles)
  func aLinkOutOfTheRepositoryIsNotFollowed(target: String, path: String) throws {
    let format = try #require(AgentFormats.named(target))
    let outside = try TemporaryDirectory()
    let secret = try outside.write("secret.md", "---\nalwaysApply: true\n---\nsecret\n")
    let repository = try TemporaryDirectory()
    try repository.write(path, "")
    let url = repository.url.appendingPathComponent(path)
    try FileManager.default.removeItem(at: url)
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: secret)
    let (rules, diagnostics) = format.read(RepositoryFiles(root: repository.url))
    #expect(!rules.contains { $0.body.contains("secret") })
    #expect(diagnostics.allSatisfy { $0.code == "outside-repository" })
  }

  /// Generated files are outputs, not sources; with the header removed they read back.
  @Test(arguments: FormatSamples.targets)
  func generatedFilesAreSkipped(target: String) throws {
    let format = try #require(FormatSamples.formats[target])
    let repository = try TemporaryDirectory()
    for output in format.write(FormatSamples.fragments) { try repository.write(output.path, output.content) }
    let (rules, diagnostics) = format.read(RepositoryFiles(root: repository.url))
    #expect(rules.isEmpty)
    #expect(diagnostics.isEmpty)
  }

  @Test(arguments: FormatSamples.targets)
  func anEmptyRepositoryHasNoRules(target: String) throws {
    let format = try #require(FormatSamples.formats[target])
    let repository = try TemporaryDirectory()
    let (rules, diagnostics) = format.read(RepositoryFiles(root: repository.url))
    #expect(rules.isEmpty && diagnostics.isEmpty)
  }
}
