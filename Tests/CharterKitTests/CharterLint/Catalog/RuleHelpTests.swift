import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

/// SARIF help: each rule's documentation link, rationale and the examples its own rule file
/// shows for it.
@Suite struct RuleHelpTests {
  static let fragment = """
    ---
    id: style
    checks:
      - id: no-print
        ban: "print("
        message: Log with os.Logger instead of print
      - id: no-force-try
        ban: "try!"
      - id: deinit-isolation
        swift: mainactor-deinit
    ---
    # Style

    WRONG:

    ```swift
    print("loaded")
    ```

    RIGHT:

    ```swift
    logger.info("loaded")
    ```

    """

  static func descriptors(quotingExamples: Bool = true) async throws -> [String: RuleDescriptor] {
    let directory = try TemporaryDirectory()
    try directory.write(".charter/config.yml", "packs: []\n")
    try directory.write(".charter/rules/style.md", fragment)
    try directory.write("A.swift", "let a = 1\n")
    var report = try await Linter(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
      .lint(paths: [], options: LintOptions(jobs: 1))
    if quotingExamples { report.quoteRuleExamples() }
    return Dictionary(uniqueKeysWithValues: report.rules.map { ($0.id, $0) })
  }

  @Test func ruleFileExamplesShowInTheHelp() async throws {
    let print = try #require(try await Self.descriptors()["no-print"])
    #expect(print.helpURI == CharterLinks.repository + "/blob/main/Documentation/Checks.md#ban")
    #expect(print.helpMarkdown.contains("Log with os.Logger instead of print"))
    #expect(print.helpMarkdown.contains("WRONG:\n\n```swift\nprint(\"loaded\")\n```"))
    #expect(print.helpMarkdown.contains("RIGHT:\n\n```swift\nlogger.info(\"loaded\")\n```"))
    #expect(print.help.contains("WRONG:\n    print(\"loaded\")"))
    #expect(!print.help.contains("```"), "plain text has no fences")
  }

  /// The linter quotes no examples; the command line asks for them only for SARIF, to spare
  /// other runs the work.
  @Test func examplesOnlyWhenAsked() async throws {
    let print = try #require(try await Self.descriptors(quotingExamples: false)["no-print"])
    #expect(!print.help.contains("WRONG"))
    #expect(print.help.contains("Log with os.Logger instead of print"))
  }

  @Test func aBanWithoutExamplesGetsNoneFromTheCatalogue() async throws {
    let forceTry = try #require(try await Self.descriptors()["no-force-try"])
    #expect(forceTry.help.contains("Checks: ban `try!`."))
    #expect(!forceTry.help.contains("WRONG"), "the catalogue's ban example shows another pattern")
  }

  @Test func structuralChecksGetTheirTestedExamples() async throws {
    let deinitCheck = try #require(try await Self.descriptors()["deinit-isolation"])
    #expect(deinitCheck.helpURI?.hasSuffix("Documentation/StructuralChecks.md#mainactor-deinit") == true)
    #expect(deinitCheck.helpMarkdown.contains("WRONG:\n\n```swift\n"))
    #expect(deinitCheck.helpMarkdown.contains("deinit"))
  }
}
