import Foundation

/// How a lint run is carried out.
public struct LintOptions: Sendable {
  /// How many files are checked at once; defaults to the number of cores.
  public var jobs: Int
  /// Files larger than this are not read; each is reported instead.
  public var maxFileSize: Int
  /// Called now and then with how many files are done and how many there are, from any
  /// thread; the command line shows it on a terminal.
  public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
  /// Where files are read from; `nil` (the default) reads them from disk.
  public var contentSource: (any LintContentSource)?
  /// Whether the config's `exclude` also drops files named explicitly, as a pre-commit hook
  /// that passes every changed file wants (``FileWalker/forceExclude``).
  public var forceExclude = false
  /// Whether to correct what can be corrected safely (`--fix`), and whether to write the
  /// corrections or only report them (`--fix --dry-run`).
  public var fix: FixMode = .none
  /// The most findings one file reports (``defaultFindingLimit``): past it the file's checks
  /// stop and a `too-many-findings` warning says so. A 15 MB file where every line is a
  /// finding holds five million of them, which would take gigabytes to hold.
  public var findingLimit = LintOptions.defaultFindingLimit

  /// Where each file's results are kept between runs (``LintResultCache``); `nil` (the
  /// default) checks every file.
  public var cache: LintResultCache?

  /// Whether the run may answer from an earlier identical run kept in ``cache``, checking only
  /// the files changed since, and keeps its own (``LintRunRecord``); `nil` (the default) never
  /// does. Used only without `fix` and ``contentSource``.
  public var keptRun: LintRunRequest?

  /// The most findings one file reports by default: 50,000.
  public static let defaultFindingLimit = 50_000

  /// Creates options.
  public init(
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, maxFileSize: Int = 16 << 20,
    progress: (@Sendable (Int, Int) -> Void)? = nil, contentSource: (any LintContentSource)? = nil
  ) {
    self.jobs = max(1, jobs)
    self.maxFileSize = maxFileSize
    self.progress = progress
    self.contentSource = contentSource
  }
}

/// What `--fix` does.
public enum FixMode: Sendable {
  /// Report only.
  case none
  /// Correct files on disk, atomically.
  case write
  /// Work out the corrections and report them as diffs; change nothing.
  case preview
}
