import Synchronization

/// A value worked out once, by the first thread that asks for it, while any other thread that
/// asks meanwhile waits for that answer instead of working it out again.
package final class ReadOnce<Value: Sendable>: Sendable {
  private let state = Mutex<Value?>(nil)

  package init() {}

  /// The value, computed by `compute` when no thread has yet.
  package func value(_ compute: () -> Value) -> Value {
    state.withLock { value in
      if let value { return value }
      let computed = compute()
      value = computed
      return computed
    }
  }

  /// The value when it has been computed (waiting for a computation under way), else `nil`.
  package var computed: Value? {
    state.withLock { $0 }
  }
}
