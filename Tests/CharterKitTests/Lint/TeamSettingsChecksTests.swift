import Foundation
import Testing

@testable import CharterKit

/// Checks a team turned off in SwiftLint or EditorConfig are off in Charter too, for the
/// checks Charter brings itself; a check a Charter rule declares stays.
@Suite struct TeamSettingsChecksTests {
  static func lint(_ files: [String: String]) async throws -> [String] {
    let directory = try TemporaryDirectory()
    for (path, text) in files { try directory.write(path, text) }
    let report = try await Linter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
      .lint(paths: [])
    return report.findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" }.sorted()
  }

  static let code = "let a = try! load()   \nlet b = 1"

  @Test func swiftLintDisabledRulesAndExcludedPaths() async throws {
    let findings = try await Self.lint([
      ".charter/config.yml": "packs: [general, swift-style]\n",
      ".swiftlint.yml": "disabled_rules:\n  - trailing_whitespace\n  - force_try\nexcluded:\n  - Vendor\n",
      "Sources/A.swift": Self.code, "Vendor/B.swift": Self.code,
    ])
    // trailing whitespace and try! are off; the missing final newline is still reported, and
    // nothing in Vendor.
    #expect(findings == ["Sources/A.swift:2 final-newline"])
  }

  @Test func aCharterRuleStatingTheCheckStays() async throws {
    let findings = try await Self.lint([
      ".charter/config.yml": "packs: []\n",
      ".charter/rules/ws.md": "---\nid: ws\nchecks:\n  - id: my-ws\n    trailing-whitespace: true\n---\n# Ws\n",
      ".swiftlint.yml": "disabled_rules: [trailing_whitespace]\n",
      "A.swift": "let a = 1  \n",
    ])
    #expect(findings == ["A.swift:1 my-ws"])
  }

  @Test func editorConfigTurnsOffWhitespaceAndFinalNewlinePerSection() async throws {
    let findings = try await Self.lint([
      ".charter/config.yml": "packs: [general]\n",
      ".editorconfig": "root = true\n\n[*.txt]\ntrim_trailing_whitespace = false\ninsert_final_newline = false\n",
      "notes.txt": "keep  \nno newline", "other.yml": "a: 1  \n",
    ])
    #expect(findings == ["other.yml:1 no-trailing-whitespace"])
  }

  /// `explain` lists a turned-off check as disabled by the settings file.
  @Test func explainNamesTheSettingsFile() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".charter/config.yml", "packs: [general]\n")
    try directory.write(".swiftlint.yml", "disabled_rules: [trailing_newline]\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let resolved = TeamSettings(project: project).applying(
      to: RuleResolver.resolve(path: "A.swift", files: project.ruleFiles(governing: "A.swift").files))
    #expect(resolved.disabled.map { "\($0.id) by \($0.disabledBy)" } == ["final-newline by .swiftlint.yml:1"])
  }

  /// A `.swiftformat` that indents blank lines: whitespace-only lines are its layout, and only
  /// whitespace after code is reported.
  @Test func swiftFormatIndentedBlankLinesAreKept() async throws {
    let findings = try await Self.lint([
      ".charter/config.yml": "packs: [general]\n",
      ".swiftformat": "--indent 2\n--trimwhitespace nonblank-lines\n",
      "A.swift": "func f() {\n  let a = 1\n  \n  let b = 2 \n}\n",
    ])
    #expect(findings == ["A.swift:4 no-trailing-whitespace"])
  }
}
