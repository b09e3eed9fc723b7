import Foundation

/// How a lint run is carried out.
public struct LintOptions: Sendable {
  /// How many files are checked at once; defaults to the number of cores.
  public var jobs: Int
  /// Files larger than this are not read; each is reported instead.
  public var maxFileSize: Int

  /// Creates options.
  public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, maxFileSize: Int = 16 << 20) {
    self.jobs = max(1, jobs)
    self.maxFileSize = maxFileSize
  }
}
