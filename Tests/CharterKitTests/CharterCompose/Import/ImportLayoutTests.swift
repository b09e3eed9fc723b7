import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterDocuments
@testable import CharterLint
@testable import CharterProject
@testable import CharterSupport

/// `init --from-existing` then `compose` on one repository per layout
/// (`Tests/Fixtures/Compose/ImportLayouts/LAYOUT`, and `ImportRepo` with a file of every agent;
/// `*.fixture` files lose that suffix in the copy): every agent file stays where it was, with the person's text line by line and their
/// front matter byte for byte; compose adds only its own marker lines.
@Suite struct ImportLayoutTests {
  /// The layouts, and `ImportRepo`, which has a file of every agent.
  static let layouts = [
    "ImportLayouts/FrontMatter", "ImportLayouts/NestedCursorRules", "ImportLayouts/NoInjection",
    "ImportLayouts/MemoryFiles", "ImportRepo",
  ]

  @Test(arguments: layouts)
  func importThenComposeAddsOnlyMarkers(layout: String) async throws {
    let scratch = try Self.repository(layout)
    let before = try Self.files(in: scratch.url)
    try #require(!before.isEmpty)
    _ = try ExistingRulesImporter(project: Self.project(scratch)).run()
    let composer = Composer(project: Self.project(scratch))
    _ = try composer.apply(composer.plan())

    let after = try Self.files(in: scratch.url)
    #expect(after.keys.sorted() == before.keys.sorted(), "no agent file moved, appeared or vanished")
    for (path, original) in before.sorted(by: { $0.key < $1.key }) {
      let composed = try #require(after[path])
      let replaced =
        path.hasSuffix("AGENTS.md") && before[path.dropLast("AGENTS.md".count) + "AGENTS.override.md"] != nil
      let expected = replaced ? original : try Self.expected(original, path: path, composed: composed)
      #expect(composed == expected, "\(path)")
    }
    #expect(try Composer(project: Self.project(scratch)).plan().drift.isEmpty, "compose --check passes")
    let report = try await Linter(project: Self.project(scratch)).lint(paths: [])
    #expect(report.findings.filter { before[$0.path] != nil }.isEmpty, "lint reports nothing in agent files")
    let rules = Self.project(scratch).allRuleFiles()
    #expect(rules.diagnostics.filter { $0.path.contains(".charter/") }.isEmpty, "the fragments read cleanly")
  }

  /// The fragments record the files they came from, each rule file with its front matter as
  /// written (a literal block, or a quoted string when a line ends in a space).
  @Test func fragmentsRecordTheirFilesAndFrontMatter() throws {
    let scratch = try Self.repository("ImportLayouts/FrontMatter")
    let outcome = try ExistingRulesImporter(project: Self.project(scratch)).run()
    let api = try #require(outcome.fragments.first { $0.sources == [".cursor/rules/api.mdc"] })
    #expect(
      api.agentFiles == [
        ".cursor/rules/api.mdc":
          "---\ndescription: 'API handlers: validate first'\nglobs: \nalwaysApply: true\nowner: platform-team\n---\n"
      ])
    #expect(
      api.text.contains("\".cursor/rules/api.mdc\": \"---\\ndescription: 'API handlers: validate first'\\nglobs: \\n"))
    let db = try #require(outcome.fragments.first { $0.sources == [".windsurf/rules/db.md"] })
    #expect(
      db.text.contains(
        "agent-files:\n  \".windsurf/rules/db.md\": |\n    ---\n    # Owned by the data team\n    trigger: model_decision\n"
      ))
    let file = try #require(
      Self.project(scratch).allRuleFiles().files.first { $0.path == db.path })
    #expect(
      file.agentFiles == [
        ".windsurf/rules/db.md":
          "---\n# Owned by the data team\ntrigger: model_decision\ndescription: Database access\n---\n"
      ])
  }

  // MARK: - Helpers

  /// What compose writes for the person's file `original` at `path`: a rule file keeps its
  /// front matter byte for byte, then Charter's header (the line `composed` has there), a
  /// blank line and the text; a file with a managed block gets the text inside it after the
  /// `from` line (an `AGENTS.md` front matter stays above the block, a blank line between). The text is the
  /// person's, without blank lines at its start and end. (An `AGENTS.md` that an override
  /// replaces is not read, so not imported, and stays as it was.)
  static func expected(_ original: String, path: String, composed: String) throws -> String {
    // The fixture's ignore files are not imported (not every agent has one): left as they were.
    if IgnoreSource.isIgnoreFile(path) { return original }
    let split = try FrontMatter.split(original, path: path)
    let frontMatter = split.yaml == nil ? "" : original.lines.prefix(split.bodyLineOffset).map { $0 + "\n" }.joined()
    // A file a person may also edit (AGENTS.md, copilot-instructions.md …) gets a managed block.
    let memory = composed.contains(GeneratedMarkers.begin)
    let lines = composed.lines.map(String.init)
    if memory {
      let from = lines.first { $0.hasPrefix("<!-- from ") } ?? "<!-- from ? -->"
      let text = (path.hasSuffix("AGENTS.md") || path.hasSuffix("AGENTS.override.md") ? split.body : original)
      // A block added below text (the front matter) is set off by a blank line.
      return frontMatter + (frontMatter.isEmpty ? "" : "\n") + GeneratedMarkers.begin + "\n" + from + "\n\n"
        + text.trimmingBlankLines() + "\n"
        + GeneratedMarkers.end + "\n"
    }
    let header = lines.first { $0.hasPrefix(GeneratedMarkers.headerPrefix) } ?? "<!-- no header -->"
    return frontMatter + header + "\n\n" + split.body.trimmingBlankLines() + "\n"
  }

  static func repository(_ layout: String) throws -> TemporaryDirectory {
    let scratch = try TemporaryDirectory()
    let source = Fixtures.url("Compose/\(layout)")
    let enumerator = FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard !url.hasDirectoryPath, let relative = RepositoryRoot.relativePath(of: url, to: source) else { continue }
      let target = relative.hasSuffix(".fixture") ? String(relative.dropLast(".fixture".count)) : relative
      try scratch.write(target, String(contentsOf: url, encoding: .utf8))
    }
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    return scratch
  }

  static func project(_ scratch: TemporaryDirectory) -> Project {
    Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
  }

  /// Every file outside `.git` and `.charter` folders, by path: the agent files.
  static func files(in root: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard !url.hasDirectoryPath, let relative = RepositoryRoot.relativePath(of: url, to: root) else { continue }
      let parts = relative.split(separator: "/")
      guard !parts.contains(".git"), !parts.contains(".charter") else { continue }
      files[relative] = try String(contentsOf: url, encoding: .utf8)
    }
    return files
  }
}
