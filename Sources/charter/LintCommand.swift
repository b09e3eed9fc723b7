import ArgumentParser
import CharterKit
import Foundation

/// `charter lint [PATH…]`: checks the code against the rules in force for each file.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check files against the conventions the rules declare.")

  @Argument(help: "Files or folders to check (default: the whole repository).")
  var paths: [String] = []

  @Option(help: "The report's format.")
  var format: LintFormat = .text

  @Option(help: ArgumentHelp("Write the report to <file> (atomically) instead of standard output.", valueName: "file"))
  var output: String?

  @Option(
    name: .customLong("summary-file"),
    help: ArgumentHelp(
      "Append a Markdown summary (findings per rule, the first findings) to <file>, such as $GITHUB_STEP_SUMMARY.",
      valueName: "file"))
  var summaryFile: String?

  @Option(
    name: .customLong("plugin-stamp"),
    help: ArgumentHelp(
      "For the SwiftPM build-tool plugin: write <file>, a Swift file holding one comment, after the run.",
      valueName: "file", visibility: .hidden))
  var pluginStamp: String?

  @Flag(name: .shortAndLong, help: "Print only the findings, without the summary and the counts per check.")
  var quiet = false

  @Flag(help: "Fail on findings of any severity, not only errors.")
  var strict = false

  @Option(help: ArgumentHelp("How many files to check at once (default: the number of cores).", valueName: "n"))
  var jobs: Int?

  @Flag(help: "Check the staged content of the files staged for commit (the git index, not the working tree).")
  var staged = false

  @Option(
    name: .customLong("changed-since"),
    help: ArgumentHelp("Check the files that differ between <ref> and the working tree.", valueName: "ref"))
  var changedSince: String?

  @Flag(name: .customLong("force-exclude"), help: "Apply the config's exclude to files named on the command line too.")
  var forceExclude = false

  @Option(help: ArgumentHelp("Report only findings not recorded in the baseline <file>.", valueName: "file"))
  var baseline: String?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp("Record every current finding in the baseline <file>.", valueName: "file"))
  var writeBaseline: String?

  @Flag(
    name: .customLong("strict-baseline"), help: "With --baseline, also fail when baselined findings no longer occur.")
  var strictBaseline = false

  @Flag(
    help:
      "Correct what can be corrected safely: indentation, trailing whitespace, final newline, prefer checks with a fix."
  )
  var fix = false

  @Flag(
    name: .customLong("dry-run"),
    help: "With --fix, print the corrections as a patch for git apply instead of writing them.")
  var dryRun = false

  @Option(
    name: .customLong("stdin-filename"),
    help: ArgumentHelp("Check the content on standard input with the rules in force for <path>.", valueName: "path"))
  var stdinFilename: String?

  @Option(
    name: .customLong("agent-hook"),
    help: ArgumentHelp(
      "Run as <agent>'s file-write hook: read its hook input on standard input, check the file it wrote, exit 2 with the findings on "
        + "standard error.",
      valueName: "agent"))
  var agentHook: HookAgent?

  @Option(
    name: .customLong("cache-dir"),
    help: ArgumentHelp(
      "Keep each file's results in <folder> between runs (default: .charter/cache in the repository).",
      valueName: "folder"))
  var cacheDir: String?

  @Flag(name: .customLong("no-cache"), help: "Check every file, without reading or writing the result cache.")
  var noCache = false

  @Flag(
    name: .customLong("cache-stats"),
    help: "Say on standard error how many files came from the result cache and how many were checked.")
  var cacheStats = false

  @OptionGroup var projectOptions: ProjectOptionGroup

  func validate() throws {
    if noCache && cacheDir != nil { throw ValidationError("--no-cache and --cache-dir cannot be used together") }
    try validateSingleFileModes()
    if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
    if fix && staged {
      throw ValidationError("--fix corrects files on disk, not the staged content; use it without --staged")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if staged && changedSince != nil { throw ValidationError("--staged and --changed-since cannot be used together") }
    if baseline != nil && writeBaseline != nil {
      throw ValidationError("--baseline and --write-baseline cannot be used together")
    }
    if strictBaseline && baseline == nil { throw ValidationError("--strict-baseline needs --baseline FILE") }
  }

  /// Shows `checked N of M files` on the terminal for runs of more than a few hundred files.
  @Sendable static func showProgress(done: Int, total: Int) {
    guard total > 300 else { return }
    Terminal.standardError.writeControl("\u{1B}[2K\r")
    Terminal.standardError.write("checked \(done) of \(total) files")
  }

  func run() async throws {
    if let agentHook { return try await runAgentHook(agentHook) }
    if let stdinFilename { return try await lintStandardInput(as: stdinFilename) }
    // What the run reads is recorded from the start, so that a kept report can be trusted.
    let started = FileSignature.now()
    let recording = keepsRunRecord ? FileReadLog.start() : nil
    defer { if let recording { _ = FileReadLog.stop(recording) } }
    let project = projectOptions.openProject()
    var relative: [String] = []
    for path in paths {
      let url = URL(fileURLWithPath: path, relativeTo: projectOptions.workingDirectory)
      guard let inside = RepositoryRoot.relativePath(of: url, to: project.root) else {
        throw UsageError("'\(path)' is outside the repository at \(project.root.path)", command: Self.self)
      }
      relative.append(inside)
    }
    var report: LintReport
    let scope: @Sendable (String) -> Bool
    let (cache, cacheDiagnostics) =
      noCache
      ? (nil, [])
      : LintResultCache.open(
        at: cacheDir.map { URL(fileURLWithPath: $0, relativeTo: projectOptions.workingDirectory).path }, for: project)
    do {
      var options = LintOptions(
        jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
        progress: Terminal.standardError.isTerminal ? Self.showProgress : nil)
      options.forceExclude = forceExclude
      options.fix = fix ? (dryRun ? .preview : .write) : .none
      options.cache = cache
      if cache != nil, let recording {
        options.keptRun = LintRunRequest(
          key: runRecordKey(project: project, paths: relative), recording: recording, startedAt: started)
      }
      (report, scope) = try await lint(project, paths: relative, options: options)
      if format == .sarif { report.quoteRuleExamples() }
      if cacheStats { Terminal.standardError.write(Self.describe(cache?.statistics) + "\n") }
      if Terminal.standardError.isTerminal { Terminal.standardError.writeControl("\u{1B}[2K\r") }
    } catch let error as DiagnosticsError {
      if let usage = UsageError.arguments(in: error.diagnostics, command: Self.self) { throw usage }
      Terminal.report(error.diagnostics, project: project)
      throw ExitCode(2)
    }
    // Problems in the config (or a `.charter` Charter refuses to read) hold whether or not a
    // file was checked.
    report.diagnostics += project.configDiagnostics.filter { !report.diagnostics.contains($0) } + cacheDiagnostics
    Terminal.report(report.diagnostics, project: project)
    if fix && dryRun {
      // The diff is the output; the findings that would remain go to standard error.
      Terminal.standardOutput.write(report.fixes.map(\.diff).joined())
      Terminal.standardError.write(
        "lint --fix --dry-run: \(report.fixes.count) file\(report.fixes.count == 1 ? "" : "s") would change\n")
      return
    }
    for removed in report.removedTemporaries {
      Terminal.standardError.write("lint --fix: removed \(removed), left by a killed run\n")
    }
    if fix {
      Terminal.standardError.write(
        "lint --fix: corrected \(report.fixes.count) file\(report.fixes.count == 1 ? "" : "s")\n")
    }
    let disappeared = try applyBaseline(to: &report, scope: scope, project: project)
    let useColor = output == nil && Terminal.standardOutput.supportsColor
    try writeReport(
      report, with: format.reporter(useColor: useColor, quiet: quiet, root: project.root.path), project: project,
      useColor: useColor)
    try writeSummary(report, project: project)
    try writePluginStamp()
    reportDisappeared(disappeared)
    if report.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
    let failing = report.findings.contains { strict ? $0.severity != .info : $0.severity == .error }
    if failing || (strictBaseline && !disappeared.isEmpty) { throw ExitCode(1) }
  }

  /// Whether a root-relative file lies under `paths` (all of them when there are none).
  private static func scope(of paths: [String]) -> @Sendable (String) -> Bool {
    { file in paths.isEmpty || paths.contains { $0.isEmpty || file == $0 || file.hasPrefix($0 + "/") } }
  }

  /// Lints the files git lists (`--staged`, `--changed-since`), narrowed to `paths` when any
  /// are given, or else the files found under `paths`. Also returns which files the run
  /// covered, so that a baseline lists as gone only findings of files that were checked.
  private func lint(_ project: Project, paths: [String], options: LintOptions) async throws
    -> (LintReport, @Sendable (String) -> Bool)
  {
    let underPaths = Self.scope(of: paths)
    guard staged || changedSince != nil else {
      return (try await Linter(project: project).lint(paths: paths, options: options), underPaths)
    }
    var options = options
    let git = Git(workTree: project.root)
    var files: [String]
    if let changedSince {
      files = try git.filesChanged(since: changedSince)
    } else {
      let stagedFiles = try git.stagedFiles()
      files = stagedFiles.paths
      options.contentSource = stagedFiles
    }
    files = files.filter(underPaths)
    let checked = Set(files)
    return (try await Linter(project: project).lint(files: files, options: options), { checked.contains($0) })
  }
}
