import Foundation
import Testing

/// `charter lint` answers an unchanged repository with the report it kept, and only then: a
/// change to any file it read, a file added, a rule file edited, each makes it check again,
/// and every answer is the one `--no-cache` gives.
///
/// A run keeps its report only when nothing it read had changed in the three seconds before it
/// began (a change within a file system's timestamp granularity could otherwise go unseen), so
/// the test waits that long where it wants a report kept.
@Suite struct KeptRunTests {
  static let settle: UInt64 = 3_300_000_000

  /// The JSON report and standard error of `charter lint` with and without the cache, and the
  /// `--cache-stats` line.
  private func lint(_ repository: GitSandbox, _ extra: String...) throws -> (same: Bool, stats: String) {
    let environment = GitSandbox.environment
    let cached = try CharterProcess.run(
      ["lint", "--format", "json", "--cache-stats"] + extra, in: repository.url, environment: environment)
    let uncached = try CharterProcess.run(
      ["lint", "--format", "json", "--no-cache"] + extra, in: repository.url, environment: environment)
    let lines: [String] = cached.stderr.split(separator: "\n").map(String.init)
    let stats: String = lines.first { $0.hasPrefix("cache: ") } ?? ""
    let cachedErrors: [String] = lines.filter { !$0.hasPrefix("cache: ") }
    let uncachedErrors: [String] = uncached.stderr.split(separator: "\n").map(String.init)
    let same = cached.stdout == uncached.stdout && cachedErrors == uncachedErrors && cached.status == uncached.status
    return (same, stats)
  }

  @Test func anUnchangedRepositoryGetsTheKeptReportAndAnyChangeChecksAgain() async throws {
    let repository = try GitSandbox([
      "Sources/A.swift": "let a = try! load()\n", "Sources/B.swift": "print(1)\n", "README.md": "# R\n",
    ])
    try await Task.sleep(nanoseconds: Self.settle)
    let first = try lint(repository)
    #expect(first.same)
    #expect(first.stats.hasPrefix("cache: 0 files from the cache"), "\(first.stats)")
    // The first run made the cache folder: the repository changed while it ran, so the run
    // after it, once that settled, is the first one kept.
    try await Task.sleep(nanoseconds: Self.settle)
    #expect(try lint(repository).same)
    let kept = try lint(repository)
    #expect(kept.same)
    #expect(kept.stats.hasPrefix("cache: the report of an earlier identical run"), "\(kept.stats)")
    // Output flags do not name another run; the paths asked for do.
    let quiet = try repository.charter("lint", "--cache-stats", "-q")
    #expect(quiet.stderr.contains("cache: the report of an earlier identical run"), "\(quiet.stderr)")
    let narrowed = try lint(repository, "Sources")
    #expect(narrowed.same)
    #expect(!narrowed.stats.contains("earlier identical run"))

    // The same size, the modification time put back: the status-change time still moved.
    let file = repository.url.appendingPathComponent("Sources/B.swift")
    let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    try repository.write("Sources/B.swift", "try! (1)\n")
    try FileManager.default.setAttributes([.modificationDate: try #require(modified)], ofItemAtPath: file.path)
    // Read only to be linted: checked alone, the rest taken from the kept run.
    let edited = try lint(repository)
    #expect(edited.same)
    #expect(edited.stats.hasSuffix("unchanged since an earlier identical run, 0 files from the cache, 1 checked"), "\(edited.stats)")

    try await Task.sleep(nanoseconds: Self.settle)
    #expect(try lint(repository).same)
    #expect(try lint(repository).stats.contains("earlier identical run"))
    try repository.write("Sources/Deeper/C.swift", "let c = try! x()\n")
    let added = try lint(repository)
    #expect(added.same)
    #expect(!added.stats.contains("earlier identical run"))

    try await Task.sleep(nanoseconds: Self.settle)
    #expect(try lint(repository).same)
    #expect(try lint(repository).stats.contains("earlier identical run"))
    try repository.write(".charter/rules/rules.md", LintCommandTests.rules.replacingOccurrences(of: "print(", with: "let "))
    let ruleChanged = try lint(repository)
    #expect(ruleChanged.same)
    #expect(!ruleChanged.stats.contains("earlier identical run"))
  }

  @Test func sarifAndFixRunsNeverUseAKeptReport() async throws {
    let repository = try GitSandbox(["Sources/A.swift": "let a = try! load()\n"])
    try await Task.sleep(nanoseconds: Self.settle)
    _ = try repository.charter("lint")
    let sarif = try repository.charter("lint", "--format", "sarif", "--cache-stats")
    #expect(!sarif.stderr.contains("earlier identical run"), "\(sarif.stderr)")
    let again = try repository.charter("lint", "--format", "sarif", "--cache-stats")
    #expect(!again.stderr.contains("earlier identical run"), "\(again.stderr)")
    #expect(sarif.stdout == again.stdout)
    #expect(try repository.charter("lint", "--no-cache", "--cache-stats").stderr.contains("cache: not used"))
  }
}
