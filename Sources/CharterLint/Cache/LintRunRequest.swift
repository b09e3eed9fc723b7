import CharterSupport

/// What the command line asks of a run that may be kept (``LintResultCache/keptRun(_:)``): the
/// key naming the run, the recording of what it reads (started before the project was
/// opened, so that nothing it read is left out) and when it began.
public struct LintRunRequest: Sendable {
  /// The run's key (``LintResultCache/runKey(describing:)``).
  public let key: String
  let recording: FileReadLog.Recording
  let startedAt: Int64

  /// A request for the run `key`, whose reads `recording` holds, begun at `startedAt`
  /// (``FileSignature/now()``).
  package init(key: String, recording: FileReadLog.Recording, startedAt: Int64) {
    self.key = key
    self.recording = recording
    self.startedAt = startedAt
  }
}
