import Foundation
import CharterTestSupport
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules

/// Checks a team turned off in SwiftLint or EditorConfig are off in Charter too, for the
/// checks Charter brings itself; a check a Charter rule declares stays.
@Suite struct TeamSettingsChecksTests {
  static func lint(_ files: [String: String]) async throws -> [String] {
    let directory = try TemporaryDirectory()
    for (path, text) in HeldOutOffChecks.enabling(files) { try directory.write(path, text) }
    let report = try await Linter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
      .lint(paths: [])
    return report.findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" }.sorted()
  }

  static let code = "let a = try! load()   \nlet b = 1"

  @Test func swiftLintDisabledRulesAndExcludedPaths() async throws {
    let findings = try await Self.lint([
      ".charter/config.yml": "packs: [general, swift-style]\n",
      ".charter/rules/style.md": "---\nid: style\nenable: [no-force-try, final-newline]\n---\n# Style\n",
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
    try directory.write(HeldOutOffChecks.rulePath, HeldOutOffChecks.ruleText)
    try directory.write(".swiftlint.yml", "disabled_rules: [trailing_whitespace]\n")
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let resolved = TeamSettings(project: project).applying(
      to: RuleResolver.resolve(path: "A.swift", files: project.ruleFiles(governing: "A.swift").files))
    #expect(resolved.disabled.map { "\($0.id) by \($0.disabledBy)" } == ["no-trailing-whitespace by .swiftlint.yml:1"])
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

  static let blankLineCode = "func f() {\n  let a = 1\n  \n  let b = 2 \n}\n"

  /// Xcode keeps the indentation of blank lines by default: in a Swift file, whitespace-only
  /// lines are reported only where a setting asks for them to be trimmed. Other files, and
  /// whitespace after code, are reported either way.
  @Test(arguments: [
    ([:], ["A.swift:4", "notes.md:2"]),
    ([".editorconfig": "root = true\n[*]\ntrim_trailing_whitespace = true\n"], ["A.swift:3", "A.swift:4", "notes.md:2"]),
    ([".editorconfig": "root = true\n[*.md]\ntrim_trailing_whitespace = true\n"], ["A.swift:4", "notes.md:2"]),
    ([".swiftformat": "--indent 2\n"], ["A.swift:3", "A.swift:4", "notes.md:2"]),
    ([".swift-format": "{\"version\": 1}\n"], ["A.swift:3", "A.swift:4", "notes.md:2"]),
    ([".swiftlint.yml": "opt_in_rules: [empty_count]\n"], ["A.swift:3", "A.swift:4", "notes.md:2"]),
  ])
  func blankLinesXcodeIndentsAreKeptUnlessASettingTrimsThem(settings: [String: String], expected: [String]) async throws {
    var files = settings
    files[".charter/config.yml"] = "packs: [general]\n"
    files["A.swift"] = Self.blankLineCode
    files["notes.md"] = "# Notes\n  \n"
    let findings = try await Self.lint(files)
    #expect(findings == expected.map { $0 + " no-trailing-whitespace" })
  }
}
