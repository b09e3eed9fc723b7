import Foundation
import Testing

@testable import CharterKit

/// The linter proposes corrections and writes nothing; ``FixWriter`` writes them and says what
/// it wrote and what it could not; the report follows what happened.
@Suite struct FixWriterTests {
  /// A repository with an indentation rule and two misindented files.
  private static func repository() throws -> (TemporaryDirectory, Project) {
    let scratch = try TemporaryDirectory()
    try scratch.write(".charter/config.yml", "packs: []\n")
    try scratch.write(
      ".charter/rules/i.md", "---\nglobs: [\"**/*.swift\"]\nchecks:\n  - id: ind\n    indentation: {style: spaces, width: 2}\n---\n")
    try scratch.write("A.swift", "func f() {\n     g()\n}\n")
    try scratch.write("B.swift", "func h() {\n   i()\n}\n")
    return (scratch, Project(root: scratch.url, options: ProjectOptions(useUserRules: false)))
  }

  private static func text(_ scratch: TemporaryDirectory, _ path: String) throws -> String {
    try String(contentsOf: scratch.url.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func proposingWritesNothing() async throws {
    let (scratch, project) = try Self.repository()
    var options = LintOptions(jobs: 1)
    options.fix = .write
    let proposal = try await Linter(project: project).propose(paths: [], options: options)
    #expect(proposal.fixes.map(\.fix.path) == ["A.swift", "B.swift"])
    #expect(proposal.fixes.map(\.findingsBefore.count) == [1, 1])
    #expect(proposal.fixes.allSatisfy { $0.findingsAfter.isEmpty })
    #expect(try Self.text(scratch, "A.swift") == "func f() {\n     g()\n}\n")
    #expect(try Self.text(scratch, "B.swift") == "func h() {\n   i()\n}\n")
  }

  /// A file that turned into a folder after the run read it cannot be written, whoever runs
  /// the test (permission bits do not stop root): it keeps its findings and the write's
  /// diagnostic, and the other file is written.
  @Test func aFileThatCannotBeWrittenKeepsItsFindings() async throws {
    let (scratch, project) = try Self.repository()
    var options = LintOptions(jobs: 1)
    options.fix = .write
    let proposal = try await Linter(project: project).propose(paths: [], options: options)
    try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("A.swift"))
    try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("A.swift"), withIntermediateDirectories: false)

    let outcome = FixWriter(project: project).write(proposal.fixes)
    #expect(outcome.written == ["B.swift"])
    #expect(outcome.failed.map(\.path) == ["A.swift"])
    #expect(outcome.failed.first?.diagnostics.map(\.description) == ["A.swift:1:1: error: cannot write the file: it is a folder"])
    #expect(try Self.text(scratch, "B.swift") == "func h() {\n  i()\n}\n")

    let report = proposal.report(after: outcome)
    #expect(report.fixes.map(\.path) == ["B.swift"])
    #expect(report.findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" } == ["A.swift:2 ind"])
    #expect(report.diagnostics.map(\.code) == ["unwritable-file"])
  }

  /// Without an outcome (a preview), every proposal counts as applied.
  @Test func aPreviewReportsTheCorrectedText() async throws {
    let (scratch, project) = try Self.repository()
    var options = LintOptions(jobs: 2)
    options.fix = .preview
    let report = try await Linter(project: project).lint(paths: [], options: options)
    #expect(report.fixes.map(\.path) == ["A.swift", "B.swift"])
    #expect(report.findings.isEmpty)
    #expect(try Self.text(scratch, "A.swift") == "func f() {\n     g()\n}\n")
  }

  @Test func writingEverythingReportsEveryFile() async throws {
    let (scratch, project) = try Self.repository()
    let proposal = try await Linter(project: project).propose(paths: [], options: { var o = LintOptions(jobs: 1); o.fix = .write; return o }())
    let outcome = FixWriter(project: project).write(proposal.fixes)
    #expect(outcome == FixWriteOutcome(written: ["A.swift", "B.swift"]))
    #expect(proposal.report(after: outcome).findings.isEmpty)
    #expect(try Self.text(scratch, "A.swift") == "func f() {\n  g()\n}\n")
  }
}
