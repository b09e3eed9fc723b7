import Foundation
import Testing

@testable import CharterKit
@testable import CharterLint
@testable import CharterProject
@testable import CharterReports
@testable import CharterSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder Charter cannot read — here one whose path is longer than `PATH_MAX`, which not even
/// root can open by path — is a diagnostic, and every other finding is still reported.
@Suite struct UnreadablePathTests {
  /// A repository banning `foo`, with `a.swift` using it and a folder too deep to open.
  private static func repository() throws -> (TemporaryDirectory, String) {
    let tree = try TemporaryDirectory()
    try tree.write(
      ".charter/rules/r.md",
      "---\nchecks:\n  - id: banned\n    ban: 'fo[o]'\n    regex: true\n    severity: error\n---\n# r\n")
    try tree.write("a.swift", "let foo = 1\n")
    return (tree, try deepFolder(named: "deep", in: tree.url.path))
  }

  private static func deepFolder(named name: String, in parent: String) throws -> String {
    try DeepFolder.make(named: name, in: parent)
  }

  private static func remove(_ tree: TemporaryDirectory) {
    DeepFolder.remove(tree.url.appendingPathComponent("deep").path)
  }

  @Test func lintReportsTheFolderAndEveryOtherFinding() async throws {
    let (tree, segment) = try Self.repository()
    defer { Self.remove(tree) }
    let project = Project(root: tree.url, options: ProjectOptions(useUserRules: false))
    let report = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 2))
    #expect(report.findings.map { "\($0.path):\($0.rule)" } == ["a.swift:banned"])
    let unreadable = report.diagnostics.filter { $0.code == "unreadable" }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?.path.hasPrefix("deep/\(segment)/") == true)
    #expect(unreadable.first?.severity == .error)
  }

  @Test func ruleDiscoveryReportsTheFolderItCannotSearch() throws {
    let (tree, segment) = try Self.repository()
    defer { Self.remove(tree) }
    let project = Project(root: tree.url, options: ProjectOptions(useUserRules: false))
    let set = project.allRuleFiles()
    #expect(set.files.contains { $0.path == ".charter/rules/r.md" })
    let unreadable = set.diagnostics.filter { $0.code == "unreadable" }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?.path.hasPrefix("deep/\(segment)/") == true)
    #expect(project.fragmentsAndPacks().diagnostics.contains { $0.code == "unreadable" })
  }

  /// A folder of fragments too deep to list is an error naming it, not fragments silently
  /// missing; the fragments beside it are still read.
  @Test func aFragmentFolderThatCannotBeListedIsAnError() async throws {
    let tree = try TemporaryDirectory()
    try tree.write(".charter/rules/r.md", "---\nchecks:\n  - id: banned\n    ban: foo\n---\n# r\n")
    try tree.write("a.swift", "let foo = 1\n")
    let segment = try Self.deepFolder(named: "nested", in: tree.url.appendingPathComponent(".charter/rules").path)
    defer { DeepFolder.remove(tree.url.appendingPathComponent(".charter/rules/nested").path) }
    let project = Project(root: tree.url, options: ProjectOptions(useUserRules: false))
    let set = project.allRuleFiles()
    #expect(set.files.map(\.path).filter { !$0.hasPrefix("charter:") } == [".charter/rules/r.md"])
    let unreadable = set.diagnostics.filter { $0.code == "unreadable" }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?.path.hasPrefix(".charter/rules/nested/\(segment)/") == true)
    #expect(unreadable.first?.severity == .error)
    await #expect(throws: DiagnosticsError.self) {
      _ = try await Linter(project: project).lint(paths: [], options: LintOptions(jobs: 1))
    }
  }

  @Test func aMissingStartingPathStillStopsTheRun() async throws {
    let tree = try TemporaryDirectory()
    try tree.write("a.swift", "let a = 1\n")
    let project = Project(root: tree.url, options: ProjectOptions(useUserRules: false))
    await #expect(throws: DiagnosticsError.self) {
      _ = try await Linter(project: project).lint(paths: ["missing.swift"], options: LintOptions(jobs: 1))
    }
  }
}

/// A finding on a very long line keeps only the part of the line around it, and the text report
/// quotes a cut of that part with the caret in the right place.
@Suite struct LongLineFindingTests {
  @Test func aLongLineIsKeptAndQuotedAroundTheFinding() throws {
    let harness = CheckHarness(checkYAML: "- id: no-needle\n  ban: needle\n  in: any")
    let line = String(repeating: "a", count: 200_000) + " needle " + String(repeating: "é", count: 100_000)
    let findings = try harness.findings(line + "\n")
    let finding = try #require(findings.first)
    #expect(finding.range.start.column == 200_002)
    #expect(finding.lineText.utf8.count <= Finding.maximumLineText + 3)
    let offset = finding.range.start.column - finding.lineTextColumn
    #expect(Array(finding.lineText.unicodeScalars)[offset..<(offset + 6)].map(Character.init) == Array("needle"))
    let report = LintReport(findings: [finding], filesChecked: 1)
    let text = TextReporter(useColor: false).render(report)
    let quoted = text.split(separator: "\n").map(String.init)
    let quoteIndex = try #require(quoted.firstIndex { $0.contains("needle") && !$0.contains("[no-needle]") })
    #expect(quoted[quoteIndex].count <= DiagnosticRenderer.maximumLine + 2)
    let caret = quoted[quoteIndex + 1]
    let needleAt = quoted[quoteIndex].distance(
      from: quoted[quoteIndex].startIndex, to: try #require(quoted[quoteIndex].range(of: "needle")).lowerBound)
    #expect(caret == String(repeating: " ", count: needleAt) + "^~~~~~")
  }
}
