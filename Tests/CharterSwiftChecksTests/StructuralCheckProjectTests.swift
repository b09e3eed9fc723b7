import CharterKit
import CharterSwiftChecks
import Foundation
import Testing

/// Structural checks on whole repositories, where the harness's one-file examples cannot go:
/// facts that another file decides, and options set by a fragment.
@Suite struct StructuralCheckProjectTests {
  static let viewModel = "@MainActor final class ViewModel {}\n"
  static let test = """
    import Testing

    @Test func startsEmpty() {
      let model = ViewModel()
      #expect(model != nil)
    }

    """

  @Test func syncTestCreatingAMainActorTypeOfAnotherFileIsReported() async throws {
    let findings = try await Self.lint([
      ".charter/rules/x.md": Self.fragment("- id: sync-test\n    swift: mainactor-sync-test"),
      "Sources/VM.swift": Self.viewModel,
      "Tests/VMTests.swift": Self.test,
    ])
    #expect(
      findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column) \($0.rule)" } == [
        "Tests/VMTests.swift:4:15 sync-test"
      ])
  }

  @Test func syncTestCreatingAnUnisolatedTypeOfAnotherFileIsNot() async throws {
    let findings = try await Self.lint([
      ".charter/rules/x.md": Self.fragment("- id: sync-test\n    swift: mainactor-sync-test"),
      "Sources/VM.swift": "final class ViewModel {}\n",
      "Tests/VMTests.swift": Self.test,
    ])
    #expect(findings.isEmpty, "\(findings)")
  }

  /// Under default main-actor isolation a model file holds no text any check looks for, yet its
  /// types are main-actor isolated: it is read for that fact whichever checks are in force.
  @Test func aTypeMainActorByDefaultIsKnownWithoutATriggerInItsFile() async throws {
    let findings = try await Self.lint([
      ".charter/rules/x.md": Self.fragment("- id: sync-test\n    swift: mainactor-sync-test"),
      "Package.swift": """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(name: "App", targets: [
        .target(name: "App", path: "Sources", swiftSettings: [.defaultIsolation(MainActor.self), .swiftLanguageMode(.v5)]),
        .testTarget(name: "AppTests", path: "Tests", swiftSettings: [.swiftLanguageMode(.v5)]),
      ])

      """,
      "Sources/Rule.swift": "struct Rule {\n  var name = \"\"\n}\n",
      "Tests/RuleTests.swift": "import Testing\n\n@Test func named() {\n  let rule = Rule()\n  #expect(rule.name.isEmpty)\n}\n",
    ])
    #expect(
      findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column) \($0.rule)" } == [
        "Tests/RuleTests.swift:4:14 sync-test"
      ])
  }

  @Test func aFragmentsOptionReplacesTheDefault() async throws {
    let findings = try await Self.lint([
      ".charter/rules/x.md": Self.fragment(
        "- id: imports\n    swift: preconcurrency-import\n    options: {frameworks: [GameKit]}"),
      "Sources/A.swift": "import EventKit\nimport GameKit\n",
    ])
    #expect(findings.map { "\($0.range.start.line):\($0.range.start.column)" } == ["2:8"])
  }

  @Test(arguments: [
    ("useLegacy*", "useLegacyCheckout", true), ("useLegacy*", "uselegacy", true), ("useLegacy*", "xuseLegacy", false),
    ("*V2Enabled", "searchV2Enabled", true), ("*V2Enabled", "V2Enabled", true), ("*V2Enabled", "searchV2", false),
    ("is*Available", "isAvailable", true), ("is*Available", "isCameraAvailable", true), ("is*Available", "isAvailableNow", false),
    ("*Old*Flow*", "useOldCheckoutFlow", true), ("*Old*Flow*", "flowOld", false), ("handler", "Handler", true),
  ])
  func namePatternsAreCaseInsensitiveGlobs(_ pattern: String, _ name: String, _ matches: Bool) {
    #expect(NamePattern(pattern).matches(name) == matches)
  }

  @Test func namePatternTriggersAreTheLongestLiteralInCamelCaseSpellings() {
    // Inside a name a word starts with a capital: `available` would find every `@available`.
    #expect(NamePattern("is*Available").triggers == ["Available"])
    #expect(NamePattern("useLegacy*").triggers == ["useLegacy", "UseLegacy", "uselegacy"])
    #expect(NamePattern("*Enabled").triggers == ["Enabled", "enabled"], "the star may be empty: `enabled`")
    #expect(NamePattern("*").triggers.isEmpty, "no literal: no text to look for")
  }

  /// Whether a file may hold a matching name, looked for around the longest literal in any
  /// case, the surrounding identifier matched as a whole.
  @Test(arguments: [
    ("is*Available", "case poundAvailable\nlet workAvailable = 1\n@available(iOS 17, *)\n", false),
    ("is*Available", "var isCameraAvailable: Bool { true }", true),
    ("is*Available", "func isCameraavailable() -> Bool", true),  // matched ignoring case, as the check matches
    ("is*Available", "let x = isAvailableInDocc", false),
    ("is*Available", "let x = isAvailable", true),
    ("is*Available", "let é = isÉtéAvailable", true),  // a name with a character beyond ASCII: may match
    ("is*Available", "", false),
    ("useLegacy*", "if useLegacyLayout {", true),
    ("useLegacy*", "// we no longer uselegacy paths", true),
    ("useLegacy*", "let reuseLegacyCells = 1", false),
    ("*", "let a = 1", true),
    ("handler", "let completionHandler = 1", false),
    ("handler", "let Handler = 1", true),
  ])
  func namePatternsMayOccurOnlyAsWholeNames(_ pattern: String, _ text: String, _ occurs: Bool) {
    let bytes = Array(text.utf8)
    #expect(bytes.withUnsafeBufferPointer { NamePattern(pattern).mayOccur(in: $0) } == occurs)
  }

  /// A file that holds a trigger but no name the check's patterns match is not parsed for it;
  /// one that holds such a name is, and gets its finding.
  @Test func aTriggerInsideAnotherNameParsesNothing() {
    let check = HardcodedAvailability(options: StructuralOptionValues([:]))
    let runner = StructuralRunner([check])
    let other = Array("enum Keyword { case poundAvailable }\nlet workAvailable = 0\n".utf8)
    #expect(!other.withUnsafeBufferPointer { runner.wouldParse($0, settings: .swift5) })
    let named = "struct Camera {\n  var isCameraAvailable: Bool { true }\n}\nlet poundAvailable = 0\n"
    #expect(Array(named.utf8).withUnsafeBufferPointer { runner.wouldParse($0, settings: .swift5) })
    #expect(Self.run(check, on: named).findings[0].count == 1)
  }

  static let flagFork = "@MainActor final class Model {}\nfunc run() {\n  if newFlow { a() } else { b() }\n}\n"

  static func run(_ check: any StructuralCheck, on text: String) -> StructuralRunner.FileResult {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { StructuralRunner([check]).run(on: $0, settings: .swift5) }
  }

  /// A check whose option lists nothing can never fire: no file is parsed for it, not even
  /// for the main-actor facts it would otherwise gather.
  @Test func aCheckWhoseOptionListsNothingParsesNoFile() {
    let check = FeatureFlagFork(options: StructuralOptionValues(["patterns": []]))
    #expect(check.triggers.isEmpty)
    let result = Self.run(check, on: Self.flagFork)
    #expect(result.findings == [[]])
    #expect(!result.facts.isMainActor("Model"), "the file was not parsed")
  }

  /// A pattern without a literal part (`*`) has no text to look for: every file is parsed.
  @Test func aPatternWithoutALiteralPartParsesEveryFile() {
    let check = FeatureFlagFork(options: StructuralOptionValues(["patterns": ["*"]]))
    #expect(check.triggers == [""])
    let result = Self.run(check, on: Self.flagFork)
    #expect(result.findings.first?.count == 1)
    #expect(result.facts.isMainActor("Model"))
  }

  static func fragment(_ checks: String) -> String {
    "---\nid: x\nglobs: [\"**/*.swift\"]\nchecks:\n  \(checks)\n---\n# X\n"
  }

  /// The findings of linting a fresh repository holding `files`.
  /// Lints a temporary repository holding `files`, with no built-in pack.
  /// A Swift 5 package whose targets hold `Sources/` and `Tests/`: the checks the Swift 6
  /// compiler enforces run only where the language mode is known to be older.
  static let package = """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "App", targets: [
      .target(name: "App", path: "Sources"), .testTarget(name: "AppTests", path: "Tests"),
    ])

    """

  static func lint(_ files: [String: String]) async throws -> [Finding] {
    let files = files.merging([".charter/config.yml": "packs: []\n", "Package.swift": package]) { given, _ in given }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("charter-checks-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    let project = Project(root: root, options: ProjectOptions(useUserRules: false))
    return try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 2)).findings
  }
}
