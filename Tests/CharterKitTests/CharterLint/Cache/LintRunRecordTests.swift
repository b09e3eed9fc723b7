import Foundation
import Testing

@testable import CharterLint
@testable import CharterSupport

/// A kept run's report is given again only when every path the run read is unchanged, is never
/// kept from inputs that had just changed, and a damaged record is never trusted.
@Suite struct LintRunRecordTests {
  static let files = [
    ".charter/config.yml": "packs: []\n", ".charter/rules/x.md": LintResultCacheTests.fragment,
    "Package.swift": LintResultCacheTests.package, "Sources/Cast.swift": "let a = b as! C\n",
    "Sources/VM.swift": "@MainActor final class ViewModel {}\n",
  ]
  /// A start far enough ahead that every file counts as settled: the test's files were just written.
  static var later: Int64 { FileSignature.now() + 2 * FileSignature.settlingTime }

  /// A repository linted once with the cache, every path in it as what the run read, and the cache.
  private func keptRun() async throws -> (LintCacheRepository, LintReport, Set<String>, LintResultCache) {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    let report = try await repository.lintCached().report
    let root = repository.root.path
    var paths: Set<String> = [root, root + "/Sources", root + "/.charter", root + "/.charter/rules", root + "/.swiftlint.yml"]
    for path in Self.files.keys { paths.insert(root + "/" + path) }
    let cache = try #require(LintResultCache.open(for: repository.project).cache)
    cache.keep(report, ofRun: "run", reading: paths, startedAt: Self.later)
    return (repository, report, paths, cache)
  }

  private func freshCache(_ repository: LintCacheRepository) throws -> LintResultCache {
    try #require(LintResultCache.open(for: repository.project).cache)
  }

  @Test func anUnchangedRunGetsItsReportBack() async throws {
    let (repository, report, paths, _) = try await keptRun()
    let cache = try freshCache(repository)
    let kept = try #require(cache.report(ofRun: "run"))
    #expect(kept.comparable == report.comparable)
    #expect(!report.findings.isEmpty)
    #expect(cache.statistics.keptRunInputs == paths.count)
    #expect(try freshCache(repository).report(ofRun: "another run") == nil)
  }

  @Test func anEditThatKeepsSizeAndModificationTimeIsSeen() async throws {
    let (repository, _, _, _) = try await keptRun()
    let file = repository.root.appendingPathComponent("Sources/Cast.swift")
    let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    try repository.write(["Sources/Cast.swift": "let a = b as? C\n"])
    try FileManager.default.setAttributes([.modificationDate: try #require(modified)], ofItemAtPath: file.path)
    #expect(try freshCache(repository).report(ofRun: "run") == nil)
  }

  @Test func aFileAddedToAListedFolderIsSeen() async throws {
    let (repository, _, _, _) = try await keptRun()
    try repository.write(["Sources/New.swift": "let b = c as! D\n"])
    #expect(try freshCache(repository).report(ofRun: "run") == nil)
  }

  @Test func aFileThatAppearsWhereNoneWasIsSeen() async throws {
    let (repository, _, _, _) = try await keptRun()
    try repository.write([".swiftlint.yml": "disabled_rules: [force_cast]\n"])
    #expect(try freshCache(repository).report(ofRun: "run") == nil)
  }

  @Test func aRemovedFileIsSeen() async throws {
    let (repository, _, _, _) = try await keptRun()
    repository.remove("Sources/VM.swift")
    #expect(try freshCache(repository).report(ofRun: "run") == nil)
  }

  @Test func aLinkLeadingElsewhereIsSeen() async throws {
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

  @Test func inputsThatJustChangedAreNotKept() async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    let report = try await repository.lintCached().report
    let cache = try freshCache(repository)
    cache.keep(report, ofRun: "run", reading: [repository.root.path + "/Sources/Cast.swift"], startedAt: FileSignature.now())
    #expect(try freshCache(repository).report(ofRun: "run") == nil)
    // Nothing there is settled.
    cache.keep(report, ofRun: "run", reading: [repository.root.path + "/missing"], startedAt: FileSignature.now())
    #expect(try freshCache(repository).report(ofRun: "run") != nil)
  }

  @Test func aReportWithACacheProblemIsNotKept() async throws {
    let repository = try LintCacheRepository()
    try repository.write(Self.files)
    var report = try await repository.lintCached().report
    report.diagnostics.append(
      Diagnostic(
        path: ".charter/cache", position: SourcePosition(line: 1, column: 1), severity: .warning,
        code: "cache-entry-unreadable", message: "1 entry could not be read"))
    try freshCache(repository).keep(report, ofRun: "run", reading: [], startedAt: Self.later)
    #expect(try freshCache(repository).report(ofRun: "run") == nil)
  }

  @Test(arguments: [0, 1, 2])
  func aDamagedRecordIsNeverTrusted(damage: Int) async throws {
    let (repository, _, _, cache) = try await keptRun()
    let path = cache.store.location(of: "run").file
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    switch damage {
    case 0: bytes.removeLast(7)  // truncated
    case 1: bytes[bytes.count / 2] ^= 0x20  // one bit flipped
    default: bytes = Array("charter-lint-run 1 run 00 5\n{\"a\":".utf8)  // not a record
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let reader = try freshCache(repository)
    #expect(reader.report(ofRun: "run") == nil)
    #expect(reader.statistics.unreadable == 1)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aRecordRoundTripsItsReportAndInputs() throws {
    var report = LintReport(findings: [], filesChecked: 3)
    report.diagnostics = [
      Diagnostic(path: "a.md", position: SourcePosition(line: 2, column: 3), code: "x", message: "tab\tand é")
    ]
    report.rules = [RuleDescriptor(id: "r", shortDescription: "s", fullDescription: "f", help: "h", severity: .warning)]
    let inputs: [(path: String, signature: FileSignature)] = [
      ("/a b/c", FileSignature(fields: [1, 2, 3, 4, 5, 6])), ("/missing", FileSignature(fields: [])),
    ]
    let bytes = try #require(LintRunRecord(report: report, inputs: inputs).encode(key: "k"))
    let decoded = try #require(LintRunRecord.decode(bytes, key: "k"))
    #expect(decoded.report == report)
    #expect(decoded.inputs.map(\.path) == inputs.map(\.path))
    #expect(decoded.inputs.map(\.signature) == inputs.map(\.signature))
    #expect(LintRunRecord.decode(bytes, key: "other") == nil)
    // A path that would break a line is never written.
    #expect(LintRunRecord(report: report, inputs: [("/a\nb", FileSignature(fields: []))]).encode(key: "k") == nil)
  }
}
