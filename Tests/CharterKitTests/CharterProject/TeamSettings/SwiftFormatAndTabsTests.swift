import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules

/// `.swiftformat` `--disable`, `--indent tab`, `--smarttabs` and `--tabwidth`, and
/// `.editorconfig` `indent_style = tab`: tabs indent, spaces after them align.
@Suite struct SwiftFormatAndTabsTests {
  static func settings(_ files: [String: String]) throws -> (TemporaryDirectory, TeamSettings) {
    let scratch = try TemporaryDirectory()
    try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    try scratch.write(".charter/config.yml", "packs: []\n")
    for (path, text) in files { try scratch.write(path, text) }
    return (scratch, TeamSettings(project: Project(root: scratch.url, options: ProjectOptions(useUserRules: false))))
  }

  @Test func disableTurnsOffTheSameRulesInSwiftFiles() throws {
    let files = [".swiftformat": "--indent 2\n--disable trailingSpace,isEmpty,redundantSelf\n"]
    #expect(
      try SwiftLintSemanticsTests.disabled(files) == [
        "no-trailing-whitespace by .swiftformat:2", "prefer-is-empty by .swiftformat:2",
      ])
    #expect(try SwiftLintSemanticsTests.disabled(files, for: "notes.md").isEmpty)
  }

  /// `--disable indent`: the `.swiftformat` declares no indentation; the next file that does
  /// decides.
  @Test func disabledIndentDeclaresNothing() throws {
    let (scratch, settings) = try Self.settings([
      ".swiftformat": "--indent 2\n--disable indent\n", ".editorconfig": "[*]\nindent_size = 4\n",
    ])
    let declared = settings.indentation(for: "A.swift")
    #expect(declared?.style.width == 4)
    #expect(declared?.source.description == ".editorconfig:2")
    _ = scratch
  }

  @Test func smartTabsAndTabWidthAreRead() {
    let config = SwiftFormatConfig(parsing: "--indent tab\n--smarttabs disabled\n--tab-width 2\n")
    #expect(config.smartTabs?.enabled == false)
    #expect(config.smartTabs?.line == 2)
    #expect(config.tabWidth?.width == 2)
    #expect(SwiftFormatConfig(parsing: "--smarttabs enabled").smartTabs?.enabled == true)
    #expect(SwiftFormatConfig(parsing: "--smarttabs maybe").smartTabs == nil)
  }

  /// With tabs, the alignment settings reach the check and `explain` names their lines.
  @Test func tabAlignmentNamesItsSources() throws {
    let (scratch, settings) = try Self.settings([
      ".swiftformat": "--indent tab\n--smarttabs disabled\n",
      ".editorconfig": "root = true\n[*.swift]\nindent_style = tab\ntab_width = 8\n",
    ])
    let alignment = try #require(settings.indentation(for: "Sources/A.swift")?.alignment)
    #expect(alignment.tabWidth == 8)
    #expect(alignment.tabWidthSource?.description == ".editorconfig:4")
    #expect(alignment.smartTabs == false)
    #expect(alignment.smartTabsSource?.description == ".swiftformat:2")
    let check = try #require(settings.indentation(for: "Sources/A.swift")?.check)
    #expect(check.declaration.summary.contains("8 columns, from .editorconfig:4"))
    #expect(check.declaration.summary.contains("smart tabs off (from .swiftformat:2)"))
    _ = scratch
  }

  static let aligned = """
    func f() {
    \tlet x = foo(a,
    \t            b)
    \tlet y = bar(
    \t\tc
    \t)
    \t/*
    \t * block comment
    \t */
    \tif x {
    \t\tcall() // note
    \t\t  // aligned comment
    \t}
    }

    """

  /// `.editorconfig` `indent_style = tab`: tabs then spaces that align are consistent.
  @Test func editorConfigTabsAlignWithSpaces() async throws {
    let findings = try await TeamSettingsChecksTests.lint([
      ".charter/config.yml": "packs: []\n", ".editorconfig": "root = true\n[*.swift]\nindent_style = tab\n",
      "A.swift": Self.aligned,
    ])
    #expect(findings.isEmpty)
  }

  /// Smart tabs off: alignment after the tabs is done with tabs as far as they go, so a tab's
  /// width of spaces is the wrong character.
  @Test func smartTabsOffAlignsWithTabs() async throws {
    let findings = try await TeamSettingsChecksTests.lint([
      ".charter/config.yml": "packs: []\n", ".swiftformat": "--indent tab\n--smarttabs disabled\n",
      "A.swift": Self.aligned,
      "B.swift": "func f() {\n\tlet x = foo(a,\n\t\t\t\t\t\t\t  b)\n}\n",
    ])
    #expect(findings == ["A.swift:3 indentation"])
  }
}
