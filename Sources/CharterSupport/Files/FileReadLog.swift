import Synchronization

/// Every path this process asked the file system about during a recording: what a run that
/// remembers its answer (``FileSignature``) must find unchanged before giving it again.
///
/// Every read and query of ``FileSystem`` notes its path here, so nothing a run reads can be
/// left out of the record by a new caller. Recordings may overlap (tests run side by side):
/// each gets every path noted while it was open, its own and perhaps others', never fewer.
/// With no recording open, a note costs one relaxed atomic load.
///
/// A file the linter reads to check it (``FileSystem/contentsToLint(atPath:limit:)``) is noted
/// as such: a file read for nothing else decides only its own results, so a kept run may check
/// it again alone when it changes (``LintRunRecord``).
package enum FileReadLog {
  /// An open recording.
  package struct Recording: Sendable {
    fileprivate let id: Int
  }

  private struct State {
    var next = 0
    /// Each open recording's paths, each with whether it was only read to be linted.
    var open: [Int: [String: Bool]] = [:]
    /// The paths each recording keeps, when it keeps only some.
    var scopes: [Int: @Sendable (String) -> Bool] = [:]
  }

  private static let openCount = Atomic<Int>(0)
  private static let state = Mutex(State())

  /// Starts a recording of every path, or of those `scope` accepts (a test's own folder, so
  /// that tests running beside it add nothing).
  package static func start(scope: (@Sendable (String) -> Bool)? = nil) -> Recording {
    state.withLock { state in
      state.next += 1
      state.open[state.next] = [:]
      state.scopes[state.next] = scope
      openCount.add(1, ordering: .sequentiallyConsistent)
      return Recording(id: state.next)
    }
  }

  /// Ends `recording` and returns the paths noted while it was open, as the callers named them,
  /// each with whether it was only read to be linted.
  package static func stop(_ recording: Recording) -> [String: Bool] {
    state.withLock { state in
      state.scopes[recording.id] = nil
      guard let paths = state.open.removeValue(forKey: recording.id) else { return [:] }
      openCount.subtract(1, ordering: .sequentiallyConsistent)
      return paths
    }
  }

  /// Notes that `path` was read, listed or asked about; `linted` when it was read to be linted.
  @inline(__always)
  static func note(_ path: String, linted: Bool = false) {
    guard openCount.load(ordering: .relaxed) > 0 else { return }
    state.withLock { state in
      for id in state.open.keys where state.scopes[id]?(path) ?? true {
        let before = state.open[id]?[path] ?? true
        state.open[id]?[path] = linted && before
      }
    }
  }
}
