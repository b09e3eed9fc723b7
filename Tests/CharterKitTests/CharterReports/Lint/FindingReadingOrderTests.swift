import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports
@testable import CharterSwiftChecks

/// The formats people read list errors first, then the findings of checks that guard against a
/// crash, a data race or a leak, then the rest; the formats programs read keep path order.
@Suite struct FindingReadingOrderTests {
  /// An error in `c.swift`, a warning of a crash check in `b.swift` and a style warning in
  /// `a.swift`: path order is the reverse of importance.
  static let report = LintReport(
    findings: [
      CannedLintReport.finding("a.swift", (1, 1), (1, 2), "trailing-space", .warning, "Trailing space", "x "),
      CannedLintReport.finding("b.swift", (1, 1), (1, 2), "bg-callback", .warning, "Mark it @Sendable", "{"),
      CannedLintReport.finding("c.swift", (1, 1), (1, 2), "no-try", .error, "Do not use try!", "try!"),
    ],
    filesChecked: 3,
    rules: [
      RuleDescriptor(id: "trailing-space", shortDescription: "s", fullDescription: "s", help: "h", severity: .warning),
      RuleDescriptor(
        id: "bg-callback", shortDescription: "s", fullDescription: "s", help: "h", severity: .warning, risk: .crash),
      RuleDescriptor(id: "no-try", shortDescription: "s", fullDescription: "s", help: "h", severity: .error),
    ])

  /// The report without any check's risk: what the machine formats must print all the same.
  static var withoutRisks: LintReport {
    var report = report
    report.rules = report.rules.map { rule in
      var rule = rule
      rule.risk = nil
      return rule
    }
    return report
  }

  /// Where each of `paths` first occurs in `output`, in the order of `paths`.
  private func firstOccurrences(_ paths: [String], in output: String) throws -> [String.Index] {
    try paths.map { path in try #require(output.range(of: path), "\(path) in \(output)").lowerBound }
  }

  @Test func textListsTheErrorThenTheCrashThenStyleAndEndsWithTheSummary() {
    let output = TextReporter().render(Self.report)
    let headlines = output.split(separator: "\n").filter { $0.contains(".swift:") }
    #expect(
      headlines == [
        "c.swift:1:1: error: Do not use try! [no-try]",
        "b.swift:1:1: warning: Mark it @Sendable [bg-callback]",
        "a.swift:1:1: warning: Trailing space [trailing-space]",
      ])
    #expect(output.hasSuffix("1 error, 2 warnings in 3 files\n"))
  }

  /// Within a group, path order stays; info findings of a risky check join the group.
  @Test func groupsKeepReportOrder() {
    var report = Self.report
    report.findings += [
      CannedLintReport.finding("d.swift", (2, 1), (2, 2), "bg-callback", .info, "Mark it @Sendable", "{"),
      CannedLintReport.finding("0.swift", (9, 1), (9, 2), "no-try", .error, "Do not use try!", "try!"),
    ]
    report.findings.sort()
    #expect(
      report.findingsMostImportantFirst.map(\.path) == ["0.swift", "c.swift", "b.swift", "d.swift", "a.swift"])
  }

  /// Among the risky checks, crashes come first, then data races, then leaks, whatever the paths.
  @Test func crashesThenDataRacesThenLeaks() {
    var report = Self.report
    report.findings += [
      CannedLintReport.finding("0.swift", (1, 1), (1, 2), "stored-task", .warning, "Capture [weak self]", "Task"),
      CannedLintReport.finding("1.swift", (1, 1), (1, 2), "sync-test", .warning, "Mark it @MainActor", "func"),
    ]
    report.findings.sort()
    report.rules += [
      RuleDescriptor(
        id: "stored-task", shortDescription: "s", fullDescription: "s", help: "h", severity: .warning, risk: .leak),
      RuleDescriptor(
        id: "sync-test", shortDescription: "s", fullDescription: "s", help: "h", severity: .warning, risk: .dataRace),
    ]
    #expect(
      report.findingsMostImportantFirst.map(\.path) == ["c.swift", "b.swift", "1.swift", "0.swift", "a.swift"])
  }

  /// A team's check that stands for a risky check's finding (``FindingDeduplicator``) carries
  /// its risk.
  @Test func aFindingStandingForARiskyCheckTakesItsRisk() {
    var report = Self.report
    report.findings[0].alsoReportedBy = ["bg-callback"]
    #expect(report.risk(of: report.findings[0]) == .crash)
    #expect(report.findingsMostImportantFirst.map(\.path) == ["c.swift", "a.swift", "b.swift"])
  }

  @Test(arguments: ["markdown", "github"])
  func otherFormatsForPeopleAreOrderedToo(_ name: String) throws {
    let output = try #require(LintReporters.named(name)).render(Self.report)
    let places = try firstOccurrences(["c.swift", "b.swift", "a.swift"], in: output)
    #expect(places == places.sorted())
  }

  @Test func stepSummaryListsTheErrorAndTheCrashFirst() throws {
    let places = try firstOccurrences(["c.swift", "b.swift", "a.swift"], in: StepSummary.render(Self.report))
    #expect(places == places.sorted())
  }

  /// `json`, `sarif`, `junit`, `checkstyle` and `xcode` list findings in path order, and
  /// print the same bytes whatever the checks' risks.
  @Test(arguments: ["json", "sarif", "junit", "checkstyle", "xcode"])
  func machineFormatsKeepPathOrder(_ name: String) throws {
    let reporter = try #require(LintReporters.named(name))
    let output = reporter.render(Self.report)
    let places = try firstOccurrences(["a.swift", "b.swift", "c.swift"], in: output)
    #expect(places == places.sorted())
    #expect(output == reporter.render(Self.withoutRisks))
  }

  /// A lint run describes a structural check with its risk, under the id its rule file gives
  /// it, and prints its finding before a style warning of an earlier file.
  @Test func aLintRunCarriesTheStructuralChecksRisk() async throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "packs: []\n")
    try scratch.write(
      ".charter/rules/app.md",
      """
      ---
      globs: ["**/*.swift"]
      checks:
        - id: background-callback
          swift: mainactor-background-callback
        - id: no-print
          ban: "print("
      ---

      """)
    try scratch.write("Sources/A.swift", "print(1)\n")
    try scratch.write(
      "Sources/B.swift",
      StructuralCheckDocumentation.unmarked(MainActorBackgroundCallbackExamples.triggering[0]))
    let project = Project(root: scratch.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 1))
    #expect(report.rules.first { $0.id == "background-callback" }?.risk == .crash)
    #expect(report.rules.first { $0.id == "no-print" }?.risk == nil)
    #expect(report.findings.first?.path == "Sources/A.swift")
    #expect(report.findingsMostImportantFirst.map(\.rule) == ["background-callback", "background-callback", "no-print"])
  }
}
