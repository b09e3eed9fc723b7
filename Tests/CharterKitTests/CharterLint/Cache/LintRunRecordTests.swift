import Foundation
import Testing

@testable import CharterLint
@testable import CharterProject
@testable import CharterSupport

/// A kept run answers only when what it read is unchanged; when only files read for nothing
/// but being linted changed, it checks those and settles them with the rest; anything else it
/// read changing means a whole run. Every answer is the uncached one. A kept run is never kept
/// from inputs that had just changed, and a damaged one is never trusted.
@Suite struct LintRunRecordTests {
  static let files = [
    ".charter/config.yml": "packs: []\n", ".charter/rules/x.md": LintResultCacheTests.fragment,
    "Package.swift": LintResultCacheTests.package, "Sources/Cast.swift": "let a = b as! C\n",
    "Sources/VM.swift": "@MainActor final class ViewModel {}\n", "Tests/VMTests.swift": LintResultCacheTests.test,
    "AGENTS.md": "# Agents\n\nRun `swift test --filter startsEmpty` before you push.\n",
  ]
  /// A start far enough ahead that every file counts as settled, the cache folder a slow run
  /// makes included: the test's files were just written.
  static var later: Int64 { FileSignature.now() + 3_600_000_000_000 }

  /// Lints `repository` as the command line does for a run that may be kept, as if it began
  /// at `start`; the report and what the cache gave.
  private func lintKept(_ repository: LintCacheRepository, key: String = "run", start: Int64 = later) async throws
    -> (report: LintReport, statistics: LintResultCache.Statistics)
  {
    let root = repository.root.path
    let recording = FileReadLog.start(scope: { $0.hasPrefix(root) })
    let project = repository.project
    let cache = try #require(LintResultCache.open(for: project).cache)
    var options = LintOptions(jobs: 2)
    options.cache = cache
    options.keptRun = LintRunRequest(key: key, recording: recording, startedAt: start)
    let report = try await Linter(project: project).lint(paths: [], options: options)
    return (report, cache.statistics)
  }

  private func repository() throws -> LintCacheRepository {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    return repository
  }

  /// Rewrites `path` with `text`, then puts its modification time back.
  private func rewriteKeepingTime(_ repository: LintCacheRepository, _ path: String, _ text: String) throws {
    let file = repository.root.appendingPathComponent(path).path
    let modified = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
    try repository.write([path: text])
    try FileManager.default.setAttributes([.modificationDate: try #require(modified)], ofItemAtPath: file)
  }

  @Test func anUnchangedRunIsAnsweredWhole() async throws {
    let repository = try repository()
    let first = try await lintKept(repository)
    #expect(first.statistics.keptRunInputs == nil)
    let second = try await lintKept(repository)
    let uncached = try await repository.lintUncached()
    #expect(second.report.comparable == uncached.comparable)
    #expect(first.report.comparable == uncached.comparable)
    #expect(!uncached.findings.isEmpty)
    #expect(second.statistics.keptRunInputs ?? 0 > 5)
    #expect(second.statistics.hits + second.statistics.misses == 0)
    #expect(try await lintKept(repository, key: "another run").statistics.keptRunInputs == nil)
  }

  @Test func aChangedSourceFileIsCheckedAloneAndSettledWithTheRest() async throws {
    let repository = try repository()
    _ = try await lintKept(repository)
    let before = try await repository.lintUncached()
    #expect(before.findings.contains { $0.path == "Tests/VMTests.swift" })
    // The type is no longer main-actor: the test's finding, kept from the earlier run, goes.
    try rewriteKeepingTime(repository, "Sources/VM.swift", "final class ViewModel {}             \n")
    let partial = try await lintKept(repository)
    let uncached = try await repository.lintUncached()
    #expect(partial.report.comparable == uncached.comparable)
    #expect(!uncached.findings.contains { $0.path == "Tests/VMTests.swift" })
    #expect(partial.statistics.fromKeptRun == Self.files.count - 1)
    #expect(partial.statistics.misses == 1)
    #expect(partial.statistics.keptRunInputs == nil)
  }

  @Test func aSourceFileAnAgentFileReadsChecksEverything() async throws {
    let repository = try repository()
    try repository.write([
      ".charter/config.yml": "packs: [agent-files]\n",
      ".charter/rules/agents.md": "---\nid: agents\nenable: [agent-dead-reference]\n---\n# Agent files\n",
    ])
    _ = try await lintKept(repository)
    #expect(!(try await repository.lintUncached()).findings.contains { $0.path == "AGENTS.md" })
    // AGENTS.md's test filter names this test: renaming it is a finding in AGENTS.md.
    try repository.write(["Tests/VMTests.swift": LintResultCacheTests.test.replacingOccurrences(of: "startsEmpty", with: "other")])
    let run = try await lintKept(repository)
    let uncached = try await repository.lintUncached()
    #expect(run.report.comparable == uncached.comparable)
    #expect(uncached.findings.contains { $0.path == "AGENTS.md" })
    #expect(run.statistics.fromKeptRun == 0)
  }

  @Test(arguments: ["rule file", "config", "manifest", "file added", "file removed", "settings file appears"])
  func anythingElseChangingChecksEverything(change: String) async throws {
    let repository = try repository()
    _ = try await lintKept(repository)
    switch change {
    case "rule file":
      try rewriteKeepingTime(
        repository, ".charter/rules/x.md", LintResultCacheTests.fragment.replacingOccurrences(of: "as!", with: "as?"))
    case "config": try rewriteKeepingTime(repository, ".charter/config.yml", "packs: [ ]\n")
    case "manifest":
      try rewriteKeepingTime(
        repository, "Package.swift", LintResultCacheTests.package.replacingOccurrences(of: "5.9", with: "6.0"))
    case "file added": try repository.write(["Sources/New.swift": "let b = c as! D\n"])
    case "file removed": repository.remove("Sources/Cast.swift")
    default: try repository.write([".editorconfig": "root = true\n\n[*.swift]\nindent_style = tab\n"])
    }
    let run = try await lintKept(repository)
    let uncached = try await repository.lintUncached()
    #expect(run.report.comparable == uncached.comparable)
    #expect(run.statistics.fromKeptRun == 0)
    #expect(run.statistics.keptRunInputs == nil)
  }

  @Test func aLinkLeadingElsewhereChangesItsSignature() throws {
    let repository = try LintCacheRepository()
    try repository.write(["a.txt": "a\n", "b.txt": "b\n"])
    let link = repository.root.path + "/link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a.txt")
    let before = FileSignature(of: link)
    try FileManager.default.removeItem(atPath: link)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "b.txt")
    #expect(FileSignature(of: link) != before)
    let target = FileSignature(of: link)
    try repository.write(["b.txt": "c\n"])
    #expect(FileSignature(of: link) != target)
  }

  @Test func aRunWhoseInputsHadJustChangedIsNotKept() async throws {
    let repository = try repository()
    _ = try await lintKept(repository, start: FileSignature.now())
    #expect(try await lintKept(repository).statistics.keptRunInputs == nil)
    #expect(try await lintKept(repository).statistics.keptRunInputs != nil)
  }

  @Test(arguments: [0, 1, 2])
  func aDamagedRecordIsNeverTrusted(damage: Int) async throws {
    let repository = try repository()
    _ = try await lintKept(repository)
    let store = LintCacheStore(folder: repository.cacheFolder)
    let path = store.location(of: "run").file
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    switch damage {
    case 0: bytes.removeLast(7)  // truncated
    case 1: bytes[bytes.count / 2] ^= 0x20  // one bit flipped
    default: bytes = Array("charter-lint-run 2 run 00 5\n{\"a\":".utf8)  // not a record
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    var run = try await lintKept(repository)
    #expect(run.statistics.keptRunInputs == nil)
    #expect(run.statistics.fromKeptRun == 0)
    #expect(run.report.diagnostics.contains { $0.code == "cache-entry-unreadable" })
    run.report.diagnostics.removeAll { $0.code == "cache-entry-unreadable" }
    #expect(run.report.comparable == (try await repository.lintUncached()).comparable)
  }

  @Test func aRecordRoundTripsItsPartsAndInputs() throws {
    let outcome = FileOutcome(
      path: "a.md", checked: true, findings: [],
      diagnostics: [Diagnostic(path: "a.md", position: SourcePosition(line: 2, column: 3), code: "x", message: "tab\tand é")],
      facts: Array(#"{"declared":{"A\n":[]}}"#.utf8))
    let files = [outcome, FileOutcome(path: "b b.swift", checked: true, facts: []), FileOutcome(path: "c.txt")]
    let rules = [RuleDescriptor(id: "r", shortDescription: "s", fullDescription: "f", help: "h", severity: .warning)]
    let shared = LintRunRecord.Shared(diagnostics: outcome.diagnostics, module: [], rules: rules)
    var report = LintReport(findings: [], filesChecked: 2)
    report.diagnostics = outcome.diagnostics
    report.rules = rules
    let inputs = [
      LintRunRecord.Input(path: "/a b/c", signature: FileSignature(fields: [1, 2, 3, 4, 5, 6]), lintedOnly: true),
      LintRunRecord.Input(path: "/missing", signature: FileSignature(fields: []), lintedOnly: false),
    ]
    let record = try #require(LintRunRecord(report: report, shared: shared, files: files, inputs: inputs))
    let bytes = try #require(record.encode(key: "k"))
    let decoded = try #require(LintRunRecord.decode(bytes, key: "k"))
    #expect(decoded.inputs == inputs)
    #expect(decoded.report() == report)
    #expect(decoded.files() == files)
    #expect(decoded.shared()?.rules == rules)
    #expect(decoded.shared()?.diagnostics == outcome.diagnostics)
    #expect(LintRunRecord.decode(bytes, key: "other") == nil)
    // A path that would break a line is never written.
    let broken = [LintRunRecord.Input(path: "/a\nb", signature: FileSignature(fields: []), lintedOnly: false)]
    #expect(LintRunRecord(report: report, shared: shared, files: files, inputs: broken) == nil)
    #expect(LintRunRecord(report: report, shared: shared, files: [FileOutcome(path: "a\tb")], inputs: inputs) == nil)
  }
}
