import CharterKit
import CharterSupport
import Foundation

extension LintCommand {
  /// Whether this run may answer from, and keep, a whole run in the cache
  /// (``LintOptions/keptRun``): a plain lint of files on disk. Not with `--fix`
  /// (it writes), `--staged` or `--changed-since` (git decides the files, and git's state is
  /// not a file the run reads), or SARIF (whose rule help quotes the rule files' examples,
  /// which a kept report does not carry).
  var keepsRunRecord: Bool {
    !noCache && !fix && !staged && changedSince == nil && format != .sarif
  }

  /// The `--cache-stats` line: what the cache gave this run.
  static func describe(_ statistics: LintResultCache.Statistics?) -> String {
    guard let statistics else { return "cache: not used" }
    if let inputs = statistics.keptRunInputs {
      return "cache: the report of an earlier identical run (\(inputs) paths it read, each unchanged)"
    }
    var line = "cache: "
    if statistics.fromKeptRun > 0 { line += "\(statistics.fromKeptRun) unchanged since an earlier identical run, " }
    line += "\(statistics.hits) \(statistics.hits == 1 ? "file" : "files") from the cache, \(statistics.misses) checked"
    if statistics.unreadable > 0 { line += ", \(statistics.unreadable) unreadable \(statistics.unreadable == 1 ? "entry" : "entries")" }
    return line
  }

  /// What names this run among the kept ones: everything on the command line that decides
  /// the report (the repository, the paths asked for, `--force-exclude`, `--no-user-rules`),
  /// and the environment values that locate the user layer and shared packs. Flags that only
  /// shape the output (`--format`, `--quiet`, `--baseline` …) do not: they apply to the report
  /// afterwards, whether it was kept or not.
  func runRecordKey(project: Project, paths: [String]) -> String {
    let environment = ProcessInfo.processInfo.environment
    let located = ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"].map { "\($0)=\(environment[$0] ?? "")" }
    let flags = ["force-exclude=\(forceExclude)", "user-rules=\(!projectOptions.noUserRules)"]
    return LintResultCache.runKey(
      describing: ["root=" + project.root.path] + located + flags + [String(paths.count)] + paths)
  }
}
