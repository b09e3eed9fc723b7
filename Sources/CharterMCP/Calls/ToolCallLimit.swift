import Foundation
import MCP
import Synchronization

/// Runs each tool call on the ``ToolCallExecutor``'s threads, bounded in time: a call that has
/// not answered within ``timeout`` is answered with an MCP error and cancelled, and the server
/// goes on. The work of a call that ignores the cancellation (a long computation that never
/// checks it) runs on to its end on its thread, its result discarded; the other threads, and
/// `ping` on the cooperative pool, keep being served.
public struct ToolCallLimit: Sendable {
  /// The longest a tool call may take.
  let timeout: Duration
  /// Where calls run.
  let executor: ToolCallExecutor

  /// The default bound on a tool call: 30 seconds.
  public static let defaultTimeout = Duration.seconds(30)

  /// A limit of `timeout` a call, on `threads` threads of their own.
  init(timeout: Duration = defaultTimeout, threads: Int = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)) {
    self.timeout = timeout
    executor = ToolCallExecutor(threads: threads)
  }

  /// What `call` returns, or throws; an MCP error when it takes longer than ``timeout``.
  /// - Throws: what `call` throws, `MCPError.internalError` on the timeout, or
  ///   `CancellationError` when the client cancels the request.
  func run<Result: Sendable>(_ name: String, _ call: @escaping @Sendable () async throws -> Result) async throws
    -> Result
  {
    let answer = Answer<Result>()
    let work = Task(executorPreference: executor) {
      do {
        answer.settle(with: .success(try await call()))
      } catch {
        answer.settle(with: .failure(error))
      }
    }
    let timeout = timeout
    let timer = Task {
      try await Task.sleep(for: timeout)
      answer.settle(with: .failure(Self.timedOut(name, after: timeout)))
      work.cancel()
    }
    defer { timer.cancel() }
    return try await withTaskCancellationHandler {
      try await answer.value()
    } onCancel: {
      answer.settle(with: .failure(CancellationError()))
      work.cancel()
    }
  }

  /// The error of a call that took too long.
  static func timedOut(_ name: String, after timeout: Duration) -> MCPError {
    MCPError.internalError(
      "the \(name) call did not finish within \(seconds(timeout)) s and was abandoned "
        + "(a very large or pathological file?); the server goes on")
  }

  /// `duration` in seconds, without a fraction when it is whole.
  private static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    guard fraction != 0 else { return "\(whole)" }
    return "\(Double(whole) + Double(fraction) / 1e18)"
  }
}

/// The first outcome of a call — its result, its timeout or its cancellation — handed to the
/// one waiting for it; later ones are ignored.
private final class Answer<Value: Sendable>: Sendable {
  private let state = Mutex<(outcome: Result<Value, any Error>?, waiter: CheckedContinuation<Value, any Error>?)>(
    (nil, nil))

  /// Records `outcome` unless one was recorded already, and wakes the waiter.
  func settle(with outcome: Result<Value, any Error>) {
    let waiter = state.withLock { state -> CheckedContinuation<Value, any Error>? in
      guard state.outcome == nil else { return nil }
      state.outcome = outcome
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(with: outcome)
  }

  /// The outcome, once there is one.
  func value() async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      let outcome = state.withLock { state -> Result<Value, any Error>? in
        if state.outcome == nil { state.waiter = continuation }
        return state.outcome
      }
      if let outcome { continuation.resume(with: outcome) }
    }
  }
}
