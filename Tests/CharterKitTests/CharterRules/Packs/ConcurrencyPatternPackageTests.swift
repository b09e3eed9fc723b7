import CharterRules
import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject

/// Issue 29's done-when: a package planting every concurrency crash, race and leak pattern,
/// WRONG and RIGHT side by side, in a Swift 6 target, a Swift 6.2 target with main-actor default
/// isolation and approachable concurrency, and a Swift 5 target (`Tests/Fixtures/
/// ConcurrencyPatterns`). Every line marked `// WRONG: ID` gets a finding of that check and
/// nothing else does — with every check on, and with the defaults for the checks that are on by
/// default.
@Suite struct ConcurrencyPatternPackageTests {
  static let fixture = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/ConcurrencyPatterns")

  /// `path:line check` for every marker.
  static func markers() throws -> Set<String> {
    var found: Set<String> = []
    for path in try sourceFiles() {
      let text = try String(contentsOf: fixture.appendingPathComponent(path), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard let marker = line.range(of: "// WRONG: ") else { continue }
        found.insert("\(path):\(index + 1) \(line[marker.upperBound...].trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  static func sourceFiles() throws -> [String] {
    let sources = fixture.appendingPathComponent("Sources")
    let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    return try targets.flatMap { target in
      try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(target).path).map {
        "Sources/\(target)/\($0)"
      }
    }
  }

  /// The findings of `checks` when the package is linted as a newcomer would, with every pack
  /// check turned on when `enablingAll`.
  static func findings(of checks: Set<String>, enablingAll: Bool) async throws -> Set<String> {
    let directory = try TemporaryDirectory()
    try directory.write(
      "Package.swift", try String(contentsOf: fixture.appendingPathComponent("Package.swift"), encoding: .utf8))
    for path in try sourceFiles() {
      try directory.write(path, try String(contentsOf: fixture.appendingPathComponent(path), encoding: .utf8))
    }
    if enablingAll {
      try directory.write(
        ".charter/rules/all.md", "---\nid: all\nenable: [swift-concurrency]\n---\n# Every concurrency check\n")
    }
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [])
    return Set(report.findings.filter { checks.contains($0.rule) }.map { "\($0.path):\($0.range.start.line) \($0.rule)" })
  }

  @Test func everyWrongShapeIsReportedAndNoRightOneWithEveryCheckOn() async throws {
    let markers = try Self.markers()
    #expect(markers.count == 20)
    let checks = Set(markers.map { String($0.split(separator: " ")[1]) })
    #expect(try await Self.findings(of: checks, enablingAll: true) == markers)
  }

  @Test func theDefaultsReportTheWrongShapesOfTheChecksThatAreOnByDefault() async throws {
    let pack = try #require(BuiltinPacks.text(named: "swift-concurrency"))
    let file = try #require(
      RuleFileParser.parse(pack, as: RuleFile(path: BuiltinPacks.path(of: "swift-concurrency"), origin: .pack, baseDirectory: "")).file)
    let onByDefault = Set(file.checks.filter(\.isEnabledByDefault).map(\.id))
    let markers = try Self.markers()
    let checks = Set(markers.map { String($0.split(separator: " ")[1]) })
    let expected = markers.filter { onByDefault.contains(String($0.split(separator: " ")[1])) }
    #expect(expected.count == 9, "mainactor-background-callback's eight and redundant-mainactor's one")
    #expect(try await Self.findings(of: checks, enablingAll: false) == expected)
  }
}
