import Foundation

@testable import CharterLint
@testable import CharterProject
@testable import CharterSupport

/// A repository to lint with and without the result cache, for the cache's tests.
struct LintCacheRepository {
  let directory: TemporaryDirectory
  let cacheFolder: String

  /// A git work tree: a cache inside a repository is used only where git vouches for it.
  init() throws {
    directory = try TemporaryDirectory()
    cacheFolder = directory.url.path + "/.charter/cache"
    _ = try Git(workTree: directory.url).run(["init", "-q"])
  }

  var root: URL { directory.url }

  func write(_ files: [String: String]) throws {
    for (path, text) in files { _ = try directory.write(path, text) }
  }

  func remove(_ path: String) {
    try? FileManager.default.removeItem(at: root.appendingPathComponent(path))
  }

  var project: Project { Project(root: root, options: ProjectOptions(useUserRules: false)) }

  /// Lints the repository with the cache in `folder` (the default one when `nil`); the report,
  /// the cache's statistics and the warnings opening it gave.
  func lintCached(folder: String? = nil, fix: FixMode = .none) async throws -> (
    report: LintReport, statistics: LintResultCache.Statistics?, opening: [Diagnostic]
  ) {
    let project = project
    let (cache, opening) = LintResultCache.open(at: folder, for: project)
    var options = LintOptions(jobs: 2)
    options.cache = cache
    options.fix = fix
    let report = try await Linter(project: project).lint(paths: [], options: options)
    return (report, cache?.statistics, opening)
  }

  /// Lints the repository as a run that may be kept (``LintOptions/keptRun``), as if it had
  /// begun at `startedAt`.
  func lintKept(startedAt: Int64) async throws -> (report: LintReport, statistics: LintResultCache.Statistics?) {
    let root = root.path
    let recording = FileReadLog.start(scope: { $0.hasPrefix(root) })
    let project = project
    let cache = LintResultCache.open(for: project).cache
    var options = LintOptions(jobs: 2)
    options.cache = cache
    if cache != nil { options.keptRun = LintRunRequest(key: "run", recording: recording, startedAt: startedAt) }
    let report = try await Linter(project: project).lint(paths: [], options: options)
    _ = FileReadLog.stop(recording)
    return (report, cache?.statistics)
  }

  /// Lints the repository without a cache.
  func lintUncached(fix: FixMode = .none) async throws -> LintReport {
    var options = LintOptions(jobs: 2)
    options.fix = fix
    return try await Linter(project: project).lint(paths: [], options: options)
  }

  /// The entries the cache holds, as absolute paths.
  func entries(in folder: String? = nil) -> [String] {
    let store = LintCacheStore(folder: folder ?? cacheFolder)
    return store.contents().filter { !$0.isTemporary }.map(\.path).sorted()
  }
}

extension LintReport {
  /// Everything a reader of the report sees, to compare a cached run with an uncached one.
  var comparable: String {
    let findings = findings.map { finding in
      "\(finding.path):\(finding.range.start.line):\(finding.range.start.column)-\(finding.range.end.line):"
        + "\(finding.range.end.column) \(finding.rule) \(finding.severity) \(finding.message) | \(finding.lineText) "
        + "\(finding.fix.map { "\($0.range) \($0.replacement)" } ?? "-") \(finding.alsoReportedBy)"
    }
    return (findings + diagnostics.map(\.description) + ["checked \(filesChecked)"] + rules.map(\.id))
      .joined(separator: "\n")
  }
}
