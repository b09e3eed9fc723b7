import Foundation
import CharterTestSupport
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterRules

/// `.swiftlint.yml` read as SwiftLint applies it: `only_rules`, `disabled_rules`,
/// `opt_in_rules`, `excluded`/`included`, nested files and `parent_config`/`child_config`,
/// each touching only the checks that enforce what a SwiftLint rule does, and each turned-off
/// check naming the entry that decided.
@Suite struct SwiftLintSemanticsTests {
  static let packs = ".charter/config.yml"

  /// `id by file:line` for each check the settings turn off for `path`.
  static func disabled(_ files: [String: String], for path: String = "Sources/A.swift") throws -> [String] {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    var files = HeldOutOffChecks.enabling(files)
    if files[packs] == nil { files[packs] = "packs: [general, swift-style]\n" }
    for (name, text) in files { try directory.write(name, text) }
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let resolved = TeamSettings(project: project).applying(
      to: RuleResolver.resolve(path: path, files: project.ruleFiles(governing: path).files))
    return resolved.disabled.map { "\($0.id) by \($0.disabledBy)" }
  }

  /// The real-app case: `only_rules: [custom_rules]` turns `force_cast` off.
  @Test func onlyRulesIsExhaustive() throws {
    let found = try Self.disabled([
      ".swiftlint.yml": "custom_rules:\n  x:\n    regex: a\nonly_rules:\n  - custom_rules\n"
    ])
    #expect(
      found == [
        "no-force-cast by .swiftlint.yml:4", "no-trailing-whitespace by .swiftlint.yml:4",
        "prefer-is-empty by .swiftlint.yml:4",
      ])
  }

  /// A rule `only_rules` lists stays; `disabled_rules` and `opt_in_rules` of the same file
  /// are not read next to it.
  @Test func onlyRulesOverridesDisabledRules() throws {
    let found = try Self.disabled([
      ".swiftlint.yml":
        "disabled_rules: [force_cast]\nonly_rules:\n  - force_cast\n  - trailing_whitespace\n  - empty_count\n"
    ])
    #expect(found.isEmpty)
  }

  @Test func disabledRulesNameTheirItem() throws {
    let found = try Self.disabled([".swiftlint.yml": "# team\ndisabled_rules:\n  - todo\n  - force_cast\n"])
    #expect(found == ["no-force-cast by .swiftlint.yml:4"])
  }

  /// An opt-in rule nobody opted in is not one the team turned off; `analyzer_rules` are not
  /// read.
  @Test func optInAndAnalyzerRulesTurnNothingOff() throws {
    let found = try Self.disabled([
      ".swiftlint.yml": "opt_in_rules: [force_unwrapping]\nanalyzer_rules: [unused_import]\n"
    ])
    #expect(found.isEmpty)
  }

  /// `trailing_whitespace: {ignores_empty_lines: true}` keeps the whitespace of blank lines, as
  /// SwiftLint does; whitespace after code is still reported.
  @Test func ignoresEmptyLinesKeepsBlankLineWhitespace() async throws {
    let code = "func a() {\n    \n  let b = 1  \n}\n"
    let kept = try await TeamSettingsChecksTests.lint([
      Self.packs: "packs: [general]\n",
      ".swiftlint.yml": "trailing_whitespace:\n  ignores_empty_lines: true\n", "A.swift": code,
    ])
    #expect(kept == ["A.swift:3 no-trailing-whitespace"])
    let trimmed = try await TeamSettingsChecksTests.lint([
      Self.packs: "packs: [general]\n", ".swiftlint.yml": "opt_in_rules: [empty_count]\n", "A.swift": code,
    ])
    #expect(trimmed == ["A.swift:2 no-trailing-whitespace", "A.swift:3 no-trailing-whitespace"])
  }

  /// `excluded` turns off only the checks that enforce what a SwiftLint rule does: the
  /// conflict-marker ban stays, and the entry that decided is named.
  @Test func excludedTouchesOnlyEquivalentChecks() async throws {
    let code = "let a = b as! C   \n<<<<<<< HEAD\n"
    let findings = try await TeamSettingsChecksTests.lint([
      Self.packs: "packs: [general, swift-style]\n",
      ".swiftlint.yml": "excluded:\n  - Pods\n  - Legacy\n",
      "Legacy/A.swift": code, "Sources/A.swift": code,
    ])
    #expect(
      findings == [
        "Legacy/A.swift:2 no-merge-conflict-markers", "Sources/A.swift:1 no-force-cast",
        "Sources/A.swift:1 no-trailing-whitespace", "Sources/A.swift:2 no-merge-conflict-markers",
      ])
    let found = try Self.disabled([".swiftlint.yml": "excluded:\n  - Pods\n  - Legacy\n"], for: "Legacy/A.swift")
    #expect(
      found == [
        "no-force-cast by .swiftlint.yml:3", "no-trailing-whitespace by .swiftlint.yml:3",
        "prefer-is-empty by .swiftlint.yml:3",
      ])
  }

  /// SwiftLint's paths: relative to the file's folder, a folder covers what is inside it, `*`
  /// stays in one folder, `**` crosses folders, and a glob that names a folder covers its files.
  @Test(arguments: [
    ("Sources/Generated", "Sources/Generated/A.swift", true),
    ("./Sources/Generated/", "Sources/Generated/A.swift", true),
    ("Sources/Gen", "Sources/Generated/A.swift", false),
    ("Sources/*.generated.swift", "Sources/A.generated.swift", true),
    ("Sources/*.generated.swift", "Sources/X/A.generated.swift", false),
    ("*.generated.swift", "Sources/A.generated.swift", false),
    ("**/*.generated.swift", "Sources/X/A.generated.swift", true),
    ("Pods*", "Pods/A.swift", true),
    ("**/Generated", "Sources/X/Generated/A.swift", true),
    ("../Outside", "Sources/A.swift", false),
  ])
  func excludedPaths(entry: String, path: String, excluded: Bool) throws {
    let found = try Self.disabled([".swiftlint.yml": "excluded:\n  - \"\(entry)\"\n"], for: path)
    #expect(found.contains("no-force-cast by .swiftlint.yml:2") == excluded)
  }

  /// Outside a non-empty `included`, the `included` key decides.
  @Test func outsideIncludedNamesTheKey() throws {
    let settings = "opt_in_rules: []\nincluded:\n  - App\n"
    #expect(try Self.disabled([".swiftlint.yml": settings], for: "App/A.swift").isEmpty)
    #expect(
      try Self.disabled([".swiftlint.yml": settings], for: "Sources/A.swift").contains(
        "no-force-cast by .swiftlint.yml:2"))
  }

  /// SwiftLint reads Swift files only: its settings turn nothing off elsewhere.
  @Test func otherFilesAreNotSwiftLints() throws {
    #expect(try Self.disabled([".swiftlint.yml": "disabled_rules: [trailing_whitespace]\n"], for: "notes.md").isEmpty)
  }

  // MARK: - Nested files

  /// A nested file merges over the root's: its `opt_in_rules` turn a parent's disabled rule
  /// back on, its `disabled_rules` add to the parent's, and its paths are relative to it.
  @Test func nestedFileMergesOverTheRoot() throws {
    let files = [
      ".swiftlint.yml": "disabled_rules:\n  - force_cast\n  - trailing_whitespace\n",
      "Sources/.swiftlint.yml": "opt_in_rules:\n  - force_cast\ndisabled_rules:\n  - empty_count\nexcluded:\n  - Old\n",
    ]
    #expect(
      try Self.disabled(files) == [
        "no-trailing-whitespace by .swiftlint.yml:3", "prefer-is-empty by Sources/.swiftlint.yml:4",
      ])
    #expect(try Self.disabled(files, for: "Sources/Old/A.swift").contains("no-force-cast by Sources/.swiftlint.yml:6"))
    #expect(
      try Self.disabled(files, for: "Other/A.swift")
        == ["no-force-cast by .swiftlint.yml:2", "no-trailing-whitespace by .swiftlint.yml:3"])
  }

  /// A nested `only_rules` replaces the parent's rules; a nested `opt_in_rules` adds to a
  /// parent's `only_rules`, and its `disabled_rules` take from them.
  @Test func nestedFileAndOnlyRules() throws {
    let parentOnly = [
      ".swiftlint.yml": "only_rules:\n  - trailing_whitespace\n  - force_cast\n",
      "Sources/.swiftlint.yml": "opt_in_rules: [empty_count]\ndisabled_rules: [force_cast]\n",
    ]
    #expect(try Self.disabled(parentOnly) == ["no-force-cast by Sources/.swiftlint.yml:2"])
    let childOnly = [
      ".swiftlint.yml": "disabled_rules: [trailing_whitespace]\n",
      "Sources/.swiftlint.yml": "only_rules: [trailing_whitespace]\n",
    ]
    #expect(
      try Self.disabled(childOnly) == [
        "no-force-cast by Sources/.swiftlint.yml:1", "prefer-is-empty by Sources/.swiftlint.yml:1",
      ])
  }

  /// Only the closest nested file merges over the root's, as SwiftLint reads it.
  @Test func onlyTheClosestNestedFile() throws {
    let found = try Self.disabled(
      [
        ".swiftlint.yml": "disabled_rules: [empty_count]\n",
        "Sources/.swiftlint.yml": "disabled_rules: [force_cast]\n",
        "Sources/App/.swiftlint.yml": "disabled_rules: [trailing_whitespace]\n",
      ], for: "Sources/App/A.swift")
    #expect(found == ["no-trailing-whitespace by Sources/App/.swiftlint.yml:1", "prefer-is-empty by .swiftlint.yml:1"])
  }

  // MARK: - parent_config and child_config

  @Test func parentAndChildConfigsAreFollowed() throws {
    let found = try Self.disabled([
      ".swiftlint.yml": "parent_config: lint/base.yml\nchild_config: lint/strict.yml\n",
      "lint/base.yml": "disabled_rules:\n  - force_cast\n  - empty_count\nexcluded: [../Vendor]\n",
      "lint/strict.yml": "opt_in_rules: [empty_count]\n",
    ])
    #expect(found == ["no-force-cast by lint/base.yml:2"])
    let vendored = try Self.disabled(
      [".swiftlint.yml": "parent_config: lint/base.yml\n", "lint/base.yml": "excluded: [../Vendor]\n"],
      for: "Vendor/A.swift")
    #expect(vendored.contains("no-force-cast by lint/base.yml:1"))
  }

  /// A cycle ends the chain, a path that leaves the repository and a URL are not read, and a
  /// nested file's references are ignored.
  @Test func referencesAreBounded() throws {
    let cycle = try Self.disabled([
      ".swiftlint.yml": "parent_config: a.yml\n",
      "a.yml": "parent_config: .swiftlint.yml\ndisabled_rules: [force_cast]\n",
    ])
    #expect(cycle == ["no-force-cast by a.yml:2"])
    let outside = try Self.disabled([
      ".swiftlint.yml": "parent_config: ../../etc/base.yml\nchild_config: https://example.com/x.yml\n"
    ])
    #expect(outside.isEmpty)
    let nested = try Self.disabled([
      ".swiftlint.yml": "opt_in_rules: []\n",
      "Sources/.swiftlint.yml": "parent_config: ../base.yml\n", "base.yml": "disabled_rules: [force_cast]\n",
    ])
    #expect(nested.isEmpty)
  }

  /// A long chain stops after ``TeamSettings/maximumReferenceDepth`` files.
  @Test func deepChainsStop() throws {
    var files = [".swiftlint.yml": "parent_config: p1.yml\n"]
    for depth in 1...20 { files["p\(depth).yml"] = "parent_config: p\(depth + 1).yml\n" }
    files["p20.yml"] = "disabled_rules: [force_cast]\n"
    #expect(try Self.disabled(files).isEmpty)
  }
}
