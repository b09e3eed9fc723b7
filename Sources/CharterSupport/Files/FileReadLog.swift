import Synchronization

/// Every path this process asked the file system about during a recording: what a run that
/// remembers its answer (``FileSignature``) must find unchanged before giving it again.
///
/// Every read and query of ``FileSystem`` notes its path here, so nothing a run reads can be
/// left out of the record by a new caller — except the linter's own read of each file it
/// checks (``FileSystem/contentsToLint(atPath:limit:)``), which the linter accounts for itself:
/// a checked file noted here was also read for something else. Recordings may overlap (tests
/// run side by side): each gets every path noted while it was open, its own and perhaps
/// others', never fewer. With no recording open, a note costs one relaxed atomic load.
package enum FileReadLog {
  /// An open recording.
  package struct Recording: Sendable {
    fileprivate let id: Int
  }

  private struct State {
    var next = 0
    /// The open recordings.
    var open: [Open] = []
  }

  private struct Open {
    let id: Int
    /// The paths it keeps, when it keeps only some.
    let scope: (@Sendable (String) -> Bool)?
    /// The paths noted so far.
    var paths: Set<String> = []
  }

  private static let openCount = Atomic<Int>(0)
  private static let state = Mutex(State())

  /// Starts a recording of every path, or of those `scope` accepts (a test's own folder, so
  /// that tests running beside it add nothing).
  package static func start(scope: (@Sendable (String) -> Bool)? = nil) -> Recording {
    state.withLock { state in
      state.next += 1
      state.open.append(Open(id: state.next, scope: scope))
      openCount.add(1, ordering: .sequentiallyConsistent)
      return Recording(id: state.next)
    }
  }

  /// Ends `recording` and returns the paths noted while it was open, as the callers named them.
  package static func stop(_ recording: Recording) -> Set<String> {
    state.withLock { state in
      guard let index = state.open.firstIndex(where: { $0.id == recording.id }) else { return [] }
      openCount.subtract(1, ordering: .sequentiallyConsistent)
      return state.open.remove(at: index).paths
    }
  }

  /// Notes that `path` was read, listed or asked about.
  @inline(__always)
  static func note(_ path: String) {
    guard openCount.load(ordering: .relaxed) > 0 else { return }
    state.withLock { state in
      // By index, so that each set is changed in place: a loop over the collection itself
      // would hold a second reference to it, and each insertion would copy the set.
      for index in state.open.indices where state.open[index].scope?(path) ?? true {
        state.open[index].paths.insert(path)
      }
    }
  }
}
